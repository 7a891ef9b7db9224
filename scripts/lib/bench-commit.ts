/**
 * `npm run bench -- --compare <commit>`: that commit built in a temporary git worktree under
 * `.wrangler/bench/compare-<sha>`, by its own build script and its own wrangler, so the
 * Worker runs the same way as this checkout's. Removed again afterwards.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { buildWorker, capture, type WorkerSizes } from "./bench-build";
import { root } from "./local-state";

export interface CommitBuild {
  sha: string;
  dir: string;
  assetsDir: string;
  workerDir: string;
  worker: WorkerSizes;
  /** How its dependencies were installed: hard links to this checkout's, or `npm ci`. */
  install: "linked" | "npm ci";
  /** The build script's own output (its size table and budget line). */
  buildOutput: string;
  dispose(): Promise<void>;
}

const git = (args: string[], cwd = root) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** Where npm puts installed packages in this repo: the root and each workspace. */
async function nodeModulesDirs(repoDir: string): Promise<string[]> {
  const { workspaces = [] } = JSON.parse(await readFile(path.join(repoDir, "package.json"), "utf8")) as {
    workspaces?: string[];
  };
  return ["node_modules", ...workspaces.map((w) => path.join(w, "node_modules"))];
}

/**
 * The same lockfile: this checkout's installed packages, hard-linked (seconds, no network, no
 * extra disk). Copied link by link, so the workspace links (`node_modules/@padukuhan/*`, relative)
 * point at the other commit's own sources. Another lockfile: a clean `npm ci` there.
 */
async function install(dir: string, log: (message: string) => void): Promise<CommitBuild["install"]> {
  const lock = (repo: string) => readFile(path.join(repo, "package-lock.json"), "utf8").catch(() => null);
  const [ours, theirs] = await Promise.all([lock(root), lock(dir)]);
  if (ours !== null && ours === theirs) {
    try {
      for (const modules of await nodeModulesDirs(root)) {
        if (!existsSync(path.join(root, modules))) continue;
        await capture("cp", ["-al", path.join(root, modules), path.join(dir, modules)], root);
      }
      return "linked";
    } catch (error) {
      // Another file system, say: fall back to installing.
      log(
        `linking node_modules failed (${error instanceof Error ? error.message.split("\n")[0] : error}); npm ci`,
      );
      for (const modules of await nodeModulesDirs(dir))
        await rm(path.join(dir, modules), { recursive: true, force: true });
    }
  }
  log("npm ci in the comparison worktree (its lockfile differs)");
  await capture("npm", ["ci", "--no-audit", "--no-fund"], dir, 10 * 60_000);
  return "npm ci";
}

export async function buildCommit(
  commit: string,
  benchDir: string,
  log: (message: string) => void,
): Promise<CommitBuild> {
  const sha = git(["rev-parse", "--verify", `${commit}^{commit}`]);
  const dir = path.join(benchDir, `compare-${sha.slice(0, 12)}`);
  const remove = async () => {
    try {
      git(["worktree", "remove", "--force", dir]);
    } catch {
      // Not a worktree (any more): a folder left by an interrupted run, if anything.
      await rm(dir, { recursive: true, force: true });
      git(["worktree", "prune"]);
    }
  };
  if (existsSync(dir)) await remove();
  log(
    `comparing with ${commit} (${sha.slice(0, 12)}): git worktree add --detach ${path.relative(root, dir)}`,
  );
  git(["worktree", "add", "--detach", dir, sha]);
  try {
    const installed = await install(dir, log);
    log(`building ${sha.slice(0, 12)} with its own scripts/build.ts`);
    const assetsDir = path.join(dir, "dist");
    let buildOutput: string;
    try {
      buildOutput = await capture(
        path.join(dir, "node_modules/.bin/tsx"),
        ["scripts/build.ts"],
        dir,
        5 * 60_000,
      );
    } catch (error) {
      // Over its own size budget, it still built: measured all the same, said in the output.
      if (!existsSync(path.join(assetsDir, "public", "index.html"))) throw error;
      buildOutput = error instanceof Error ? error.message : String(error);
      log(`its build failed after writing dist/: ${buildOutput.split("\n").slice(-2).join(" ")}`);
    }
    log(`bundling its Worker: wrangler deploy --dry-run --env production --minify`);
    const workerDir = path.join(dir, ".wrangler/bench/worker");
    const worker = await buildWorker(workerDir, assetsDir, dir);
    return { sha, dir, assetsDir, workerDir, worker, install: installed, buildOutput, dispose: remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
