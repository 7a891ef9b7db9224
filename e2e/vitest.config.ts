import path from "node:path";
import { defineProject } from "vitest/config";

// Browser journeys against the real dev server (`npm start` with its own state folder).
export default defineProject({
  test: {
    name: "e2e",
    include: ["e2e/**/*.test.ts"],
    root: path.resolve(import.meta.dirname, ".."),
    environment: "node",
    globalSetup: ["e2e/global-setup.ts"],
    // Two files at a time, each worker against a site of its own (e2e/global-setup.ts starts one
    // per worker). `E2E_WORKERS=1` for a single file: one site to start. A project's own
    // `maxWorkers` is not overridden by the command line's `--maxWorkers`.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // One process for every file: a fresh one per file cost about 2.5 s each (32 files). The files
    // keep no state in shared modules but the browser connection they open and close themselves.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
