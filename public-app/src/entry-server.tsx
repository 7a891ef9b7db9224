/**
 * Server rendering of the public site, called by the Worker. The same components as the
 * browser; the page's data goes into the HTML so the first paint needs no API call.
 */
import type { PageDataMap, PageInput, PageName } from "@padukuhan/shared/pages";
import { canonicalPageSearch, withSearch } from "@padukuhan/shared/routes";
import { StrictMode } from "react";
import { IslandRenderProvider, islandRender } from "./islands/island";
import type { IslandPage } from "./islands/island-root";
import type { LoadedPage } from "./page-data";
import { PageLocationProvider } from "./page-location";
import type { PageMeta } from "./page-meta";
import { ServerApp } from "./public-app";
import { matchPublicRoute, metaFor, type PageStyles } from "./public-routes";
import { renderToString } from "./server/render-to-string.cjs";
import { type SiteConfig, SiteConfigProvider } from "./site-config";

/** The Worker's way to fetch a page's data (from D1). */
export type ServerPageLoad = <P extends PageName>(page: P, input: PageInput) => Promise<PageDataMap[P]>;

/** What the browser reads back from the page to hydrate its islands. */
export type HydrationPayload = IslandPage;

export type RenderResult =
  | { kind: "redirect"; location: string }
  | {
      kind: "page";
      status: number;
      html: string;
      meta: PageMeta;
      /** The page's own URL, path and canonical query, for `<link rel="canonical">`. */
      canonicalPath: string;
      payload: HydrationPayload;
      /** The page and its data, for what the Worker adds (structured data). */
      loaded: LoadedPage;
      /** Whose stylesheet the page needs besides the site's own (public-routes.tsx). */
      styles: PageStyles | null;
    };

/**
 * The page data for `/api/pages/*` with the page's document title (a list's title names its
 * search and page), where to go instead, or null when it could not be read.
 */
export type PageDataResult = {
  status: number;
  body: { data: unknown; title: string } | { redirect: string };
} | null;

/**
 * Runs the page's loader for the canonical form of `search` (parameters the page does not
 * understand never reach it) and applies its outcome (404, redirect).
 */
async function loadPage(pathname: string, search: URLSearchParams, load: ServerPageLoad) {
  const { route, params, page } = matchPublicRoute(pathname);
  const canonical = canonicalPageSearch(pathname, search);
  let data: unknown = null;
  let failed = false;
  if (page) {
    try {
      data = await load(page, { id: params.id, search: canonical });
    } catch (error) {
      // The page's error text (its own, or the frame's), with a 503: never a stack or raw JSON.
      console.error(`[pages] ${pathname}`, error);
      failed = true;
    }
  }
  const outcome = failed ? undefined : route.outcome?.(data);
  const status = failed ? 503 : outcome && "status" in outcome ? outcome.status : 200;
  const loaded: LoadedPage = { pathname, search: canonical.toString(), page, data, failed };
  return { route, loaded, status, redirect: outcome && "redirect" in outcome ? outcome.redirect : null };
}

/** The body of `GET /api/pages/*`: exactly the data the server inlines for that page. */
export async function loadPageData(
  pathname: string,
  search: URLSearchParams,
  load: ServerPageLoad,
  site: Promise<SiteConfig["site"]>,
): Promise<PageDataResult> {
  const [{ route, loaded, status, redirect }, chrome] = await Promise.all([
    loadPage(pathname, search, load),
    site,
  ]);
  if (redirect) return { status: 200, body: { redirect } };
  if (loaded.failed) return null;
  const title = metaFor(route, loaded.data, false, chrome).documentTitle;
  return { status, body: { data: loaded.data, title } };
}

export async function renderPage(
  url: URL,
  load: ServerPageLoad,
  siteConfig: Promise<SiteConfig>,
): Promise<RenderResult> {
  const [{ route, loaded, status, redirect }, config] = await Promise.all([
    loadPage(url.pathname, url.searchParams, load),
    siteConfig,
  ]);
  if (redirect) return { kind: "redirect", location: redirect };
  const canonicalPath = withSearch(loaded.pathname, new URLSearchParams(loaded.search));
  const payload: HydrationPayload = {
    config,
    location: { pathname: loaded.pathname, search: loaded.search },
  };
  const islands = islandRender(payload);
  const html = renderToString(
    <StrictMode>
      <SiteConfigProvider value={config}>
        <PageLocationProvider value={payload.location}>
          <IslandRenderProvider value={islands}>
            <ServerApp loaded={loaded} />
          </IslandRenderProvider>
        </PageLocationProvider>
      </SiteConfigProvider>
    </StrictMode>,
  );
  return {
    kind: "page",
    status,
    // Islands' preloads first, where React puts the page's own.
    html: islands.preloads + html,
    meta: metaFor(route, loaded.data, loaded.failed, config.site),
    canonicalPath,
    payload,
    loaded,
    styles: loaded.failed && !route.errorView ? null : (route.styles ?? null),
  };
}
