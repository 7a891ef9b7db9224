/**
 * Builds the two browser bundles into the Worker's one assets directory, `dist/`:
 *   dist/assets/public-<hash>.js|css, admin-<hash>.js|css and their chunks (immutable)
 *   dist/public/index.html, dist/admin/index.html (the shells the Worker serves per host)
 * `--watch` rebuilds on change (used by `npm start`). Prints raw and brotli sizes.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as esbuild from "esbuild";
import { buildServiceWorker } from "./lib/build-sw";
import { BUILT_IN_CONTENT_ASSET } from "../shared/src/pages";
import { sampleAgenda, sampleArtikel, sampleGaleri, sampleUmkm } from "../shared/src/sample-content";
import { sampleSettings } from "../shared/src/village";
import { buildIcons } from "./lib/build-icons";
import {
  type RouteFirstLoad,
  routeFirstLoads,
  routeLazyModules,
  routeTable,
  sizeOf,
  sumSizes,
} from "./lib/first-load";

const root = path.resolve(import.meta.dirname, "..");
/** The Worker's assets directory. `buildOnce` takes another one (the benchmark builds aside). */
const dist = path.join(root, "dist");

export interface AppBuild {
  name: "public" | "admin";
  entry: string;
}

const PUBLIC_ENTRY = "public-app/src/main.tsx";

const apps: AppBuild[] = [
  { name: "public", entry: PUBLIC_ENTRY },
  { name: "admin", entry: "admin-app/src/main.tsx" },
];

/** What the shell loads: the entry script, its up-front chunks and its stylesheet. */
interface ShellAssets {
  entry: string;
  chunks: string[];
  stylesheet: string | null;
  /** The public site's tiny first script, which starts `entry` later (public-app/src/boot.ts). */
  boot?: string;
  /** The stylesheet's text, written into the page (public site). */
  inlineCss?: string;
}

/**
 * The HTML shell of an app. The public one carries markers the Worker fills per request
 * (head tags, rendered page, inlined data), its CSS inline (one round trip less before the
 * first paint; the Worker allows it by hash) and only the boot script, which names the
 * entry and its chunks. The admin one only gets its title and its data (origins, the
 * village's name). Nothing village-specific is built in: the Worker fills it from D1.
 */
function shellHtml(app: AppBuild, assets: ShellAssets): string {
  const rendered = app.name === "public";
  const head = rendered
    ? "<!--ssr-head-->"
    : `<title><!--ssr-title--></title>\n<meta name="robots" content="noindex">`;
  const styles =
    assets.inlineCss !== undefined
      ? `<style>${assets.inlineCss}</style>`
      : assets.stylesheet
        ? `<link rel="stylesheet" href="/${assets.stylesheet}">`
        : "";
  const preloads = assets.boot
    ? ""
    : assets.chunks.map((chunk) => `<link rel="modulepreload" href="/${chunk}">\n`).join("");
  const script = assets.boot
    ? `<script type="module" src="/${assets.boot}" data-entry="/${assets.entry}" data-chunks="${assets.chunks.map((chunk) => `/${chunk}`).join(" ")}"></script>`
    : `<script type="module" src="/${assets.entry}"></script>`;
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
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

/** Builds the public boot script (no imports, so no chunks) and returns its path under `assets/`. */
async function buildBoot(outDir: string): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["public-app/src/boot.ts"],
    bundle: true,
    format: "esm",
    target: ["es2022", "chrome100", "safari15"],
    outdir: path.join(outDir, "assets"),
    entryNames: "public-boot-[hash]",
    minify: true,
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const [file] = Object.keys(result.metafile.outputs);
  if (!file) throw new Error("boot script not built");
  return path.relative(outDir, path.join(root, file)).split(path.sep).join("/");
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
    assets.boot = await buildBoot(outDir);
    if (assets.stylesheet) assets.inlineCss = await readFile(path.join(outDir, assets.stylesheet), "utf8");
    await buildServiceWorker(outDir, [...Object.keys(metafile.outputs).map(relative), assets.boot]);
  }
  await mkdir(path.join(outDir, app.name), { recursive: true });
  await writeFile(path.join(outDir, app.name, "index.html"), shellHtml(app, assets));
  return assets;
}

