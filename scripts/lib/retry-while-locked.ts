/**
 * A local state folder that a running `npm start` also uses: the site's own writes (its minute
 * cron ticker above all) lock the SQLite file for a moment, and a script that reads or writes
 * the same folder then fails at once, since workerd waits for no lock. `npm run backup` and
 * `npm run import:firestore` try again a moment later.
 */

/**
 * SQLite's answer while another process writes to the same file, as the local D1 gives it: the
 * lock itself ("database is locked: SQLITE_BUSY"), or, through a binding that runs in a worker,
 * only workerd's "internal error; reference = …" (the lock is then in workerd's log alone).
 */
export function isDatabaseLocked(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /SQLITE_BUSY|database is locked|internal error; reference = /.test(message);
}

/**
 * Runs `attempt` again, after `delayMs`, while it fails only because the local database is
 * locked; any other failure, or the last locked one, is thrown as it is. Only for what may run
 * twice: a read, one batch (one transaction, undone when it failed), an object's put or delete.
 */
export async function retryWhileLocked<T>(
  attempt: () => Promise<T>,
  {
    attempts = 5,
    delayMs = 1_000,
    onRetry,
  }: { attempts?: number; delayMs?: number; onRetry?: () => void } = {},
): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts || !isDatabaseLocked(error)) throw error;
      onRetry?.();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** What a script says each time it tries again. */
export const RETRYING_LOCKED = "Database lokal sedang dipakai situs yang berjalan; mencoba lagi...";
