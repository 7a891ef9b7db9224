import type { ActiveSession } from "./auth/sessions";

/** Bindings and vars declared in wrangler.toml. */
export interface Env {
  DB: D1Database;
  IMAGES: R2Bucket;
  ASSETS: Fetcher;
  /** Which deployment this is; changes with every deploy (and every `wrangler dev` start). */
  DEPLOYMENT: WorkerVersionMetadata;
  /** e.g. https://padukuhan.example; the visitors' site. */
  PUBLIC_ORIGIN: string;
  /** e.g. https://admin.padukuhan.example; the admin app, auth and admin API. */
  ADMIN_ORIGIN: string;
  /** "1" only in the benchmark and tests: responses report D1's rows read (db/metered.ts). */
  REPORT_D1_ROWS_READ?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Set by `requireSession` on admin routes. */
    session: ActiveSession;
  };
}