/**
 * The public site runs on Preact through its React compatibility layer: the same components and
 * react-router, about 50 KB brotli less than React's DOM client (decision 015). The Worker
 * renders those pages with Preact too (wrangler.toml `[alias]`), or hydration would not match.
 * The admin app keeps React.
 */
const PUBLIC_REACT_ALIAS = {
  react: "preact/compat",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
};

function buildOptions(app: AppBuild, outDir = dist): esbuild.BuildOptions {
  return {
    ...(app.name === "public" ? { alias: PUBLIC_REACT_ALIAS } : {}),
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
  };
}

/**
 * Raw and brotli size of what the shell loads before the app is interactive: every script and
 * stylesheet it names (the boot script's entry and chunks included) and its inline CSS. The
 * admin's whole first load; on the public site, what every route shares (its pages add their
 * own chunks: `publicRouteFirstLoads`).
 */
export async function firstLoadSizes(app: AppBuild["name"], outDir = dist) {
  const html = await readFile(path.join(outDir, app, "index.html"), "utf8");
  const named = [...html.matchAll(/(?:src|href|data-entry)="\/(assets\/[^"]+)"/g)].map((m) => m[1] as string);
  const chunks = (html.match(/data-chunks="([^"]*)"/)?.[1] ?? "")
    .split(" ")
    .filter(Boolean)
    .map((chunk) => chunk.replace(/^\//, ""));
  const sizes = await Promise.all(
    [...named, ...chunks].map(async (file) => sizeOf(file, await readFile(path.join(outDir, file)))),
  );
  const inlineCss = html.match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (inlineCss !== undefined) sizes.push(sizeOf("(inline CSS)", Buffer.from(inlineCss)));
  return sizes;
}

/**
 * The public site's first load must stay small: visitors pay for every byte. 80 KB brotli since
 * the public site runs on Preact (decision 015; about 40 KB then, so the budget leaves room for
 * features but stops React, or another library of its size, from coming back).
 */
export const PUBLIC_FIRST_LOAD_BUDGET = 80 * 1024;

/**
 * The budget each public route's first load is held to (`publicRouteFirstLoads`: boot, entry,
 * the route's lazy page chunk(s), their static imports, inline CSS). The Preact app is held to
 * decision 015's 80 KB; the islands change (issue #27, point 4) lowers this to 70 * 1024.
 */
export const PUBLIC_ROUTE_FIRST_LOAD_BUDGET = PUBLIC_FIRST_LOAD_BUDGET;

/** The public app's route table: each route's view, as `main.tsx` resolves it before hydrating. */
const PUBLIC_ROUTES_MODULE = "public-app/src/public-routes.tsx";

/** What the public build gives the per-route count: its import graph and what the shell adds. */
export interface PublicBuild {
  metafile: esbuild.Metafile;
  assets: ShellAssets;
  outDir: string;
}

/**
 * Every public route's first load: what the page runs before it is interactive, the route's
 * own page chunk(s) included (issue #27: counted per route, not the shell once).
 */
export async function publicRouteFirstLoads(build: PublicBuild): Promise<RouteFirstLoad[]> {
  const routes = await routeLazyModules(root, PUBLIC_ROUTES_MODULE, {
    alias: PUBLIC_REACT_ALIAS,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  return routeFirstLoads({
    workingDir: root,
    metafile: build.metafile,
    entryPoint: PUBLIC_ENTRY,
    routes,
    ...(build.assets.boot ? { bootFile: path.join(build.outDir, build.assets.boot) } : {}),
    ...(build.assets.inlineCss !== undefined ? { inlineCss: build.assets.inlineCss } : {}),
  });
}

/**
 * The public bundle must never carry admin code, nor React itself (a second renderer beside
 * Preact, and markup the server did not render); the import graph says whether it does.
 */
function assertPublicImports(app: AppBuild, metafile: esbuild.Metafile) {
  if (app.name !== "public") return;
  const inputs = Object.keys(metafile.inputs);
  const leaked = inputs.filter((input) => input.startsWith("admin-app/"));
  if (leaked.length > 0) throw new Error(`public bundle imports admin code: ${leaked.join(", ")}`);
  const react = inputs.filter((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input));
  if (react.length > 0) throw new Error(`public bundle imports React instead of Preact: ${react.join(", ")}`);
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
    const context = await esbuild.context({
      ...buildOptions(app),
      plugins: [
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
