import { wibInput } from "@padukuhan/shared/wib";
import { Hono } from "hono/tiny";
import { BACKUP_TABLE_ORDER, SENDER_HASH_COLUMNS, SENDER_HASH_TABLES } from "../db/backup-tables";
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
 * It is streamed a page at a time (issue 26): every SELECT is a rowid range of at most
 * PAGE_ROWS rows (the table's own B-tree, never a sort), and a page is written out before the
 * next is read, so the Worker holds one page, whatever the number of articles
 * (`scripts/measure-cadangan.ts` measures it at 10,000 long ones).
 */

/**
 * Rows per SELECT and per piece of the body: 100 articles of the form's 20,000 characters are
 * about 2 MB of text, well inside a Worker's 128 MB however long the articles.
 */
export const PAGE_ROWS = 100;

/**
 * Every table it holds, parents before children. Their columns are read from the schema at
 * each download, less the withheld ones, so a column a later migration adds (a star on
 * `pesan`, say) is in the file without anyone listing it.
 */
export const CADANGAN_TABLES = BACKUP_TABLE_ORDER;

/**
 * What the file leaves out and why; it says so itself. `admin-cadangan.test.ts` checks that
 * every table of the schema is either exported or named here.
 */
export const WITHHELD = {
  "akun.password_hash": "hash password tidak pernah ikut diunduh",
  ...Object.fromEntries(
    SENDER_HASH_TABLES.flatMap((table) =>
      SENDER_HASH_COLUMNS.map((column) => [
        `${table}.${column}`,
        "hash alamat pengirim hanya untuk membatasi pesan dan laporan per jam",
      ]),
    ),
  ),
  sessions: "sesi login",
  login_attempts: "catatan pembatasan login sementara",
  content_counts: "jumlah konten, dihitung ulang dari isi",
  "*_fts": "indeks pencarian, dibangun ulang dari isi",
} as const;

const withheld = (table: string, column: string) => Object.hasOwn(WITHHELD, `${table}.${column}`);

/** The stored columns of `table` the file takes: not generated (`galeri.tanggal`), not withheld. */
export async function exportedColumns(db: Database, table: string): Promise<string[]> {
  const { results } = await db
    .prepare(`PRAGMA table_xinfo(${table})`)
    .all<{ name: string; hidden: number }>();
  return results
    .filter((column) => column.hidden === 0 && !withheld(table, column.name))
    .map((column) => column.name);
}

export const pageSql = (table: string, columns: readonly string[], pageRows = PAGE_ROWS) =>
  `SELECT rowid AS _rowid, ${columns.map((column) => `"${column}"`).join(", ")} FROM ${table} WHERE rowid > ? ORDER BY rowid LIMIT ${pageRows}`;

type Row = Record<string, unknown> & { _rowid: number };

/**
 * The file as a sequence of text pieces: the head, then each table's rows a page at a time
 * (one SELECT per piece), then the closing brackets. JSON.stringify of each row, so any text
 * a record holds stays valid JSON.
 */
export async function* cadanganPieces(
  db: Database,
  head: { createdAt: string; village: string },
  pageRows = PAGE_ROWS,
): AsyncGenerator<string> {
  yield `{"format":"padukuhan-backup-data","version":1,"createdAt":${JSON.stringify(head.createdAt)},"village":${JSON.stringify(head.village)},"withheld":${JSON.stringify(WITHHELD)},"tables":{`;
  for (const [index, table] of CADANGAN_TABLES.entries()) {
    yield `${index > 0 ? "," : ""}\n${JSON.stringify(table)}:[`;
    const sql = pageSql(table, await exportedColumns(db, table), pageRows);
    let after = -Number.MAX_SAFE_INTEGER;
    let first = true;
    for (;;) {
      const { results } = await db.prepare(sql).bind(after).all<Row>();
      if (results.length === 0) break;
      after = (results[results.length - 1] as Row)._rowid;
      const rows = results.map(({ _rowid, ...row }) => JSON.stringify(row));
      yield `${first ? "" : ","}\n${rows.join(",\n")}`;
      first = false;
      if (results.length < pageRows) break;
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
