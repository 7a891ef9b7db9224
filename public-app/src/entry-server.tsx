/**
 * Server rendering of the public site, called by the Worker. The same components as the
 * browser; the page's data goes into the HTML so the first paint needs no API call.
 */
import type { PageDataMap, PageInput, PageName } from "@padukuhan/shared/pages";
import { canonicalPageSearch, withSearch } from "@padukuhan/shared/routes";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import type { LoadedPage } from "./page-data";
import type { PageMeta } from "./page-meta";
import { ServerApp } from "./public-app";
import { matchPublicRoute, metaFor, viewFor } from "./public-routes";
import { type SiteConfig, SiteConfigProvider } from "./site-config";

/** The Worker's way to fetch a page's data (from D1). */
export type ServerPageLoad = <P extends PageName>(page: P, input: PageInput) => Promise<PageDataMap[P]>;

/** What the browser reads back from the page to hydrate. */
export interface HydrationPayload {
  config: SiteConfig;
  page: LoadedPage;
}

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
    };

/** The page data for `/api/pages/*`, where to go instead, or null when it could not be read. */
export type PageDataResult = { status: number; body: { data: unknown } | { redirect: string } } | null;

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
): Promise<PageDataResult> {
  const { loaded, status, redirect } = await loadPage(pathname, search, load);
  if (redirect) return { status: 200, body: { redirect } };
  if (loaded.failed) return null;
  return { status, body: { data: loaded.data } };
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
  await viewFor(route, loaded.failed)?.resolve();
  const canonicalPath = withSearch(loaded.pathname, new URLSearchParams(loaded.search));
  const html = renderToString(
    <StrictMode>
      <SiteConfigProvider value={config}>
        <StaticRouter location={canonicalPath}>
          <ServerApp loaded={loaded} />
        </StaticRouter>
      </SiteConfigProvider>
    </StrictMode>,
  );
  return {
    kind: "page",
    status,
    html,
    meta: metaFor(route, loaded.data, loaded.failed, config.site),
    canonicalPath,
    payload: { config, page: loaded },
  };
}
