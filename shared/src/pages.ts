/**
 * What each public page shows, and how it is read from a `ContentSource`: D1 in the Worker
 * (server rendering and `/api/pages/*`), the built-in content when D1 or the network fails.
 * Both go through these loaders, so both show the same thing. Every loader reads only what
 * its page shows: a page of a list, a few related records, category counts.
 */

import type { Agenda } from "./agenda";
import type { Artikel } from "./artikel";
import { GALERI_KATEGORI } from "./categories";
import { limits } from "./constants";
import type { Apbdes, Breakdown, DataTable, DataValue, Penduduk, PendudukBreakdown } from "./data-padukuhan";
import { truncate } from "./format";
import type { Galeri } from "./galeri";
import {
  LAPOR_STATUS,
  type LaporanForResident,
  type LaporanPublik,
  type LaporMonthCount,
  type LaporStatus,
  parseLaporCode,
} from "./lapor";
import { LAYAR_LIMITS, type LayarData } from "./layar";
import type { PengumumanBar } from "./pengumuman";
import {
  type Collection,
  defaultUmkmSort,
  PAGE_SIZE,
  type PageName,
  SEARCH_COUNT_LIMIT,
  UMKM_SORTS,
  UMKM_VIEWS,
  type UmkmSort,
  type UmkmView,
} from "./routes";
import type { SiteSettings } from "./settings";
import type { Umkm } from "./umkm";
import { wibInput } from "./wib";

/** An article as lists show it: the summary (first 150 characters) instead of the text. */
export interface ArtikelCard {
  id: string;
  judul: string;
  kategori: string;
  gambar: string;
  createdAt: string;
  summary: string;
}

/** A UMKM as cards show it: the description cut at 150 characters (cards cut it further). */
export interface UmkmCard {
  id: string;
  nama: string;
  nama_pemilik: string;
  kategori: string;
  gambar: string;
  createdAt: string;
  summary: string;
}

export interface CategoryCount {
  kategori: string;
  count: number;
}

/** How many records match: exact, or at least `count` when a search matched more. */
export interface Total {
  count: number;
  /** A search stopped counting at SEARCH_COUNT_LIMIT: there are more than `count`. */
  more: boolean;
}

/** Search text ("" for none) and category ("" for all). */
export interface ListFilter {
  q: string;
  kategori: string;
}

/** Which records of an ordered list: `limit` of them after skipping `offset`. */
export interface ListWindow {
  offset: number;
  limit: number;
}

/**
 * Where page data comes from. Lists are newest first, or by relevance while searching (UMKM:
 * in the order asked for); counts and categories cover every record, not one page.
 */
export interface ContentSource {
  artikelCards(filter: ListFilter, window: ListWindow): Promise<ArtikelCard[]>;
  umkmCards(filter: ListFilter, sort: UmkmSort, window: ListWindow): Promise<UmkmCard[]>;
  galeriPhotos(filter: ListFilter, window: ListWindow): Promise<Galeri[]>;
  /** Records matching `filter` (no search: exact from the kept counts). */
  total(collection: Collection, filter: ListFilter): Promise<Total>;
  /** Records per category, every record counted. */
  categories(collection: Collection): Promise<CategoryCount[]>;
  artikel(id: string): Promise<Artikel | null>;
  umkm(id: string): Promise<Umkm | null>;
  /** Up to three others of the category of record `id`, newest first (read beside the record). */
  relatedArtikel(id: string): Promise<ArtikelCard[]>;
  relatedUmkm(id: string): Promise<UmkmCard[]>;
  /** The village's settings ('Pengaturan Situs'), every section over its default. */
  settings(): Promise<SiteSettings>;
  /** The announcement in force, the one every page's bar shows (none in the built-in content). */
  pengumuman(): Promise<PengumumanBar | null>;
  /**
   * Events: upcoming (`arsip` false) soonest first, or the archive latest first; while
   * searching, by relevance.
   */
  agendaList(arsip: boolean, filter: ListFilter, window: ListWindow): Promise<Agenda[]>;
  /** Events in the upcoming list or the archive matching `filter` (no search: exact, kept counts). */
  agendaTotal(arsip: boolean, filter: ListFilter): Promise<Total>;
  agenda(id: string): Promise<Agenda | null>;
  /** A resident's report by its code as `parseLaporCode` writes it (none in the built-in content). */
  laporan(kode: string): Promise<LaporanForResident | null>;
  /** The reports the office made public, newest first, with their photos and answers. */
  laporPublik(window: ListWindow): Promise<LaporanPublik[]>;
  /** The public record's kept counts, every month and state that has any. */
  laporPublikCounts(): Promise<LaporMonthCount[]>;
  /** Which tables of 'Data Padukuhan' are filled in for which years. */
  dataIndex(): Promise<{ tabel: DataTable; tahun: number }[]>;
  /** Every table filled in for year `tahun`. */
  dataYear(tahun: number): Promise<DataYearValues>;
  /** The population totals of every year filled in, oldest first (the growth chart). */
  pendudukTrend(): Promise<{ tahun: number; penduduk: Penduduk }[]>;
}

