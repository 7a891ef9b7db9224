import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Two files at a time on every machine, the 2-core CI one included (Vitest's default there
    // is one): the script tests wait on the processes they start and each Worker test file has
    // a workerd of its own, so one file alone left a core idle. The e2e files share one site and
    // stay one at a time (e2e/vitest.config.ts).
    maxWorkers: 2,
    projects: [
      "shared/vitest.config.ts",
      "worker/vitest.config.ts",
      "admin-app/vitest.config.ts",
      "scripts/vitest.config.ts",
      "e2e/vitest.config.ts",
    ],
  },
});
