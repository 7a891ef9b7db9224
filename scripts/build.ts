/**
 * Builds the two browser bundles into the Worker's one assets directory, `dist/`:
 *   dist/assets/public-<hash>.js|css, admin-<hash>.js|css and their chunks (immutable)
 *   dist/public/index.html, dist/admin/index.html (the shells the Worker serves per host)
 * `--watch` rebuilds on change (used by `npm start`). Prints raw and brotli sizes.
 */
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as esbuild from "esbuild";
import { BUILT_IN_CONTENT_ASSET } from "../shared/src/pages";
import { PAGE_ICON } from "../shared/src/routes";
import { sampleAgenda, sampleArtikel, sampleGaleri, sampleUmkm } from "../shared/src/sample-content";
import { sampleSettings } from "../shared/src/village";
import { buildIcons } from "./lib/build-icons";
import { buildServiceWorker } from "./lib/build-sw";
import {
  firstLoadOutputs,
  islandModules,
  type RouteFirstLoad,
  routeFirstLoads,
  routeIslands,
  routeTable,
  sizeOf,
  sumSizes,
} from "./lib/first-load";
import { compileEagerly, minifyCode, minifyScripts } from "./lib/minify-scripts";

const root = path.resolve(import.meta.dirname, "..");
/** The Worker's assets directory. `buildOnce` takes another one (the benchmark builds aside). */
const dist = path.join(root, "dist");

export interface AppBuild {
  name: "public" | "admin";
  entry: string;
}

const PUBLIC_ENTRY = "public-app/src/main.tsx";
/** Injected into every public chunk so that what every page runs shares one chunk. */
const PUBLIC_EVERY_PAGE = "public-app/src/islands/every-page.ts";

const apps: AppBuild[] = [
  { name: "public", entry: PUBLIC_ENTRY },
  { name: "admin", entry: "admin-app/src/main.tsx" },
];

/** React's DOM client: all of it runs as a page starts, so its script is compiled eagerly. */
const REACT_DOM_CLIENT = "node_modules/react-dom/cjs/react-dom-client.production.js";

/** What the shell loads: the entry script, its up-front chunks and its stylesheet. */
interface ShellAssets {
  entry: string;
  chunks: string[];
  stylesheet: string | null;
  /**
   * The public site's tiny first script, which starts `entry` later (public-app/src/boot.ts):
   * its text, inline in every page, so nothing waits for a request of its own (decision 015).
   */
  bootScript?: string;
  /** Each island's chunks (public site): the boot script fetches those of the page's islands. */
  islandChunks?: Record<string, string[]>;
}

/**
 * The HTML shell of an app. The public one carries markers the Worker fills per request
 * (head tags, rendered page, inlined data), its CSS inline (one round trip less before the
 * first paint; the Worker allows it by hash) and only the boot script, inline too (allowed by
 * its hash), which names the entry and its chunks. The admin one only gets its title and its
 * data (origins, the village's name). Nothing village-specific is built in: the Worker fills it
 * from D1.
 */
