/**
 * 'Riwayat' (the `activity_log` table): who did what, and when. Each write puts its row in
 * the same `db.batch([...])` as the write itself, so a failed write leaves no row and a write
 * never goes without one. Only the fields below are kept: never a password, token, hash or
 * request body.
 */
import type { ActivityEntry, ActivityKind } from "@padukuhan/shared/accounts";
import type { ContentTable } from "../db/records";

/** A line as written: what the admin app reads (`ActivityEntry`) less its id and time. */
export type ActivityInput = Omit<ActivityEntry, "id" | "at">;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries are kept a year; the daily Cron Trigger removes older ones (`pruneActivityLog`). */
export const ACTIVITY_KEEP_MS = 365 * DAY_MS;

const INSERT = "INSERT INTO activity_log (at, akun_id, username, kind, action, record_id, title)";
const ROW = "?, ?, ?, ?, ?, ?, ?";
const values = (entry: ActivityInput) => [
  Date.now(),
  entry.akunId,
  entry.username,
  entry.kind,
  entry.action,
  entry.recordId,
  entry.title,
];

/** The statement that records `entry`: batch it with the write it describes. */
export function activityStatement(db: D1Database, entry: ActivityInput): D1PreparedStatement {
  return db.prepare(`${INSERT} VALUES (${ROW})`).bind(...values(entry));
}

/**
 * Records `entry` only if `condition` (SQL, with `params`) holds when the statement runs in
 * its batch: e.g. only if the record still exists just before it is edited or deleted, so a
 * write that finds nothing to change leaves no row either.
 */
export function activityStatementIf(
  db: D1Database,
  entry: ActivityInput,
  condition: string,
  ...params: unknown[]
): D1PreparedStatement {
  return db.prepare(`${INSERT} SELECT ${ROW} WHERE ${condition}`).bind(...values(entry), ...params);
}

/**
 * Records `entry` only if its record (`recordId`) is still in `table` when the statement runs:
 * put it just before the edit or removal in the batch (or after an insert).
 */
export const activityIfFound = (db: D1Database, table: ContentTable | "akun", entry: ActivityInput) =>
  activityStatementIf(db, entry, `EXISTS (SELECT 1 FROM ${table} WHERE id = ?)`, entry.recordId);

/** What the signed-in admin `user` did to record `recordId` of `kind`. */
export const byAdmin = (
  user: { id: string; username: string },
  kind: ActivityKind,
  action: string,
  recordId: string,
  title: string,
): ActivityInput => ({ akunId: user.id, username: user.username, kind, action, recordId, title });

/** One 'terkunci' row per username per this long, and at most `LOCKOUT_ROWS_PER_HOUR` in all. */
export const LOCKOUT_QUIET_MS = 15 * 60_000;
export const LOCKOUT_ROWS_PER_HOUR = 20;

/**
 * A refused sign-in (the throttle's lockout). Refusals cost an attacker nothing, so they are
 * recorded sparingly: once per username (as typed, ignoring case) in 15 minutes, and no more
 * than 20 in an hour in all, so a flood cannot fill the table. The account is named when the
 * username is one. ?1 now, ?2 the username as typed, ?3 the start of the quiet time, ?4 an hour
 * ago, ?5 the hourly cap.
 */
export const LOCKOUT_SQL = `${INSERT} SELECT ?1, (SELECT id FROM akun WHERE username = ?2), ?2, 'masuk', 'terkunci', NULL, NULL
WHERE NOT EXISTS (SELECT 1 FROM activity_log WHERE kind = 'masuk' AND at > ?3 AND action = 'terkunci' AND username = ?2 COLLATE NOCASE)
  AND (SELECT count(*) FROM activity_log WHERE kind = 'masuk' AND at > ?4 AND action = 'terkunci') < ?5`;

export function lockoutStatement(db: D1Database, username: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare(LOCKOUT_SQL)
    .bind(now, username, now - LOCKOUT_QUIET_MS, now - 60 * 60_000, LOCKOUT_ROWS_PER_HOUR);
}

/** Removes entries older than a year (the daily Cron Trigger); returns how many went. */
export async function pruneActivityLog(db: D1Database, now = Date.now()): Promise<number> {
  const result = await db
    .prepare("DELETE FROM activity_log WHERE at < ?")
    .bind(now - ACTIVITY_KEEP_MS)
    .run();
  console.log(JSON.stringify({ prune: "activity_log", removed: result.meta.changes }));
  return result.meta.changes;
}
