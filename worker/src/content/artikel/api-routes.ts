import { artikelMessages } from "@padukuhan/shared/artikel";
import { apiError } from "../../lib/errors";
import { apiListRoutes } from "../../lib/list-request";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { listArtikel } from "./lists";
import { findArtikel } from "./store";

/** Published articles for anyone: `GET /api/artikel` a page at a time, `GET /api/artikel/:id`. */
export const artikelApi = apiListRoutes("/api/artikel", listArtikel)
  .get("/:id", async (c) => {
    const record = await findArtikel(c.env.DB, c.req.param("id"));
    if (!record) return apiError(c, 404, "not_found", artikelMessages.notFound);
    return c.json(record, 200);
  })
  .all("/:id", methodNotAllowed(["GET"]));
