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
    // These tests mostly wait on the processes they start (tsx, wrangler, workerd), each on
    // one core, so two files at a time use a 2-core machine that one alone leaves half idle.
    // Nothing is shared between files: each has its own state folder, and the two that start
    // a local site have a port each (import-firestore 8836, backup-restore 8837).
    maxWorkers: 2,
    // Vitest runs projects with different maxWorkers only as separate groups: after the
    // shared and admin-app unit tests.
    sequence: { groupOrder: 1 },
  },
});
