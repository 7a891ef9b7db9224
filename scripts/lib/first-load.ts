/**
 * What each public route runs before it is interactive (issue #27, point 4): the boot script,
 * the entry and its static imports, the route's own lazily loaded page chunk(s) and their
 * static imports (the browser's `main.tsx` awaits the current page's view before hydrating),
 * and the inline CSS. Followed through esbuild's metafile, never listed by hand.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import * as esbuild from "esbuild";
import { formatValue, table } from "./bench-report";

export interface FileSize {
  file: string;
  raw: number;
  brotli: number;
}

export interface RouteFirstLoad {
  /** The route's path in the shared table (`/artikel/:id`, `*`). */
  route: string;
  /** Its page modules loaded lazily before hydration (input paths); none for eager pages. */
  lazyModules: string[];
  files: FileSize[];
  raw: number;
  brotli: number;
}

/** Brotli at quality 11, as Cloudflare serves static assets (and Node's default, said here). */
export function sizeOf(file: string, bytes: Uint8Array): FileSize {
  return {
    file,
    raw: bytes.length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const sumSizes = (files: FileSize[]) =>
  files.reduce((total, f) => ({ raw: total.raw + f.raw, brotli: total.brotli + f.brotli }), {
    raw: 0,
    brotli: 0,
  });

/** The JS output esbuild wrote for an entry point or a dynamically imported module. */
function outputOf(metafile: esbuild.Metafile, input: string): string {
  const found = Object.entries(metafile.outputs).find(
    ([file, output]) => output.entryPoint === input && file.endsWith(".js"),
  );
  if (!found) throw new Error(`no output for ${input} in the metafile`);
  return found[0];
}

/**
 * The output files (metafile paths) a page runs before it is interactive: the entry's and each
 * lazy module's output, and everything they import statically, transitively, each file once.
 * Dynamic imports are not followed: they load later (another page, a form being sent).
 */
export function firstLoadOutputs(
  metafile: esbuild.Metafile,
  entryPoint: string,
  lazyModules: readonly string[],
): string[] {
  const seen = new Set<string>();
  const queue = [entryPoint, ...lazyModules].map((input) => outputOf(metafile, input));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === "import-statement" && !imported.external) queue.push(imported.path);
  }
  return [...seen];
}

/**
 * Which lazily loaded modules each route of `routesModule` awaits, found by running it:
 * the module (it must export `publicRoutes`, each with `spec.path` and `view.resolve()`) is
 * bundled for Node with code splitting, each route's view is resolved as `main.tsx` does, and
 * the component it gives is looked up among the exports of the dynamically imported chunks.
 * Module identity decides, so a view shared by two routes, or two views of one module, count right.
 */
export async function routeLazyModules(
  absWorkingDir: string,
  routesModule: string,
  options: Pick<esbuild.BuildOptions, "alias" | "define"> = {},
): Promise<Map<string, string[]>> {
  const outdir = await mkdtemp(path.join(os.tmpdir(), "route-modules-"));
  try {
    const result = await esbuild.build({
      ...options,
      absWorkingDir,
      stdin: {
        contents: `export { publicRoutes } from ${JSON.stringify(`./${routesModule}`)};`,
        resolveDir: absWorkingDir,
        sourcefile: "route-modules.ts",
        loader: "ts",
      },
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      outdir,
      entryNames: "routes",
      metafile: true,
      jsx: "automatic",
      // Stylesheets do not decide which page a route shows.
      loader: { ".css": "empty" },
      logLevel: "warning",
    });
    const load = (file: string) => import(pathToFileURL(path.resolve(absWorkingDir, file)).href);
    const { publicRoutes } = (await load(path.join(outdir, "routes.js"))) as {
      publicRoutes: { spec: { path: string }; view: { resolve: () => Promise<unknown> } }[];
    };
    const lazy: [string, Record<string, unknown>][] = [];
    for (const [file, output] of Object.entries(result.metafile.outputs))
      if (output.entryPoint && output.entryPoint !== "<stdin>")
        lazy.push([output.entryPoint, await load(file)]);
    const modules = new Map<string, string[]>();
    for (const route of publicRoutes) {
      const component = await route.view.resolve();
      modules.set(
        route.spec.path,
        lazy.filter(([, exports]) => Object.values(exports).includes(component)).map(([input]) => input),
      );
    }
    return modules;
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

export interface RouteFirstLoadInput {
  /** The folder the metafile's output paths are relative to (esbuild's `absWorkingDir`). */
  workingDir: string;
  metafile: esbuild.Metafile;
  entryPoint: string;
  routes: Map<string, string[]>;
  /** What every page runs besides the bundle: the boot script, as a file path, and the inline CSS. */
  bootFile?: string;
  inlineCss?: string;
}

/** Each route's first load, file by file (one read and one compression per file). */
export async function routeFirstLoads(input: RouteFirstLoadInput): Promise<RouteFirstLoad[]> {
  const cache = new Map<string, Promise<FileSize>>();
  const sized = (file: string, label: string) => {
    let size = cache.get(file);
    if (!size) {
      size = readFile(path.resolve(input.workingDir, file)).then((bytes) => sizeOf(label, bytes));
      cache.set(file, size);
    }
    return size;
  };
  const label = (file: string) => path.basename(file);
  const common: FileSize[] = [];
  if (input.bootFile) common.push(await sized(input.bootFile, label(input.bootFile)));
  if (input.inlineCss !== undefined) common.push(sizeOf("(inline CSS)", Buffer.from(input.inlineCss)));
  const loads: RouteFirstLoad[] = [];
  for (const [route, lazyModules] of input.routes) {
    const outputs = firstLoadOutputs(input.metafile, input.entryPoint, lazyModules);
    const files = [...common, ...(await Promise.all(outputs.map((file) => sized(file, label(file)))))];
    loads.push({ route, lazyModules, files, ...sumSizes(files) });
  }
  return loads;
}

/** One row per route: its files, raw and brotli size, and whether it is within `budget` (brotli). */
export function routeTable(loads: RouteFirstLoad[], budget: number): string {
  return table(
    ["route", "files", "raw", "brotli", `<= ${formatValue(budget, "bytes")}`],
    loads.map((l) => [
      l.route,
      l.files.length,
      formatValue(l.raw, "bytes"),
      formatValue(l.brotli, "bytes"),
      l.brotli <= budget ? "PASS" : "FAIL",
    ]),
  );
}
