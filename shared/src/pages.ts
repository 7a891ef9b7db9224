/**
 * What each public page needs, shaped from the three content lists. The Worker builds it from
 * D1 for server rendering and `/api/pages/*`; the browser builds it from the built-in content
 * when the API cannot be reached. Both use these functions, so both show the same thing.
 */
import { limits } from "./constants";
import { truncate } from "./format";
import type { Artikel, Galeri, Umkm } from "./types";

export interface ContentCollections {
  artikel(): Promise<Artikel[]>;
  galeri(): Promise<Galeri[]>;
  umkm(): Promise<Umkm[]>;
}

/** An article as lists show it: the summary instead of the whole text. */
export interface ArtikelCard {
  id: string;
  judul: string;
  kategori: string;
  gambar: string;
  createdAt: string;
  summary: string;
}

export interface CategoryCount {
  kategori: string;
  count: number;
}

export interface HomeData {
  artikel: ArtikelCard[];
  galeri: Galeri[];
  umkm: Umkm[];
}
export interface ArtikelListData {
  artikel: ArtikelCard[];
}
export interface ArtikelDetailData {
  artikel: Artikel | null;
  related: ArtikelCard[];
  categories: CategoryCount[];
}
export interface AboutData {
  galeri: Galeri[];
}
export interface GaleriData {
  galeri: Galeri[];
}
export interface UmkmListData {
  umkm: Umkm[];
}
export interface UmkmDetailData {
  umkm: Umkm | null;
  related: Umkm[];
  categories: CategoryCount[];
}

export interface PageDataMap {
  home: HomeData;
  artikelList: ArtikelListData;
  artikelDetail: ArtikelDetailData;
  about: AboutData;
  galeri: GaleriData;
  umkmList: UmkmListData;
  umkmDetail: UmkmDetailData;
}
export type PageName = keyof PageDataMap;

/** Pages that show the built-in content when their data cannot be fetched (seed section 8). */
export const PAGES_WITH_FALLBACK: ReadonlySet<PageName> = new Set(["home", "galeri", "artikelList"]);

/**
 * The built-in content as a JSON file in the build output, read by the Worker only when D1
 * fails: bundling it would cost the Worker 10 KB on every start for a rare path.
 */
export const BUILT_IN_CONTENT_ASSET = "/public/built-in-content.json";

export function toArtikelCard(artikel: Artikel, summaryLength: number): ArtikelCard {
  return {
    id: artikel.id,
    judul: artikel.judul,
    kategori: artikel.kategori,
    gambar: artikel.gambar,
    createdAt: artikel.createdAt,
    summary: truncate(artikel.text, summaryLength),
  };
}

/** Counts per category, most first, then by name. */
export function categoryCounts(records: ReadonlyArray<{ kategori: string }>): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const { kategori } of records) counts.set(kategori, (counts.get(kategori) ?? 0) + 1);
  return [...counts]
    .map(([kategori, count]) => ({ kategori, count }))
    .sort((a, b) => b.count - a.count || a.kategori.localeCompare(b.kategori, "id"));
}

/** Up to three others of the same category, newest first (the lists already are). */
function relatedTo<T extends { id: string; kategori: string }>(record: T, all: T[]): T[] {
  return all
    .filter((other) => other.id !== record.id && other.kategori === record.kategori)
    .slice(0, limits.relatedMax);
}

export const pageLoaders: {
  [P in PageName]: (content: ContentCollections, id: string | undefined) => Promise<PageDataMap[P]>;
} = {
  async home(content) {
    const [artikel, galeri, umkm] = await Promise.all([content.artikel(), content.galeri(), content.umkm()]);
    return {
      artikel: artikel.slice(0, limits.homeArtikel).map((a) => toArtikelCard(a, limits.summaryHome)),
      galeri: galeri.slice(0, limits.homeGaleri),
      umkm: umkm.slice(0, limits.homeUmkm),
    };
  },
  async artikelList(content) {
    return { artikel: (await content.artikel()).map((a) => toArtikelCard(a, limits.summaryList)) };
  },
  async artikelDetail(content, id) {
    const all = await content.artikel();
    const artikel = all.find((a) => a.id === id) ?? null;
    return {
      artikel,
      related: artikel ? relatedTo(artikel, all).map((a) => toArtikelCard(a, limits.summaryHome)) : [],
      categories: categoryCounts(all),
    };
  },
  async about(content) {
    return { galeri: (await content.galeri()).slice(0, limits.aboutGaleri) };
  },
  async galeri(content) {
    return { galeri: await content.galeri() };
  },
  async umkmList(content) {
    return { umkm: await content.umkm() };
  },
  async umkmDetail(content, id) {
    const all = await content.umkm();
    const umkm = all.find((u) => u.id === id) ?? null;
    return { umkm, related: umkm ? relatedTo(umkm, all) : [], categories: categoryCounts(all) };
  },
};

/** The built-in content as collections, newest first like the API. */
export function collectionsOf(lists: {
  artikel: Artikel[];
  galeri: Galeri[];
  umkm: Umkm[];
}): ContentCollections {
  const newestFirst = <T extends { createdAt: string }>(records: T[]) =>
    [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return {
    artikel: async () => newestFirst(lists.artikel),
    galeri: async () => newestFirst(lists.galeri),
    umkm: async () => newestFirst(lists.umkm),
  };
}
