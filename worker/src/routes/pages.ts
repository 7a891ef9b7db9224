import { renderPage } from "@padukuhan/public-app/entry-server";
import { villageName } from "@padukuhan/shared/village";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../env";
import { isAdminHost } from "../lib/hosts";
import { contentSecurityPolicy } from "../lib/security-headers";
import { fillShell, scriptSafeJson } from "../pages/document";
import { d1PageLoad } from "../pages/page-load";

function fetchAsset(c: Context<AppEnv>, path: string) {
  return c.env.ASSETS.fetch(new Request(new URL(path, c.req.url)));
}

/** `sha256-<base64>` of each inline `<style>` in a shell, for its Content Security Policy. */
const styleHashCache = new Map<string, string[]>();
async function inlineStyleHashes(template: string): Promise<string[]> {
  const known = styleHashCache.get(template);
  if (known) return known;
  const hashes = await Promise.all(
    [...template.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(async ([, css]) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css));
      return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
    }),
  );
  // One shell per build: keep only the latest.
  styleHashCache.clear();
  styleHashCache.set(template, hashes);
  return hashes;
}

async function shellTemplate(c: Context<AppEnv>, app: "public" | "admin"): Promise<string | null> {
  const shell = await fetchAsset(c, `/${app}/index.html`);
  return shell.ok ? shell.text() : null;
}

const NOT_BUILT = "Aplikasi belum dibangun. Jalankan `npm run build`.";

/** Every public route, rendered on the server with its data inlined for hydration. */
async function renderPublicPage(c: Context<AppEnv>) {
  const template = await shellTemplate(c, "public");
  if (!template) return c.text(NOT_BUILT, 503);
  const url = new URL(c.req.url);
  const result = await renderPage(url, d1PageLoad(c.env.DB, c.env.ASSETS), {
    publicOrigin: c.env.PUBLIC_ORIGIN,
    adminOrigin: c.env.ADMIN_ORIGIN,
  });
  if (result.kind === "redirect") return c.redirect(result.location, 302);
  const absolute = (path: string) => new URL(path, c.env.PUBLIC_ORIGIN).href;
  const html = fillShell(
    template,
    {
      ...result.meta,
      image: absolute(result.meta.image),
      // The origin and the page's own path: never a host a request smuggled in.
      canonical: `${c.env.PUBLIC_ORIGIN}${result.canonicalPath}`,
      siteName: villageName,
    },
    result.html,
    result.payload,
  );
  return c.html(html, result.status as 200, {
    "Cache-Control": "no-cache",
    // Set here, not by securityHeaders: it must travel with the page into the edge cache.
    "Content-Security-Policy": contentSecurityPolicy(c.env, await inlineStyleHashes(template)),
  });
}

/**
 * Everything that is not API or image (the hashed build files never reach the Worker: see
 * `run_worker_first` in wrangler.toml): the favicon, the admin redirects of the public host,
 * the public pages (server-rendered) and the admin app shell (deep links load on reload).
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/favicon.svg", async (c) => {
    const asset = await fetchAsset(c, "/favicon.svg");
    const response = new Response(asset.body, asset);
    response.headers.set("Cache-Control", "public, max-age=86400");
    return response;
  })
  .get("*", async (c, next) => {
    const path = c.req.path;
    // `//x` is a path to us but a host to a browser: answer with the one page it can mean.
    if (path.includes("//")) {
      return c.redirect(`${path.replace(/\/{2,}/g, "/")}${new URL(c.req.url).search}`, 301);
    }
    const wantsAdmin = path === "/login" || path === "/admin" || path.startsWith("/admin/");
    if (wantsAdmin && !isAdminHost(c)) {
      const search = new URL(c.req.url).search;
      return c.redirect(`${c.env.ADMIN_ORIGIN}${path}${search}`, 302);
    }
    return next();
  })
  .get("*", async (c) => {
    if (!isAdminHost(c)) return renderPublicPage(c);
    const template = await shellTemplate(c, "admin");
    if (!template) return c.text(NOT_BUILT, 503);
    const config = { publicOrigin: c.env.PUBLIC_ORIGIN, adminOrigin: c.env.ADMIN_ORIGIN };
    const data = `<script type="application/json" id="page-data">${scriptSafeJson({ config })}</script>`;
    return c.html(
      template.replace("<!--ssr-data-->", () => data),
      200,
      { "Cache-Control": "no-store" },
    );
  });
