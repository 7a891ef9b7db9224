/**
 * Lists, counts and search over D1, for the pages (`d1Source`) and the public API (`list*`).
 * Every query reads only what it returns plus a few index entries: lists run on the indexes of
 * schema.ts, search on the FTS5 tables, counts on `content_counts` (all kept by the triggers of
 * migration 0002). `lists.test.ts` checks each statement's query plan.
 */
import { limits } from "@padukuhan/shared/constants";
import { truncate } from "@padukuhan/shared/format";
import {
  type ArtikelCard,
  type CategoryCount,
  type ContentSource,
  type ListFilter,
  type ListWindow,
  sortCategoryCounts,
  type Total,
  type UmkmCard,
} from "@padukuhan/shared/pages";
import { type Collection, SEARCH_COUNT_LIMIT, type UmkmSort } from "@padukuhan/shared/routes";
import { searchTerms } from "@padukuhan/shared/search";
import type { SiteSettings } from "@padukuhan/shared/settings";
import type { Artikel, Galeri, UmkmListItem } from "@padukuhan/shared/types";
import { agendaListStatement, agendaTotalStatement, findAgenda, runAgenda } from "./agenda";
import { ARTIKEL_COLUMNS, findArtikel, PUBLISHED, tagsOf, toArtikel } from "./artikel";
import type { Database } from "./client";
import { GALERI_COLUMNS, toGaleri } from "./galeri";
import type { ArtikelRow, GaleriRow, UmkmRow } from "./rows";
import { readSettings } from "./settings";
import { toIso } from "./time";
import { childrenOf, findUmkm, toUmkmListItem, UMKM_COLUMNS, type UmkmListRow } from "./umkm";

/** The order of a list: newest first, oldest first, by name, or by relevance to the search. */
export type ListOrder = UmkmSort;

interface CollectionSql {
  table: Collection;
  /** The FTS5 table and the columns the visitor's words are looked up in. */
  fts: string;
  searchColumns: string;
  /**
   * What visitors may see of the table (`t.`-prefixed), on every list and related statement,
   * and the partial index it matches, by order index. Articles: published ones only.
   */
  visible?: { condition: string; indexes: Partial<Record<string, string>> };
}

const COLLECTIONS: Record<Collection, CollectionSql> = {
  artikel: {
    table: "artikel",
    fts: "artikel_fts",
    searchColumns: "{judul ringkasan}",
    visible: { condition: `t.${PUBLISHED}`, indexes: { newest_idx: "artikel_terbit_idx" } },
  },
  umkm: { table: "umkm", fts: "umkm_fts", searchColumns: "{nama nama_pemilik text}" },
  galeri: { table: "galeri", fts: "galeri_fts", searchColumns: "{judul tanggal}" },
};

/** Each order's ORDER BY, the index it walks, and how a keyset cursor continues it. */
const ORDERS: Record<
  Exclude<ListOrder, "relevan">,
  { by: string; after: string; index: string; key: string }
> = {
  terbaru: {
    by: "t.created_at DESC, t.id DESC",
    after: "(t.created_at, t.id) < (?, ?)",
    index: "newest_idx",
    key: "created_at",
  },
  terlama: {
    by: "t.created_at ASC, t.id ASC",
    after: "(t.created_at, t.id) > (?, ?)",
    index: "newest_idx",
    key: "created_at",
  },
  nama: {
    by: "t.nama COLLATE NOCASE ASC, t.id ASC",
    after: "(t.nama COLLATE NOCASE, t.id) > (?, ?)",
    index: "nama_idx",
    key: "nama",
  },
};

