/**
 * `npm test`: every check a change must pass, as CI runs it. The steps are the package's own
 * scripts; each starts as soon as the steps it needs have passed, so that the second core is
 * not left idle while one step runs alone:
 *   - the type check, the import rules and the build start together;
 *   - the browser tests need the build (their sites serve `dist/`); they leave more than a
 *     quarter of 2 cores idle (Chromium waits on the site, the site on D1), so beside them run
 *     the unit tests (one file at a time) and then the Worker tests: 1,343 s one after another,
 *     1,042 s side by side, on the same machine (docs/decisions/024).
 * Each line of output is prefixed with its step. The first step to fail stops the others
 * (as `a && b` would), and a table of the steps' times closes the run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { root } from "./lib/local-state";

interface Step {
  /** The npm script to run. */
  script: string;
  /** The steps (npm scripts) that must pass before it starts. */
  after: string[];
}

const STEPS: Step[] = [
  { script: "typecheck", after: [] },
  { script: "check:imports", after: [] },
  { script: "build", after: [] },
  { script: "test:e2e", after: ["build"] },
  { script: "test:unit", after: ["build"] },
  { script: "test:worker", after: ["test:unit"] },
];

type Outcome = "passed" | "failed" | "stopped";
interface Result {
  outcome: Outcome;
  seconds: number;
}

const width = Math.max(...STEPS.map((step) => step.script.length));
const running = new Set<ChildProcess>();
let stopping = false;

/** Stops every step still running: each is a process group of its own (npm, vitest, wrangler…). */
function stopAll() {
  stopping = true;
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

function runStep(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running.add(child);
    const prefix = `[${script.padEnd(width)}] `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => process.stdout.write(`${prefix}${line}\n`));
    }
    child.on("error", (error) => process.stdout.write(`${prefix}${error.message}\n`));
    child.on("close", (code) => {
      running.delete(child);
      resolve(code === 0);
    });
  });
}

const results = new Map<string, Promise<Result>>();

function schedule(step: Step): Promise<Result> {
  const known = results.get(step.script);
  if (known) return known;
  const result = (async (): Promise<Result> => {
    const needed = await Promise.all(step.after.map((script) => schedule(stepNamed(script))));
    if (stopping || needed.some((r) => r.outcome !== "passed")) return { outcome: "stopped", seconds: 0 };
    const begun = Date.now();
    const passed = await runStep(step.script);
    const seconds = (Date.now() - begun) / 1000;
    if (stopping) return { outcome: passed ? "passed" : "stopped", seconds };
    if (!passed) stopAll();
    return { outcome: passed ? "passed" : "failed", seconds };
  })();
  results.set(step.script, result);
  return result;
}

function stepNamed(script: string): Step {
  const step = STEPS.find((s) => s.script === script);
  if (!step) throw new Error(`no step ${script}`);
  return step;
}

const started = Date.now();
const outcomes = await Promise.all(STEPS.map(schedule));
console.log(`\n${"step".padEnd(width)}  seconds  result`);
STEPS.forEach((step, i) => {
  const { outcome, seconds } = outcomes[i] as Result;
  console.log(`${step.script.padEnd(width)}  ${seconds.toFixed(0).padStart(7)}  ${outcome}`);
});
console.log(`${"in all".padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(7)}`);
const passed = outcomes.filter((o) => o.outcome === "passed").length;
console.log(`steps: ${passed} passed, ${outcomes.length - passed} failed`);
process.exit(passed === outcomes.length ? 0 : 1);
