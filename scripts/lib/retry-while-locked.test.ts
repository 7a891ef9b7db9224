import { describe, expect, it } from "vitest";
import { retryWhileLocked } from "./retry-while-locked";

/** What the local D1 answered in a CI run when the running site wrote at the same moment. */
const LOCKED = new Error(
  "workerd/util/sqlite.c++:842: failed: SENTRY_DO SQLite failed; NOSENTRY database is locked: SQLITE_BUSY",
);
/**
 * The same lock as the import's target met it in a CI run, through the D1 binding of a worker:
 * the lock was in workerd's log only.
 */
const LOCKED_IN_WORKER = new Error(
  "D1: D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = b9cni0kpgu6p2lt7iqf4i7bj",
);

/** An attempt that fails with `errors` in turn, then answers "cadangan". */
function failingFirst(errors: Error[]) {
  let calls = 0;
  const attempt = async () => {
    const error = errors[calls];
    calls += 1;
    if (error) throw error;
    return "cadangan";
  };
  return { attempt, calls: () => calls };
}

describe("a script beside a local site that is running", () => {
  it("reads again while the database is locked, and then succeeds", async () => {
    const { attempt, calls } = failingFirst([LOCKED, LOCKED]);
    let retries = 0;
    await expect(retryWhileLocked(attempt, { delayMs: 1, onRetry: () => retries++ })).resolves.toBe(
      "cadangan",
    );
    expect(calls()).toBe(3);
    expect(retries).toBe(2);
  });

  it("reads again when the lock reaches it as workerd's internal error", async () => {
    const { attempt, calls } = failingFirst([LOCKED_IN_WORKER]);
    await expect(retryWhileLocked(attempt, { delayMs: 1 })).resolves.toBe("cadangan");
    expect(calls()).toBe(2);
  });

  it("gives up after the last attempt with the lock's own error", async () => {
    const { attempt, calls } = failingFirst([LOCKED, LOCKED, LOCKED]);
    await expect(retryWhileLocked(attempt, { attempts: 3, delayMs: 1 })).rejects.toBe(LOCKED);
    expect(calls()).toBe(3);
  });

  it("does not retry any other failure", async () => {
    const full = new Error("ENOSPC: no space left on device");
    const { attempt, calls } = failingFirst([full]);
    await expect(retryWhileLocked(attempt, { delayMs: 1 })).rejects.toBe(full);
    expect(calls()).toBe(1);
  });
});
