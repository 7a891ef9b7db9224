import { wibInput } from "@padukuhan/shared/wib";
import { Hono } from "hono/tiny";
import type { Database } from "../db/client";
import type { AppEnv } from "../env";
import { activityStatement } from "../lib/activity-log";
import { methodNotAllowed } from "../lib/method-not-allowed";

/**
 * 'Unduh Cadangan' (issue 21): the village's data as one JSON file an admin downloads from the
 * browser, the same rows as the data of `npm run backup`'s archive (column names as stored,
 * times in ms, image URLs as they are), less what is no one's to take home: password hashes,
 * sessions and the hashed sender addresses of messages. Images themselves are not in it (the
 * archive made by `npm run backup` holds them).
 *
 * It is streamed a page at a time: every SELECT is a rowid range of at most PAGE_ROWS rows
 * (the table's own B-tree, never a sort), and a page is written out before the next is read,
 * so 10,000 articles never sit in memory at once.
 */

export const PAGE_ROWS = 500;

/** Every table it holds and the columns it takes, parents before children. */
export const CADANGAN_TABLES: ReadonlyArray<{ name: string; columns: readonly string[] }> = [
  {
    name: "artikel",
    columns: [
      "id",
      "judul",
      "text",
      "link",
      "kategori",
      "gambar",
      "status",
      "publish_at",
      "created_at",
      "updated_at",
    ],
  },
  { name: "artikel_tags", columns: ["artikel_id", "position", "tag"] },
  {
    name: "umkm",
    columns: [
      "id",
      "nama",
      "nama_pemilik",
      "no_telp",
      "text",
      "kategori",
      "gambar",
      "alamat",
      "peta",
      "created_at",
      "updated_at",
    ],
  },
  { name: "umkm_tags", columns: ["umkm_id", "position", "tag"] },
  { name: "umkm_produk", columns: ["umkm_id", "position", "nama", "gambar", "harga"] },
  { name: "galeri", columns: ["id", "judul", "foto", "video_id", "kategori", "created_at", "updated_at"] },
  {
    name: "agenda",
    columns: [
      "id",
      "judul",
      "mulai",
      "selesai",
      "lokasi",
      "deskripsi",
      "gambar",
      "arsip",
      "created_at",
      "updated_at",
    ],
  },
  {
    name: "pengumuman",
    columns: ["id", "text", "link", "mulai", "selesai", "aktif", "created_at", "updated_at"],
  },
  { name: "pesan", columns: ["id", "nama", "email", "subjek", "pesan", "dibaca", "created_at"] },
  { name: "site_settings", columns: ["section", "value", "updated_at", "updated_by"] },
  {
    name: "akun",
    columns: [
      "id",
      "username",
      "nama",
      "must_change_password",
      "last_sign_in_at",
      "created_at",
      "updated_at",
    ],
  },
  {
    name: "activity_log",
    columns: ["id", "at", "akun_id", "username", "kind", "action", "record_id", "title"],
  },
  { name: "app_meta", columns: ["key", "value"] },
];

/**
 * What the file leaves out and why; it says so itself. `admin-cadangan.test.ts` checks that
 * every table and column of the schema is either exported or named here.
 */
export const WITHHELD = {
  "akun.password_hash": "hash password tidak pernah ikut diunduh",
  "pesan.pengirim": "hash alamat pengirim pesan hanya untuk membatasi pesan per jam",
  sessions: "sesi login",
  login_attempts: "catatan pembatasan login sementara",
  content_counts: "jumlah konten, dihitung ulang dari isi",
  "*_fts": "indeks pencarian, dibangun ulang dari isi",
  "galeri.tanggal": "dihitung dari created_at",
} as const;

export const pageSql = (table: { name: string; columns: readonly string[] }) =>
  `SELECT rowid AS _rowid, ${table.columns.join(", ")} FROM ${table.name} WHERE rowid > ? ORDER BY rowid LIMIT ${PAGE_ROWS}`;

type Row = Record<string, unknown> & { _rowid: number };

/**
 * The file as a sequence of text pieces: the head, then each table's rows a page at a time
 * (one SELECT per piece), then the closing brackets. JSON.stringify of each row, so any text
 * a record holds stays valid JSON.
 */
export async function* cadanganPieces(
  db: Database,
  head: { createdAt: string; village: string },
): AsyncGenerator<string> {
  yield `{"format":"padukuhan-backup-data","version":1,"createdAt":${JSON.stringify(head.createdAt)},"village":${JSON.stringify(head.village)},"withheld":${JSON.stringify(WITHHELD)},"tables":{`;
  for (const [index, table] of CADANGAN_TABLES.entries()) {
    yield `${index > 0 ? "," : ""}\n${JSON.stringify(table.name)}:[`;
    const sql = pageSql(table);
    let after = -Number.MAX_SAFE_INTEGER;
    let first = true;
    for (;;) {
      const { results } = await db.prepare(sql).bind(after).all<Row>();
      if (results.length === 0) break;
      after = (results[results.length - 1] as Row)._rowid;
      const rows = results.map(({ _rowid, ...row }) => JSON.stringify(row));
      yield `${first ? "" : ","}\n${rows.join(",\n")}`;
      first = false;
      if (results.length < PAGE_ROWS) break;
    }
    yield "]";
  }
  yield "\n}}\n";
}

/** "Padukuhan Karangrejo" → "padukuhan-karangrejo", for the file's name. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return slug || "padukuhan";
}

/** GET /api/admin/cadangan, behind the session guard. */
export const adminCadangan = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.env.DB;
    const { user } = c.get("session");
    const now = new Date();
    const identity = await db
      .prepare(
        "SELECT json_extract(value, '$.villageName') AS name FROM site_settings WHERE section = 'identity'",
      )
      .first<{ name: string | null }>();
    const village = identity?.name ?? "";
    await activityStatement(db, {
      akunId: user.id,
      username: user.username,
      kind: "pengaturan",
      action: "unduh-cadangan",
      recordId: null,
      title: "Cadangan data",
    }).run();

    const pieces = cadanganPieces(db, { createdAt: now.toISOString(), village });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      // One piece (at most one page of rows) each time the reader wants more.
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await pieces.return(undefined);
      },
    });
    const date = wibInput(now).slice(0, 10);
    return new Response(body, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="cadangan-${fileSlug(village)}-${date}.json"`,
        "Cache-Control": "no-store",
      },
    });
  })
  .all("/", methodNotAllowed(["GET"]));
