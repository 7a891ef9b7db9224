import {
  type AccountSummary,
  accountCreateSchema,
  accountMessages,
  passwordResetSchema,
  type SessionSummary,
} from "@padukuhan/shared/accounts";
import { authMessages } from "@padukuhan/shared/auth";
import { fieldErrors } from "@padukuhan/shared/content-schemas";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import type * as z from "zod/mini";
import { HASH_BUSY_RETRY_SECONDS, takeHashSlot } from "../auth/hash-gate";
import { readLimitedJson } from "../auth/json-body";
import { hashPassword } from "../auth/password";
import { UNKNOWN_DEVICE } from "../auth/device";
import { deleteOtherSessions } from "../auth/sessions";
import { toIso, toIsoOrNull } from "../db/time";
import type { AppEnv } from "../env";
import {
  type ActivityInput,
  activityIfFound,
  activityStatement,
  activityStatementIf,
  byAdmin,
} from "../lib/activity-log";
import { apiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { invalidInput } from "../lib/upload-form";

/** The body, checked by `schema`; or the 413/400 answer. Not JSON counts as no fields at all. */
async function readBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S> | Response> {
  const body = await readLimitedJson(c.req.raw);
  if (body.tooLarge) return apiError(c, 413, "payload_too_large", authMessages.bodyTooLarge);
  const parsed = schema.safeParse(typeof body.value === "object" && body.value !== null ? body.value : {});
  return parsed.success ? parsed.data : invalidInput(c, fieldErrors(parsed.error));
}

/** scrypt in this isolate's one hash slot (docs/decisions/008), or the 429 when it is taken. */
async function hashInSlot(c: Context, password: string): Promise<string | Response> {
  const release = takeHashSlot();
  if (!release) {
    c.header("Retry-After", String(HASH_BUSY_RETRY_SECONDS));
    return apiError(c, 429, "too_many_attempts", authMessages.hashBusy);
  }
  try {
    return await hashPassword(password);
  } finally {
    release();
  }
}

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

interface AkunRow {
  id: string;
  username: string;
  nama: string | null;
  created_at: number;
  last_sign_in_at: number | null;
  must_change_password: number;
}

/** 'Kelola Admin'. Mounted at /api/admin/akun, behind the session guard. */
export const adminAccounts = new Hono<AppEnv>()
  .get("/", async (c) => {
    const self = c.get("session").user.id;
    const { results } = await c.env.DB.prepare(
      "SELECT id, username, nama, created_at, last_sign_in_at, must_change_password FROM akun ORDER BY username",
    ).all<AkunRow>();
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
  .post("/", async (c) => {
    const input = await readBody(c, accountCreateSchema);
    if (input instanceof Response) return input;
    const db = c.env.DB;
    const TAKEN = "SELECT 1 FROM akun WHERE username = ? COLLATE NOCASE";
    const taken = () => invalidInput(c, { username: accountMessages.usernameTaken });
    // Checked before hashing, and again in the INSERT itself (two admins adding at once).
    if (await db.prepare(TAKEN).bind(input.username).first()) return taken();
    const hash = await hashInSlot(c, input.password);
    if (hash instanceof Response) return hash;
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
  .post("/:id/password", async (c) => {
    const id = c.req.param("id");
    if (id === c.get("session").user.id) return apiError(c, 400, "invalid_input", accountMessages.resetOwn);
    const input = await readBody(c, passwordResetSchema);
    if (input instanceof Response) return input;
    const db = c.env.DB;
    const target = await findUsername(c, id);
    if (!target) return notFound(c);
    const hash = await hashInSlot(c, input.password);
    if (hash instanceof Response) return hash;
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
  })
  .all("/:id/password", methodNotAllowed(["POST"]))
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    if (id === c.get("session").user.id) return apiError(c, 400, "invalid_input", accountMessages.removeSelf);
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
      .all<{
        token_hash: string;
        created_at: number;
        last_seen_at: number | null;
        expires_at: number;
        device: string | null;
      }>();
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
