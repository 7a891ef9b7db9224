import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "./lib/local-state";
import { quietWrangler } from "./lib/run";

let outDir = "";
let inputs: string[] = [];

// The Worker as deploy bundles it: the packages its import graph holds. Its bundle does not
// depend on the built apps (they are only uploaded beside it), so an empty assets folder will do.
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "padukuhan-worker-"));
  await mkdir(path.join(outDir, "assets"));
  const metafile = path.join(outDir, "meta.json");
  await promisify(execFile)(
    path.join(root, "node_modules/.bin/wrangler"),
    [
      ...["deploy", "--dry-run", "--env", "production", "--outdir", path.join(outDir, "worker")],
      ...["--assets", path.join(outDir, "assets"), "--metafile", metafile],
    ],
    { cwd: root, env: { ...process.env, ...quietWrangler, CI: "true" } },
  );
  const meta = JSON.parse(await readFile(metafile, "utf8")) as { inputs: Record<string, unknown> };
  inputs = Object.keys(meta.inputs);
}, 120_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe("the Worker's server render", () => {
  it("uses React's string renderer alone, as the browser hydrates the islands with React (decision 015)", () => {
    const from = (name: string) => inputs.filter((input) => input.includes(`node_modules/${name}/`));
    expect(from("react").length).toBeGreaterThan(0);
    expect(from("react-dom").filter((input) => input.includes("react-dom-server-legacy"))).not.toEqual([]);
    // The streaming renderer would only add bytes (decision 005); a second runtime or a client
    // router would render other markup than the browser hydrates.
    expect(from("react-dom").filter((input) => /react-dom-server\.(edge|browser)/.test(input))).toEqual([]);
    expect([...from("preact"), ...from("preact-render-to-string"), ...from("react-router")]).toEqual([]);
  });
});

describe("the project's packages", () => {
  it("hold one React runtime: no Preact in the lockfile, so no bundle can pick it up again", async () => {
    const lock = JSON.parse(await readFile(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, unknown>;
    };
    const installed = Object.keys(lock.packages);
    expect(installed.filter((name) => /(^|\/)node_modules\/preact[^/]*$/.test(name))).toEqual([]);
    expect(installed).toContain("node_modules/react-dom");
  });
});
