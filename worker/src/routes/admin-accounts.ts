import {
  type AccountSummary,
  accountCreateSchema,
  accountMessages,
  passwordResetSchema,
  type SessionSummary,
} from "@padukuhan/shared/accounts";
import { authMessages } from "@padukuhan/shared/auth";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono/tiny";
import { UNKNOWN_DEVICE } from "../auth/device";
import { HASH_BUSY_RETRY_SECONDS, takeHashSlot } from "../auth/hash-gate";
import { hashPassword } from "../auth/password";
import { deleteOtherSessions } from "../auth/sessions";
import type { AkunRow, SessionRow } from "../db/rows";
import { toIso, toIsoOrNull } from "../db/time";
import type { AppEnv } from "../env";
import {
  type ActivityInput,
  activityIfFound,
  activityStatement,
  activityStatementIf,
  byAdmin,
} from "../lib/activity-log";
import { bodyLimit, JSON_BODY_LIMIT, jsonTooLarge } from "../lib/body-limit";
import { apiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { invalidInput, jsonInput } from "../lib/validation";

const jsonLimit = bodyLimit(JSON_BODY_LIMIT, jsonTooLarge);

/** scrypt in this isolate's one hash slot (docs/decisions/008); null when the slot is taken. */
async function hashInSlot(password: string): Promise<string | null> {
  const release = takeHashSlot();
  if (!release) return null;
  try {
    return await hashPassword(password);
  } finally {
    release();
  }
}

/** The 429 while this isolate is already hashing. */
function hashBusy(c: Context) {
  c.header("Retry-After", String(HASH_BUSY_RETRY_SECONDS));
  return apiError(c, 429, "too_many_attempts", authMessages.hashBusy);
}

/** Refuses (400 with `message`) a call about the caller's own account, before its body is read. */
const notOwnAccount =
  (message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.param("id") === c.get("session").user.id) return apiError(c, 400, "invalid_input", message);
    await next();
  };

/** A line in 'Riwayat' by the signed-in admin about account `target`. */
const byCaller = (
  c: Context<AppEnv>,
  action: string,
  target: { id: string; username: string },
): ActivityInput => byAdmin(c.get("session").user, "akun", action, target.id, target.username);

const findUsername = (c: Context<AppEnv>, id: string) =>
  c.env.DB.prepare("SELECT username FROM akun WHERE id = ?").bind(id).first<{ username: string }>();

const notFound = (c: Context) => apiError(c, 404, "not_found", accountMessages.notFound);
/** Never the last admin, checked in the same statement as the removal. */
const NOT_LAST = "(SELECT count(*) FROM akun) > 1";

/**
 * Removes the admin `entry.recordId` unless it is the last one, with its line in 'Riwayat'
 * (one batch). Only a race can reach the last admin here (two admins removing each other at
 * once: the caller is never the target), so the rule sits in the SQL itself.
 */
export function removeAccountStatements(db: D1Database, entry: ActivityInput): D1PreparedStatement[] {
  return [
    activityStatementIf(
      db,
      entry,
      `EXISTS (SELECT 1 FROM akun WHERE id = ?) AND ${NOT_LAST}`,
      entry.recordId,
    ),
    db.prepare(`DELETE FROM akun WHERE id = ? AND ${NOT_LAST}`).bind(entry.recordId),
  ];
}

type AccountRow = Pick<
  AkunRow,
  "id" | "username" | "nama" | "created_at" | "last_sign_in_at" | "must_change_password"
>;