/** One page of a list, with the total over every match. */
export interface ListPage<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageSize: number;
  total: Total;
  hasNext: boolean;
}

export interface ListParams {
  q: string;
  kategori: string;
  halaman: number;
}
export interface UmkmListParams extends ListParams {
  urut: UmkmSort;
  tampilan: UmkmView;
}

export interface HomeData {
  artikel: ArtikelCard[];
  /** 'Agenda Mendatang': the next events, soonest first. */
  agenda: Agenda[];
  galeri: Galeri[];
  umkm: UmkmCard[];
  welcome: SiteSettings["welcome"];
  statistics: SiteSettings["statistics"];
  profile: SiteSettings["profile"];
  carousel: SiteSettings["carousel"];
  /** The latest year of 'Data Padukuhan' with population totals, when there is one. */
  penduduk: { tahun: number; penduduk: Penduduk } | null;
}
export interface ArtikelListData {
  params: ListParams;
  results: ListPage<ArtikelCard>;
  categories: CategoryCount[];
  latest: ArtikelCard[];
}
export interface ArtikelDetailData {
  artikel: Artikel | null;
  related: ArtikelCard[];
  categories: CategoryCount[];
}
export interface AboutData {
  galeri: Galeri[];
  about: SiteSettings["about"];
  team: SiteSettings["team"];
  statistics: SiteSettings["statistics"];
}
export interface GaleriHighlight {
  kategori: string;
  count: number;
  cover: Galeri | null;
}
export interface GaleriData {
  params: ListParams;
  results: ListPage<Galeri>;
  /** Every photo, whatever the filter. */
  totalPhotos: number;
  /** Photos per category in the seed's order, empty ones left out. */
  categories: CategoryCount[];
  /** 'Sorotan Kategori': the first three categories with a cover photo each. */
  highlights: GaleriHighlight[];
}
export interface UmkmListData {
  params: UmkmListParams;
  results: ListPage<UmkmCard>;
  categories: CategoryCount[];
}
export interface UmkmDetailData {
  umkm: Umkm | null;
  related: UmkmCard[];
  categories: CategoryCount[];
}

/** Search text and page of an agenda list (it has no categories). */
export interface AgendaListParams {
  q: string;
  halaman: number;
}
export interface AgendaListData {
  params: AgendaListParams;
  /** Whether this is the archive ('Arsip Agenda') rather than the upcoming events. */
  arsip: boolean;
  results: ListPage<Agenda>;
}
export interface AgendaDetailData {
  agenda: Agenda | null;
}

/** 'Lapor Warga': the categories the office offers. */
export interface LaporFormData {
  kategori: string[];
}
/**
 * A report's private page: the code as written in the address, the report it names (null:
 * none), and the code's one written form when the address wrote it otherwise.
 */
export interface LaporFollowData {
  kode: string;
  canonicalKode: string | null;
  laporan: LaporanForResident | null;
}

/** The tables of one year of 'Data Padukuhan', those filled in. */
export type DataYearValues = { [T in DataTable]?: DataValue<T> };

export interface DataPendudukData {
  /** The year shown (asked for, else the latest with figures); null while none is filled in. */
  tahun: number | null;
  /** Years with population figures, newest first. */
  years: number[];
  penduduk: Penduduk | null;
  breakdowns: { [B in PendudukBreakdown]?: Breakdown<B> };
  trend: { tahun: number; penduduk: Penduduk }[];
}
export interface DataApbdesData {
  tahun: number | null;
  /** Years with a budget, newest first. */
  years: number[];
  apbdes: Apbdes | null;
}

