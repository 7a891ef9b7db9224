import { artikelMessages, artikelSchema } from "@padukuhan/shared/artikel";
import { normalizeQuery } from "@padukuhan/shared/search";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../../env";
import { adminPageQuery } from "../../lib/admin-paging";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { oneImage } from "../../lib/upload-form";
import { contentRoutes } from "../content-routes";
import { listAdminArtikel } from "./lists";
import { artikelStore } from "./store";

/**
 * Articles: the admin's list (every status, newest first, searchable, paged with a cursor;
 * never the public API, which shows published articles only), add, edit, delete. Mounted at
 * /api/admin/artikel, behind the session guard.
 */
export const adminArtikel = new Hono<AppEnv>()
  .get("/", adminPageQuery, async (c) => {
    const { after, limit } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(
      await listAdminArtikel(c.env.DB, {
        q: normalizeQuery(c.req.query("q") ?? ""),
        limit,
        cursor: after ? { after } : null,
      }),
    );
  })
  // The collection reads (GET) and adds (POST, below); anything else is named here with both.
  .on(["PUT", "PATCH", "DELETE"], "/", methodNotAllowed(["GET", "POST"]))
  .route(
    "/",
    contentRoutes({
      kind: "artikel",
      store: artikelStore,
      notFound: artikelMessages.notFound,
      form: { schema: artikelSchema, ...oneImage(artikelMessages.imageRequired) },
      title: (artikel) => artikel.judul,
      images: (artikel) => [artikel.gambar],
      create: (data, uploaded) => ({ ...data, gambar: uploaded.image }),
      change: (data, uploaded) => ({ ...data, gambar: uploaded.image }),
    }),
  );
