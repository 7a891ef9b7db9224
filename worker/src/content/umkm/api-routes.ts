import { umkmMessages } from "@padukuhan/shared/umkm";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../../env";
import { apiError } from "../../lib/errors";
import { apiListRequest, badCursor } from "../../lib/list-request";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { listUmkm } from "./lists";
import { findUmkm } from "./store";

const readOnly = methodNotAllowed(["GET"]);

/** UMKM for anyone: `GET /api/umkm` a page at a time, `GET /api/umkm/:id` with its address. */
export const umkmApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const request = apiListRequest(c, "/api/umkm");
    if (!request) return badCursor(c);
    return c.json(await listUmkm(c.env.DB, request), 200);
  })
  .all("/", readOnly)
  .get("/:id", async (c) => {
    const record = await findUmkm(c.env.DB, c.req.param("id"));
    if (!record) return apiError(c, 404, "not_found", umkmMessages.notFound);
    return c.json(record, 200);
  })
  .all("/:id", readOnly);
