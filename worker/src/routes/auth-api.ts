import { authMessages, loginSchema, passwordChangeSchema, type SessionAnswer } from "@padukuhan/shared/auth";
import type { Context } from "hono";
import { cors } from "hono/cors";
import { Hono } from "hono/tiny";
import { addressKey } from "../auth/address";
import { audit, clientIp } from "../auth/audit";
import { deviceLabel } from "../auth/device";
import { guardedCheck } from "../auth/guarded-check";
import { HASH_BUSY_RETRY_SECONDS } from "../auth/hash-gate";
import { clearSessionCookie, requireAnySession, sessionToken, setSessionCookie } from "../auth/middleware";
import { decoyHash, hashPassword, verifyPassword } from "../auth/password";
import { deleteOtherSessions, deleteSession, findSession, newSession } from "../auth/sessions";
import { attemptSucceeded } from "../auth/throttle";
import type { AkunRow } from "../db/rows";
import type { AppEnv } from "../env";
import { activityStatement, lockoutStatement } from "../lib/activity-log";
import { bodyLimit, JSON_BODY_LIMIT, jsonTooLarge } from "../lib/body-limit";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { jsonInput } from "../lib/validation";

type AccountRow = Pick<AkunRow, "id" | "username" | "password_hash" | "nama" | "must_change_password">;
const SELECT_AKUN = "SELECT id, username, password_hash, nama, must_change_password FROM akun";

/** The login's own answer shape (seed section 5): `{ success: false, message }`. */
function loginRefusal(c: Context, status: 413 | 429, message: string, retryAfterSeconds?: number) {
  if (retryAfterSeconds !== undefined) c.header("Retry-After", String(retryAfterSeconds));
  const code = status === 413 ? "payload_too_large" : "too_many_attempts";
  return c.json({ success: false, message, code }, status);
}

/** The login's refused input, in the same shape: the first message, which the login form shows. */
const loginInvalid = (c: Context, fields: Record<string, string>) =>
  c.json({ success: false, message: Object.values(fields)[0] ?? authMessages.required }, 400);

const loginLimit = bodyLimit(JSON_BODY_LIMIT, (c) => loginRefusal(c, 413, authMessages.bodyTooLarge));
const jsonLimit = bodyLimit(JSON_BODY_LIMIT, jsonTooLarge);

