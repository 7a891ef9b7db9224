/**
 * Builds the public site's service worker (public-app/service-worker) into `dist/sw.js`, the
 * Worker serves it from the site root. The current build's hashed files are written into it:
 * so each deployment's worker differs from the last, the browser installs it on the next visit,
 * and it drops the files the new pages no longer name (docs/decisions/018).
 */
import path from "node:path";
import * as esbuild from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

/** `assets`: the public build's files, as paths under `outDir` (`assets/public-….js`). */
export async function buildServiceWorker(outDir: string, assets: readonly string[]): Promise<void> {
  const paths = [...new Set(assets.map((file) => `/${file}`))].sort();
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["public-app/service-worker/sw.ts"],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["es2022", "chrome100", "safari15"],
    outfile: path.join(outDir, "sw.js"),
    minify: true,
    define: { BUILD_ASSETS: JSON.stringify(paths) },
    legalComments: "none",
    logLevel: "warning",
  });
}
