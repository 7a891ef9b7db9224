import { describe, expect, it } from "vitest";
import { type Running, runSteps } from "./steps";

/** Steps that end when the test says so; `stop()` ends a step as killed (not passed). */
function fakeSteps() {
  const started: string[] = [];
  const stopped: string[] = [];
  const finish = new Map<string, (passed: boolean) => void>();
  const start = (name: string): Running => {
    started.push(name);
    const passed = new Promise<boolean>((resolve) => finish.set(name, resolve));
    return {
      passed,
      stop: () => {
        stopped.push(name);
        finish.get(name)?.(false);
      },
    };
  };
  const end = async (name: string, passed: boolean) => {
    const resolve = finish.get(name);
    if (!resolve) throw new Error(`${name} has not started`);
    resolve(passed);
    // Let the runner see it and start what waited on it.
    await new Promise((r) => setTimeout(r, 0));
  };
  return { started, stopped, start, end };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("runSteps", () => {
  it("starts the steps that need nothing at once, and each other step once all it needs have passed", async () => {
    const fake = fakeSteps();
    const run = runSteps(
      [
        { name: "typecheck", after: [] },
        { name: "build", after: [] },
        { name: "e2e", after: ["build"] },
        { name: "unit", after: ["build"] },
        { name: "worker", after: ["unit", "typecheck"] },
      ],
      fake.start,
    );
    await flush();
    expect(fake.started).toEqual(["typecheck", "build"]);
    await fake.end("build", true);
    expect(fake.started).toEqual(["typecheck", "build", "e2e", "unit"]);
    await fake.end("unit", true);
    expect(fake.started).not.toContain("worker");
    await fake.end("typecheck", true);
    expect(fake.started).toContain("worker");
    await fake.end("worker", true);
    await fake.end("e2e", true);
    const results = await run.results;
    expect(results.map((r) => [r.name, r.outcome])).toEqual([
      ["typecheck", "passed"],
      ["build", "passed"],
      ["e2e", "passed"],
      ["unit", "passed"],
      ["worker", "passed"],
    ]);
  });

  it("stops the running steps at the first failure and starts none that waited", async () => {
    const fake = fakeSteps();
    const run = runSteps(
      [
        { name: "typecheck", after: [] },
        { name: "e2e", after: [] },
        { name: "worker", after: ["e2e"] },
      ],
      fake.start,
    );
    await flush();
    await fake.end("typecheck", false);
    const results = await run.results;
    expect(fake.stopped).toEqual(["e2e"]);
    expect(fake.started).not.toContain("worker");
    expect(results.map((r) => [r.name, r.outcome])).toEqual([
      ["typecheck", "failed"],
      ["e2e", "stopped"],
      ["worker", "stopped"],
    ]);
  });

  it("counts a step whose process fails to run as failed", async () => {
    const run = runSteps([{ name: "build", after: [] }], () => ({
      passed: Promise.reject(new Error("spawn npm ENOENT")),
      stop: () => {},
    }));
    expect((await run.results)[0]?.outcome).toBe("failed");
  });

  it("on Ctrl-C stops everything, and no step counts as failed", async () => {
    const fake = fakeSteps();
    const run = runSteps(
      [
        { name: "build", after: [] },
        { name: "e2e", after: ["build"] },
      ],
      fake.start,
    );
    await flush();
    run.stopAll();
    const results = await run.results;
    expect(fake.stopped).toEqual(["build"]);
    expect(results.map((r) => r.outcome)).toEqual(["stopped", "stopped"]);
  });

  it("refuses a step that needs a later or an unknown step", () => {
    const start = fakeSteps().start;
    expect(() =>
      runSteps(
        [
          { name: "e2e", after: ["build"] },
          { name: "build", after: [] },
        ],
        start,
      ),
    ).toThrow("e2e needs build, which is no step before it");
    expect(() => runSteps([{ name: "e2e", after: ["bulid"] }], start)).toThrow("e2e needs bulid");
  });
});
