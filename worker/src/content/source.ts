import { type CategoryCount, type ContentSource, sortCategoryCounts } from "@padukuhan/shared/pages";
import type { PengumumanBar } from "@padukuhan/shared/pengumuman";
import type { Collection } from "@padukuhan/shared/routes";
import type { SiteSettings } from "@padukuhan/shared/settings";
import type { Database } from "../db/client";
import { CATEGORIES_SQL, type ListTable, runList, runTotal, totalStatement } from "../db/lists";
import { readSettings } from "../db/settings";
import { agendaListStatement, agendaTotalStatement, findAgenda, runAgenda } from "./agenda/store";
import { ARTIKEL_LIST, artikelCards, relatedArtikel } from "./artikel/lists";
import { findArtikel } from "./artikel/store";
import { dataIndex, dataYear, pendudukTrend } from "./data/store";
import { GALERI_LIST, galeriPhotos } from "./galeri/lists";
import { publicReportCounts, publicReports } from "./lapor/public-list";
import { reportForResident } from "./lapor/store";
import { activePengumuman } from "./pengumuman/store";
import { relatedUmkm, UMKM_LIST, umkmCards } from "./umkm/lists";
import { findUmkm } from "./umkm/store";

/** The kinds whose lists the pages count and filter by category. */
const LISTS: Record<Collection, ListTable> = { artikel: ARTIKEL_LIST, umkm: UMKM_LIST, galeri: GALERI_LIST };

/** Page data from D1 (see shared/src/pages.ts), each kind's reads from its folder. */
export function d1Source(db: Database): ContentSource {
  // Read once per request, however many parts of the page ask (the frame and the page).
  let settings: Promise<SiteSettings> | undefined;
  let pengumuman: Promise<PengumumanBar | null> | undefined;
  return {
    settings: () => {
      settings ??= readSettings(db);
      return settings;
    },
    pengumuman: () => {
      pengumuman ??= activePengumuman(db);
      return pengumuman;
    },
    artikelCards: (filter, window) => artikelCards(db, filter, window),
    umkmCards: (filter, sort, window) => umkmCards(db, filter, sort, window),
    galeriPhotos: (filter, window) => galeriPhotos(db, filter, window),
    total: (collection, filter) => runTotal(db, totalStatement(LISTS[collection], filter)),
    async categories(collection) {
      const rows = await runList<{ kategori: string; jumlah: number }>(db, {
        sql: CATEGORIES_SQL,
        values: [collection],
      });
      return sortCategoryCounts(
        rows.map((row): CategoryCount => ({ kategori: row.kategori, count: row.jumlah })),
      );
    },
    artikel: (id) => findArtikel(db, id),
    umkm: (id) => findUmkm(db, id),
    relatedArtikel: (id) => relatedArtikel(db, id),
    relatedUmkm: (id) => relatedUmkm(db, id),
    agendaList: (arsip, filter, window) => runAgenda(db, agendaListStatement(arsip, filter, window)),
    agendaTotal: (arsip, filter) => runTotal(db, agendaTotalStatement(arsip, filter)),
    agenda: (id) => findAgenda(db, id),
    laporan: (kode) => reportForResident(db, kode),
    laporPublik: (window) => publicReports(db, window),
    laporPublikCounts: () => publicReportCounts(db),
    dataIndex: () => dataIndex(db),
    dataYear: (tahun) => dataYear(db, tahun),
    pendudukTrend: () => pendudukTrend(db),
  };
}
