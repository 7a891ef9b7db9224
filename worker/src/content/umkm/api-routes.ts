import { umkmMessages } from "@padukuhan/shared/umkm";
import { apiError } from "../../lib/errors";
import { apiListRoutes } from "../../lib/list-request";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { listUmkm } from "./lists";
import { findUmkm } from "./store";

/** UMKM for anyone: `GET /api/umkm` a page at a time, `GET /api/umkm/:id` with its address. */
export const umkmApi = apiListRoutes("/api/umkm", listUmkm)
  .get("/:id", async (c) => {
    const record = await findUmkm(c.env.DB, c.req.param("id"));
    if (!record) return apiError(c, 404, "not_found", umkmMessages.notFound);
    return c.json(record, 200);
  })
  .all("/:id", methodNotAllowed(["GET"]));
