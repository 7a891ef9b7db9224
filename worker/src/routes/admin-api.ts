import { Hono } from "hono/tiny";
import { adminAgenda } from "../content/agenda/admin-routes";
import { adminArtikel } from "../content/artikel/admin-routes";
import { adminData } from "../content/data/admin-routes";
import { adminGaleri } from "../content/galeri/admin-routes";
import { adminLapor } from "../content/lapor/admin-routes";
import { adminPengumuman } from "../content/pengumuman/admin-routes";
import { adminUmkm } from "../content/umkm/admin-routes";
import type { ContentCountRow } from "../db/rows";
import type { AppEnv } from "../env";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { adminAccounts, adminSessions } from "./admin-accounts";
import { adminActivity } from "./admin-activity";
import { adminCadangan } from "./admin-cadangan";
import { adminPesan } from "./admin-pesan";
import { adminSettings } from "./admin-settings";

/**
 * The admin API. `requireSession` is applied to `/api/admin/*` in app.ts, in front of every
 * route here; a test enumerates the router to prove no route escapes it.
 */
export const adminApi = new Hono<AppEnv>()
  .get("/overview", async (c) => {
    // The kept counts (migration 0002): a few rows, not every record.
    const { results } = await c.env.DB.prepare(
      "SELECT koleksi, sum(jumlah) AS jumlah FROM content_counts WHERE koleksi IN ('artikel', 'umkm', 'galeri') GROUP BY koleksi",
    ).all<{ koleksi: "artikel" | "umkm" | "galeri"; jumlah: ContentCountRow["jumlah"] }>();
    const counts = { artikel: 0, umkm: 0, galeri: 0 };
    for (const row of results) counts[row.koleksi] = row.jumlah;
    c.header("Cache-Control", "no-store");
    return c.json(counts, 200);
  })
  .all("/overview", methodNotAllowed(["GET"]))
  .route("/artikel", adminArtikel)
  .route("/umkm", adminUmkm)
  .route("/galeri", adminGaleri)
  .route("/agenda", adminAgenda)
  .route("/pengumuman", adminPengumuman)
  .route("/pengaturan", adminSettings)
  .route("/akun", adminAccounts)
  .route("/sesi", adminSessions)
  .route("/riwayat", adminActivity)
  .route("/pesan", adminPesan)
  .route("/lapor", adminLapor)
  .route("/data", adminData)
  .route("/cadangan", adminCadangan);
