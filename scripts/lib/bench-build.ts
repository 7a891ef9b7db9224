/**
 * The benchmark's own build, beside the repo's `dist/` (which a dev server or the browser
 * tests may be serving): both apps through `scripts/build.ts`, then the Worker exactly as
 * deploy bundles it, minified, by `wrangler deploy --dry-run`.
 */
import { spawn } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { buildOnce, firstLoadSizes } from "../build";
import { root } from "./local-state";
import { quietWrangler } from "./run";

export interface FileSize {
  file: string;
  raw: number;
  brotli: number;
}

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

const sum = (files: FileSize[]) =>
  files.reduce((total, f) => ({ raw: total.raw + f.raw, brotli: total.brotli + f.brotli }), {
    raw: 0,
    brotli: 0,
  });

/** Builds both apps into `assetsDir` (never the repo's `dist/`) and measures their first load. */
export async function buildBundles(assetsDir: string): Promise<BundleSizes[]> {
  if (path.resolve(assetsDir) === path.join(root, "dist"))
    throw new Error("the bench must not build into dist/");
  await buildOnce(assetsDir);
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
  return bundles;
}

function capture(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
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
    const timer = setTimeout(() => child.kill("SIGTERM"), 120_000);
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
export async function buildWorker(outDir: string, assetsDir: string): Promise<WorkerSizes> {
  await rm(outDir, { recursive: true, force: true });
  const wrangler = path.join(root, "node_modules/.bin/wrangler");
  const output = await capture(wrangler, [
    "deploy",
    "--dry-run",
    "--env",
    "production",
    "--minify",
    "--outdir",
    outDir,
    "--assets",
    assetsDir,
  ]);
  const uploaded = (await readdir(outDir)).filter(
    (file) => !file.endsWith(".map") && !file.endsWith(".css") && file !== "README.md",
  );
  const modules = await Promise.all(
    uploaded.sort().map(async (file) => {
      const bytes = await readFile(path.join(outDir, file));
      return { file, raw: bytes.length, brotli: brotliCompressSync(bytes).length };
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