/** SQLite's hex() of a text: the category's one token in the FTS tables (migration 0002). */
function categoryToken(kategori: string): string {
  return [...new TextEncoder().encode(kategori)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The FTS5 query for a search text and an optional category, or null when the text holds no
 * word. Terms are letters and digits only (search.ts), quoted, each a prefix, all required.
 */
export function matchExpression(collection: Collection, filter: ListFilter): string | null {
  const terms = searchTerms(filter.q);
  if (terms.length === 0) return null;
  const words = terms.map((term) => `"${term}"*`).join(" ");
  const category = filter.kategori ? ` AND kategori : "${categoryToken(filter.kategori)}"` : "";
  return `${COLLECTIONS[collection].searchColumns} : (${words})${category}`;
}

/** Where to start: skip `offset` (page numbers), or continue after a keyset `after`. */
export type Start = { offset: number } | { after: readonly [string | number, string] };

export interface ListStatement {
  sql: string;
  values: (string | number)[];
}

/**
 * The SELECT for one window of a list. `columns` are the table's columns (`t.`-prefixed where
 * needed). Search ranked by relevance runs in the FTS table and joins only the rows it
 * returns; search in another order (UMKM only) walks that order's index and keeps the
 * matches; without a search the order's index is walked directly, per category when one is
 * chosen.
 */
export function listStatement(
  collection: Collection,
  columns: string,
  filter: ListFilter,
  order: ListOrder,
  limit: number,
  start: Start,
): ListStatement {
  const { table, fts, visible } = COLLECTIONS[collection];
  const match = matchExpression(collection, filter);
  const skip = "offset" in start ? { sql: " OFFSET ?", values: [start.offset] } : { sql: "", values: [] };
  if (match && order === "relevan") {
    // Relevance has no stable key to continue from: ranked pages always skip. (The search
    // index holds only visible rows; the condition keeps this statement honest on its own.)
    const shown = visible ? ` AND ${visible.condition}` : "";
    return {
      sql: `SELECT ${columns} FROM ${fts} JOIN ${table} AS t ON t.rowid = ${fts}.rowid WHERE ${fts} MATCH ?${shown} ORDER BY ${fts}.rank LIMIT ?${skip.sql}`,
      values: [match, limit, ...skip.values],
    };
  }
  const sort = ORDERS[order === "relevan" ? "terbaru" : order];
  const where: string[] = visible ? [visible.condition] : [];
  const values: (string | number)[] = [];
  let from = `${table} AS t`;
  if (match) {
    from = `${table} AS t INDEXED BY ${visible?.indexes[sort.index] ?? `${table}_${sort.index}`}`;
    where.push(`t.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`);
    values.push(match);
  } else if (filter.kategori) {
    where.push("t.kategori = ?");
    values.push(filter.kategori);
  }
  if ("after" in start) {
    where.push(sort.after);
    values.push(...start.after);
  }
  const condition = where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
  return {
    sql: `SELECT ${columns} FROM ${from}${condition} ORDER BY ${sort.by} LIMIT ?${skip.sql}`,
    values: [...values, limit, ...skip.values],
  };
}

async function run<Row>(db: Database, statement: ListStatement): Promise<Row[]> {
  const { results } = await db
    .prepare(statement.sql)
    .bind(...statement.values)
    .all<Row>();
  return results;
}

/** Records matching `filter`: exact from the kept counts, or counted up to the search limit. */
export function totalStatement(collection: Collection, filter: ListFilter): ListStatement {
  const match = matchExpression(collection, filter);
  if (match) {
    const { fts } = COLLECTIONS[collection];
    return {
      sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?)`,
      values: [match, SEARCH_COUNT_LIMIT + 1],
    };
  }
  if (filter.kategori) {
    return {
      sql: "SELECT coalesce(sum(jumlah), 0) AS n FROM content_counts WHERE koleksi = ? AND kategori = ?",
      values: [collection, filter.kategori],
    };
  }
  return {
    sql: "SELECT coalesce(sum(jumlah), 0) AS n FROM content_counts WHERE koleksi = ?",
    values: [collection],
  };
}

export async function countMatching(
  db: Database,
  collection: Collection,
  filter: ListFilter,
): Promise<Total> {
  const [row] = await run<{ n: number }>(db, totalStatement(collection, filter));
  const count = row?.n ?? 0;
  return count > SEARCH_COUNT_LIMIT ? { count: SEARCH_COUNT_LIMIT, more: true } : { count, more: false };
}

export const CATEGORIES_SQL = "SELECT kategori, jumlah FROM content_counts WHERE koleksi = ?";

/**
 * Up to three others of the category of record `id`, newest first: the category's index,
 * never the table. The category comes from a subquery, so this runs beside the record's read.
 */
export function relatedStatement(collection: Collection, columns: string, id: string): ListStatement {
  const { visible } = COLLECTIONS[collection];
  const shown = visible ? ` AND ${visible.condition}` : "";
  // The record itself must be visible too: a draft has no related list to show.
  const ownShown = visible ? ` AND ${visible.condition.replace(/^t\./, "")}` : "";
  return {
    sql: `SELECT ${columns} FROM ${collection} AS t WHERE t.kategori = (SELECT kategori FROM ${collection} WHERE id = ?${ownShown}) AND t.id != ?${shown} ORDER BY ${ORDERS.terbaru.by} LIMIT ?`,
    values: [id, id, limits.relatedMax],
  };
}

// Cards select the first characters of the text, not all of it: enough for truncate() to
// cut at 150 and to know whether more follows.
const SUMMARY_CHARS = limits.summaryList + 1;
const ARTIKEL_CARD_COLUMNS = `t.id, t.judul, t.kategori, t.gambar, t.created_at, substr(t.text, 1, ${SUMMARY_CHARS}) AS text`;
const UMKM_CARD_COLUMNS = `t.id, t.nama, t.nama_pemilik, t.kategori, t.gambar, t.created_at, substr(t.text, 1, ${SUMMARY_CHARS}) AS text`;
const prefixed = (columns: string) =>
  columns
    .split(", ")
    .map((column) => `t.${column}`)
    .join(", ");

// A card's columns (`text` holds only the first characters of the text).
type ArtikelCardRow = Pick<ArtikelRow, "id" | "judul" | "kategori" | "gambar" | "created_at" | "text">;
type UmkmCardRow = Pick<
  UmkmRow,
  "id" | "nama" | "nama_pemilik" | "kategori" | "gambar" | "created_at" | "text"
>;

const artikelCard = (row: ArtikelCardRow): ArtikelCard => ({
  id: row.id,
  judul: row.judul,
  kategori: row.kategori,
  gambar: row.gambar,
  createdAt: toIso(row.created_at),
  summary: truncate(row.text, limits.summaryList),
});

const umkmCard = (row: UmkmCardRow): UmkmCard => ({
  id: row.id,
  nama: row.nama,
  nama_pemilik: row.nama_pemilik,
  kategori: row.kategori,
  gambar: row.gambar,
  createdAt: toIso(row.created_at),
  summary: truncate(row.text, limits.summaryList),
});

const fromWindow = (window: ListWindow): Start => ({ offset: window.offset });

/** Page data from D1 (see shared/src/pages.ts). */
export function d1Source(db: Database): ContentSource {
  // Read once per request, however many parts of the page ask (the frame and the page).
  let settings: Promise<SiteSettings> | undefined;
  return {
    settings: () => {
      settings ??= readSettings(db);
      return settings;
    },
    async artikelCards(filter, window) {
      const statement = listStatement(
        "artikel",
        ARTIKEL_CARD_COLUMNS,
        filter,
        "relevan",
        window.limit,
        fromWindow(window),
      );
      return (await run<ArtikelCardRow>(db, statement)).map(artikelCard);
    },
    async umkmCards(filter, sort, window) {
      const statement = listStatement(
        "umkm",
        UMKM_CARD_COLUMNS,
        filter,
        sort,
        window.limit,
        fromWindow(window),
      );
      return (await run<UmkmCardRow>(db, statement)).map(umkmCard);
    },
    async galeriPhotos(filter, window) {
      const statement = listStatement(
        "galeri",
        prefixed(GALERI_COLUMNS),
        filter,
        "relevan",
        window.limit,
        fromWindow(window),
      );
      return (await run<GaleriRow>(db, statement)).map(toGaleri);
    },
    total: (collection, filter) => countMatching(db, collection, filter),
    async categories(collection) {
      const rows = await run<{ kategori: string; jumlah: number }>(db, {
        sql: CATEGORIES_SQL,
        values: [collection],
      });
      return sortCategoryCounts(
        rows.map((row): CategoryCount => ({ kategori: row.kategori, count: row.jumlah })),
      );
    },
    artikel: (id) => findArtikel(db, id),
    umkm: (id) => findUmkm(db, id),
    async relatedArtikel(id) {
      const statement = relatedStatement("artikel", ARTIKEL_CARD_COLUMNS, id);
      return (await run<ArtikelCardRow>(db, statement)).map(artikelCard);
    },
    async relatedUmkm(id) {
      const statement = relatedStatement("umkm", UMKM_CARD_COLUMNS, id);
      return (await run<UmkmCardRow>(db, statement)).map(umkmCard);
    },
    agendaList: (arsip, filter, window) => runAgenda(db, agendaListStatement(arsip, filter, window)),
    async agendaTotal(arsip, filter) {
      const [row] = await run<{ n: number }>(db, agendaTotalStatement(arsip, filter));
      const count = row?.n ?? 0;
      return count > SEARCH_COUNT_LIMIT ? { count: SEARCH_COUNT_LIMIT, more: true } : { count, more: false };
    },
    agenda: (id) => findAgenda(db, id),
  };
}

// ---------------------------------------------------------------------------
// The public API's pages: `{ data, next }` with an opaque cursor
// ---------------------------------------------------------------------------

/**
 * Where the next page starts, as an opaque URL-safe string: the last record's sort key and id
 * (keyset), or for relevance-ranked search, how many results came before.
 */
type Cursor = { after: [string | number, string] } | { offset: number };

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify("after" in cursor ? cursor.after : [cursor.offset]);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The cursor, or null when it is not one this API made. */
export function decodeCursor(text: string): Cursor | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const value: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
    if (!Array.isArray(value)) return null;
    if (value.length === 1 && Number.isSafeInteger(value[0]) && value[0] >= 0) return { offset: value[0] };
    const [key, id] = value;
    if (value.length === 2 && (typeof key === "string" || Number.isFinite(key)) && typeof id === "string") {
      return { after: [key, id] };
    }
    return null;
  } catch {
    return null;
  }
}

export interface ListRequest {
  filter: ListFilter;
  order: ListOrder;
  limit: number;
  cursor: Cursor | null;
}

/** The order a request runs in: relevance only when there is something to rank. */
function effectiveOrder(collection: Collection, request: ListRequest): ListOrder {
  const searching = matchExpression(collection, request.filter) !== null;
  if (request.order === "relevan") return searching ? "relevan" : "terbaru";
  return request.order;
}

async function apiPage<Row extends { id: string }, T>(
  db: Database,
  collection: Collection,
  columns: string,
  request: ListRequest,
  build: (rows: Row[]) => Promise<T[]>,
): Promise<{ data: T[]; next: string | null }> {
  const order = effectiveOrder(collection, request);
  const offset = request.cursor && "offset" in request.cursor ? request.cursor.offset : 0;
  const start: Start =
    order === "relevan"
      ? { offset }
      : request.cursor && "after" in request.cursor
        ? { after: request.cursor.after }
        : { offset: 0 };
  const rows = await run<Row & Record<string, unknown>>(
    db,
    listStatement(collection, columns, request.filter, order, request.limit + 1, start),
  );
  const page = rows.slice(0, request.limit);
  const last = page.at(-1);
  let next: string | null = null;
  if (rows.length > request.limit && last) {
    next = encodeCursor(
      order === "relevan"
        ? { offset: offset + page.length }
        : { after: [last[ORDERS[order].key] as string | number, last.id] },
    );
  }
  return { data: await build(page), next };
}

export function listArtikel(db: Database, request: ListRequest) {
  return apiPage<ArtikelRow, Artikel>(db, "artikel", prefixed(ARTIKEL_COLUMNS), request, async (rows) => {
    const tags = await tagsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toArtikel(row, tags.get(row.id) ?? []));
  });
}

export function listUmkm(db: Database, request: ListRequest) {
  return apiPage<UmkmListRow, UmkmListItem>(db, "umkm", prefixed(UMKM_COLUMNS), request, async (rows) => {
    const { tags, produk } = await childrenOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toUmkmListItem(row, tags.get(row.id) ?? [], produk.get(row.id) ?? []));
  });
}

export function listGaleri(db: Database, request: ListRequest) {
  return apiPage<GaleriRow, Galeri>(db, "galeri", prefixed(GALERI_COLUMNS), request, async (rows) =>
    rows.map(toGaleri),
  );
}

// ---------------------------------------------------------------------------
// The admin's list of articles: every status, newest first
// ---------------------------------------------------------------------------

export interface AdminListRequest {
  q: string;
  limit: number;
  cursor: Cursor | null;
}

/**
 * One page of the admin's articles in every status, newest first, keyset-paged on
 * `artikel_newest_idx`. A search keeps published articles the search index matches and
 * unpublished ones whose title holds every word (drafts are not in the search index: visitors
 * must never find them), walking the same index, as the UMKM search in another order does.
 */
export function adminArtikelStatement(columns: string, request: AdminListRequest): ListStatement {
  const where: string[] = [];
  const values: (string | number)[] = [];
  const match = matchExpression("artikel", { q: request.q, kategori: "" });
  if (match) {
    const titleHasAll = searchTerms(request.q).map(() => "t.judul LIKE ?");
    where.push(
      `(t.rowid IN (SELECT rowid FROM artikel_fts WHERE artikel_fts MATCH ?) OR (t.status != 'terbit' AND ${titleHasAll.join(" AND ")}))`,
    );
    values.push(match, ...searchTerms(request.q).map((term) => `%${term}%`));
  }
  if (request.cursor && "after" in request.cursor) {
    where.push(ORDERS.terbaru.after);
    values.push(...request.cursor.after);
  }
  const condition = where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
  return {
    sql: `SELECT ${columns} FROM artikel AS t INDEXED BY artikel_newest_idx${condition} ORDER BY ${ORDERS.terbaru.by} LIMIT ?`,
    values: [...values, request.limit + 1],
  };
}

export async function listAdminArtikel(
  db: Database,
  request: AdminListRequest,
): Promise<{ data: Artikel[]; next: string | null }> {
  const rows = await run<ArtikelRow>(db, adminArtikelStatement(prefixed(ARTIKEL_COLUMNS), request));
  const page = rows.slice(0, request.limit);
  const last = page.at(-1);
  const tags = await tagsOf(
    db,
    page.map((row) => row.id),
  );
  return {
    data: page.map((row) => toArtikel(row, tags.get(row.id) ?? [])),
    next: rows.length > request.limit && last ? encodeCursor({ after: [last.created_at, last.id] }) : null,
  };
}
