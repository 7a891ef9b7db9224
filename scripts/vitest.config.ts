import path from "node:path";
import { defineProject } from "vitest/config";

// Developer commands, run for real in Node against a throwaway local D1.
export default defineProject({
  test: {
    name: "scripts",
    root: path.resolve(import.meta.dirname, ".."),
    include: ["scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    // A hook that applies migrations with wrangler waits its turn behind the tests that start
    // a whole local site (import, backup) when they run beside it.
    hookTimeout: 120_000,
  },
});
