import { authMessages } from "@padukuhan/shared/auth";
import { apiMessages } from "@padukuhan/shared/messages";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { isAdminHost } from "../lib/hosts";
import { audit, clientIp } from "./audit";
import { findSession } from "./sessions";

/**
 * `__Host-` makes the browser insist on Secure, Path=/ and no Domain: the cookie can never
 * be handed to another subdomain. Chromium treats http://*.localhost as secure, so the same
 * name works under `wrangler dev`.
 */
export const SESSION_COOKIE = "__Host-padukuhan_session";

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    expires: expiresAt,
    prefix: undefined,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
}

export function sessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** The auth and admin API exist only on the admin host, where the cookie lives. */
export const adminHostOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdminHost(c)) return apiError(c, 404, "not_found", apiMessages.routeNotFound);
  await next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request comes from `origin` itself, whatever its content type
 * (Hono's `csrf` helper only looks at form submissions). Browsers always send `Origin` on
 * such requests; `Sec-Fetch-Site: same-origin` covers the rare one without it.
 */
export function fromOrigin(c: Context<AppEnv>, origin: string): boolean {
  if (SAFE_METHODS.has(c.req.method)) return true;
  const sent = c.req.header("Origin");
  return sent ? sent === origin : c.req.header("Sec-Fetch-Site") === "same-origin";
}

/** Every state-changing request must come from the admin app itself. */
export const requireAdminOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!fromOrigin(c, c.env.ADMIN_ORIGIN)) {
    audit("forbidden_origin", { ip: clientIp(c.req.raw.headers), path: c.req.path, username: null });
    return apiError(c, 403, "forbidden", authMessages.forbiddenOrigin);
  }
  await next();
};

/**
 * A live session or 401. Unless `allowPasswordDue`, an account that still has the first
 * password another admin gave it is refused with 403 until it changes it.
 */
const sessionGuard =
  (allowPasswordDue: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = sessionToken(c);
    const session = token ? await findSession(c.env.DB, token) : null;
    if (!session) {
      audit("unauthorized", { ip: clientIp(c.req.raw.headers), path: c.req.path, username: null });
      return apiError(c, 401, "unauthorized", authMessages.unauthorized);
    }
    if (session.mustChangePassword && !allowPasswordDue) {
      return apiError(c, 403, "forbidden", authMessages.passwordChangeRequired);
    }
    c.set("session", session);
    await next();
  };

/** The one guard in front of every `/api/admin/*` route: a live session whose password is its own. */
export const requireSession = sessionGuard(false);

/** The session check and 'Ganti Password' itself: any live session. */
export const requireAnySession = sessionGuard(true);