function shellHtml(app: AppBuild, assets: ShellAssets): string {
  const rendered = app.name === "public";
  const head = rendered
    ? "<!--ssr-head-->"
    : `<title><!--ssr-title--></title>\n<meta name="robots" content="noindex">`;
  // The public site's CSS is its route's own, inlined by the Worker (`routeStylesheets`).
  const styles = rendered
    ? "<!--ssr-style-->"
    : assets.stylesheet
      ? `<link rel="stylesheet" href="/${assets.stylesheet}">`
      : "";
  const preloads = assets.bootScript
    ? ""
    : assets.chunks.map((chunk) => `<link rel="modulepreload" href="/${chunk}">\n`).join("");
  const script = assets.bootScript
    ? `<script type="module" data-entry="/${assets.entry}" data-chunks="${assets.chunks.map((chunk) => `/${chunk}`).join(" ")}" data-islands='${JSON.stringify(assets.islandChunks ?? {})}'>${assets.bootScript}</script>`
    : `<script type="module" src="/${assets.entry}"></script>`;
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<link rel="icon" href="${PAGE_ICON.path}" sizes="${PAGE_ICON.size}x${PAGE_ICON.size}" type="image/png">
${styles}
${preloads}</head>
<body>
<div id="root">${rendered ? "<!--ssr-app-->" : ""}</div>
<!--ssr-data-->
${script}
</body>
</html>
`;
}

const BOOT_ENTRY = "public-app/src/boot.ts";

/** Builds the public boot script (no imports, so no chunks) and returns its minified text. */
async function buildBoot(): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [BOOT_ENTRY],
    bundle: true,
    format: "esm",
    target: ["es2022", "chrome100", "safari15"],
    write: false,
    outdir: "boot",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("boot script not built");
  const code = (await minifyCode(output.text, BOOT_ENTRY)).trim();
  // Inline, the text must not end its element or open a comment the parser would honour.
  if (/<\/script|<!--/i.test(code))
    throw new Error(`${BOOT_ENTRY}: its text cannot stand inline in <script>`);
  return code;
}

/** Writes the shell from esbuild's metafile: the entry, its CSS and the chunks it imports up front. */
async function writeShell(app: AppBuild, metafile: esbuild.Metafile, outDir = dist): Promise<ShellAssets> {
  const outputs = Object.entries(metafile.outputs);
  const entryOutput = outputs.find(([, output]) => output.entryPoint === app.entry);
  if (!entryOutput) throw new Error(`no output for ${app.entry}`);
  const [entryFile, entry] = entryOutput;
  const relative = (file: string) => path.relative(outDir, path.join(root, file)).split(path.sep).join("/");
  const assets: ShellAssets = {
    entry: relative(entryFile),
    // What the entry needs at once: its static imports.
    chunks: entry.imports.filter((i) => i.kind === "import-statement").map((i) => relative(i.path)),
    stylesheet: entry.cssBundle ? relative(entry.cssBundle) : null,
  };
  if (app.name === "public") {
    assets.bootScript = await buildBoot();
    const modules = await islandModules(root, ISLAND_REGISTRY);
    assets.islandChunks = Object.fromEntries(
      [...modules].map(([name, module]) => [
        name,
        firstLoadOutputs(metafile, module, []).map((file) => `/${relative(file)}`),
      ]),
    );
    await writeRouteStylesheets(outDir);
    await buildServiceWorker(outDir, Object.keys(metafile.outputs).map(relative));
  }
  await mkdir(path.join(outDir, app.name), { recursive: true });
  await writeFile(path.join(outDir, app.name, "index.html"), shellHtml(app, assets));
  return assets;
}

/** The public site's islands, whose `import()` paths name each island's module. */
const ISLAND_REGISTRY = "public-app/src/islands/registry.ts";

/** The public pages' modules: each one's stylesheets are its route's CSS (`PageStyles`). */
const PUBLIC_PAGES_DIR = "public-app/src/pages";
const PUBLIC_SITE_CSS = "public-app/src/styles.css";

/**
 * Each public route's CSS: the site's own (`styles.css`) after the stylesheets its page module
 * imports (the order the whole-app bundle had), minified. The Worker inlines only the route's
 * (`<!--ssr-style-->`), from `public/styles.json` (key: the page module's name, "" for none).
 */
export async function routeStylesheets(): Promise<Record<string, string>> {
  const pages = (await readdir(path.join(root, PUBLIC_PAGES_DIR)))
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => `${PUBLIC_PAGES_DIR}/${file}`);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [PUBLIC_SITE_CSS, ...pages],
    bundle: true,
    // Only the stylesheets matter here: packages are not followed, the scripts are dropped,
    // but the stylesheets the shared package gives both apps are bundled.
    packages: "external",
    plugins: [sharedStylesheets],
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome100", "safari15"],
    outdir: path.join(root, ".css-build"),
    write: false,
    metafile: true,
    minify: true,
    jsx: "automatic",
    logLevel: "warning",
  });
  const text = (file: string) =>
    result.outputFiles.find((output) => output.path === path.join(root, file))?.text ?? "";
  const outputs = Object.entries(result.metafile.outputs);
  const site = text(outputs.find(([, output]) => output.entryPoint === PUBLIC_SITE_CSS)?.[0] ?? "");
  if (!site) throw new Error(`${PUBLIC_SITE_CSS} not built`);
  const styles: Record<string, string> = { "": site };
  for (const page of pages) {
    const css = outputs.find(([, output]) => output.entryPoint === page)?.[1].cssBundle;
    if (css) styles[path.basename(page, ".tsx")] = text(css) + site;
  }
  return styles;
}

async function writeRouteStylesheets(outDir: string) {
  await mkdir(path.join(outDir, "public"), { recursive: true });
  await writeFile(path.join(outDir, "public", "styles.json"), JSON.stringify(await routeStylesheets()));
}

/** `@import "@padukuhan/shared/styles/…"`, resolved through the shared package's exports. */
const sharedStylesheets: esbuild.Plugin = {
  name: "shared-stylesheets",
  setup(builder) {
    builder.onResolve({ filter: /^@padukuhan\/shared\/styles\// }, (args) => ({
      path: createRequire(path.join(args.resolveDir, "index.js")).resolve(args.path),
    }));
  },
};

/**
 * Leaves the public scripts' stylesheet imports out altogether: a module emptied by the
 * "empty" loader still costs a few bytes in each chunk, and a chunk of its own where two
 * islands share a stylesheet.
 */
const dropStylesheets: esbuild.Plugin = {
  name: "drop-stylesheets",
  setup(builder) {
    builder.onResolve({ filter: /\.css$/ }, (args) => ({
      path: args.path,
      namespace: "dropped-stylesheet",
      sideEffects: false,
      // `npm start` still rebuilds the routes' CSS (`writeShell`) when an island's stylesheet changes.
      watchFiles: [path.resolve(args.resolveDir, args.path)],
    }));
    builder.onLoad({ filter: /.*/, namespace: "dropped-stylesheet" }, () => ({ contents: "", loader: "js" }));
  },
};

function buildOptions(app: AppBuild, outDir = dist): esbuild.BuildOptions {
  return {
    // The public site's CSS is inlined per route by the Worker (`routeStylesheets`).
    ...(app.name === "public"
      ? { plugins: [dropStylesheets], logOverride: { "ignored-bare-import": "silent" } as const }
      : {}),
    absWorkingDir: root,
    entryPoints: [app.entry],
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome100", "safari15"],
    outdir: path.join(outDir, "assets"),
    entryNames: `${app.name}-[hash]`,
    chunkNames: `${app.name}-chunk-[hash]`,
    assetNames: `${app.name}-[name]-[hash]`,
    minify: true,
    sourcemap: false,
    metafile: true,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    logLevel: "warning",
    // What every page runs goes into one shared chunk (public-app/src/islands/every-page.ts).
    ...(app.name === "public" ? { inject: [PUBLIC_EVERY_PAGE] } : {}),
  };
}

/** Raw and brotli size of what the admin's shell loads before the app is interactive: all it names. */
export async function firstLoadSizes(app: AppBuild["name"], outDir = dist) {
  const html = await readFile(path.join(outDir, app, "index.html"), "utf8");
  const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] as string);
  return Promise.all(named.map(async (file) => sizeOf(file, await readFile(path.join(outDir, file)))));
}

/**
 * What every public route may load before it is interactive, brotli (issue #27, decision 015):
 * the boot script, React's DOM client, the route's islands and its inline CSS. Counted per
 * route (`publicRouteFirstLoads`), never the shell alone.
 */
export const PUBLIC_ROUTE_FIRST_LOAD_BUDGET = 70 * 1024;

/** What the public build gives the per-route count: its import graph and what the shell adds. */
export interface PublicBuild {
  metafile: esbuild.Metafile;
  assets: ShellAssets;
  outDir: string;
}

/**
 * Every public route's first load: the boot script, the entry and its static imports, the
 * chunks of every island the route's page hydrates at once or when idle (found by rendering each
 * route with the built-in sample content, `routeIslands`) and the route's own inline CSS. With
 * `seenLater`, the islands hydrated once scrolled to (`when="visible"`) are counted too: what
 * the page has loaded once the visitor has seen all of it.
 */
export async function publicRouteFirstLoads(
  build: PublicBuild,
  { seenLater = false } = {},
): Promise<RouteFirstLoad[]> {
  const [modules, rendered, styles] = await Promise.all([
    islandModules(root, ISLAND_REGISTRY),
    routeIslands(root),
    readFile(path.join(build.outDir, "public", "styles.json"), "utf8").then(
      (text) => JSON.parse(text) as Record<string, string>,
    ),
  ]);
  const routes = new Map<string, string[]>();
  const routeCss = new Map<string, string>();
  for (const [route, page] of rendered) {
    routes.set(
      route,
      [...page.islands, ...(seenLater ? page.seenLater : [])].map((name) => {
        const module = modules.get(name);
        if (!module) throw new Error(`${route}: island "${name}" is not in ${ISLAND_REGISTRY}`);
        return module;
      }),
    );
    const css = styles[page.styles ?? ""];
    if (css === undefined) throw new Error(`${route}: no stylesheet "${page.styles}" was built`);
    routeCss.set(route, css);
  }
  return routeFirstLoads({
    workingDir: root,
    metafile: build.metafile,
    entryPoint: PUBLIC_ENTRY,
    routes,
    routeCss,
    ...(build.assets.bootScript ? { bootScript: build.assets.bootScript } : {}),
  });
}

/**
 * The public bundle must never carry admin code, Preact (React runs on both sides, decision
 * 015) or a client router (pages are documents); the import graph says whether it does.
 */
function assertPublicImports(app: AppBuild, metafile: esbuild.Metafile) {
  if (app.name !== "public") return;
  const inputs = Object.keys(metafile.inputs);
  const leaked = inputs.filter((input) => input.startsWith("admin-app/"));
  if (leaked.length > 0) throw new Error(`public bundle imports admin code: ${leaked.join(", ")}`);
  const other = inputs.filter((input) =>
    /node_modules\/(preact|react-router|react-router-dom)\//.test(input),
  );
  if (other.length > 0) throw new Error(`public bundle imports Preact or a router: ${other.join(", ")}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function printSizes(publicBuild: PublicBuild) {
  const total = sumSizes(await firstLoadSizes("admin"));
  console.log(`admin first load (shell): ${kb(total.raw)} raw, ${kb(total.brotli)} brotli`);
  const loads = await publicRouteFirstLoads(publicBuild);
  const heaviest = loads.reduce((a, b) => (b.brotli > a.brotli ? b : a));
  for (const size of heaviest.files)
    console.log(
      `  ${size.file.padEnd(44)} ${kb(size.raw).padStart(10)} raw ${kb(size.brotli).padStart(9)} brotli`,
    );
  console.log(
    `public first load of ${heaviest.route}, the heaviest route, file by file (above); every route:`,
  );
  console.log(routeTable(loads, PUBLIC_ROUTE_FIRST_LOAD_BUDGET));
  // Islands below the first screen load when scrolled to: shown, not held to the budget.
  const all = await publicRouteFirstLoads(publicBuild, { seenLater: true });
  console.log(
    `with the islands hydrated once seen (footer, forms, sharing): ${all.map((l) => `${l.route} ${kb(l.brotli)}`).join(", ")}`,
  );
  const over = loads.filter((l) => l.brotli > PUBLIC_ROUTE_FIRST_LOAD_BUDGET);
  if (over.length > 0)
    throw new Error(
      `public first load over the ${kb(PUBLIC_ROUTE_FIRST_LOAD_BUDGET)} brotli budget on ${over.map((l) => `${l.route} (${kb(l.brotli)})`).join(", ")}`,
    );
}

/**
 * Headers for the hashed build files, which Cloudflare serves without running the Worker
 * (`run_worker_first` in wrangler.toml): their names change with their content, so a year.
 */
const ASSET_HEADERS = `/assets/*
  Cache-Control: public, max-age=31536000, immutable
  X-Content-Type-Options: nosniff
`;

/** Files beside the bundles: the favicon and home-screen icons, asset headers, and the built-in content the Worker falls back to. */
async function copyStatic(outDir = dist) {
  await copyFile(path.join(root, "public-app/static/favicon.svg"), path.join(outDir, "favicon.svg"));
  await buildIcons(path.join(root, "public-app/static/favicon.svg"), outDir);
  await writeFile(path.join(outDir, "_headers"), ASSET_HEADERS);
  const builtIn = {
    artikel: sampleArtikel,
    galeri: sampleGaleri,
    umkm: sampleUmkm,
    agenda: sampleAgenda,
    settings: sampleSettings,
  };
  await mkdir(path.join(outDir, path.dirname(BUILT_IN_CONTENT_ASSET)), { recursive: true });
  await writeFile(path.join(outDir, BUILT_IN_CONTENT_ASSET), JSON.stringify(builtIn));
}

/**
 * One clean build of both apps into `outDir` (default `dist/`), without the size report or
 * its budget check; the benchmark uses it to build into a folder of its own.
 */
export async function buildOnce(outDir = dist): Promise<PublicBuild> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await copyStatic(outDir);
  let publicBuild: PublicBuild | undefined;
  for (const app of apps) {
    const result = await esbuild.build(buildOptions(app, outDir));
    const metafile = result.metafile as esbuild.Metafile;
    assertPublicImports(app, metafile);
    await minifyScripts(Object.keys(metafile.outputs).map((file) => path.join(root, file)));
    for (const [file, output] of Object.entries(metafile.outputs))
      if (REACT_DOM_CLIENT in output.inputs) await compileEagerly(path.join(root, file));
    const assets = await writeShell(app, metafile, outDir);
    if (app.name === "public") publicBuild = { metafile, assets, outDir };
  }
  if (!publicBuild) throw new Error("the public app was not built");
  return publicBuild;
}

export async function build({ watch = false } = {}) {
  if (!watch) {
    await printSizes(await buildOnce());
    return;
  }
  // A watching build only overwrites: another dev server may be serving the same folder.
  await mkdir(dist, { recursive: true });
  await copyStatic();
  for (const app of apps) {
    const options = buildOptions(app);
    const context = await esbuild.context({
      ...options,
      plugins: [
        ...(options.plugins ?? []),
        {
          name: "write-shell",
          setup(builder) {
            builder.onEnd(async (result) => {
              if (result.metafile) await writeShell(app, result.metafile);
            });
          },
        },
      ],
    });
    await context.rebuild();
    await context.watch();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build({ watch: process.argv.includes("--watch") });
}
