import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { loginFailures } from "../db/schema";

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
    const rows = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.scope, scope),
          eq(loginFailures.subject, subject),
          gt(loginFailures.failedAt, now - rule.windowMs - rule.lockMs),
        ),
      )
      .orderBy(loginFailures.failedAt);
    // Walk the failures in time order: the first one that completes `limit` inside one window
    // starts a lock.
    const times = rows.map((row) => row.failedAt);
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
    db.insert(loginFailures).values({ scope: "username", subject: username.toLowerCase(), failedAt: now }),
    db.insert(loginFailures).values({ scope: "ip", subject: ip, failedAt: now }),
    // Old rows no longer matter to any rule.
    db.delete(loginFailures).where(lte(loginFailures.failedAt, now - IP_RULE.windowMs - IP_RULE.lockMs)),
  ]);
}

/** A successful login clears that username's counter (not the IP's). */
export async function clearUsername(db: Database, username: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.scope, "username"), eq(loginFailures.subject, username.toLowerCase())));
}
