/**
 * The list engine over D1: one window of a kind's list (keyset or offset), its total, its
 * categories, its related records and the public API's cursor pages. Each kind describes its
 * table in a `ListTable` (worker/src/content/<kind>/lists.ts) and builds its cards on these.
 * Every query reads only what it returns plus a few index entries: lists run on the indexes of
 * the kinds' tables, search on the FTS5 tables, counts on `content_counts` (all kept by the
 * triggers of migration 0002). `content/query-plans.test.ts` checks each statement's plan.
 */

import { limits } from "@padukuhan/shared/constants";
import type { ListFilter, ListWindow, Total } from "@padukuhan/shared/pages";
import { SEARCH_COUNT_LIMIT, type UmkmSort } from "@padukuhan/shared/routes";
import { searchTerms } from "@padukuhan/shared/search";
import type { Database } from "./client";

/** The order of a list: newest first, oldest first, by name, or by relevance to the search. */
export type ListOrder = UmkmSort;

/** How a kind's table is listed and searched. */
export interface ListTable {
  /** The table, also its name in `content_counts.koleksi`. */
  table: string;
  /** The FTS5 table and the columns the visitor's words are looked up in. */
  fts: string;
  searchColumns: string;
  /**
   * What visitors may see of the table (`t.`-prefixed), on every list and related statement,
   * and the partial index it matches, by order index. Articles: published ones only.
   */
  visible?: { condition: string; indexes: Partial<Record<string, string>> };
}

/** Each order's ORDER BY, the index it walks, and how a keyset cursor continues it. */
export const ORDERS: Record<
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
export function matchExpression(list: ListTable, filter: ListFilter): string | null {
  const terms = searchTerms(filter.q);
  if (terms.length === 0) return null;
  const words = terms.map((term) => `"${term}"*`).join(" ");
  const category = filter.kategori ? ` AND kategori : "${categoryToken(filter.kategori)}"` : "";
  return `${list.searchColumns} : (${words})${category}`;
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
  list: ListTable,
  columns: string,
  filter: ListFilter,
  order: ListOrder,
  limit: number,
  start: Start,
): ListStatement {
  const { table, fts, visible } = list;
  const match = matchExpression(list, filter);
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

export async function runList<Row>(db: Database, statement: ListStatement): Promise<Row[]> {
  const { results } = await db
    .prepare(statement.sql)
    .bind(...statement.values)
    .all<Row>();
  return results;
}

/** Records matching `filter`: exact from the kept counts, or counted up to the search limit. */
export function totalStatement(list: ListTable, filter: ListFilter): ListStatement {
  const match = matchExpression(list, filter);
  if (match) {
    const { fts } = list;
    return {
      sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?)`,
      values: [match, SEARCH_COUNT_LIMIT + 1],
    };
  }
  if (filter.kategori) {
    return {
      sql: "SELECT coalesce(sum(jumlah), 0) AS n FROM content_counts WHERE koleksi = ? AND kategori = ?",
      values: [list.table, filter.kategori],
    };
  }
  return {
    sql: "SELECT coalesce(sum(jumlah), 0) AS n FROM content_counts WHERE koleksi = ?",
    values: [list.table],
  };
}

/** A count statement's answer as a page's total: exact, or capped at the search limit. */
export async function runTotal(db: Database, statement: ListStatement): Promise<Total> {
  const [row] = await runList<{ n: number }>(db, statement);
  const count = row?.n ?? 0;
  return count > SEARCH_COUNT_LIMIT ? { count: SEARCH_COUNT_LIMIT, more: true } : { count, more: false };
}

export const CATEGORIES_SQL = "SELECT kategori, jumlah FROM content_counts WHERE koleksi = ?";

/**
 * Up to three others of the category of record `id`, newest first: the category's index,
 * never the table. The category comes from a subquery, so this runs beside the record's read.
 */
export function relatedStatement(list: ListTable, columns: string, id: string): ListStatement {
  const { table, visible } = list;
  const shown = visible ? ` AND ${visible.condition}` : "";
  // The record itself must be visible too: a draft has no related list to show.
  const ownShown = visible ? ` AND ${visible.condition.replace(/^t\./, "")}` : "";
  return {
    sql: `SELECT ${columns} FROM ${table} AS t WHERE t.kategori = (SELECT kategori FROM ${table} WHERE id = ?${ownShown}) AND t.id != ?${shown} ORDER BY ${ORDERS.terbaru.by} LIMIT ?`,
    values: [id, id, limits.relatedMax],
  };
}

// ---------------------------------------------------------------------------
// The public API's pages: `{ data, next }` with an opaque cursor
// ---------------------------------------------------------------------------

/**
 * Where the next page starts, as an opaque URL-safe string: the last record's sort key and id
 * (keyset), or for relevance-ranked search, how many results came before.
 */
export type Cursor = { after: [string | number, string] } | { offset: number };

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
function effectiveOrder(list: ListTable, request: ListRequest): ListOrder {
  const searching = matchExpression(list, request.filter) !== null;
  if (request.order === "relevan") return searching ? "relevan" : "terbaru";
  return request.order;
}

export async function apiPage<Row extends { id: string }, T>(
  db: Database,
  list: ListTable,
  columns: string,
  request: ListRequest,
  build: (rows: Row[]) => Promise<T[]>,
): Promise<{ data: T[]; next: string | null }> {
  const order = effectiveOrder(list, request);
  const offset = request.cursor && "offset" in request.cursor ? request.cursor.offset : 0;
  const start: Start =
    order === "relevan"
      ? { offset }
      : request.cursor && "after" in request.cursor
        ? { after: request.cursor.after }
        : { offset: 0 };
  const rows = await runList<Row & Record<string, unknown>>(
    db,
    listStatement(list, columns, request.filter, order, request.limit + 1, start),
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

/** `t.`-prefixed column names, for statements that join or name the table `t`. */
export const prefixed = (columns: string) =>
  columns
    .split(", ")
    .map((column) => `t.${column}`)
    .join(", ");

/**
 * A card's text column: the first characters of the text, not all of it, enough for
 * truncate() to cut at the list's length and to know whether more follows.
 */
export const SUMMARY_COLUMN = `substr(t.text, 1, ${limits.summaryList + 1}) AS text`;

/**
 * The rows of one window of a public page's list (page numbers skip), in `order`, each mapped
 * by `map`: what every kind's list page and search run.
 */
export async function windowRows<Row, Item>(
  db: Database,
  list: ListTable,
  columns: string,
  query: { filter: ListFilter; order: ListOrder; window: ListWindow },
  map: (row: Row) => Item,
): Promise<Item[]> {
  const { filter, order, window } = query;
  const statement = listStatement(list, columns, filter, order, window.limit, { offset: window.offset });
  return (await runList<Row>(db, statement)).map(map);
}

/** Up to three others of record `id`'s category (`relatedStatement`), each mapped by `map`. */
export async function relatedRows<Row, Item>(
  db: Database,
  list: ListTable,
  columns: string,
  id: string,
  map: (row: Row) => Item,
): Promise<Item[]> {
  return (await runList<Row>(db, relatedStatement(list, columns, id))).map(map);
}

/** A kind's admin list: a search text, a page size and where to continue. */
export interface AdminListRequest {
  q: string;
  limit: number;
  cursor: Cursor | null;
}
