import { loadPageData } from "@padukuhan/public-app/entry-server";
import { apiMessages } from "@padukuhan/shared/messages";
import { PAGE_DATA_PREFIX } from "@padukuhan/shared/routes";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { d1PageLoad } from "../pages/page-load";

/**
 * `GET /api/pages/<public path>?<query>`: exactly the data the server inlines for that page
 * (for the canonical form of the query), for the browser's later navigations and filters.
 */
export const pageDataApi = new Hono<AppEnv>()
  .get("/*", async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.slice(PAGE_DATA_PREFIX.length) || "/";
    const result = await loadPageData(path, url.searchParams, d1PageLoad(c.env.DB, c.env.ASSETS));
    // The browser then shows the page's error text (or its built-in content, where the seed has it).
    if (!result) return apiError(c, 503, "server_error", apiMessages.serverError);
    return c.json(result.body, result.status as 200);
  })
  .all("/*", methodNotAllowed(["GET"]));