/** A year of the public record: each month's reports per state, January first. */
export interface LaporYear {
  tahun: number;
  months: Record<LaporStatus, number>[];
}
export interface LaporDaftarData {
  params: { halaman: number; tahun: number };
  results: ListPage<LaporanPublik>;
  chart: LaporYear;
  /** The years with public reports, newest first (the chart's year links). */
  years: number[];
}

export interface PageDataMap {
  home: HomeData;
  artikelList: ArtikelListData;
  artikelDetail: ArtikelDetailData;
  about: AboutData;
  galeri: GaleriData;
  umkmList: UmkmListData;
  umkmDetail: UmkmDetailData;
  agendaList: AgendaListData;
  agendaArsip: AgendaListData;
  agendaDetail: AgendaDetailData;
  laporForm: LaporFormData;
  laporDaftar: LaporDaftarData;
  laporFollow: LaporFollowData;
  dataPenduduk: DataPendudukData;
  dataApbdes: DataApbdesData;
  layar: LayarData;
}

export { BUILT_IN_CONTENT_ASSET } from "./routes";
/** Every page name (routes.ts) has its data here: `pageLoaders` fails to type-check otherwise. */
export type { PageName };

/** The years, newest first, that have a table `which` accepts. */
function yearsWith(
  index: { tabel: DataTable; tahun: number }[],
  which: (tabel: DataTable) => boolean,
): number[] {
  return [...new Set(index.filter((entry) => which(entry.tabel)).map((entry) => entry.tahun))].sort(
    (a, b) => b - a,
  );
}

/** `?tahun=` when it names a year with figures, else the latest such year, else none. */
function chosenYear(search: URLSearchParams, years: number[]): number | null {
  const asked = Number(search.get("tahun"));
  return years.includes(asked) ? asked : (years[0] ?? null);
}

/** The year on the WIB clock, as the kept counts' months are. */
const wibYear = (time: number) => Number(wibInput(new Date(time)).slice(0, 4));

/** Twelve months of `tahun` from the kept counts, each with every state (0 where none). */
export function laporYear(tahun: number, counts: readonly LaporMonthCount[]): LaporYear {
  const months = Array.from(
    { length: 12 },
    () => Object.fromEntries(LAPOR_STATUS.map((status) => [status, 0])) as Record<LaporStatus, number>,
  );
  for (const { month, status, count } of counts) {
    const [year, monthNumber] = month.split("-").map(Number);
    const row = year === tahun && monthNumber ? months[monthNumber - 1] : undefined;
    if (row && status in row) row[status] += count;
  }
  return { tahun, months };
}

/** 'Sorotan Kategori' shows this many categories. */
export const GALERI_HIGHLIGHTS = 3;

const SUMMARY = limits.summaryList;

export function toArtikelCard(artikel: Artikel): ArtikelCard {
  return {
    id: artikel.id,
    judul: artikel.judul,
    kategori: artikel.kategori,
    gambar: artikel.gambar,
    createdAt: artikel.createdAt,
    summary: truncate(artikel.text, SUMMARY),
  };
}

export function toUmkmCard(umkm: Umkm): UmkmCard {
  return {
    id: umkm.id,
    nama: umkm.nama,
    nama_pemilik: umkm.nama_pemilik,
    kategori: umkm.kategori,
    gambar: umkm.gambar,
    createdAt: umkm.createdAt,
    summary: truncate(umkm.text, SUMMARY),
  };
}

/** Counts per category, most first, then by name. */
export function sortCategoryCounts(counts: CategoryCount[]): CategoryCount[] {
  return [...counts].sort((a, b) => b.count - a.count || a.kategori.localeCompare(b.kategori, "id"));
}

/** The page's parameters from its canonical query string (see routes.ts). */
function listParams(search: URLSearchParams): ListParams {
  return {
    q: search.get("q") ?? "",
    kategori: search.get("kategori") ?? "",
    halaman: Number(search.get("halaman") ?? "1"),
  };
}

function umkmListParams(search: URLSearchParams): UmkmListParams {
  const base = listParams(search);
  const sort = UMKM_SORTS.find((value) => value === search.get("urut")) ?? defaultUmkmSort(base.q);
  const view = UMKM_VIEWS.find((value) => value === search.get("tampilan")) ?? UMKM_VIEWS[0];
  return { ...base, urut: sort, tampilan: view };
}

