import type { Context } from "hono";
import type { AppEnv } from "../env";

/** True when the request came to the admin host (its `Host` matches ADMIN_ORIGIN). */
export function isAdminHost(c: Context<AppEnv>): boolean {
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  return host.toLowerCase() === new URL(c.env.ADMIN_ORIGIN).host;
}
