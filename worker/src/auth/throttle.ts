import type { Database } from "../db/client";

/**
 * Throttling of password checks (sign-in and the current password of 'Ganti Password'),
 * docs/decisions/008. Every rule is a sliding window over the `login_attempts` rows of kind
 * 'attempt': one row per password check that was allowed to run, written before the hash
 * starts. A successful check removes its pair's rows.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** 5 checks for one username from one address (IPv6: its /64) in 15 minutes. */
export const PAIR_RULE = { limit: 5, windowMs: 15 * MINUTE } as const;
/** 20 checks from one address in an hour, whatever the usernames. */
export const ADDRESS_RULE = { limit: 20, windowMs: 60 * MINUTE } as const;
/**
 * 50 checks for one username in 15 minutes from all addresses together: the ceiling on a
 * guessing attack spread over many addresses. Addresses that signed in to this username in
 * the last `KNOWN_ADDRESS_MS` are spared it (never the two rules above).
 */
export const ACCOUNT_RULE = { limit: 50, windowMs: 15 * MINUTE } as const;
export const KNOWN_ADDRESS_MS = 30 * DAY;

export type ThrottleScope = "pair" | "address" | "account";

export type AttemptVerdict =
  | {
      allowed: true;
      /** The row that now counts this check (see `forgetAttempt`). */
      id: number;
    }
  | {
      allowed: false;
      scope: ThrottleScope;
      /** Whole seconds until this username and address may try again (for `Retry-After`). */
      retryAfterSeconds: number;
    };

const OLDEST_ATTEMPT_MS = Math.max(PAIR_RULE.windowMs, ADDRESS_RULE.windowMs, ACCOUNT_RULE.windowMs);

/*
 * ?1 username, ?2 address, ?3 now, ?4/?5/?6 the start of the pair/address/account window,
 * ?7 the start of the known-address memory, ?8/?9/?10 the pair/address/account limits.
 */
const PAIR = "kind = 'attempt' AND username = ?1 AND address = ?2 AND at > ?4";
const ADDRESS = "kind = 'attempt' AND address = ?2 AND at > ?5";
const ACCOUNT = "kind = 'attempt' AND username = ?1 AND at > ?6";
const KNOWN =
  "EXISTS (SELECT 1 FROM login_attempts WHERE kind = 'known' AND username = ?1 AND address = ?2 AND at > ?7)";

/**
 * One statement counts and records: the row goes in only if every rule still has room, so
 * however many attempts arrive at once, at most `limit` of them get a row (and a hash). D1
 * runs one statement at a time per database, and SQLite makes each statement atomic.
 */
export const RECORD_IF_ALLOWED = `INSERT INTO login_attempts (kind, username, address, at)
SELECT 'attempt', ?1, ?2, ?3
WHERE (SELECT count(*) FROM login_attempts WHERE ${PAIR}) < ?8
  AND (SELECT count(*) FROM login_attempts WHERE ${ADDRESS}) < ?9
  AND ((SELECT count(*) FROM login_attempts WHERE ${ACCOUNT}) < ?10 OR ${KNOWN})
RETURNING id`;

/**
 * When the row was refused, why, read in the same batch (one transaction, so it sees what the
 * INSERT saw): for each rule, the time of the `limit`-th newest check in its window. The rule
 * is full until that check leaves the window.
 */
export const WHY_REFUSED = `SELECT
  (SELECT at FROM login_attempts WHERE ${PAIR} ORDER BY at DESC LIMIT 1 OFFSET ?8 - 1) AS pair_at,
  (SELECT at FROM login_attempts WHERE ${ADDRESS} ORDER BY at DESC LIMIT 1 OFFSET ?9 - 1) AS address_at,
  (SELECT at FROM login_attempts WHERE ${ACCOUNT} ORDER BY at DESC LIMIT 1 OFFSET ?10 - 1) AS account_at,
  ${KNOWN} AS known`;

/** Old rows no longer matter to any rule; removing them keeps every count short. */
export const FORGET_OLD =
  "DELETE FROM login_attempts WHERE (kind = 'attempt' AND at <= ?1) OR (kind = 'known' AND at <= ?2)";

interface WhyRefused {
  pair_at: number | null;
  address_at: number | null;
  account_at: number | null;
  known: number;
}

/**
 * Records a password check for `username` (as typed; compared lower-cased) from `address`
 * (see `addressKey`) if the rules allow it, before any hashing. Refused checks are not
 * recorded: they cost nothing and prove nothing.
 */
export async function beginAttempt(
  db: Database,
  username: string,
  address: string,
  now = Date.now(),
): Promise<AttemptVerdict> {
  const params = [
    username.toLowerCase(),
    address,
    now,
    now - PAIR_RULE.windowMs,
    now - ADDRESS_RULE.windowMs,
    now - ACCOUNT_RULE.windowMs,
    now - KNOWN_ADDRESS_MS,
    PAIR_RULE.limit,
    ADDRESS_RULE.limit,
    ACCOUNT_RULE.limit,
  ];
  const [, recorded, why] = await db.batch([
    db.prepare(FORGET_OLD).bind(now - OLDEST_ATTEMPT_MS, now - KNOWN_ADDRESS_MS),
    db.prepare(RECORD_IF_ALLOWED).bind(...params),
    db.prepare(WHY_REFUSED).bind(...params),
  ]);
  const id = (recorded?.results[0] as { id: number } | undefined)?.id;
  if (id !== undefined) return { allowed: true, id };

  const row = why?.results[0] as WhyRefused | undefined;
  const full: Array<[ThrottleScope, number]> = [];
  if (row?.pair_at != null) full.push(["pair", row.pair_at + PAIR_RULE.windowMs]);
  if (row?.address_at != null) full.push(["address", row.address_at + ADDRESS_RULE.windowMs]);
  if (row?.account_at != null && !row.known) full.push(["account", row.account_at + ACCOUNT_RULE.windowMs]);
  // All full rules must have room again: the answer is the one that stays full longest.
  const [scope, until] = full.reduce<[ThrottleScope, number]>(
    (longest, rule) => (rule[1] > longest[1] ? rule : longest),
    ["pair", now],
  );
  return { allowed: false, scope, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
}

/** A recorded check that did not run after all (no hash slot was free): it does not count. */
export async function forgetAttempt(db: Database, id: number) {
  await db.prepare("DELETE FROM login_attempts WHERE id = ?").bind(id).run();
}

/**
 * The password was right: this pair's checks stop counting (against every rule), and the
 * address is remembered as one this username signs in from. Statements, to batch with the
 * caller's own writes.
 */
export function attemptSucceeded(db: Database, username: string, address: string, now = Date.now()) {
  const subject = username.toLowerCase();
  return [
    db
      .prepare(
        "DELETE FROM login_attempts WHERE kind IN ('attempt', 'known') AND username = ? AND address = ?",
      )
      .bind(subject, address),
    db
      .prepare("INSERT INTO login_attempts (kind, username, address, at) VALUES ('known', ?, ?, ?)")
      .bind(subject, address, now),
  ];
}
