/**
 * 'Pesan Masuk' (docs/decisions/013): the admin reads, marks and deletes what visitors sent
 * with 'Kirim Pesan'. Mounted at /api/admin/pesan, behind the session guard.
 */
import { type PesanEntry, type PesanUnread, pesanMessages } from "@padukuhan/shared/pesan";
import {
  pesanBulkMarkSchema,
  pesanBulkSchema,
  pesanMarkSchema,
  pesanStarSchema,
} from "@padukuhan/shared/pesan-schema";
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
import { INBOX_TOTALS, inboxFull } from "./pesan";

const COLUMNS = "id, nama, email, subjek, pesan, dibaca, berbintang, created_at";
type ShownRow = Omit<PesanRow, "pengirim" | "pengirim_blok">;
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
export const STAR = "UPDATE pesan SET berbintang = ? WHERE id = ? RETURNING id";

/** `?, ?, ...` for a list of ids (at most `PESAN_BULK_MAX`, well under D1's 100 parameters). */
const placeholders = (ids: readonly string[]) => ids.map(() => "?").join(", ");
export const bulkFind = (ids: readonly string[]) =>
  `SELECT id, subjek FROM pesan WHERE id IN (${placeholders(ids)})`;
export const bulkMark = (ids: readonly string[]) =>
  `UPDATE pesan SET dibaca = ? WHERE id IN (${placeholders(ids)}) RETURNING id`;
export const bulkDelete = (ids: readonly string[]) =>
  `DELETE FROM pesan WHERE id IN (${placeholders(ids)}) RETURNING id`;

const toEntry = (row: ShownRow): PesanEntry => ({
  id: row.id,
  nama: row.nama,
  email: row.email,
  subjek: row.subjek,
  pesan: row.pesan,
  dibaca: row.dibaca === 1,
  berbintang: row.berbintang === 1,
  createdAt: toIso(row.created_at),
});

const returnedIds = (result: D1Result | undefined) =>
  ((result?.results ?? []) as Array<{ id: string }>).map((row) => row.id);

export const adminPesan = new Hono<AppEnv>()
  .get("/", adminPageQuery, async (c) => {
    const { after, limit } = c.req.valid("query");
    const statement = after
      ? c.env.DB.prepare(PESAN_PAGE_AFTER).bind(after[0], after[1], limit + 1)
      : c.env.DB.prepare(PESAN_PAGE).bind(limit + 1);
    const { results } = await statement.all<ShownRow>();
    const { page, next } = pageOf(results, limit, (row) => [row.created_at, row.id]);
    c.header("Cache-Control", "no-store");
    return c.json({ data: page.map(toEntry), next });
  })
  .all("/", methodNotAllowed(["GET"]))
  // The badge's count, and whether the inbox is full (said on the overview and in 'Pesan Masuk').
  .get("/belum-dibaca", async (c) => {
    const db = c.env.DB;
    const [count, totals] = await db.batch([
      db.prepare(UNREAD_COUNT).bind(UNREAD_CAP),
      db.prepare(INBOX_TOTALS),
    ]);
    const jumlah = (count?.results[0] as { jumlah: number } | undefined)?.jumlah ?? 0;
    const penuh = inboxFull(totals?.results[0] as { belum_dibaca: number; ukuran: number } | undefined);
    c.header("Cache-Control", "no-store");
    return c.json<PesanUnread>({ jumlah, batas: UNREAD_CAP, penuh });
  })
  .all("/belum-dibaca", methodNotAllowed(["GET"]))
  // Bulk actions on the messages ticked on one page. Marking leaves no 'Riwayat' line, as below.
  .post("/tandai", bodyLimit(JSON_BODY_LIMIT, jsonTooLarge), jsonInput(pesanBulkMarkSchema), async (c) => {
    const { ids, dibaca } = c.req.valid("json");
    const unique = [...new Set(ids)];
    const { results } = await c.env.DB.prepare(bulkMark(unique))
      .bind(dibaca ? 1 : 0, ...unique)
      .all<{ id: string }>();
    if (results.length === 0) return apiError(c, 404, "not_found", pesanMessages.notFound);
    return c.json({ ids: results.map((row) => row.id), dibaca });
  })
  .all("/tandai", methodNotAllowed(["POST"]))
  .post("/hapus", bodyLimit(JSON_BODY_LIMIT, jsonTooLarge), jsonInput(pesanBulkSchema), async (c) => {
    const unique = [...new Set(c.req.valid("json").ids)];
    const db = c.env.DB;
    const { results: found } = await db
      .prepare(bulkFind(unique))
      .bind(...unique)
      .all<{ id: string; subjek: string }>();
    if (found.length === 0) return apiError(c, 404, "not_found", pesanMessages.notFound);
    const user = c.get("session").user;
    const foundIds = found.map((row) => row.id);
    // One batch: a 'Riwayat' line for each message still there, then the delete.
    const results = await db.batch([
      ...found.map((row) =>
        activityStatementIf(
          db,
          byAdmin(user, "pesan", "hapus", row.id, row.subjek),
          "EXISTS (SELECT 1 FROM pesan WHERE id = ?)",
          row.id,
        ),
      ),
      db.prepare(bulkDelete(foundIds)).bind(...foundIds),
    ]);
    const removed = returnedIds(results[results.length - 1]);
    if (removed.length === 0) return apiError(c, 404, "not_found", pesanMessages.notFound);
    return c.json({ ids: removed });
  })
  .all("/hapus", methodNotAllowed(["POST"]))
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
  // A star keeps a read message from the daily pruning; like marking, no 'Riwayat' line.
  .put("/:id/bintang", bodyLimit(JSON_BODY_LIMIT, jsonTooLarge), jsonInput(pesanStarSchema), async (c) => {
    const { berbintang } = c.req.valid("json");
    const row = await c.env.DB.prepare(STAR)
      .bind(berbintang ? 1 : 0, c.req.param("id"))
      .first<{ id: string }>();
    if (!row) return apiError(c, 404, "not_found", pesanMessages.notFound);
    return c.json({ id: row.id, berbintang });
  })
  .all("/:id/bintang", methodNotAllowed(["PUT"]))
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
