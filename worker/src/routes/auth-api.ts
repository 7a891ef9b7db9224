import { authMessages, loginSchema, passwordChangeSchema, type SessionInfo } from "@padukuhan/shared/auth";
import type { Context } from "hono";
import { cors } from "hono/cors";
import { Hono } from "hono/tiny";
import { audit, clientIp } from "../auth/audit";
import { activeLock, clearUsername, recordFailure } from "../auth/lockout";
import { clearSessionCookie, requireSession, sessionToken, setSessionCookie } from "../auth/middleware";
import { decoyHash, hashPassword, verifyPassword } from "../auth/password";
import { createSession, deleteOtherSessions, deleteSession, findSession } from "../auth/sessions";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";

interface AkunRow {
  id: string;
  username: string;
  password_hash: string;
  nama: string | null;
}
const SELECT_AKUN = "SELECT id, username, password_hash, nama FROM akun";

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

/** Sign-in, sign-out, the session check and the password change, on the admin host. */
export const authApi = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const parsed = loginSchema.safeParse(await readJson(c));
    if (!parsed.success) {
      return c.json(
        { success: false, message: parsed.error.issues[0]?.message ?? authMessages.required },
        400,
      );
    }
    const { username, password } = parsed.data;
    const ip = clientIp(c.req.raw.headers);
    const db = c.env.DB;

    // Before any hashing: a locked attempt is refused cheaply, even with the right password.
    const lock = await activeLock(db, username, ip);
    if (lock) {
      audit("login_locked", { username, ip, path: c.req.path });
      c.header("Retry-After", String(lock.retryAfterSeconds));
      const message = lock.scope === "username" ? authMessages.lockedUsername : authMessages.lockedIp;
      return c.json({ success: false, message, code: "too_many_attempts" }, 429);
    }

    const { results: accounts } = await db
      .prepare(`${SELECT_AKUN} WHERE username = ?`)
      .bind(username)
      .all<AkunRow>();
    const account = accounts.length === 1 ? accounts[0] : undefined;
    // An unknown username runs the same scrypt against a decoy, so timing reveals nothing.
    const valid = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
    if (!account || !valid) {
      await recordFailure(db, username, ip);
      audit("login_failure", { username, ip, path: c.req.path });
      return c.json({ success: false, message: authMessages.wrongCredentials }, 401);
    }

    await clearUsername(db, username);
    const { token, info } = await createSession(db, {
      id: account.id,
      username: account.username,
      nama: account.nama,
    });
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
  .get("/session", requireSession, (c) => {
    const { user, expiredAt } = c.get("session");
    c.header("Cache-Control", "no-store");
    return c.json<SessionInfo>({ user, expiredAt }, 200);
  })
  .all("/session", methodNotAllowed(["GET"]))
  .post("/password", requireSession, async (c) => {
    const parsed = passwordChangeSchema.safeParse(await readJson(c));
    if (!parsed.success) {
      return apiError(c, 400, "invalid_input", parsed.error.issues[0]?.message ?? authMessages.required);
    }
    const session = c.get("session");
    const db = c.env.DB;
    const account = await db.prepare(`${SELECT_AKUN} WHERE id = ?`).bind(session.user.id).first<AkunRow>();
    const ip = clientIp(c.req.raw.headers);
    if (!account || !(await verifyPassword(parsed.data.currentPassword, account.password_hash))) {
      audit("password_change_failure", { username: session.user.username, ip, path: c.req.path });
      return apiError(c, 400, "invalid_input", authMessages.currentPasswordWrong);
    }
    // One batch: the new password and the end of every other session happen together.
    await db.batch([
      db
        .prepare("UPDATE akun SET password_hash = ?, updated_at = ? WHERE id = ?")
        .bind(await hashPassword(parsed.data.newPassword), Date.now(), account.id),
      deleteOtherSessions(db, account.id, session.tokenHash),
    ]);
    audit("password_changed", { username: session.user.username, ip, path: c.req.path });
    return c.json({ success: true, message: authMessages.passwordChanged }, 200);
  })
  .all("/password", methodNotAllowed(["POST"]));