/**
 * One page of a list: one record more than the page is read, to know whether another follows.
 * Pages past the matches read nothing: a made-up `halaman=99999` costs the count only. A
 * search pages through its first SEARCH_COUNT_LIMIT matches (the ones it counted); narrower
 * words find the rest. The first page of a plain list reads count and rows at once.
 */
async function readPage<T>(
  params: ListParams,
  pageSize: number,
  read: (window: ListWindow) => Promise<T[]>,
  total: () => Promise<Total>,
): Promise<ListPage<T>> {
  const offset = (params.halaman - 1) * pageSize;
  const window = { offset, limit: pageSize + 1 };
  const page = (rows: T[], counted: Total) => {
    const reachable = counted.more ? SEARCH_COUNT_LIMIT : counted.count;
    return {
      items: rows.slice(0, Math.max(0, Math.min(pageSize, reachable - offset))),
      page: params.halaman,
      pageSize,
      total: counted,
      hasNext: rows.length > pageSize && offset + pageSize < reachable,
    };
  };
  if (params.q === "" && params.halaman === 1) {
    const [rows, counted] = await Promise.all([read(window), total()]);
    return page(rows, counted);
  }
  const counted = await total();
  const reachable = counted.more ? SEARCH_COUNT_LIMIT : counted.count;
  return page(offset < reachable ? await read(window) : [], counted);
}

const everything: ListFilter = { q: "", kategori: "" };
const first = (limit: number): ListWindow => ({ offset: 0, limit });

/** The upcoming events or the archive, one page of them. */
async function agendaListPage(
  source: ContentSource,
  search: URLSearchParams,
  arsip: boolean,
): Promise<AgendaListData> {
  const { q, halaman } = listParams(search);
  const filter = { q, kategori: "" };
  const results = await readPage(
    { ...filter, halaman },
    PAGE_SIZE.agenda,
    (window) => source.agendaList(arsip, filter, window),
    () => source.agendaTotal(arsip, filter),
  );
  return { params: { q, halaman }, arsip, results };
}

export interface PageInput {
  /** The `:id` of detail pages. */
  id?: string;
  /** The canonical query string of the page's URL. */
  search: URLSearchParams;
}

