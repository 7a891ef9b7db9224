import type { Artikel } from "@padukuhan/shared/artikel";
import { limits } from "@padukuhan/shared/constants";
import { truncate } from "@padukuhan/shared/format";
import type { ArtikelCard, ListFilter, ListWindow } from "@padukuhan/shared/pages";
import { searchTerms } from "@padukuhan/shared/search";
import type { Database } from "../../db/client";
import {
  type AdminListRequest,
  apiPage,
  encodeCursor,
  type ListRequest,
  type ListStatement,
  type ListTable,
  matchExpression,
  ORDERS,
  prefixed,
  relatedRows,
  runList,
  SUMMARY_COLUMN,
  windowRows,
} from "../../db/lists";
import { toIso } from "../../db/time";
import { ARTIKEL_COLUMNS, artikelTags, PUBLISHED, toArtikel } from "./store";
import type { ArtikelRow } from "./table";

/** Visitors list and find published articles only, on the partial index of the same condition. */
export const ARTIKEL_LIST: ListTable = {
  table: "artikel",
  fts: "artikel_fts",
  searchColumns: "{judul ringkasan}",
  visible: { condition: `t.${PUBLISHED}`, indexes: { newest_idx: "artikel_terbit_idx" } },
};

const CARD_COLUMNS = `t.id, t.judul, t.kategori, t.gambar, t.created_at, ${SUMMARY_COLUMN}`;
/** A card's columns (`text` holds only the first characters of the text). */
type CardRow = Pick<ArtikelRow, "id" | "judul" | "kategori" | "gambar" | "created_at" | "text">;

const toCard = (row: CardRow): ArtikelCard => ({
  id: row.id,
  judul: row.judul,
  kategori: row.kategori,
  gambar: row.gambar,
  createdAt: toIso(row.created_at),
  summary: truncate(row.text, limits.summaryList),
});

/** One window of the public list or a search, as cards. */
export async function artikelCards(db: Database, filter: ListFilter, window: ListWindow) {
  return windowRows(db, ARTIKEL_LIST, CARD_COLUMNS, { filter, order: "relevan", window }, toCard);
}

/** Up to three other published articles of article `id`'s category. */
export async function relatedArtikel(db: Database, id: string) {
  return relatedRows(db, ARTIKEL_LIST, CARD_COLUMNS, id, toCard);
}

/** The public API's page of published articles, with their tags. */
export function listArtikel(db: Database, request: ListRequest) {
  return apiPage<ArtikelRow, Artikel>(db, ARTIKEL_LIST, prefixed(ARTIKEL_COLUMNS), request, async (rows) => {
    const tags = await artikelTags.of(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toArtikel(row, tags.get(row.id) ?? []));
  });
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
  const match = matchExpression(ARTIKEL_LIST, { q: request.q, kategori: "" });
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
  const rows = await runList<ArtikelRow>(db, adminArtikelStatement(prefixed(ARTIKEL_COLUMNS), request));
  const page = rows.slice(0, request.limit);
  const last = page.at(-1);
  const tags = await artikelTags.of(
    db,
    page.map((row) => row.id),
  );
  return {
    data: page.map((row) => toArtikel(row, tags.get(row.id) ?? [])),
    next: rows.length > request.limit && last ? encodeCursor({ after: [last.created_at, last.id] }) : null,
  };
}
