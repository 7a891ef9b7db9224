import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "../scripts/lib/chromium";
import { ADMIN } from "./admin-account";

const adminArgs = ["--username", ADMIN.username, "--password", ADMIN.password, "--nama", ADMIN.nama];

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT ?? 8799);
// Two hosts under one registrable domain, as in production (padukuhan.example and
// admin.padukuhan.example), so the SameSite=Strict session reaches the public site's top bar.
const publicHost = "padukuhan.localhost";
// One folder per port, so two runs on different ports never share a database.
const stateDir = path.join(root, "e2e/.state", String(port));
/**
 * Where the dev server fetches gallery video thumbnails: a server the video test starts
 * (e2e/galeri-video.test.ts), never YouTube. Beside the devtools port (port + 1000).
 */
const thumbnailOrigin = `http://127.0.0.1:${port + 2000}`;

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`dev server exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`dev server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts `npm start` with a fresh local D1 and R2 of its own, exactly as a developer would, and
 * one Chromium that every test file connects to (e2e/browser.ts `sharedBrowser`): a launch per
 * file cost a second or more each.
 */
export default async function setup(project: TestProject) {
  const chromium = launchChromiumServer();
  await rm(stateDir, { recursive: true, force: true });
  const server = spawn(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/start.ts", "--persist-to", stateDir],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_HOST: publicHost,
        YOUTUBE_THUMBNAIL_ORIGIN: thumbnailOrigin,
      },
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    },
  );
  const stop = async () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    await (await chromium).close();
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/api/galeri`, server, 120_000);
    // The first admin, made the way the README tells a new developer to.
    await new Promise<void>((resolve, reject) => {
      const create = spawn(
        path.join(root, "node_modules/.bin/tsx"),
        ["scripts/admin-create.ts", ...adminArgs, "--persist-to", stateDir],
        { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
      );
      create.on("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`admin:create exited ${code}`)),
      );
    });
    project.provide("browserEndpoint", (await chromium).wsEndpoint());
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide("publicOrigin", `http://${publicHost}:${port}`);
  project.provide("adminOrigin", `http://admin.${publicHost}:${port}`);
  project.provide("thumbnailOrigin", thumbnailOrigin);
  return stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    publicOrigin: string;
    adminOrigin: string;
    thumbnailOrigin: string;
    /** Where the shared Chromium listens (`chromium.connect`). */
    browserEndpoint: string;
  }
}
