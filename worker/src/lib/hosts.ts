import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** True when the request came to the admin host (its `Host` matches ADMIN_ORIGIN). */
export function isAdminHost(c: Context<AppEnv>): boolean {
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  return host.toLowerCase() === new URL(c.env.ADMIN_ORIGIN).host;
}

/** Names a developer may type for this machine instead of the configured public host. */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);
const ADMIN_LOOPBACK_NAME = "admin.localhost";

/**
 * Where a page asked for on a bare loopback name belongs, or null when it is already on one
 * of the configured hosts (or on a name that is not this machine's). Locally the site runs on
 * `padukuhan.localhost` and `admin.padukuhan.localhost`, one registrable domain as in
 * production, so the admin's SameSite=Strict session reaches the public site's top bar; on
 * `localhost` beside `admin.localhost` it never would. So `localhost` and `127.0.0.1` go to
 * the public origin and `admin.localhost` to the admin's, path and query kept. The API answers
 * on any host: scripts and health checks that cannot resolve `*.localhost` use 127.0.0.1.
 */
export function loopbackRedirect(
  url: URL,
  host: string,
  origins: { publicOrigin: string; adminOrigin: string },
): string | null {
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return null;
  const publicOrigin = new URL(origins.publicOrigin);
  const adminOrigin = new URL(origins.adminOrigin);
  const requested = host.toLowerCase();
  if (requested === publicOrigin.host || requested === adminOrigin.host) return null;
  // The host without its port; an IPv6 literal keeps its brackets.
  const name = requested.replace(/:\d+$/, "");
  const target = LOOPBACK_NAMES.has(name) ? publicOrigin : name === ADMIN_LOOPBACK_NAME ? adminOrigin : null;
  return target ? `${target.origin}${url.pathname}${url.search}` : null;
}

/** Sends a page on a bare loopback name to its configured host (see `loopbackRedirect`). */
export const redirectLoopbackHosts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  const location = loopbackRedirect(new URL(c.req.url), host, {
    publicOrigin: c.env.PUBLIC_ORIGIN,
    adminOrigin: c.env.ADMIN_ORIGIN,
  });
  if (!location) return next();
  // Temporary and never stored: another PUBLIC_HOST tomorrow must not meet an old redirect.
  return c.body(null, 307, { Location: location, "Cache-Control": "no-store" });
};
