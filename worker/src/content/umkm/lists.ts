import { limits } from "@padukuhan/shared/constants";
import { truncate } from "@padukuhan/shared/format";
import type { ListFilter, ListWindow, UmkmCard } from "@padukuhan/shared/pages";
import type { UmkmSort } from "@padukuhan/shared/routes";
import type { UmkmListItem } from "@padukuhan/shared/umkm";
import type { Database } from "../../db/client";
import {
  apiPage,
  type ListRequest,
  type ListTable,
  prefixed,
  relatedRows,
  SUMMARY_COLUMN,
  windowRows,
} from "../../db/lists";
import { toIso } from "../../db/time";
import { childrenOf, toUmkmListItem, UMKM_COLUMNS, type UmkmListRow } from "./store";
import type { UmkmRow } from "./table";

export const UMKM_LIST: ListTable = {
  table: "umkm",
  fts: "umkm_fts",
  searchColumns: "{nama nama_pemilik text}",
};

const CARD_COLUMNS = `t.id, t.nama, t.nama_pemilik, t.kategori, t.gambar, t.created_at, ${SUMMARY_COLUMN}`;
/** A card's columns (`text` holds only the first characters of the text). */
type CardRow = Pick<UmkmRow, "id" | "nama" | "nama_pemilik" | "kategori" | "gambar" | "created_at" | "text">;

const toCard = (row: CardRow): UmkmCard => ({
  id: row.id,
  nama: row.nama,
  nama_pemilik: row.nama_pemilik,
  kategori: row.kategori,
  gambar: row.gambar,
  createdAt: toIso(row.created_at),
  summary: truncate(row.text, limits.summaryList),
});

/** One window of the list or a search, in the order the visitor chose, as cards. */
export async function umkmCards(db: Database, filter: ListFilter, sort: UmkmSort, window: ListWindow) {
  return windowRows(db, UMKM_LIST, CARD_COLUMNS, { filter, order: sort, window }, toCard);
}

/** Up to three other UMKM of UMKM `id`'s category. */
export async function relatedUmkm(db: Database, id: string) {
  return relatedRows(db, UMKM_LIST, CARD_COLUMNS, id, toCard);
}

/** The public API's page of UMKM with tags and products (their address only on their own page). */
export function listUmkm(db: Database, request: ListRequest) {
  return apiPage<UmkmListRow, UmkmListItem>(db, UMKM_LIST, prefixed(UMKM_COLUMNS), request, async (rows) => {
    const { tags, produk } = await childrenOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toUmkmListItem(row, tags.get(row.id) ?? [], produk.get(row.id) ?? []));
  });
}
