import { loadPageData } from "@padukuhan/public-app/entry-server";
import { apiMessages } from "@padukuhan/shared/messages";
import { PAGE_DATA_PREFIX } from "@padukuhan/shared/routes";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { activePengumumanOrNone, d1PageLoad } from "../pages/page-load";

/**
 * `GET /api/pages/<public path>?<query>`: exactly the data the server inlines for that page
 * (for the canonical form of the query), for the browser's later navigations and filters.
 */
export const pageDataApi = new Hono<AppEnv>()
  .get("/*", async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.slice(PAGE_DATA_PREFIX.length) || "/";
    const [result, pengumuman] = await Promise.all([
      loadPageData(path, url.searchParams, d1PageLoad(c.env.DB, c.env.ASSETS)),
      activePengumumanOrNone(c.env.DB),
    ]);
    // The browser then shows the page's error text (or its built-in content, where the seed has it).
    if (!result) return apiError(c, 503, "server_error", apiMessages.serverError);
    // The announcement travels with every page's data: in-app navigation never reloads the
    // frame, so this is how an open tab learns of a new or ended one (docs/decisions/012).
    const body = "data" in result.body ? { ...result.body, pengumuman } : result.body;
    return c.json(body, result.status as 200);
  })
  .all("/*", methodNotAllowed(["GET"]));
