import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineProject } from "vitest/config";

// Tests run inside workerd with the real wrangler.toml bindings: D1 with the same migration
// files wrangler applies, R2, and the built assets in dist/ (`npm test` builds first).
export default defineProject(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "../migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "../wrangler.toml" },
        // REPORT_D1_ROWS_READ: responses say how many D1 rows they read (db/metered.ts).
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, REPORT_D1_ROWS_READ: "1" } },
      }),
    ],
    test: {
      name: "worker",
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      setupFiles: ["./test/apply-migrations.ts"],
      // Sign-in tests run real scrypt hashes (about 0.2 s each, more on a busy machine).
      testTimeout: 60_000,
    },
  };
});
