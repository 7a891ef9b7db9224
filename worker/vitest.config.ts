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
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
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
