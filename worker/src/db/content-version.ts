import { newId } from "../lib/ids";
import type { Database } from "./client";

export const CONTENT_VERSION_KEY = "content_version";

/**
 * A new random content version, as one statement for the caller's `db.batch`: it changes
 * together with the content it describes, so cached public responses keyed on it go stale
 * exactly when an admin write lands.
 */
export function bumpContentVersion(db: Database) {
  const value = newId();
  return db
    .prepare(
      "INSERT INTO app_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(CONTENT_VERSION_KEY, value);
}

/**
 * `bumpContentVersion` only when `condition` (SQL, with `params`) holds as the statement runs in
 * its batch: for a write that changes public pages only sometimes (a report the office made
 * public). Put it before the write when the condition reads the state the write changes.
 */
export function bumpContentVersionIf(db: Database, condition: string, ...params: unknown[]) {
  return db
    .prepare(
      `INSERT INTO app_meta (key, value) SELECT ?, ? WHERE ${condition} ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    )
    .bind(CONTENT_VERSION_KEY, newId(), ...params);
}

/** The current content version ("0" before the first admin write). One small D1 read. */
export async function readContentVersion(d1: D1Database): Promise<string> {
  const row = await d1
    .prepare("SELECT value FROM app_meta WHERE key = ?")
    .bind(CONTENT_VERSION_KEY)
    .first<{ value: string }>();
  return row?.value ?? "0";
}

/** How long a request waits for a read it joined before it reads for itself. */
const JOIN_LIMIT_MS = 50;

/** The read of the version in flight in this isolate (0: none) and the latest answer. */
let readInFlight = { seq: 0, d1: null as D1Database | null };
let lastAnswer = { seq: 0, value: null as string | null };
let nextSeq = 1;

/**
 * The content version for one request, with at most one read in flight per isolate: a request
 * arriving while a read is in flight takes that read's answer instead of sending its own, so a
 * burst costs D1 one read at a time. Only a read still in flight is joined, never a finished
 * one. A read that could have missed an admin write comes back before the write's own
 * acknowledgement does, so it has finished before the admin (or anyone they tell) can send
 * the next request: that request starts a fresh read and sees the write.
 *
 * Joiners poll for the answer on their own timers rather than awaiting the other request's
 * promise: workerd drops a request's continuations on a promise that belongs to another
 * request once that request has ended.
 */
export async function sharedContentVersion(d1: D1Database): Promise<string> {
  if (readInFlight.seq !== 0 && readInFlight.d1 === d1) {
    const joined = readInFlight.seq;
    const giveUpAt = Date.now() + JOIN_LIMIT_MS;
    while (lastAnswer.seq < joined && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    // No answer in time, or the read failed: this request reads (and fails) on its own.
    if (lastAnswer.seq >= joined && lastAnswer.value !== null) return lastAnswer.value;
    return readContentVersion(d1);
  }
  const seq = nextSeq++;
  readInFlight = { seq, d1 };
  try {
    const value = await readContentVersion(d1);
    if (seq > lastAnswer.seq) lastAnswer = { seq, value };
    return value;
  } catch (error) {
    if (seq > lastAnswer.seq) lastAnswer = { seq, value: null };
    throw error;
  } finally {
    if (readInFlight.seq === seq) readInFlight = { seq: 0, d1: null };
  }
}
