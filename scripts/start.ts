/**
 * `npm start`: the whole site on one machine, nothing else to install.
 *   1. builds both bundles and keeps rebuilding them on change,
 *   2. applies the D1 migrations locally,
 *   3. loads the sample content once (not with `--empty`: a new village starts with nothing),
 *   4. runs `wrangler dev` on 127.0.0.1:$PORT (default 8787),
 *   5. once it answers, runs the Worker's scheduled handler on wrangler.toml's Cron Triggers
 *      (wrangler does not fire them locally), until `wrangler dev` stops.
 * `--persist-to DIR` keeps D1 and R2 in DIR instead of `.wrangler/state` (the e2e tests use it).
 * `--serve-built` skips step 1 and serves the `dist/` the last `npm run build` left: every site a
 * test starts uses it (e2e/dev-server.ts), so no start rebuilds or reloads a folder that another
 * site, or the Worker tests, are serving at the same time.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { build } from "./build";
import { type CronTicker, localCronSchedules, startCronTicker } from "./lib/cron-ticker";
import { persistOption, root } from "./lib/local-state";
import { applyMigrations } from "./lib/migrations";
import { quietWrangler } from "./lib/run";
import { devRegistryOf, wranglerBin, wranglerDevArgs } from "./lib/wrangler-dev";
import { seedLocal } from "./seed";

const port = Number(process.env.PORT ?? 8787);
// The admin session cookie is SameSite=Strict, so the public site's top bar can see it only
// when both hosts share a registrable domain, as they do in production: padukuhan.localhost
// and admin.padukuhan.localhost do (`localhost` and `admin.localhost` would not, and the Worker
// redirects them here). Browsers resolve every *.localhost name to this machine.
const publicHost = process.env.PUBLIC_HOST ?? "padukuhan.localhost";
const adminHost = process.env.ADMIN_HOST ?? `admin.${publicHost}`;
const persistTo = persistOption(process.argv);

if (!process.argv.includes("--serve-built")) await build({ watch: true });
else if (!existsSync(path.join(root, "dist/public/index.html")))
  throw new Error("--serve-built: dist/ holds no build yet; run `npm run build` first");
await applyMigrations({ remote: false, persistTo });
if (!process.argv.includes("--empty")) await seedLocal(persistTo);

const dev = spawn(
  wranglerBin,
  wranglerDevArgs({
    port,
    publicHost,
    adminHost,
    persistTo,
    // The browser tests serve video thumbnails themselves: nothing from the internet.
    thumbnailOrigin: process.env.YOUTUBE_THUMBNAIL_ORIGIN,
  }),
  { cwd: root, stdio: "inherit", env: { ...process.env, ...quietWrangler, ...devRegistryOf(persistTo) } },
);
console.log(`\nSitus publik: http://${publicHost}:${port}\nAdmin:        http://${adminHost}:${port}\n`);

let ticker: CronTicker | undefined;
let stopping = false;
const origin = `http://127.0.0.1:${port}`;
/** Whether the Worker answers at all yet (the public API answers on any host). */
async function answers(): Promise<boolean> {
  try {
    const answer = await fetch(`${origin}/api/galeri?limit=1`, { redirect: "manual" });
    await answer.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
// The Cron Triggers fire only against a server that is up, and stop before it goes.
(async () => {
  while (!stopping && dev.exitCode === null && !(await answers())) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (stopping || dev.exitCode !== null) return;
  ticker = startCronTicker(origin, localCronSchedules());
})();

const stop = () => {
  stopping = true;
  ticker?.stop();
  dev.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
dev.on("exit", (code) => {
  stopping = true;
  ticker?.stop();
  process.exit(code ?? 0);
});
