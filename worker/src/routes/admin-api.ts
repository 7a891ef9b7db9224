import { count } from "drizzle-orm";
import { Hono } from "hono";
import { openDatabase } from "../db/client";
import { artikel, galeri, umkm } from "../db/schema";
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
    const db = openDatabase(c.env.DB);
    const [a, u, g] = await db.batch([
      db.select({ n: count() }).from(artikel),
      db.select({ n: count() }).from(umkm),
      db.select({ n: count() }).from(galeri),
    ]);
    c.header("Cache-Control", "no-store");
    return c.json({ artikel: a[0]?.n ?? 0, umkm: u[0]?.n ?? 0, galeri: g[0]?.n ?? 0 }, 200);
  })
  .all("/overview", methodNotAllowed(["GET"]))
  .route("/artikel", adminArtikel)
  .route("/umkm", adminUmkm)
  .route("/galeri", adminGaleri);
