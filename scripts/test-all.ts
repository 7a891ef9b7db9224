/**
 * `npm test`: every check a change must pass, as CI runs it. The steps are the package's own
 * scripts; each starts once the steps it needs have passed (scripts/lib/steps.ts). The build
 * runs first; then the type check, the import rules and the Worker tests side by side; then the
 * unit tests alone and the browser tests alone (docs/decisions/024 says why).
 * Each line of output is prefixed with its step. The first step to fail stops the others
 * (as `a && b` would), and a table of the steps' times closes the run.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { root } from "./lib/local-state";
import { type Running, runSteps, type Step } from "./lib/steps";

const STEPS: Step[] = [
  // The build first and alone: every test step waits for it (11 s alone here, 43 s beside the
  // type check).
  { name: "build", after: [] },
  // The Worker tests beside the type check and the import rules: they run inside workerd and
  // stood up to a busy machine in every run.
  { name: "typecheck", after: ["build"] },
  { name: "check:imports", after: ["build"] },
  { name: "test:worker", after: ["build"] },
  // The unit and browser tests each alone: beside other steps, the script tests' platform proxy
  // failed (two fresh-clone runs of two) and the browser tests' site stalled (decision 024).
  { name: "test:unit", after: ["typecheck", "check:imports", "test:worker"] },
  { name: "test:e2e", after: ["test:unit"] },
];

const width = Math.max(...STEPS.map((step) => step.name.length));

/** `npm run <script>` as a process group of its own, so stopping it stops vitest, wrangler and the rest. */
function npmRun(script: string): Running {
  const child = spawn("npm", ["run", "--silent", script], {
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
