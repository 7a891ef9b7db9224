import { loadPageData } from "@padukuhan/public-app/entry-server";
import { apiMessages } from "@padukuhan/shared/messages";
import { isPrivateRoute, matchPageRoute, PAGE_DATA_PREFIX } from "@padukuhan/shared/routes";
import { siteChrome } from "@padukuhan/shared/site";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { d1PageSources } from "../pages/page-load";

/**
 * `GET /api/pages/<public path>?<query>`: exactly the data the server inlines for that page
 * (for the canonical form of the query) and its document title, for a list page's search and
 * filters in the browser (public-app/src/islands/live-page.tsx).
 */
export const pageDataApi = new Hono<AppEnv>()
  .get("/*", async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.slice(PAGE_DATA_PREFIX.length) || "/";
    // One person's page has no data API: its only door is the rate-limited page itself.
    if (isPrivateRoute(matchPageRoute(path).route))
      return apiError(c, 404, "not_found", apiMessages.routeNotFound);
    const sources = d1PageSources(c.env.DB, c.env.ASSETS);
    const result = await loadPageData(
      path,
      url.searchParams,
      sources.load,
      sources.settings().then(siteChrome),
    );
    // The browser then loads the address as a document: the page's error text, or the phone's copy.
    if (!result) return apiError(c, 503, "server_error", apiMessages.serverError);
    return c.json(result.body, result.status as 200);
  })
  .all("/*", methodNotAllowed(["GET"]));
