import { apiMessages } from "@padukuhan/shared/messages";
import { Hono } from "hono/tiny";
import { findArtikel, listArtikel } from "../db/artikel";
import { listGaleri } from "../db/galeri";
import { findUmkm, listUmkm } from "../db/umkm";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";

const readOnly = methodNotAllowed(["GET"]);

/** The public read API: articles, UMKM and gallery, for anyone on any host. */
export const contentApi = new Hono<AppEnv>()
  .get("/artikel", async (c) => c.json(await listArtikel(c.env.DB), 200))
  .all("/artikel", readOnly)
  .get("/artikel/:id", async (c) => {
    const record = await findArtikel(c.env.DB, c.req.param("id"));
    if (!record) return apiError(c, 404, "not_found", apiMessages.artikelNotFound);
    return c.json(record, 200);
  })
  .all("/artikel/:id", readOnly)
  .get("/umkm", async (c) => c.json(await listUmkm(c.env.DB), 200))
  .all("/umkm", readOnly)
  .get("/umkm/:id", async (c) => {
    const record = await findUmkm(c.env.DB, c.req.param("id"));
    if (!record) return apiError(c, 404, "not_found", apiMessages.umkmNotFound);
    return c.json(record, 200);
  })
  .all("/umkm/:id", readOnly)
  .get("/galeri", async (c) => c.json(await listGaleri(c.env.DB), 200))
  .all("/galeri", readOnly);
