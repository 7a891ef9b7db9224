import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLoadOutputs, islandModules, routeFirstLoads, routeTable } from "./first-load";

/**
 * A tiny app shaped like the public one: the entry imports the route table, whose `/a` and
 * `/b` pages load lazily; both pages import `widget`, and `/a` also imports `common`, which
 * the entry imports too (so esbuild puts each in a shared chunk).
 */
const FIXTURE: Record<string, string> = {
  "main.ts": `import { common } from "./common"; import { publicRoutes } from "./routes";
    const route = publicRoutes.find((r) => r.spec.path === location.pathname);
    await route?.view.resolve(); console.log(common);`,
  "routes.ts": `const eager = (c) => ({ resolve: async () => c });
    const lazy = (load) => { let p; return { resolve: () => (p ??= load()) }; };
    export const Home = () => "home";
    export const publicRoutes = [
      { spec: { path: "/" }, view: eager(Home) },
      { spec: { path: "/a" }, view: lazy(() => import("./page-a").then((m) => m.PageA)) },
      { spec: { path: "/b" }, view: lazy(() => import("./page-b").then((m) => m.PageB)) },
      { spec: { path: "/b-again" }, view: lazy(() => import("./page-b").then((m) => m.PageB)) },
    ];`,
  "common.ts": `export const common = "${"common ".repeat(50)}";`,
  "widget.ts": `export const widget = () => "${"widget ".repeat(50)}";`,
  "page-a.ts": `import { common } from "./common"; import { widget } from "./widget";
    export const PageA = () => "${"page a ".repeat(50)}" + common + widget();
    export const later = () => import("./dialog");`,
  "page-b.ts": `import { widget } from "./widget"; export const PageB = () => "${"page b ".repeat(50)}" + widget();`,
  "dialog.ts": `export const dialog = "${"dialog ".repeat(50)}";`,
};

let dir: string;
let metafile: esbuild.Metafile;

/** The source modules an output file holds, so the assertions need no hashed names. */
const modulesOf = (outputs: string[]) =>
  outputs.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {})).sort();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "first-load-"));
  for (const [file, contents] of Object.entries(FIXTURE)) await writeFile(path.join(dir, file), contents);
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ["main.ts"],
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: path.join(dir, "out"),
    metafile: true,
    logLevel: "silent",
  });
  metafile = result.metafile;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("islandModules", () => {
  it("reads each island's module from the registry's import() lines", async () => {
    await writeFile(
      path.join(dir, "registry.ts"),
      `export const islandLoaders = {
  a: () => import("./page-a").then((m) => m.PageA),
  b: () =>
    import("./page-b").then((m) => m.PageB),
};`,
    );
    expect([...(await islandModules(dir, "registry.ts"))]).toEqual([
      ["a", "page-a.ts"],
      ["b", "page-b.ts"],
    ]);
  });

  it("refuses a registry line whose module does not exist", async () => {
    await writeFile(
      path.join(dir, "broken.ts"),
      `export const islandLoaders = {\n  c: () => import("./gone"),\n};`,
    );
    await expect(islandModules(dir, "broken.ts")).rejects.toThrow("./gone");
  });
});

describe("firstLoadOutputs", () => {
  it("counts the route's lazy chunk and its static imports, and not what it imports later", () => {
    expect(modulesOf(firstLoadOutputs(metafile, "main.ts", ["page-a.ts"]))).toEqual([
      "common.ts",
      "main.ts",
      "page-a.ts",
      "routes.ts",
      "widget.ts",
    ]);
    expect(modulesOf(firstLoadOutputs(metafile, "main.ts", ["page-b.ts"]))).toEqual([
      "common.ts",
      "main.ts",
      "page-b.ts",
      "routes.ts",
      "widget.ts",
    ]);
    expect(modulesOf(firstLoadOutputs(metafile, "main.ts", []))).toEqual([
      "common.ts",
      "main.ts",
      "routes.ts",
    ]);
  });

  it("lists a chunk imported by both the entry and the page once", () => {
    const outputs = firstLoadOutputs(metafile, "main.ts", ["page-a.ts"]);
    expect(outputs).toHaveLength(4);
    expect(new Set(outputs).size).toBe(4);
  });
});

describe("routeFirstLoads", () => {
  it("sizes each route's files, the inline boot script and its own inline CSS, each shared file once", async () => {
    const routes = new Map<string, string[]>([
      ["/", []],
      ["/a", ["page-a.ts"]],
      ["/b", ["page-b.ts"]],
      ["/b-again", ["page-b.ts"]],
    ]);
    const loads = await routeFirstLoads({
      workingDir: dir,
      metafile,
      entryPoint: "main.ts",
      routes,
      bootScript: "x".repeat(100),
      routeCss: new Map(
        [...routes.keys()].map((route) => [route, route === "/b" ? "z".repeat(90) : "y".repeat(40)]),
      ),
    });
    const bytes = (file: string) => metafile.outputs[file]?.bytes ?? 0;
    const [home, a, b, bAgain] = loads;
    expect(loads.map((l) => [l.route, l.files.length])).toEqual([
      ["/", 4],
      ["/a", 6],
      ["/b", 6],
      ["/b-again", 6],
    ]);
    expect(a?.files.slice(0, 2).map((f) => [f.file, f.raw])).toEqual([
      ["(inline boot script)", 100],
      ["(inline CSS)", 40],
    ]);
    const aOutputs = firstLoadOutputs(metafile, "main.ts", ["page-a.ts"]);
    expect(a?.raw).toBe(140 + aOutputs.reduce((sum, file) => sum + bytes(file), 0));
    // The lazy page makes the route heavier than the shell alone.
    expect((a?.raw ?? 0) - (home?.raw ?? 0)).toBeGreaterThan(350);
    // Each route counts its own stylesheet.
    expect((b?.raw ?? 0) - (bAgain?.raw ?? 0)).toBe(50);
    expect(a?.brotli).toBeLessThan(a?.raw ?? 0);
  });
});

describe("routeTable", () => {
  it("prints each route's size and PASS or FAIL against the budget", () => {
    const file = (raw: number, brotli: number) => ({ file: "x.js", raw, brotli });
    const lines = routeTable(
      [
        { route: "/", lazyModules: [], files: [file(2048, 1024)], raw: 2048, brotli: 1024 },
        {
          route: "/artikel/:id",
          lazyModules: ["p.tsx"],
          files: [file(1, 1), file(1, 1)],
          raw: 4096,
          brotli: 1025,
        },
      ],
      1024,
    ).split("\n");
    expect(lines.map((line) => line.split(/\s{2,}/))).toEqual([
      ["route", "files", "raw", "brotli", "<= 1.0 KB"],
      [expect.stringMatching(/^-+$/), "-----", "------", "------", "---------"],
      ["/", "1", "2.0 KB", "1.0 KB", "PASS"],
      ["/artikel/:id", "2", "4.0 KB", "1.0 KB", "FAIL"],
    ]);
  });
});
