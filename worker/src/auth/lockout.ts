import { type Database, insertStatement } from "../db/client";

const MINUTE = 60_000;

/** 5 failures for one username in 15 minutes lock it for 15 minutes. */
export const USERNAME_RULE = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } as const;
/** 20 failures from one IP in an hour lock it for an hour. */
export const IP_RULE = { limit: 20, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE } as const;

type Scope = "username" | "ip";
const RULES: Record<Scope, typeof USERNAME_RULE | typeof IP_RULE> = { username: USERNAME_RULE, ip: IP_RULE };

export interface Lock {
  scope: Scope;
  /** Whole seconds until a new attempt is allowed (for `Retry-After`). */
  retryAfterSeconds: number;
}

/**
 * Checked before any password hashing, so a locked attempt costs the server almost nothing.
 * A lock lasts `lockMs` from the failure that reached the limit; usernames are compared
 * case-insensitively so 'Admin' and 'admin' share a counter.
 */
export async function activeLock(
  db: Database,
  username: string,
  ip: string,
  now = Date.now(),
): Promise<Lock | null> {
  for (const [scope, subject] of [
    ["username", username.toLowerCase()],
    ["ip", ip],
  ] as const) {
    const rule = RULES[scope];
    const { results: rows } = await db
      .prepare(
        "SELECT failed_at FROM login_failures WHERE scope = ? AND subject = ? AND failed_at > ? ORDER BY failed_at",
      )
      .bind(scope, subject, now - rule.windowMs - rule.lockMs)
      .all<{ failed_at: number }>();
    // Walk the failures in time order: the first one that completes `limit` inside one window
    // starts a lock.
    const times = rows.map((row) => row.failed_at);
    for (let last = rule.limit - 1; last < times.length; last += 1) {
      const first = times[last - rule.limit + 1] as number;
      const reached = times[last] as number;
      if (reached - first <= rule.windowMs && now < reached + rule.lockMs) {
        return { scope, retryAfterSeconds: Math.max(1, Math.ceil((reached + rule.lockMs - now) / 1000)) };
      }
    }
  }
  return null;
}

export async function recordFailure(db: Database, username: string, ip: string, now = Date.now()) {
  await db.batch([
    insertStatement(db, "login_failures", {
      scope: "username",
      subject: username.toLowerCase(),
      failed_at: now,
    }),
    insertStatement(db, "login_failures", { scope: "ip", subject: ip, failed_at: now }),
    // Old rows no longer matter to any rule.
    db
      .prepare("DELETE FROM login_failures WHERE failed_at <= ?")
      .bind(now - IP_RULE.windowMs - IP_RULE.lockMs),
  ]);
}

/** A successful login clears that username's counter (not the IP's). */
export async function clearUsername(db: Database, username: string) {
  await db
    .prepare("DELETE FROM login_failures WHERE scope = 'username' AND subject = ?")
    .bind(username.toLowerCase())
    .run();
}
