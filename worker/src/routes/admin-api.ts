import { Hono } from "hono/tiny";
import type { AppEnv } from "../env";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { adminArtikel } from "./admin-artikel";
import { adminGaleri } from "./admin-galeri";
import { adminUmkm } from "./admin-umkm";

/**
 * The admin API. `requireSession` is applied to `/api/admin/*` in app.ts, in front of every
 * route here; a test enumerates the router to prove no route escapes it.
 */
export const adminApi = new Hono<AppEnv>()
  .get("/overview", async (c) => {
    const db = c.env.DB;
    const counts = await db
      .prepare(
        "SELECT (SELECT count(*) FROM artikel) AS artikel, (SELECT count(*) FROM umkm) AS umkm, (SELECT count(*) FROM galeri) AS galeri",
      )
      .first<{ artikel: number; umkm: number; galeri: number }>();
    c.header("Cache-Control", "no-store");
    return c.json(
      { artikel: counts?.artikel ?? 0, umkm: counts?.umkm ?? 0, galeri: counts?.galeri ?? 0 },
      200,
    );
  })
  .all("/overview", methodNotAllowed(["GET"]))
  .route("/artikel", adminArtikel)
  .route("/umkm", adminUmkm)
  .route("/galeri", adminGaleri);
