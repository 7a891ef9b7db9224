/**
 * The benchmark's own build, beside the repo's `dist/` (which a dev server or the browser
 * tests may be serving): both apps through `scripts/build.ts`, then the Worker exactly as
 * deploy bundles it, minified, by `wrangler deploy --dry-run`.
 */
import { spawn } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { buildOnce, firstLoadSizes, publicRouteFirstLoads } from "../build";
import { type FileSize, type RouteFirstLoad, sizeOf, sumSizes as sum } from "./first-load";
import { root } from "./local-state";
import { quietWrangler } from "./run";

export type { FileSize };

export interface BundleSizes {
  app: "public" | "admin";
  /** Every JS and CSS file the app's shell loads up front (script, modulepreload, stylesheet). */
  files: FileSize[];
  js: { raw: number; brotli: number };
  css: { raw: number; brotli: number };
  /** The shell's entry script, a hashed asset the load test can ask for. */
  entryScript: string;
}

export interface WorkerSizes {
  /** Module files wrangler would upload (source maps, its README and side CSS are not uploaded). */
  modules: FileSize[];
  raw: number;
  brotli: number;
  /** Wrangler's own "Total Upload" line, in KiB, as a cross-check. */
  wranglerTotalUploadKiB: number | null;
  mainModule: string;
}

/** Builds both apps into `assetsDir` (never the repo's `dist/`) and measures their first load. */
export async function buildBundles(
  assetsDir: string,
): Promise<{ bundles: BundleSizes[]; routes: RouteFirstLoad[] }> {
  if (path.resolve(assetsDir) === path.join(root, "dist"))
    throw new Error("the bench must not build into dist/");
  const publicBuild = await buildOnce(assetsDir);
  const bundles: BundleSizes[] = [];
  for (const app of ["public", "admin"] as const) {
    const files = await firstLoadSizes(app, assetsDir);
    const shell = await readFile(path.join(assetsDir, app, "index.html"), "utf8");
    // The app's entry: named by the boot script on the public site, loaded directly on the admin.
    const entryScript =
      shell.match(/data-entry="\/(assets\/[^"]+\.js)"/)?.[1] ??
      shell.match(/<script type="module" src="\/(assets\/[^"]+\.js)"/)?.[1];
    if (!entryScript) throw new Error(`no entry script in ${app}/index.html`);
    bundles.push({
      app,
      files,
      js: sum(files.filter((f) => f.file.endsWith(".js"))),
      css: sum(files.filter((f) => f.file.endsWith(".css") || f.file === "(inline CSS)")),
      entryScript,
    });
  }
  return { bundles, routes: await publicRouteFirstLoads(publicBuild) };
}

/** Runs a command in `cwd` (default: this checkout) and gives its output, or fails with it. */
export function capture(command: string, args: string[], cwd = root, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...quietWrangler, CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(" ")} exited ${code}\n${output}`));
    });
  });
}

/**
 * The Worker as `wrangler deploy --env production --minify` would upload it, written to
 * `outDir`, with the bench's assets folder so the repo's `dist/` need not exist.
 */
export async function buildWorker(outDir: string, assetsDir: string, repoDir = root): Promise<WorkerSizes> {
  await rm(outDir, { recursive: true, force: true });
  const wrangler = path.join(repoDir, "node_modules/.bin/wrangler");
  const output = await capture(
    wrangler,
    ["deploy", "--dry-run", "--env", "production", "--minify", "--outdir", outDir, "--assets", assetsDir],
    repoDir,
  );
  const uploaded = (await readdir(outDir)).filter(
    (file) => !file.endsWith(".map") && !file.endsWith(".css") && file !== "README.md",
  );
  const modules = await Promise.all(
    uploaded.sort().map(async (file) => {
      return sizeOf(file, await readFile(path.join(outDir, file)));
    }),
  );
  const mainModule = uploaded.includes("index.js") ? "index.js" : uploaded.find((f) => f.endsWith(".js"));
  if (!mainModule) throw new Error(`no Worker module in ${outDir}`);
  const total = output.match(/Total Upload: ([\d.]+) KiB/);
  return {
    modules,
    ...sum(modules),
    wranglerTotalUploadKiB: total ? Number(total[1]) : null,
    mainModule,
  };
}
