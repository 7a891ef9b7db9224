/**
 * Runs steps that depend on one another, each as soon as the steps it needs have passed
 * (`npm test`, scripts/test-all.ts). A step needs only steps listed before it. The first step to
 * fail stops the ones running and the ones not yet started, as `a && b` would.
 */

export interface Step {
  /** Its name (for `npm test`, the npm script). */
  name: string;
  /** The steps that must pass before it starts. */
  after: string[];
}

/** A started step: whether it passed, and how to stop it early. */
export interface Running {
  passed: Promise<boolean>;
  stop: () => void;
}

export type Outcome = "passed" | "failed" | "stopped";
export interface StepResult {
  name: string;
  outcome: Outcome;
  seconds: number;
}

export interface StepRun {
  /** Every step's result, in the order given, once all have ended. */
  results: Promise<StepResult[]>;
  /** Stops whatever runs and starts nothing more (Ctrl-C). */
  stopAll: () => void;
}

export function runSteps(steps: readonly Step[], start: (name: string) => Running): StepRun {
  // Only earlier steps may be needed: no step can wait on itself through others.
  steps.forEach((step, i) => {
    for (const needed of step.after) {
      if (!steps.slice(0, i).some((s) => s.name === needed)) {
        throw new Error(`${step.name} needs ${needed}, which is no step before it`);
      }
    }
  });
  const running = new Set<Running>();
  let stopping = false;
  const stopAll = () => {
    stopping = true;
    for (const step of running) step.stop();
  };

  const ended = new Map<string, Promise<StepResult>>();
  const schedule = (step: Step): Promise<StepResult> => {
    const known = ended.get(step.name);
    if (known) return known;
    const result = (async (): Promise<StepResult> => {
      await Promise.all(step.after.map((name) => schedule(steps.find((s) => s.name === name) as Step)));
      // A step it needs that did not pass has stopped the run (or Ctrl-C has).
      if (stopping) {
        return { name: step.name, outcome: "stopped", seconds: 0 };
      }
      const begun = Date.now();
      const started = start(step.name);
      running.add(started);
      const passed = await started.passed.catch(() => false);
      running.delete(started);
      const seconds = (Date.now() - begun) / 1000;
      if (passed) return { name: step.name, outcome: "passed", seconds };
      if (stopping) return { name: step.name, outcome: "stopped", seconds };
      stopAll();
      return { name: step.name, outcome: "failed", seconds };
    })();
    ended.set(step.name, result);
    return result;
  };

  return { results: Promise.all(steps.map(schedule)), stopAll };
}
