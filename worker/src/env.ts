import type { ActiveSession } from "./auth/sessions";

/**
 * Bindings and vars declared in wrangler.toml, as `wrangler types` generates them into
 * `worker/worker-configuration.d.ts` (`npm run types`; `npm test` fails when it is stale), plus
 * the one var only the benchmark and the tests set.
 */
export type Env = Cloudflare.Env & {
  /** "1" only in the benchmark and tests: responses report D1's rows read (db/metered.ts). */
  REPORT_D1_ROWS_READ?: string;
  /**
   * The secret that keys the hash of a contact message's sender (docs/decisions/013), set with
   * `wrangler secret put PESAN_KEY` (at least 32 characters). A fixed development key stands in
   * only on an http origin; on https without it no message is stored (routes/pesan.ts).
   */
  PESAN_KEY?: string;
};

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Set by `requireSession` on admin routes. */
    session: ActiveSession;
  };
}
