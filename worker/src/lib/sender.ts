/**
 * Who sent a contact message or a resident's report, as their hourly limits count senders
 * (docs/decisions/013, 021): keyed hashes of the address (IPv6: its /64) and of its block (IPv6:
 * its /48), never the address itself. The key is the `PESAN_KEY` secret, named for the contact
 * form that needed it first.
 */
import { addressBlockKey, addressKey } from "../auth/address";

/**
 * Used only where the `PESAN_KEY` secret is not set and the site is not served over https
 * (local development, tests): there the hash still hides the address from a casual look, not
 * from someone who tries every IPv4. A deployment without the secret stores nothing.
 */
const DEVELOPMENT_KEY = "padukuhan-pesan-pengirim";

/** A shorter secret could be guessed together with the address; `openssl rand -base64 32` gives 44. */
export const SENDER_KEY_MIN_LENGTH = 32;

/**
 * The key senders are hashed with, or why there is none: on an https origin (a deployment)
 * the secret must be set, since the development key is public and would make every stored
 * hash an address again.
 */
export function senderKey(env: {
  PESAN_KEY?: string;
  PUBLIC_ORIGIN: string;
}): { key: string } | { problem: string } {
  const secret = env.PESAN_KEY ?? "";
  if (secret.length >= SENDER_KEY_MIN_LENGTH) return { key: secret };
  if (!env.PUBLIC_ORIGIN.startsWith("https:") && secret === "") return { key: DEVELOPMENT_KEY };
  return {
    problem:
      secret === ""
        ? "PESAN_KEY is not set: run `wrangler secret put PESAN_KEY --env production` (e.g. the output of `openssl rand -base64 32`)"
        : `PESAN_KEY is shorter than ${SENDER_KEY_MIN_LENGTH} characters: set a longer one with \`wrangler secret put PESAN_KEY --env production\``,
  };
}

/** A keyed hash (HMAC-SHA-256, 128 bits, hex) of `text`: without the key, it names nobody. */
async function keyedHash(key: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    encoder.encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(text)));
  return [...mac.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The sender as stored: a keyed hash of the address messages and reports are counted under
 * (IPv6: its /64). The address itself is never kept. `key` undefined: the development key.
 */
export const senderHash = (key: string | undefined, ip: string) =>
  keyedHash(key ?? DEVELOPMENT_KEY, addressKey(ip));
/** The sender's block as stored (IPv6: its /48; IPv4: the address), hashed the same way. */
export const senderBlockHash = (key: string | undefined, ip: string) =>
  keyedHash(key ?? DEVELOPMENT_KEY, addressBlockKey(ip));

/** Where a throttled table's statements take their parameters (`?n`). */
export interface ThrottleParameters {
  /** The window's start (now minus the window). */
  since: number;
  sender: number;
  limit: number;
  block: number;
  blockLimit: number;
}

/**
 * The hourly limits of a table whose rows carry `pengirim`, `pengirim_blok` and `created_at`
 * (the inbox, the reports): `allows` are the terms of an `INSERT … SELECT … WHERE`, so the
 * counts and the insert are one statement and posts arriving at once cannot all pass a count
 * another has already used up (SQLite runs each statement whole). The counts use the table's
 * `(pengirim, created_at)` and `(pengirim_blok, created_at)` indexes.
 */
export function senderThrottle(table: string, at: ThrottleParameters) {
  const own = `pengirim = ?${at.sender} AND created_at > ?${at.since}`;
  const block = `pengirim_blok = ?${at.block} AND created_at > ?${at.since}`;
  return {
    allows: `(SELECT count(*) FROM ${table} WHERE ${own}) < ?${at.limit}
AND (SELECT count(*) FROM ${table} WHERE ${block}) < ?${at.blockLimit}`,
    /** When a row was refused: the `limit`-th newest of the sender's, which must leave the window first. */
    oldestCounted: `SELECT created_at FROM ${table} WHERE ${own}
ORDER BY created_at DESC LIMIT 1 OFFSET ?${at.limit} - 1`,
    /** The same for the block. */
    oldestCountedInBlock: `SELECT created_at FROM ${table} WHERE ${block}
ORDER BY created_at DESC LIMIT 1 OFFSET ?${at.blockLimit} - 1`,
  };
}

export type Throttled = { kind: "throttled" | "blockThrottled"; retryAfterSeconds: number };

/**
 * Whether a refused row was refused by the sender's limit or its block's, from what the
 * `oldestCounted` statements answered in the same batch (a row exists only where that count was
 * at its limit), with the seconds until it leaves the window; null when neither was.
 */
export function throttledBy(
  oldest: { created_at: number } | undefined,
  oldestInBlock: { created_at: number } | undefined,
  windowMs: number,
  now: number,
): Throttled | null {
  const wait = (counted: number) => Math.max(1, Math.ceil((counted + windowMs - now) / 1000));
  if (oldest) return { kind: "throttled", retryAfterSeconds: wait(oldest.created_at) };
  if (oldestInBlock) return { kind: "blockThrottled", retryAfterSeconds: wait(oldestInBlock.created_at) };
  return null;
}

/**
 * Empties the hashes of `table`'s rows the hourly limits no longer count (made at or before the
 * bound): the minute job's, on the table's `(created_at) WHERE pengirim <> ''` index, which
 * only ever holds the last hour's rows.
 */
export const clearSendersSql = (table: string) =>
  `UPDATE ${table} SET pengirim = '', pengirim_blok = '' WHERE pengirim <> '' AND created_at <= ?`;
