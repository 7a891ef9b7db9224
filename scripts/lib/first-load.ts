/**
 * What each public route runs before it is interactive (issue #27, point 4): the boot script,
 * the entry (the islands' loader) and its static imports, the chunks of each island on the
 * route's page and their static imports, and the route's inline CSS. Followed through
 * esbuild's metafile, never listed by hand.
 */
import { access, mkdtemp, readFile, rm } from "node:fs/promises";
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
  /** The modules of its islands (input paths). */
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
 * Each island's module (input path), read from the island registry's `name: () =>
 * import("path")` lines; every name the registry exports must have one.
 */
export async function islandModules(absWorkingDir: string, registry: string): Promise<Map<string, string>> {
  const source = await readFile(path.join(absWorkingDir, registry), "utf8");
  const modules = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(/^\s*(\w+): \(\) =>\s*import\("(\.[^"]+)"\)/gm)) {
    const base = path.join(path.dirname(registry), specifier ?? "");
    const candidates = [".tsx", ".ts"].map((extension) => `${base}${extension}`);
    const found = await Promise.all(
      candidates.map((file) =>
        access(path.join(absWorkingDir, file)).then(
          () => file,
          () => null,
        ),
      ),
    );
    const module = found.find((file) => file !== null);
    if (!name || !module) throw new Error(`${registry}: cannot find the module of ${specifier}`);
    modules.set(name, module.split(path.sep).join("/"));
  }
  if (modules.size === 0) throw new Error(`${registry}: no islands found`);
  return modules;
}

/**
 * What a route's page shows when rendered: its islands (names, each once), apart those that
 * hydrate only once they are about to be seen (`when="visible"`, below the first screen), its
 * stylesheet and its HTML.
 */
export interface RenderedRoute {
  islands: string[];
  seenLater: string[];
  styles: string | null;
  /** The page as the server renders it (the `#root` part). */
  html: string;
}

/**
 * Each public route rendered in Node, as the Worker renders it, with the built-in sample
 * content and an announcement (so every island a page can have shows), to read which islands
 * it has (`data-island`) and whose stylesheet it uses. The routes with an id take a sample's.
 */
export async function routeIslands(absWorkingDir: string): Promise<Map<string, RenderedRoute>> {
  const outdir = await mkdtemp(path.join(os.tmpdir(), "route-islands-"));
  try {
    await esbuild.build({
      absWorkingDir,
      stdin: {
        contents: [
          'export { renderPage } from "./public-app/src/entry-server.tsx";',
          'export { memorySource } from "./shared/src/memory-source.ts";',
          'export { pageLoaders } from "./shared/src/pages.ts";',
          'export { PAGE_ROUTES } from "./shared/src/routes.ts";',
          'export { siteChrome } from "./shared/src/site.ts";',
          'export * from "./shared/src/sample-content.ts";',
          'export { sampleSettings } from "./shared/src/village.ts";',
        ].join("\n"),
        resolveDir: absWorkingDir,
        sourcefile: "route-islands.ts",
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "node",
      outfile: path.join(outdir, "render.mjs"),
      jsx: "automatic",
      loader: { ".css": "empty" },
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "warning",
    });
    // biome-ignore lint/suspicious/noExplicitAny: a bundle built just above, typed by its source
    const m: any = await import(pathToFileURL(path.join(outdir, "render.mjs")).href);
    const source = m.memorySource({
      artikel: m.sampleArtikel,
      galeri: m.sampleGaleri,
      umkm: m.sampleUmkm,
      agenda: m.sampleAgenda,
      settings: m.sampleSettings,
    });
    const ids: Record<string, string> = {
      "/artikel/:id": m.sampleArtikel[0].id,
      "/umkm/:id": m.sampleUmkm[0].id,
      "/agenda/:id": m.sampleAgenda[0].id,
    };
    const config = {
      publicOrigin: "http://padukuhan.test",
      adminOrigin: "http://admin.padukuhan.test",
      site: m.siteChrome(m.sampleSettings),
      pengumuman: { id: "p", text: "Pengumuman", link: null },
    };
    const routes = new Map<string, RenderedRoute>();
    for (const { path: routePath } of m.PAGE_ROUTES as { path: string }[]) {
      const address =
        routePath === "*" ? "/halaman-yang-tidak-ada" : routePath.replace(":id", ids[routePath] ?? "x");
      const result = await m.renderPage(
        new URL(address, config.publicOrigin),
        (page: string, input: unknown) => m.pageLoaders[page](source, input),
        Promise.resolve(config),
      );
      if (result.kind !== "page") throw new Error(`${routePath}: rendered as ${result.kind}`);
      const found = [
        ...(result.html as string).matchAll(/<div data-island="([^"]+)"(?: data-when="(\w+)")?/g),
      ];
      const names = (later: boolean) => [
        ...new Set(
          found.filter(([, , when]) => (when === "visible") === later).map(([, name]) => name as string),
        ),
      ];
      routes.set(routePath, {
        islands: names(false),
        seenLater: names(true),
        styles: result.styles,
        html: result.html,
      });
    }
    return routes;
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
  /** What every page runs besides the bundle: the boot script's text, inline in each page. */
  bootScript?: string;
  /** Each route's inline CSS. */
  routeCss?: Map<string, string>;
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
  if (input.bootScript) common.push(sizeOf("(inline boot script)", Buffer.from(input.bootScript)));
  const loads: RouteFirstLoad[] = [];
  for (const [route, lazyModules] of input.routes) {
    const outputs = firstLoadOutputs(input.metafile, input.entryPoint, lazyModules);
    const css = input.routeCss?.get(route);
    const files = [
      ...common,
      ...(css === undefined ? [] : [sizeOf("(inline CSS)", Buffer.from(css))]),
      ...(await Promise.all(outputs.map((file) => sized(file, label(file))))),
    ];
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
