import { artikelSchema, contentMessages } from "@padukuhan/shared/content-schemas";
import { apiMessages } from "@padukuhan/shared/messages";
import { API_LIMIT } from "@padukuhan/shared/routes";
import { normalizeQuery } from "@padukuhan/shared/search";
import { Hono } from "hono/tiny";
import { artikelStore } from "../db/artikel";
import { decodeCursor, listAdminArtikel } from "../db/lists";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { oneImage } from "../lib/upload-form";
import { contentRoutes } from "./content-routes";

/**
 * Articles: the admin's list (every status, newest first, searchable, paged with a cursor;
 * never the public API, which shows published articles only), add, edit, delete. Mounted at
 * /api/admin/artikel, behind the session guard.
 */
export const adminArtikel = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = c.req.query();
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const after = cursor && "after" in cursor && typeof cursor.after[0] === "number" ? cursor : null;
    if (query.cursor && !after) return apiError(c, 400, "invalid_input", apiMessages.cursorInvalid);
    const asked = /^\d{1,5}$/.test(query.limit ?? "") ? Number(query.limit) : 0;
    const limit = asked < 1 ? API_LIMIT.default : Math.min(asked, API_LIMIT.max);
    c.header("Cache-Control", "no-store");
    return c.json(
      await listAdminArtikel(c.env.DB, { q: normalizeQuery(query.q ?? ""), limit, cursor: after }),
    );
  })
  // The collection reads (GET) and adds (POST, below); anything else is named here with both.
  .on(["PUT", "PATCH", "DELETE"], "/", methodNotAllowed(["GET", "POST"]))
  .route(
    "/",
    contentRoutes({
      kind: "artikel",
      store: artikelStore,
      notFound: apiMessages.artikelNotFound,
      form: { schema: artikelSchema, ...oneImage(contentMessages.artikelImageRequired) },
      title: (artikel) => artikel.judul,
      images: (artikel) => [artikel.gambar],
      create: (data, uploaded) => ({ ...data, gambar: uploaded.image }),
      change: (data, uploaded) => ({ ...data, gambar: uploaded.image }),
    }),
  );
