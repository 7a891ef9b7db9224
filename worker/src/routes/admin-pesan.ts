/**
 * 'Pesan Masuk' (docs/decisions/013): the admin reads, marks and deletes what visitors sent
 * with 'Kirim Pesan'. Mounted at /api/admin/pesan, behind the session guard.
 */
import { type PesanEntry, pesanMessages } from "@padukuhan/shared/pesan";
import { pesanMarkSchema } from "@padukuhan/shared/pesan-schema";
import { Hono } from "hono/tiny";
import type { PesanRow } from "../db/rows";
import { toIso } from "../db/time";
import type { AppEnv } from "../env";
import { activityStatementIf, byAdmin } from "../lib/activity-log";
import { adminPageQuery, pageOf } from "../lib/admin-paging";
import { bodyLimit, JSON_BODY_LIMIT, jsonTooLarge } from "../lib/body-limit";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { jsonInput } from "../lib/validation";

const COLUMNS = "id, nama, email, subjek, pesan, dibaca, created_at";
/** One page newest first, on `pesan_newest_idx`. */
export const PESAN_PAGE = `SELECT ${COLUMNS} FROM pesan ORDER BY created_at DESC, id DESC LIMIT ?`;
export const PESAN_PAGE_AFTER = `SELECT ${COLUMNS} FROM pesan WHERE (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT ?`;
/**
 * The navigation's badge, on the partial index `pesan_unread_idx`: counted up to `UNREAD_CAP`
 * (the badge says '99+' beyond), so a flood of unread messages never costs more.
 */
export const UNREAD_CAP = 100;
export const UNREAD_COUNT = "SELECT count(*) AS jumlah FROM (SELECT 1 FROM pesan WHERE dibaca = 0 LIMIT ?)";
export const MARK = "UPDATE pesan SET dibaca = ? WHERE id = ? RETURNING id";

const toEntry = (row: Omit<PesanRow, "pengirim">): PesanEntry => ({
  id: row.id,
  nama: row.nama,
  email: row.email,
  subjek: row.subjek,
  pesan: row.pesan,
  dibaca: row.dibaca === 1,
  createdAt: toIso(row.created_at),
});

export const adminPesan = new Hono<AppEnv>()
  .get("/", adminPageQuery, async (c) => {
    const { after, limit } = c.req.valid("query");
    const statement = after
      ? c.env.DB.prepare(PESAN_PAGE_AFTER).bind(after[0], after[1], limit + 1)
      : c.env.DB.prepare(PESAN_PAGE).bind(limit + 1);
    const { results } = await statement.all<Omit<PesanRow, "pengirim">>();
    const { page, next } = pageOf(results, limit, (row) => [row.created_at, row.id]);
    c.header("Cache-Control", "no-store");
    return c.json({ data: page.map(toEntry), next });
  })
  .all("/", methodNotAllowed(["GET"]))
  .get("/belum-dibaca", async (c) => {
    const row = await c.env.DB.prepare(UNREAD_COUNT).bind(UNREAD_CAP).first<{ jumlah: number }>();
    c.header("Cache-Control", "no-store");
    return c.json({ jumlah: row?.jumlah ?? 0, batas: UNREAD_CAP });
  })
  .all("/belum-dibaca", methodNotAllowed(["GET"]))
  // Marking read or unread is not a change to the site's content: no 'Riwayat' line.
  .put("/:id/dibaca", bodyLimit(JSON_BODY_LIMIT, jsonTooLarge), jsonInput(pesanMarkSchema), async (c) => {
    const { dibaca } = c.req.valid("json");
    const row = await c.env.DB.prepare(MARK)
      .bind(dibaca ? 1 : 0, c.req.param("id"))
      .first<{ id: string }>();
    if (!row) return apiError(c, 404, "not_found", pesanMessages.notFound);
    return c.json({ id: row.id, dibaca });
  })
  .all("/:id/dibaca", methodNotAllowed(["PUT"]))
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const db = c.env.DB;
    const found = await db
      .prepare("SELECT subjek FROM pesan WHERE id = ?")
      .bind(id)
      .first<{ subjek: string }>();
    if (!found) return apiError(c, 404, "not_found", pesanMessages.notFound);
    const entry = byAdmin(c.get("session").user, "pesan", "hapus", id, found.subjek);
    const [, removed] = await db.batch([
      activityStatementIf(db, entry, "EXISTS (SELECT 1 FROM pesan WHERE id = ?)", id),
      db.prepare("DELETE FROM pesan WHERE id = ? RETURNING id").bind(id),
    ]);
    if ((removed?.results.length ?? 0) === 0) return apiError(c, 404, "not_found", pesanMessages.notFound);
    return c.json({ id });
  })
  .all("/:id", methodNotAllowed(["DELETE"]));
