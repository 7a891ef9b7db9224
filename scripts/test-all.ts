/**
 * `npm test`: every check a change must pass, as CI runs it. The steps are the package's own
 * scripts; each starts as soon as the steps it needs have passed (scripts/lib/steps.ts), so that
 * the second core is not left idle while one step runs alone:
 *   - the type check, the import rules and the build start together;
 *   - the browser tests need the build (their sites serve `dist/`); they leave more than a
 *     quarter of 2 cores idle (Chromium waits on the site, the site on D1), so beside them run
 *     the unit tests (one file at a time) and then the Worker tests: 1,343 s one after another,
 *     1,042 s side by side, on the same machine (docs/decisions/024).
 * Each line of output is prefixed with its step. The first step to fail stops the others
 * (as `a && b` would), and a table of the steps' times closes the run.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { root } from "./lib/local-state";
import { type Running, runSteps, type Step } from "./lib/steps";

const STEPS: Step[] = [
  { name: "typecheck", after: [] },
  { name: "check:imports", after: [] },
  { name: "build", after: [] },
  { name: "test:e2e", after: ["build"] },
  { name: "test:unit", after: ["build"] },
  { name: "test:worker", after: ["test:unit"] },
];

/**
 * The build and the browser tests are the longest path; the others yield the CPU to them
 * (`nice`), so the browser tests' site and Chromium answer as fast as they would alone and the
 * steps beside them take the time those leave idle.
 */
const CRITICAL = new Set(["build", "test:e2e"]);

const width = Math.max(...STEPS.map((step) => step.name.length));

/** `npm run <script>` as a process group of its own, so stopping it stops vitest, wrangler and the rest. */
function npmRun(script: string): Running {
  const command = ["npm", "run", "--silent", script];
  const [file, ...args] = CRITICAL.has(script) ? command : ["nice", "-n", "10", ...command];
  const child = spawn(file as string, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const prefix = `[${script.padEnd(width)}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => process.stdout.write(`${prefix}${line}\n`));
  }
  return {
    passed: new Promise((resolve) => {
      child.on("error", (error) => process.stdout.write(`${prefix}${error.message}\n`));
      child.on("close", (code) => resolve(code === 0));
    }),
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}

const started = Date.now();
const run = runSteps(STEPS, npmRun);
process.on("SIGINT", run.stopAll);
process.on("SIGTERM", run.stopAll);
const results = await run.results;

console.log(`\n${"step".padEnd(width)}  seconds  result`);
for (const { name, outcome, seconds } of results) {
  console.log(`${name.padEnd(width)}  ${seconds.toFixed(0).padStart(7)}  ${outcome}`);
}
console.log(`${"in all".padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(7)}`);
const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
console.log(`steps: ${count("passed")} passed, ${count("failed")} failed, ${count("stopped")} skipped`);
process.exit(count("passed") === results.length ? 0 : 1);
