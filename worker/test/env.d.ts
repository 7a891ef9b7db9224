import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Test-only binding: the migration files, read once by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
    /** Types `exports.default` from `cloudflare:workers` as our Worker. */
    interface GlobalProps {
      mainModule: typeof import("../src/index");
    }
  }
}
