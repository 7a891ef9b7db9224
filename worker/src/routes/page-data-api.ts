import { loadPageData } from "@padukuhan/public-app/entry-server";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../env";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { d1PageLoad } from "../pages/page-load";

/**
 * `GET /api/pages/<public path>`: exactly the data the server inlines for that page, for the
 * browser's later navigations. Smaller than the full lists on costly mobile data.
 */
export const pageDataApi = new Hono<AppEnv>()
  .get("/*", async (c) => {
    const path = c.req.path.slice("/api/pages".length) || "/";
    const { status, body } = await loadPageData(path, d1PageLoad(c.env.DB, c.env.ASSETS));
    return c.json(body, status as 200);
  })
  .all("/*", methodNotAllowed(["GET"]));
