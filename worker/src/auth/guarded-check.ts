import type { Database } from "../db/client";
import { hashSlotFree, takeHashSlot } from "./hash-gate";
import { beginAttempt, forgetAttempt, type ThrottleScope } from "./throttle";

export type GuardedCheck<T> =
  | { outcome: "checked"; result: T }
  /** Every hash slot of this isolate is taken: refused, and nothing counted. */
  | { outcome: "busy" }
  /** A throttling rule is full for this username and address: refused before any hashing. */
  | { outcome: "throttled"; scope: ThrottleScope; retryAfterSeconds: number };

/**
 * A password check in its fixed order (docs/decisions/008):
 * 1. a free hash slot in this isolate, or "busy" at once (no D1, nothing counted);
 * 2. the attempt counted and recorded in D1 in one statement, or "throttled";
 * 3. the slot taken and `check` (the hashing) run in it. A slot is held only while hashing:
 *    attempts that D1 refuses never hold one, so a flood of them cannot keep the admin out.
 *    Should the slot have gone in the meantime, the recorded attempt is taken back.
 * A failed check leaves its row counted; the caller clears the pair on success
 * (`attemptSucceeded`).
 */
export async function guardedCheck<T>(
  db: Database,
  username: string,
  address: string,
  check: () => Promise<T>,
): Promise<GuardedCheck<T>> {
  if (!hashSlotFree()) return { outcome: "busy" };
  const verdict = await beginAttempt(db, username, address);
  if (!verdict.allowed) {
    return { outcome: "throttled", scope: verdict.scope, retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const release = takeHashSlot();
  if (!release) {
    await forgetAttempt(db, verdict.id);
    return { outcome: "busy" };
  }
  try {
    return { outcome: "checked", result: await check() };
  } finally {
    release();
  }
}