/** 'Kelola Admin'. Mounted at /api/admin/akun, behind the session guard. */
export const adminAccounts = new Hono<AppEnv>()
  .get("/", async (c) => {
    const self = c.get("session").user.id;
    const { results } = await c.env.DB.prepare(
      "SELECT id, username, nama, created_at, last_sign_in_at, must_change_password FROM akun ORDER BY username",
    ).all<AccountRow>();
    c.header("Cache-Control", "no-store");
    return c.json({
      data: results.map(
        (row): AccountSummary => ({
          id: row.id,
          username: row.username,
          nama: row.nama,
          createdAt: toIso(row.created_at),
          lastSignInAt: toIsoOrNull(row.last_sign_in_at),
          mustChangePassword: row.must_change_password === 1,
          self: row.id === self,
        }),
      ),
    });
  })
  .post("/", jsonLimit, jsonInput(accountCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.env.DB;
    const TAKEN = "SELECT 1 FROM akun WHERE username = ? COLLATE NOCASE";
    const taken = () => invalidInput(c, { username: accountMessages.usernameTaken });
    // Checked before hashing, and again in the INSERT itself (two admins adding at once).
    if (await db.prepare(TAKEN).bind(input.username).first()) return taken();
    const hash = await hashInSlot(input.password);
    if (hash === null) return hashBusy(c);
    const id = newId();
    const now = Date.now();
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO akun (id, username, password_hash, nama, created_at, must_change_password) SELECT ?, ?, ?, ?, ?, 1 WHERE NOT EXISTS (${TAKEN})`,
        )
        .bind(id, input.username, hash, input.nama, now, input.username),
      activityIfFound(db, "akun", byCaller(c, "tambah", { id, username: input.username })),
    ]);
    if (!inserted?.meta.changes) return taken();
    const account: AccountSummary = {
      id,
      username: input.username,
      nama: input.nama,
      createdAt: toIso(now),
      lastSignInAt: null,
      mustChangePassword: true,
      self: false,
    };
    return c.json(account, 201);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .post(
    "/:id/password",
    notOwnAccount(accountMessages.resetOwn),
    jsonLimit,
    jsonInput(passwordResetSchema),
    async (c) => {
      const id = c.req.param("id");
      const input = c.req.valid("json");
      const db = c.env.DB;
      const target = await findUsername(c, id);
      if (!target) return notFound(c);
      const hash = await hashInSlot(input.password);
      if (hash === null) return hashBusy(c);
      // A first password again: it must be changed at the next sign-in, every session of that
      // admin ends, and (as with `npm run admin:create`) the sign-in lock on the name lifts.
      const [, updated] = await db.batch([
        activityIfFound(db, "akun", byCaller(c, "reset-password", { id, username: target.username })),
        db
          .prepare("UPDATE akun SET password_hash = ?, must_change_password = 1, updated_at = ? WHERE id = ?")
          .bind(hash, Date.now(), id),
        db.prepare("DELETE FROM sessions WHERE akun_id = ?").bind(id),
        db
          .prepare("DELETE FROM login_attempts WHERE kind = 'attempt' AND username = lower(?)")
          .bind(target.username),
      ]);
      if (!updated?.meta.changes) return notFound(c);
      return c.json({ success: true, message: accountMessages.reset }, 200);
    },
  )
  .all("/:id/password", methodNotAllowed(["POST"]))
  .delete("/:id", notOwnAccount(accountMessages.removeSelf), async (c) => {
    const id = c.req.param("id");
    const db = c.env.DB;
    const target = await findUsername(c, id);
    if (!target) return notFound(c);
    // Its sessions go with it (ON DELETE CASCADE); its lines in 'Riwayat' stay.
    const [, removed] = await db.batch(
      removeAccountStatements(db, byCaller(c, "hapus", { id, username: target.username })),
    );
    if (!removed?.meta.changes) {
      return (await findUsername(c, id))
        ? apiError(c, 409, "invalid_input", accountMessages.removeLast)
        : notFound(c);
    }
    return c.json({ success: true, message: accountMessages.removed }, 200);
  })
  .all("/:id", methodNotAllowed(["DELETE"]));

/** The signed-in admin's own sessions. Mounted at /api/admin/sesi, behind the session guard. */
export const adminSessions = new Hono<AppEnv>()
  .get("/", async (c) => {
    const session = c.get("session");
    const { results } = await c.env.DB.prepare(
      "SELECT token_hash, created_at, last_seen_at, expires_at, device FROM sessions WHERE akun_id = ? AND expires_at > ? ORDER BY created_at DESC LIMIT 50",
    )
      .bind(session.user.id, Date.now())
      .all<Pick<SessionRow, "token_hash" | "created_at" | "last_seen_at" | "expires_at" | "device">>();
    c.header("Cache-Control", "no-store");
    return c.json({
      data: results.map(
        (row): SessionSummary => ({
          createdAt: toIso(row.created_at),
          lastSeenAt: toIso(row.last_seen_at ?? row.created_at),
          expiredAt: toIso(row.expires_at),
          device: row.device ?? UNKNOWN_DEVICE,
          current: row.token_hash === session.tokenHash,
        }),
      ),
    });
  })
  .all("/", methodNotAllowed(["GET"]))
  .post("/keluar-lainnya", async (c) => {
    const db = c.env.DB;
    const { user, tokenHash } = c.get("session");
    const [ended] = await db.batch([
      deleteOtherSessions(db, user.id, tokenHash),
      activityStatement(db, byCaller(c, "keluar-perangkat-lain", user)),
    ]);
    return c.json(
      { success: true, message: accountMessages.otherSessionsEnded, ended: ended?.meta.changes ?? 0 },
      200,
    );
  })
  .all("/keluar-lainnya", methodNotAllowed(["POST"]));