/** Sign-in, sign-out, the session check and the password change, on the admin host. */
export const authApi = new Hono<AppEnv>()
  .post("/login", loginLimit, jsonInput(loginSchema, loginInvalid), async (c) => {
    const { username, password } = c.req.valid("json");
    const ip = clientIp(c.req.raw.headers);
    const address = addressKey(ip);
    const db = c.env.DB;

    // A free hash slot, the attempt counted in D1, then the hash (docs/decisions/008): a
    // refused attempt costs no hashing, even with the right password.
    let known: AccountRow | undefined;
    const check = await guardedCheck(db, username, address, async () => {
      const { results: accounts } = await db
        .prepare(`${SELECT_AKUN} WHERE username = ?`)
        .bind(username)
        .all<AccountRow>();
      const account = accounts.length === 1 ? accounts[0] : undefined;
      known = account;
      // An unknown username runs the same scrypt against a decoy, so timing reveals nothing.
      const valid = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
      return valid ? account : undefined;
    });
    if (check.outcome === "busy") {
      audit("login_busy", { username, ip, path: c.req.path });
      return loginRefusal(c, 429, authMessages.hashBusy, HASH_BUSY_RETRY_SECONDS);
    }
    if (check.outcome === "throttled") {
      audit("login_locked", { username, ip, path: c.req.path });
      await lockoutStatement(db, username).run();
      const message = check.scope === "address" ? authMessages.lockedIp : authMessages.lockedUsername;
      return loginRefusal(c, 429, message, check.retryAfterSeconds);
    }
    const account = check.result;
    if (!account) {
      audit("login_failure", { username, ip, path: c.req.path });
      await activityStatement(db, {
        akunId: known?.id ?? null,
        username,
        kind: "masuk",
        action: "gagal",
        recordId: null,
        title: null,
      }).run();
      return c.json({ success: false, message: authMessages.wrongCredentials }, 401);
    }

    const now = Date.now();
    const { token, info, statement } = await newSession(
      db,
      { id: account.id, username: account.username, nama: account.nama },
      {
        device: deviceLabel(c.req.header("User-Agent")),
        mustChangePassword: account.must_change_password === 1,
      },
      now,
    );
    await db.batch([
      ...attemptSucceeded(db, username, address, now),
      statement,
      db.prepare("UPDATE akun SET last_sign_in_at = ? WHERE id = ?").bind(now, account.id),
      activityStatement(db, {
        akunId: account.id,
        username: account.username,
        kind: "masuk",
        action: "berhasil",
        recordId: null,
        title: null,
      }),
    ]);
    setSessionCookie(c, token, new Date(info.expiredAt));
    audit("login_success", { username: account.username, ip, path: c.req.path });
    return c.json({ success: true, message: authMessages.loginSuccess, ...info }, 200);
  })
  .all("/login", methodNotAllowed(["POST"]))
  .post("/logout", async (c) => {
    const db = c.env.DB;
    const token = sessionToken(c);
    const session = token ? await findSession(db, token) : null;
    clearSessionCookie(c);
    if (!session) return apiError(c, 401, "unauthorized", authMessages.unauthorized);
    await deleteSession(db, session.tokenHash);
    audit("logout", { username: session.user.username, ip: clientIp(c.req.raw.headers), path: c.req.path });
    return c.json({ success: true, message: authMessages.logoutSuccess }, 200);
  })
  .all("/logout", methodNotAllowed(["POST"]))
  // The public site asks, with credentials, whether an admin is signed in (for its top bar).
  .use("/session", async (c, next) =>
    cors({ origin: c.env.PUBLIC_ORIGIN, credentials: true, allowMethods: ["GET"], maxAge: 600 })(c, next),
  )
  .get("/session", requireAnySession, (c) => {
    const { user, expiredAt, mustChangePassword } = c.get("session");
    c.header("Cache-Control", "no-store");
    return c.json<SessionAnswer>({ user, expiredAt, mustChangePassword }, 200);
  })
  .all("/session", methodNotAllowed(["GET"]))
  // Open to an account that must change its first password: this is how it does so.
  .post("/password", requireAnySession, jsonLimit, jsonInput(passwordChangeSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const session = c.get("session");
    const username = session.user.username;
    const db = c.env.DB;
    const ip = clientIp(c.req.raw.headers);
    const address = addressKey(ip);

    // The same guard as the login, keyed on this account and address: a stolen session
    // cannot guess the current password faster than a sign-in could.
    const check = await guardedCheck(db, username, address, async () => {
      const account = await db
        .prepare(`${SELECT_AKUN} WHERE id = ?`)
        .bind(session.user.id)
        .first<AccountRow>();
      if (!account || !(await verifyPassword(currentPassword, account.password_hash))) return null;
      return { account, newHash: await hashPassword(newPassword) };
    });
    if (check.outcome === "busy") {
      c.header("Retry-After", String(HASH_BUSY_RETRY_SECONDS));
      return apiError(c, 429, "too_many_attempts", authMessages.hashBusy);
    }
    if (check.outcome === "throttled") {
      audit("password_change_locked", { username, ip, path: c.req.path });
      c.header("Retry-After", String(check.retryAfterSeconds));
      return apiError(c, 429, "too_many_attempts", authMessages.lockedPasswordChange);
    }
    if (!check.result) {
      audit("password_change_failure", { username, ip, path: c.req.path });
      return apiError(c, 400, "invalid_input", authMessages.currentPasswordWrong);
    }
    const { account, newHash } = check.result;
    // One batch: the new password (no longer a first one), the end of every other session
    // and of this pair's count, and its line in 'Riwayat'.
    await db.batch([
      db
        .prepare("UPDATE akun SET password_hash = ?, must_change_password = 0, updated_at = ? WHERE id = ?")
        .bind(newHash, Date.now(), account.id),
      deleteOtherSessions(db, account.id, session.tokenHash),
      ...attemptSucceeded(db, username, address),
      activityStatement(db, {
        akunId: account.id,
        username: account.username,
        kind: "akun",
        action: "ganti-password",
        recordId: account.id,
        title: account.username,
      }),
    ]);
    audit("password_changed", { username, ip, path: c.req.path });
    return c.json({ success: true, message: authMessages.passwordChanged }, 200);
  })
  .all("/password", methodNotAllowed(["POST"]));
