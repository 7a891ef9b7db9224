/**
 * What the Cron Triggers do for 'Pesan Masuk' (docs/decisions/013): the minute job empties the
 * senders' hashes once the hour they are counted in has passed, so a stored message names no
 * address, even to someone holding `PESAN_KEY`; the daily job deletes read messages the admin
 * did not star, 180 days after they arrived.
 */
import { PESAN_KEEP_READ_DAYS, PESAN_THROTTLE } from "@padukuhan/shared/pesan";
import type { Database } from "../db/client";
import { clearSendersSql } from "./sender";

const DAY_MS = 24 * 3600_000;

/** On `pesan_pengirim_lama_idx`. */
export const CLEAR_SENDERS = clearSendersSql("pesan");

/** On `pesan_lama_idx`: read, not starred, and old. */
export const PRUNE_READ = "DELETE FROM pesan WHERE dibaca = 1 AND berbintang = 0 AND created_at < ?";

/** Empties the hashes of messages no longer counted by the throttle (window: `created_at > now - hour`). */
export async function clearSenderHashes(db: Database, now = Date.now()): Promise<number> {
  const result = await db
    .prepare(CLEAR_SENDERS)
    .bind(now - PESAN_THROTTLE.windowMs)
    .run();
  return result.meta.changes;
}

/** Deletes read, unstarred messages older than `PESAN_KEEP_READ_DAYS` (the triggers keep the totals). */
export async function pruneReadPesan(db: Database, now = Date.now()): Promise<number> {
  const result = await db
    .prepare(PRUNE_READ)
    .bind(now - PESAN_KEEP_READ_DAYS * DAY_MS)
    .run();
  console.log(JSON.stringify({ prune: "pesan", removed: result.meta.changes }));
  return result.meta.changes;
}
