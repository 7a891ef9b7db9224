/**
 * What becomes true with time, written by the minute Cron Trigger (docs/decisions/012): a
 * scheduled article goes public, an announcement's period starts or ends, an event that has
 * ended moves to the archive. Visibility is a write, never a clock check at read time, so the
 * search index, the counts and the edge cache (through the content version) follow it like
 * any admin write.
 *
 * Each minute costs one small batch of indexed reads; only when something is due does a second
 * batch write it, with one content-version bump and a 'Riwayat' line per record.
 */

import type { Database, Statement } from "../db/client";
import { bumpContentVersion } from "../db/content-version";
import { type ActivityInput, activityStatementIf } from "../lib/activity-log";
import { DUE_BATCH, type DueStep } from "../lib/due-batch";
import { archiveEndedAgenda } from "./agenda/store";

/** The name 'Riwayat' shows for what the site did by itself. */
export const SYSTEM_USERNAME = "sistem";

export { DUE_BATCH, type DueStep };

/** A line in 'Riwayat' by the site itself, written only if `condition` still holds. */
export const bySystem = (
  db: Database,
  entry: Omit<ActivityInput, "akunId" | "username">,
  condition: string,
  ...params: unknown[]
): Statement =>
  activityStatementIf(db, { ...entry, akunId: null, username: SYSTEM_USERNAME }, condition, ...params);

interface DueArticle {
  id: string;
  judul: string;
}

/** Scheduled articles whose time has come become public, dated at their publish time. */
export const publishDueArticles: DueStep<DueArticle> = {
  name: "artikel",
  find: (db, now) =>
    db
      .prepare(
        "SELECT id, judul FROM artikel WHERE status = 'terjadwal' AND publish_at <= ? ORDER BY publish_at LIMIT ?",
      )
      .bind(now, DUE_BATCH),
  apply: (db, rows, now) =>
    rows.flatMap((row) => {
      const due = "status = 'terjadwal' AND publish_at <= ?";
      return [
        bySystem(
          db,
          { kind: "artikel", action: "terbit-otomatis", recordId: row.id, title: row.judul },
          `EXISTS (SELECT 1 FROM artikel WHERE id = ? AND ${due})`,
          row.id,
          now,
        ),
        db
          .prepare(
            `UPDATE artikel SET status = 'terbit', created_at = publish_at, publish_at = NULL WHERE id = ? AND ${due}`,
          )
          .bind(row.id, now),
      ];
    }),
};

/** The inactive announcement that started last, if its period still holds ?2 (?1 = ?2 = now). */
export const START_PENGUMUMAN_SQL =
  "SELECT id, text FROM (SELECT id, text, selesai FROM pengumuman WHERE aktif = 0 AND mulai <= ? ORDER BY mulai DESC LIMIT 1) WHERE selesai > ?";
/** Active announcements whose period does not hold now. */
export const END_PENGUMUMAN_SQL =
  "SELECT id, text FROM pengumuman WHERE aktif = 1 AND (selesai <= ? OR mulai > ?) LIMIT ?";

interface DuePengumuman {
  id: string;
  text: string;
}

/**
 * Sets `aktif` of each announcement found, where `due` (bound to now twice) still holds at the
 * write, with its 'Riwayat' line by 'sistem'.
 */
function switchPengumuman(
  name: string,
  find: DueStep<DuePengumuman>["find"],
  due: string,
  aktif: 0 | 1,
  action: "mulai-otomatis" | "selesai-otomatis",
): DueStep<DuePengumuman> {
  return {
    name,
    find,
    apply: (db, rows, now) =>
      rows.flatMap((row) => [
        bySystem(
          db,
          { kind: "pengumuman", action, recordId: row.id, title: row.text },
          `EXISTS (SELECT 1 FROM pengumuman WHERE id = ? AND ${due})`,
          row.id,
          now,
          now,
        ),
        db.prepare(`UPDATE pengumuman SET aktif = ${aktif} WHERE id = ? AND ${due}`).bind(row.id, now, now),
      ]),
  };
}

/**
 * The announcement whose period holds `now` and is not active yet becomes active. Periods never
 * overlap (migration 0007), so it can only be the inactive one that started last: one index step.
 */
export const startPengumuman = switchPengumuman(
  "pengumuman-mulai",
  (db, now) => db.prepare(START_PENGUMUMAN_SQL).bind(now, now),
  "aktif = 0 AND mulai <= ? AND selesai > ?",
  1,
  "mulai-otomatis",
);

/** An active announcement whose period has ended (or, edited, not begun) stops showing. */
export const endPengumuman = switchPengumuman(
  "pengumuman-selesai",
  (db, now) => db.prepare(END_PENGUMUMAN_SQL).bind(now, now, DUE_BATCH),
  "aktif = 1 AND (selesai <= ? OR mulai > ?)",
  0,
  "selesai-otomatis",
);

/** Every step, in the order they run; a step's rows are its own shape (methods are bivariant). */
export const DUE_STEPS: readonly DueStep<unknown>[] = [
  endPengumuman,
  startPengumuman,
  publishDueArticles,
  archiveEndedAgenda,
];

/**
 * Applies every change due at `now` in one batch with the content-version bump. Returns how
 * many records each step changed (what it found; a record an admin changed meanwhile is left).
 */
export async function applyDueChanges(
  db: Database,
  now = Date.now(),
  steps: readonly DueStep<unknown>[] = DUE_STEPS,
): Promise<Record<string, number>> {
  const found = await db.batch(steps.map((step) => step.find(db, now)));
  const writes: Statement[] = [];
  const counts: Record<string, number> = {};
  steps.forEach((step, index) => {
    const rows = found[index]?.results ?? [];
    counts[step.name] = rows.length;
    if (rows.length > 0) writes.push(...step.apply(db, rows, now));
  });
  if (writes.length > 0) {
    await db.batch([...writes, bumpContentVersion(db)]);
    console.log(JSON.stringify({ due: counts }));
  }
  return counts;
}
