import type { Galeri } from "@padukuhan/shared/galeri";
import type { ListFilter, ListWindow } from "@padukuhan/shared/pages";
import type { Database } from "../../db/client";
import { apiPage, type ListRequest, type ListTable, prefixed, windowRows } from "../../db/lists";
import { GALERI_COLUMNS, toGaleri } from "./store";
import type { GaleriRow } from "./table";

/** The search looks in the title and the date written in Indonesian (a generated column). */
export const GALERI_LIST: ListTable = {
  table: "galeri",
  fts: "galeri_fts",
  searchColumns: "{judul tanggal}",
};

/** One window of the gallery or a search: the whole item, it is all the page shows. */
export async function galeriPhotos(db: Database, filter: ListFilter, window: ListWindow) {
  const query = { filter, order: "relevan", window } as const;
  return windowRows<GaleriRow, Galeri>(db, GALERI_LIST, prefixed(GALERI_COLUMNS), query, toGaleri);
}

export function listGaleri(db: Database, request: ListRequest) {
  return apiPage<GaleriRow, Galeri>(db, GALERI_LIST, prefixed(GALERI_COLUMNS), request, async (rows) =>
    rows.map(toGaleri),
  );
}
