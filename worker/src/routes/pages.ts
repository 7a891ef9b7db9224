import { renderPage } from "@padukuhan/public-app/entry-server";
import { laporMessages } from "@padukuhan/shared/lapor";
import { isIndexedRoute, isPrivateRoute, matchPageRoute } from "@padukuhan/shared/routes";
import { siteChrome } from "@padukuhan/shared/site";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { lookupAllowed } from "../content/lapor/lookup-limit";
import type { AppEnv } from "../env";
import { isAdminHost } from "../lib/hosts";
import { SAVE_DATA_HEADER, savesData } from "../lib/save-data";
import { contentSecurityPolicy, permissionsPolicy } from "../lib/security-headers";
import { documentMeta, escapeHtml, fillShell, scriptSafeJson, shellBootScript } from "../pages/document";
import { errorPage } from "../pages/error-page";
import { structuredData } from "../pages/json-ld";
import { d1PageSources } from "../pages/page-load";
import { cachedInlineHash, inlineHash, routeStylesheet } from "../pages/page-styles";

function fetchAsset(c: Context<AppEnv>, path: string) {
  return c.env.ASSETS.fetch(new Request(new URL(path, c.req.url)));
}

export async function shellTemplate(c: Context<AppEnv>, app: "public" | "admin"): Promise<string | null> {
  const shell = await fetchAsset(c, `/${app}/index.html`);
  return shell.ok ? shell.text() : null;
}

export const NOT_BUILT = "Aplikasi belum dibangun. Jalankan `npm run build`.";

/** Every public route, rendered on the server with its data inlined for hydration. */
async function renderPublicPage(c: Context<AppEnv>) {
  const template = await shellTemplate(c, "public");
  if (!template) return c.text(NOT_BUILT, 503);
  const url = new URL(c.req.url);
  const { route } = matchPageRoute(url.pathname);
  // One resident's report (its code is the only key): rate-limited, and kept by no cache,
  // no search engine and no referring link.
  const privatePage = isPrivateRoute(route);
  if (privatePage && !(await lookupAllowed(c.env, c.req.raw.headers))) {
    return c.html(errorPage(laporMessages.lookupThrottled), 429, {
      "Cache-Control": "no-store",
      "Retry-After": "60",
    });
  }
  const sources = d1PageSources(c.env.DB, c.env.ASSETS);
  // The settings are read beside the page's data (one query, shared with its loader).
  const settings = sources.settings();
  // The frame's announcement, read beside the settings (one index seek).
  const pengumuman = sources.pengumuman();
  // Part of the page's payload, so the browser hydrates and navigates as the server rendered.
  const saveData = savesData(c.req.header(SAVE_DATA_HEADER));
  const result = await renderPage(
    url,
    sources.load,
    Promise.all([settings, pengumuman]).then(([loaded, active]) => ({
      publicOrigin: c.env.PUBLIC_ORIGIN,
      adminOrigin: c.env.ADMIN_ORIGIN,
      site: siteChrome(loaded),
      pengumuman: active,
      ...(saveData ? { saveData: true as const } : {}),
    })),
  );
  if (result.kind === "redirect") return c.redirect(result.location, 302);
  const css = await routeStylesheet(c, result.styles);
  if (css === null) return c.text(NOT_BUILT, 503);
  const meta = documentMeta(result, c.env.PUBLIC_ORIGIN);
  const html = fillShell(
    template,
    meta,
    css,
    result.html,
    result.payload,
    structuredData(result.loaded.page, result.loaded.data, result.payload.config.site, c.env.PUBLIC_ORIGIN),
  );
  const boot = shellBootScript(template);
  const [styleHashes, scriptHashes] = await Promise.all([
    Promise.all([cachedInlineHash(css), inlineHash(meta.colors)]),
    boot === null ? [] : cachedInlineHash(boot).then((hash) => [hash]),
  ]);
  const headers: Record<string, string> = {
    "Cache-Control": "no-cache",
    // Set here, not by securityHeaders: they must travel with the page into the edge cache.
    "Content-Security-Policy": contentSecurityPolicy(c.env, styleHashes, scriptHashes),
    // The edge cache keys pages by it (edge-cache.ts); this tells any other cache on the way.
    Vary: SAVE_DATA_HEADER,
  };
  if (route.page === "laporForm") headers["Permissions-Policy"] = permissionsPolicy({ geolocation: true });
  // Set on the page itself, so it travels into the edge cache with it.
  if (!isIndexedRoute(route)) headers["X-Robots-Tag"] = "noindex";
  if (privatePage) {
    Object.assign(headers, { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  }
  return c.html(html, result.status as 200, headers);
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
    const { identity } = await d1PageSources(c.env.DB, c.env.ASSETS).settings();
    const config = {
      publicOrigin: c.env.PUBLIC_ORIGIN,
      adminOrigin: c.env.ADMIN_ORIGIN,
      villageName: identity.villageName,
    };
    const data = `<script type="application/json" id="page-data">${scriptSafeJson({ config })}</script>`;
    return c.html(
      template
        .replace("<!--ssr-title-->", () => escapeHtml(`Admin ${identity.villageName}`))
        .replace("<!--ssr-data-->", () => data),
      200,
      { "Cache-Control": "no-store" },
    );
  });
