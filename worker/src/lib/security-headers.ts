import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * The page's Content Security Policy. `styleHashes` allows inline `<style>` elements by the
 * SHA-256 of their text (the public shell's inlined CSS), never inline styles in general;
 * `scriptHashes` likewise the one inline script a page runs (the public shell's boot script).
 */
export function contentSecurityPolicy(
  env: AppEnv["Bindings"],
  styleHashes: string[] = [],
  scriptHashes: string[] = [],
): string {
  return [
    "default-src 'self'",
    // Only our own module scripts and the boot script by its hash; the page data is
    // `type="application/json"`, which never runs.
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    // The public top bar asks the admin host whether an admin is signed in.
    `connect-src 'self' ${env.ADMIN_ORIGIN}`,
    // The footer's map and a gallery video, each loaded only when the visitor asks for it; the
    // video from YouTube's privacy-enhanced host alone (its thumbnail is our own copy).
    "frame-src https://www.google.com https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers on every response. Written out rather than taken from Hono's `secureHeaders`, whose
 * defaults (HSTS of 180 days, `Cross-Origin-Resource-Policy: same-origin`, which would stop
 * link previews from fetching our images) would all need overriding anyway. A header a route
 * set itself (the images' stricter CSP) is kept.
 */
/**
 * Browser features no page uses are switched off. The one exception is the phone's location on
 * 'Lapor Warga', taken only on the resident's tap (`geolocation`: this site's own pages).
 */
export const permissionsPolicy = ({ geolocation = false } = {}) =>
  `camera=(), microphone=(), geolocation=(${geolocation ? "self" : ""}), payment=(), usb=(), interest-cohort=()`;

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const production = c.env.PUBLIC_ORIGIN.startsWith("https://");
  const csp = contentSecurityPolicy(c.env);
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy(),
    "X-Frame-Options": "DENY",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  for (const [name, value] of Object.entries(headers)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};
