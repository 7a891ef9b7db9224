import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { ADMIN } from "./admin-account";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");
// Two hosts under one registrable domain, as in production (padukuhan.example and
// admin.padukuhan.example), so the SameSite=Strict session reaches the public site's top bar.
export const PUBLIC_HOST = "padukuhan.localhost";

export interface DevServer {
  publicOrigin: string;
  adminOrigin: string;
  stop: () => void;
}

/** The status of a GET to 127.0.0.1 for `host` (Node does not resolve `*.localhost`). */
function statusOf(port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const get = request({ host: "127.0.0.1", port, path, headers: { Host: `${host}:${port}` } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    get.on("error", reject);
    get.end();
  });
}

async function waitForServer(port: number, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`dev server exited with ${server.exitCode}`);
    try {
      if ((await statusOf(port, PUBLIC_HOST, "/api/galeri")) === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`dev server on port ${port} did not answer within ${timeoutMs} ms`);
}

function runScript(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited ${code}`))));
  });
}

/**
 * `npm start` with a fresh local D1 and R2 of its own (one folder per port), exactly as a
 * developer runs it, and the e2e admin made the way the README tells a new developer to.
 * `empty`: without the sample content, as a new village starts; `nama`: the admin's full name;
 * `thumbnailOrigin`: where gallery video thumbnails come from instead of YouTube.
 * It serves the `dist/` that `npm run build` left (`npm start -- --serve-built`) and never builds:
 * `npm test` builds once before every test that starts a site, and a build beside a running site
 * rewrites the folder it serves (wrangler reloads, and requests fail meanwhile). Run
 * `npm run build` first when running these tests alone.
 */
export async function startDevServer(
  port: number,
  {
    empty = false,
    nama = ADMIN.nama,
    thumbnailOrigin,
  }: { empty?: boolean; nama?: string; thumbnailOrigin?: string } = {},
): Promise<DevServer> {
  const stateDir = path.join(root, "e2e/.state", `${port}${empty ? "-empty" : ""}`);
  await rm(stateDir, { recursive: true, force: true });
  const options = ["--serve-built", ...(empty ? ["--empty"] : [])];
  const server = spawn(tsx, ["scripts/start.ts", "--persist-to", stateDir, ...options], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_HOST,
      // Warnings and errors only: a line per request (thousands in a run) buried the one
      // failure CI's log showed under the requests that followed it.
      WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
      ...(thumbnailOrigin ? { YOUTUBE_THUMBNAIL_ORIGIN: thumbnailOrigin } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  };
  try {
    await waitForServer(port, server, 120_000);
    await runScript([
      "scripts/admin-create.ts",
      "--username",
      ADMIN.username,
      "--password",
      ADMIN.password,
      "--nama",
      nama,
      "--persist-to",
      stateDir,
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    publicOrigin: `http://${PUBLIC_HOST}:${port}`,
    adminOrigin: `http://admin.${PUBLIC_HOST}:${port}`,
    stop,
  };
}
