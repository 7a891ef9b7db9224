import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOnce } from "./build";
import { root } from "./lib/local-state";
import { quietWrangler } from "./lib/run";

let outDir = "";
let inputs: string[] = [];

// The Worker as deploy bundles it (wrangler.toml's [alias] applies only there, not in the
// Worker tests, which repeat it): the packages its import graph holds.
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "padukuhan-worker-"));
  await buildOnce(path.join(outDir, "assets"));
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
  it("uses Preact, as the browser does when it hydrates the page (decision 015)", () => {
    const from = (name: string) => inputs.filter((input) => input.includes(`node_modules/${name}/`));
    expect(from("preact").length).toBeGreaterThan(0);
    expect(from("preact-render-to-string").length).toBeGreaterThan(0);
    // React's renderer would write other markup and other `useId` values than Preact hydrates.
    expect([...from("react"), ...from("react-dom")]).toEqual([]);
  });
});
