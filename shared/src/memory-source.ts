/**
 * A `ContentSource` over records held in memory: the built-in content the site shows when D1
 * or the network fails (seed section 8). The same rules as D1's queries, on a handful of
 * records: newest first, the same search terms over the same fields, counts over everything.
 */

import type { Agenda } from "./agenda";
import type { Artikel } from "./artikel";
import { limits } from "./constants";
import { formatDate } from "./format";
import type { Galeri } from "./galeri";
import {
  type CategoryCount,
  type ContentSource,
  type ListFilter,
  type ListWindow,
  sortCategoryCounts,
  toArtikelCard,
  toUmkmCard,
} from "./pages";
import type { Collection, UmkmSort } from "./routes";
import { matchesTerms, searchTerms } from "./search";
import type { SiteSettings } from "./settings";
import type { Umkm } from "./umkm";

/** The built-in content: its records and the built-in hamlet's settings. */
export interface BuiltInContent {
  artikel: Artikel[];
  galeri: Galeri[];
  umkm: Umkm[];
  /** Absent from a file built before the agenda existed. */
  agenda?: Agenda[];
  settings: SiteSettings;
}

type Searchable = { kategori: string; createdAt: string; id: string };

const time = (record: { createdAt: string }) => Date.parse(record.createdAt) || 0;
const newestFirst = <T extends Searchable>(a: T, b: T) => time(b) - time(a) || (b.id < a.id ? -1 : 1);

/** The fields each collection's search looks at, as D1's search indexes hold them. */
const searchFields = {
  artikel: (record: Artikel) => [record.judul, record.text.slice(0, limits.summaryList)],
  umkm: (record: Umkm) => [record.nama, record.nama_pemilik, record.text],
  galeri: (record: Galeri) => [record.judul, formatDate(record.createdAt)],
};

function filtered<T extends Searchable>(
  records: T[],
  filter: ListFilter,
  fields: (record: T) => string[],
): T[] {
  const terms = searchTerms(filter.q);
  return records
    .filter(
      (record) =>
        (filter.kategori === "" || record.kategori === filter.kategori) &&
        matchesTerms(terms, fields(record)),
    )
    .sort(newestFirst);
}

const slice = <T>(records: T[], window: ListWindow) =>
  records.slice(window.offset, window.offset + window.limit);

function countByCategory(records: Searchable[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const { kategori } of records) counts.set(kategori, (counts.get(kategori) ?? 0) + 1);
  return sortCategoryCounts([...counts].map(([kategori, count]) => ({ kategori, count })));
}

/** Upcoming soonest first, the archive latest first; searched over title, place and description. */
function matchingAgenda(records: Agenda[], arsip: boolean, filter: ListFilter): Agenda[] {
  const terms = searchTerms(filter.q);
  const direction = arsip ? -1 : 1;
  return records
    .filter(
      (record) =>
        record.arsip === arsip && matchesTerms(terms, [record.judul, record.lokasi, record.deskripsi]),
    )
    .sort((a, b) => direction * (Date.parse(a.mulai) - Date.parse(b.mulai) || (a.id < b.id ? -1 : 1)));
}

function sortUmkm(records: Umkm[], sort: UmkmSort): Umkm[] {
  if (sort === "nama") return [...records].sort((a, b) => a.nama.localeCompare(b.nama, "id"));
  if (sort === "terlama") return [...records].reverse();
  return records;
}

export function memorySource(lists: BuiltInContent): ContentSource {
  const matching = {
    artikel: (filter: ListFilter) => filtered(lists.artikel, filter, searchFields.artikel),
    umkm: (filter: ListFilter) => filtered(lists.umkm, filter, searchFields.umkm),
    galeri: (filter: ListFilter) => filtered(lists.galeri, filter, searchFields.galeri),
  };
  const related = <T extends Searchable>(records: T[], id: string) => {
    const record = records.find((candidate) => candidate.id === id);
    if (!record) return [];
    return records
      .filter((other) => other.kategori === record.kategori && other.id !== id)
      .sort(newestFirst)
      .slice(0, limits.relatedMax);
  };
  return {
    async artikelCards(filter, window) {
      return slice(matching.artikel(filter), window).map(toArtikelCard);
    },
    async umkmCards(filter, sort, window) {
      return slice(sortUmkm(matching.umkm(filter), sort), window).map(toUmkmCard);
    },
    async galeriPhotos(filter, window) {
      return slice(matching.galeri(filter), window);
    },
    async settings() {
      return lists.settings;
    },
    // Announcements live in D1 only: the built-in content has none.
    async pengumuman() {
      return null;
    },
    async total(collection: Collection, filter) {
      return { count: matching[collection](filter).length, more: false };
    },
    async categories(collection: Collection) {
      return countByCategory(lists[collection]);
    },
    async artikel(id) {
      return lists.artikel.find((record) => record.id === id) ?? null;
    },
    async umkm(id) {
      return lists.umkm.find((record) => record.id === id) ?? null;
    },
    async relatedArtikel(id) {
      return related(lists.artikel, id).map(toArtikelCard);
    },
    async relatedUmkm(id) {
      return related(lists.umkm, id).map(toUmkmCard);
    },
    async agendaList(arsip, filter, window) {
      return slice(matchingAgenda(lists.agenda ?? [], arsip, filter), window);
    },
    async agendaTotal(arsip, filter) {
      return { count: matchingAgenda(lists.agenda ?? [], arsip, filter).length, more: false };
    },
    // Reports live in D1 only: the built-in content has none.
    async laporan() {
      return null;
    },
    async laporPublik() {
      return [];
    },
    async laporPublikCounts() {
      return [];
    },
    // 'Data Padukuhan' lives in D1 only: the built-in content has none.
    async dataIndex() {
      return [];
    },
    async dataYear() {
      return {};
    },
    async pendudukTrend() {
      return [];
    },
    async agenda(id) {
      return lists.agenda?.find((record) => record.id === id) ?? null;
    },
  };
}