export const pageLoaders: {
  [P in PageName]: (source: ContentSource, input: PageInput) => Promise<PageDataMap[P]>;
} = {
  async home(source) {
    const [artikel, agenda, galeri, umkm, settings, trend] = await Promise.all([
      source.artikelCards(everything, first(limits.homeArtikel)),
      source.agendaList(false, everything, first(limits.homeAgenda)),
      source.galeriPhotos(everything, first(limits.homeGaleri)),
      source.umkmCards(everything, "terbaru", first(limits.homeUmkm)),
      source.settings(),
      source.pendudukTrend(),
    ]);
    const { welcome, statistics, profile, carousel } = settings;
    const penduduk = trend.at(-1) ?? null;
    return { artikel, agenda, galeri, umkm, welcome, statistics, profile, carousel, penduduk };
  },
  async artikelList(source, { search }) {
    const params = listParams(search);
    const [results, categories, latest] = await Promise.all([
      readPage(
        params,
        PAGE_SIZE.artikel,
        (window) => source.artikelCards(params, window),
        () => source.total("artikel", params),
      ),
      source.categories("artikel"),
      source.artikelCards(everything, first(limits.latestSidebar)),
    ]);
    return { params, results, categories, latest };
  },
  async artikelDetail(source, { id = "" }) {
    const [artikel, related, categories] = await Promise.all([
      source.artikel(id),
      source.relatedArtikel(id),
      source.categories("artikel"),
    ]);
    return { artikel, related, categories };
  },
  async about(source) {
    const [galeri, { about, team, statistics }] = await Promise.all([
      source.galeriPhotos(everything, first(limits.aboutGaleri)),
      source.settings(),
    ]);
    return { galeri, about, team, statistics };
  },
  async galeri(source, { search }) {
    const params = listParams(search);
    const [results, counts] = await Promise.all([
      readPage(
        params,
        PAGE_SIZE.galeri,
        (window) => source.galeriPhotos(params, window),
        () => source.total("galeri", params),
      ),
      source.categories("galeri"),
    ]);
    const categories = GALERI_KATEGORI.flatMap((kategori) => {
      const count = counts.find((entry) => entry.kategori === kategori)?.count ?? 0;
      return count > 0 ? [{ kategori, count }] : [];
    });
    const totalPhotos = counts.reduce((sum, entry) => sum + entry.count, 0);
    const highlights =
      totalPhotos > GALERI_HIGHLIGHTS
        ? await Promise.all(
            categories.slice(0, GALERI_HIGHLIGHTS).map(async ({ kategori, count }) => ({
              kategori,
              count,
              cover: (await source.galeriPhotos({ q: "", kategori }, first(1)))[0] ?? null,
            })),
          )
        : [];
    return { params, results, totalPhotos, categories, highlights };
  },
  async umkmList(source, { search }) {
    const params = umkmListParams(search);
    const [results, categories] = await Promise.all([
      readPage(
        params,
        PAGE_SIZE.umkm,
        (window) => source.umkmCards(params, params.urut, window),
        () => source.total("umkm", params),
      ),
      source.categories("umkm"),
    ]);
    return { params, results, categories };
  },
  agendaList: (source, { search }) => agendaListPage(source, search, false),
  agendaArsip: (source, { search }) => agendaListPage(source, search, true),
  async agendaDetail(source, { id = "" }) {
    return { agenda: await source.agenda(id) };
  },
  async laporForm(source) {
    return { kategori: (await source.settings()).lapor.kategori };
  },
  async laporDaftar(source, { search }) {
    const halaman = Number(search.get("halaman") ?? "1");
    const counts = await source.laporPublikCounts();
    const years = [...new Set(counts.map((count) => Number(count.month.slice(0, 4))))].sort((a, b) => b - a);
    const tahun = Number(search.get("tahun") ?? years[0] ?? wibYear(Date.now()));
    const total = counts.reduce((sum, count) => sum + count.count, 0);
    const results = await readPage(
      { q: "", kategori: "", halaman },
      PAGE_SIZE.lapor,
      (window) => source.laporPublik(window),
      async () => ({ count: total, more: false }),
    );
    return { params: { halaman, tahun }, results, chart: laporYear(tahun, counts), years };
  },
  async dataPenduduk(source, { search }) {
    const index = await source.dataIndex();
    const years = yearsWith(index, (tabel) => tabel !== "apbdes");
    const tahun = chosenYear(search, years);
    const [values, trend] = await Promise.all([
      tahun === null ? ({} as DataYearValues) : source.dataYear(tahun),
      source.pendudukTrend(),
    ]);
    const { penduduk = null, apbdes: _budget, ...breakdowns } = values;
    return { tahun, years, penduduk, breakdowns, trend };
  },
  async dataApbdes(source, { search }) {
    const years = yearsWith(await source.dataIndex(), (tabel) => tabel === "apbdes");
    const tahun = chosenYear(search, years);
    const apbdes = tahun === null ? null : ((await source.dataYear(tahun)).apbdes ?? null);
    return { tahun, years, apbdes };
  },
  // What the hall's display shows, and no more: titles and pictures, never an article's text.
  async layar(source) {
    const [{ layar }, pengumuman, agenda, artikel, galeri] = await Promise.all([
      source.settings(),
      source.pengumuman(),
      source.agendaList(false, everything, first(LAYAR_LIMITS.agenda)),
      source.artikelCards(everything, first(LAYAR_LIMITS.artikel)),
      source.galeriPhotos(everything, first(LAYAR_LIMITS.galeri)),
    ]);
    return {
      settings: layar,
      pengumuman: pengumuman && { text: pengumuman.text, link: pengumuman.link },
      agenda: agenda.map(({ id, judul, mulai, selesai, lokasi }) => ({ id, judul, mulai, selesai, lokasi })),
      // An imported article may have no picture ("").
      artikel: artikel.map(({ id, judul, kategori, gambar }) => ({
        id,
        judul,
        kategori,
        gambar: gambar || null,
      })),
      galeri: galeri.map(({ id, judul, foto }) => ({ id, judul, foto })),
    };
  },
  async laporFollow(source, { id = "" }) {
    const canonicalKode = parseLaporCode(id);
    // A code that cannot be one is not looked up: no read for made-up addresses.
    const laporan = canonicalKode ? await source.laporan(canonicalKode) : null;
    return { kode: id, canonicalKode, laporan };
  },
  async umkmDetail(source, { id = "" }) {
    const [umkm, related, categories] = await Promise.all([
      source.umkm(id),
      source.relatedUmkm(id),
      source.categories("umkm"),
    ]);
    return { umkm, related, categories };
  },
};
