import path from "node:path";
import { root } from "./local-state";

export const wranglerBin = path.join(root, "node_modules/.bin/wrangler");

export interface LocalSite {
  port: number;
  publicHost: string;
  adminHost: string;
  /** Local D1 and R2 in this folder instead of `.wrangler/state`. */
  persistTo?: string | undefined;
  /** Where gallery video thumbnails come from instead of YouTube (the browser tests' own server). */
  thumbnailOrigin?: string | undefined;
}

/**
 * `wrangler dev` as `npm start` runs it: on 127.0.0.1, with the site's two origins, Cron
 * Triggers callable, and a devtools port of its own. The backup test serves a restored state
 * folder with exactly this and nothing else (no build, no migrations, no sample content).
 */
export function wranglerDevArgs({
  port,
  publicHost,
  adminHost,
  persistTo,
  thumbnailOrigin,
}: LocalSite): string[] {
  return [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--show-interactive-dev-session=false",
    // GET /__scheduled?cron=<expr> runs the scheduled handler: `npm start`'s ticker calls it.
    "--test-scheduled",
    // One devtools port per site: two dev servers (the e2e tests run two) must not share one.
    "--inspector-port",
    String(port + 1000),
    "--var",
    `PUBLIC_ORIGIN:http://${publicHost}:${port}`,
    "--var",
    `ADMIN_ORIGIN:http://${adminHost}:${port}`,
    ...(thumbnailOrigin ? ["--var", `YOUTUBE_THUMBNAIL_ORIGIN:${thumbnailOrigin}`] : []),
    ...(persistTo ? ["--persist-to", persistTo] : []),
  ];
}

/**
 * Every `wrangler dev` on a machine shares one registry of running dev sessions and follows its
 * changes. A site with a state folder of its own (the tests start several beside each other)
 * keeps its registry there: in a fresh-clone run, the browser tests' site answered nothing for
 * 30 s, twice, while the script tests started and stopped sites of their own beside it.
 */
export function devRegistryOf(persistTo: string | undefined): { WRANGLER_REGISTRY_PATH?: string } {
  return persistTo ? { WRANGLER_REGISTRY_PATH: path.join(persistTo, "dev-registry") } : {};
}
