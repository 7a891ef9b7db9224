import path from "node:path";
import type { RunnerTestCase, RunnerTestFile } from "vitest";
import { defineConfig } from "vitest/config";
import type { Reporter, Vitest } from "vitest/node";

/**
 * Only for `npm run test:mutation` (stryker.config.json): the Node-side tests that reach the
 * mutated modules, as one plain Node project. Not part of `npm test`.
 */
const root = import.meta.dirname;

/**
 * Stryker's vitest runner (9.6.1, the same in 10.x; stryker-js issue 6150) builds a mutant's
 * result from the tests vitest collected. A test file that fails to load collects none, so a
 * mutant that makes an imported module throw at load (an `Intl` option emptied, say) would count
 * as survived although every test of that file is lost. This gives such a file one failed test
 * carrying its load error, so the mutant counts as killed; a file that loaded is left alone.
 */
class LoadFailureAsFailedTest implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== "fail" || file.tasks.length > 0) continue;
      const failed: Partial<RunnerTestCase> = {
        type: "test",
        id: `${file.id}_load`,
        name: "the test file loads",
        mode: "run",
        file: file as RunnerTestFile,
        suite: file,
        meta: {},
        result: { state: "fail", errors: file.result.errors ?? [] },
      };
      file.tasks.push(failed as RunnerTestCase);
    }
  }
}

export default defineConfig({
  resolve: {
    // Stryker runs this inside its sandbox copy, where node_modules is a link back to the
    // project: `@padukuhan/shared` would resolve to the unmutated sources. Point it at the
    // sandbox's own copy instead.
    alias: [
      { find: /^@padukuhan\/shared\/ui\/(.*)$/, replacement: path.join(root, "shared/src/ui/$1.tsx") },
      { find: /^@padukuhan\/shared\/(.*)$/, replacement: path.join(root, "shared/src/$1.ts") },
    ],
  },
  test: {
    name: "mutation",
    include: [
      "shared/src/**/*.test.ts",
      // The admin app's pure logic reads shared/src/images.ts and auth.ts.
      "admin-app/src/**/*.test.ts",
      // Worker modules without workerd-only imports: these tests run in Node too.
      "worker/src/auth/address.test.ts",
      "worker/src/**/*.node.test.ts",
    ],
    environment: "node",
    reporters: ["default", new LoadFailureAsFailedTest()],
  },
});
