import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "shared/vitest.config.ts",
      "worker/vitest.config.ts",
      "admin-app/vitest.config.ts",
      "scripts/vitest.config.ts",
      "e2e/vitest.config.ts",
    ],
  },
});
