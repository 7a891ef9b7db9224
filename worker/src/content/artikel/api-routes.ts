import { artikelMessages } from "@padukuhan/shared/artikel";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../../env";
import { apiError } from "../../lib/errors";
import { apiListRequest, badCursor } from "../../lib/list-request";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { listArtikel } from "./lists";
import { findArtikel } from "./store";

const readOnly = methodNotAllowed(["GET"]);

/** Published articles for anyone: `GET /api/artikel` a page at a time, `GET /api/artikel/:id`. */
export const artikelApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const request = apiListRequest(c, "/api/artikel");
    if (!request) return badCursor(c);
    return c.json(await listArtikel(c.env.DB, request), 200);
  })
  .all("/", readOnly)
  .get("/:id", async (c) => {
    const record = await findArtikel(c.env.DB, c.req.param("id"));
    if (!record) return apiError(c, 404, "not_found", artikelMessages.notFound);
    return c.json(record, 200);
  })
  .all("/:id", readOnly);
