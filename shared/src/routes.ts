/**
 * The public routes in one table: each route's path, the page whose data it shows, the query
 * parameters it understands and whether the edge may cache it. The server renderer, the page
 * data API (`/api/pages/*`), the public API and the edge cache all read this table, so a
 * parameter a route does not understand never reaches a page, a query or a cache key.
 */
import { ARTIKEL_KATEGORI, GALERI_KATEGORI, UMKM_KATEGORI } from "./categories";
import { defaultUmkmSort, UMKM_SORTS, UMKM_VIEWS, withSearch } from "./list-params";
import { normalizeQuery } from "./search";

/** Records per page of the public lists (12 articles or UMKM, 24 photos). */
export const PAGE_SIZE = { artikel: 12, umkm: 12, galeri: 24, agenda: 12, lapor: 12 } as const;
/** The public list API: `limit` defaults to 20 and is at most 50. */
export const API_LIMIT = { default: 20, max: 50 } as const;
/**
 * A search counts its matches up to this many and says 'lebih dari' beyond: D1 bills every
 * match counted, and a common word can match every record.
 */
export const SEARCH_COUNT_LIMIT = 200;

export type { UmkmSort, UmkmView } from "./list-params";
export { defaultUmkmSort, UMKM_SORTS, UMKM_VIEWS, withSearch };

export type ParamName = "q" | "kategori" | "urut" | "tampilan" | "halaman" | "limit" | "cursor" | "tahun";

/** The categories a list can be filtered by (the admin forms allow no others). */
const KATEGORI_OF = {
  artikel: ARTIKEL_KATEGORI,
  umkm: UMKM_KATEGORI,
  galeri: GALERI_KATEGORI,
} as const;
export type Collection = keyof typeof KATEGORI_OF;

/**
 * The pages that show data, by name. The names live here, with the routes that name them;
 * each one's data type is in pages.ts (`PageDataMap`), whose loaders must cover every name.
 */
export const PAGE_NAMES = [
  "home",
  "artikelList",
  "artikelDetail",
  "about",
  "galeri",
  "umkmList",
  "umkmDetail",
  "agendaList",
  "agendaArsip",
  "agendaDetail",
  "laporForm",
  "laporDaftar",
  "laporFollow",
  "dataPenduduk",
  "dataApbdes",
  "layar",
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export interface RouteSpec {
  /** `/artikel/:id`; `*` matches every path. */
  path: string;
  /** Whose data the page shows; null for pages without data (and for API routes). */
  page: PageName | null;
  /** The parameters it understands, in their canonical order. */
  params: readonly ParamName[];
  /** The collection whose categories `kategori` may name. */
  collection?: Collection;
  /** Whether the edge cache keeps its answers (keyed on the canonical URL). */
  cached: boolean;
  /** Shows the built-in content when its data cannot be read (seed section 8). */
  fallback?: boolean;
  /**
   * One person's page (a resident's report by its code): never cached anywhere, never indexed,
   * its lookups rate-limited, and no page data API for it.
   */
  private?: boolean;
  /**
   * False for a page meant for a screen, not for searching (the hall's display): left out of
   * the sitemap and answered with `X-Robots-Tag: noindex`. Cached and public like the rest.
   */
  indexed?: false;
}

const LIST_PAGE: readonly ParamName[] = ["q", "kategori", "halaman"];
const LIST_API: readonly ParamName[] = ["q", "kategori", "limit", "cursor"];

/** The public pages of seed section 2, in matching order; the last catches the rest. */
export const PAGE_ROUTES = [
  { path: "/", page: "home", params: [], cached: true, fallback: true },
  {
    path: "/artikel",
    page: "artikelList",
    params: LIST_PAGE,
    collection: "artikel",
    cached: true,
    fallback: true,
  },
  { path: "/artikel/:id", page: "artikelDetail", params: [], cached: true },
  // Its texts are settings in D1 now; the built-in hamlet's stand in when D1 fails.
  { path: "/about", page: "about", params: [], cached: true, fallback: true },
  {
    path: "/galeri",
    page: "galeri",
    params: LIST_PAGE,
    collection: "galeri",
    cached: true,
    fallback: true,
  },
  {
    path: "/umkm",
    page: "umkmList",
    params: ["q", "kategori", "urut", "tampilan", "halaman"],
    collection: "umkm",
    cached: true,
  },
  { path: "/umkm/:id", page: "umkmDetail", params: [], cached: true },
  // 'Agenda Kegiatan': upcoming first, ended events in the archive, each event its page.
  { path: "/agenda", page: "agendaList", params: ["q", "halaman"], cached: true },
  { path: "/agenda/arsip", page: "agendaArsip", params: ["q", "halaman"], cached: true },
  { path: "/agenda/:id", page: "agendaDetail", params: [], cached: true },
  { path: "/katalog", page: null, params: [], cached: true },
  { path: "/profil", page: null, params: [], cached: true },
  // Where 'Kirim Pesan' sent without JavaScript lands (docs/decisions/013); the same for all.
  { path: "/kontak/terkirim", page: null, params: [], cached: true },
  // 'Lapor Warga' (docs/decisions/021): the form, then each report's private page by its code.
  { path: "/lapor", page: "laporForm", params: [], cached: true },
  // The public record: what the office chose to show, and the year's count per month and state.
  { path: "/lapor/daftar", page: "laporDaftar", params: ["tahun", "halaman"], cached: true },
  { path: "/lapor/:id", page: "laporFollow", params: [], cached: false, private: true },
  // 'Data Padukuhan' (docs/decisions/022): the population and the budget by year.
  { path: "/data", page: "dataPenduduk", params: ["tahun"], cached: true },
  { path: "/data/apbdes", page: "dataApbdes", params: ["tahun"], cached: true },
  // 'Layar Balai' (issue 31): the hall's television, not a page to be found by searching.
  { path: "/layar", page: "layar", params: [], cached: true, indexed: false },
  // Unknown paths cost no content read; caching them would let anyone fill the cache.
  { path: "*", page: null, params: [], cached: false },
] as const satisfies readonly RouteSpec[];

/** The public read API (ARCHITECTURE.md's contract). */
export const API_ROUTES = [
  { path: "/api/artikel", page: null, params: LIST_API, collection: "artikel", cached: true },
  { path: "/api/artikel/:id", page: null, params: [], cached: true },
  { path: "/api/umkm", page: null, params: [...LIST_API, "urut"], collection: "umkm", cached: true },
  { path: "/api/umkm/:id", page: null, params: [], cached: true },
  { path: "/api/galeri", page: null, params: LIST_API, collection: "galeri", cached: true },
  // 'Tambahkan ke Kalender': one event as an iCalendar file (RFC 5545).
  { path: "/api/agenda/:id/kalender.ics", page: null, params: [], cached: true },
] as const satisfies readonly RouteSpec[];

/**
 * What crawlers and feed readers fetch (issue 20): not pages, but cached like them, under the
 * content version, so a write shows in them at once. Public host only; on the admin host only
 * `robots.txt` answers, refusing everything. A collection's sitemap comes in pages of 1,000
 * records, numbered by `halaman` as the lists are (`/sitemap-artikel.xml?halaman=2`).
 */
export const FEED_ROUTES = [
  { path: "/robots.txt", page: null, params: [], cached: true },
  { path: "/sitemap.xml", page: null, params: [], cached: true },
  { path: "/sitemap-halaman.xml", page: null, params: [], cached: true },
  { path: "/sitemap-artikel.xml", page: null, params: ["halaman"], cached: true },
  { path: "/sitemap-umkm.xml", page: null, params: ["halaman"], cached: true },
  { path: "/sitemap-agenda.xml", page: null, params: ["halaman"], cached: true },
  { path: "/rss.xml", page: null, params: [], cached: true },
] as const satisfies readonly RouteSpec[];

/**
 * Files at the site's root that make it installable on a phone (decision 017): the web app
 * manifest, built from the village's identity settings and cached at the edge under the
 * content version like the feeds, and the service worker, a build file that must never be
 * served from an older copy (a browser checks it for a new deployment at once). Public host only.
 */
export const SITE_FILE_ROUTES = [
  { path: "/manifest.webmanifest", page: null, params: [], cached: true },
  { path: "/sw.js", page: null, params: [], cached: false },
] as const satisfies readonly RouteSpec[];

/**
 * The home-screen icons the build makes from the favicon (scripts/lib/build-icons.ts): `any`
 * as drawn, `maskable` on a full square of its background with the mark inside the safe zone,
 * and the one iOS asks for in `apple-touch-icon`.
 */
export const APP_ICONS = [
  { path: "/icons/icon-192.png", size: 192, purpose: "any" },
  { path: "/icons/icon-512.png", size: 512, purpose: "any" },
  { path: "/icons/maskable-192.png", size: 192, purpose: "maskable" },
  { path: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
] as const;
export const APPLE_TOUCH_ICON = { path: "/icons/apple-touch-icon.png", size: 180 } as const;
/**
 * The pages' `<link rel="icon">`, drawn as `any` is: a small PNG, not the SVG itself, which a
 * browser parses as a document of its own on the page's main thread after the first paint
 * (4–20 ms each load on the bench's machine). 48 px is a tab's 16 px at three times the density.
 */
export const PAGE_ICON = { path: "/icons/favicon-48.png", size: 48 } as const;

/**
 * The built-in content (records and the built-in hamlet's settings) as a JSON file in the
 * build output, read only when D1 or the network fails: by the Worker from its assets, by the
 * browser from this path. Bundling it would cost every start and every visitor its bytes.
 */
export const BUILT_IN_CONTENT_ASSET = "/public/built-in-content.json";

/** Where the page data of a page route is served: `/api/pages` + the page's path. */
export const PAGE_DATA_PREFIX = "/api/pages";

export interface RouteMatch<R extends RouteSpec = RouteSpec> {
  route: R;
  params: Record<string, string>;
}

/** The first route whose path matches; `:name` takes one non-empty segment. */
export function matchRoute<R extends RouteSpec>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R> | null {
  // A trailing slash names the same page, as the router in the browser treats it.
  const segments = (pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname).split("/").slice(1);
  for (const route of routes) {
    if (route.path === "*") return { route, params: {} };
    const pattern = route.path.split("/").slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matched = pattern.every((part, index) => {
      const segment = segments[index] ?? "";
      if (!part.startsWith(":")) return part === segment;
      if (segment === "") return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matched) return { route, params };
  }
  return null;
}

/** The page route of a path (the catch-all when nothing else matches). */
export function matchPageRoute(pathname: string): RouteMatch<(typeof PAGE_ROUTES)[number]> {
  return matchRoute(PAGE_ROUTES, pathname) as RouteMatch<(typeof PAGE_ROUTES)[number]>;
}

const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

/** One parameter's canonical value, or null when it is absent, unusable or the default. */
function canonicalValue(name: ParamName, raw: string, route: RouteSpec, query: string): string | null {
  switch (name) {
    case "q":
      return normalizeQuery(raw) || null;
    case "kategori": {
      const wanted = raw.trim().toLocaleLowerCase("id-ID");
      const known = route.collection ? KATEGORI_OF[route.collection] : [];
      return known.find((kategori) => kategori.toLocaleLowerCase("id-ID") === wanted) ?? null;
    }
    case "urut": {
      const sort = UMKM_SORTS.find((value) => value === raw.trim().toLowerCase());
      // Without a search there is nothing to rank; with one, relevance is the default.
      if (!sort || sort === defaultUmkmSort(query)) return null;
      return sort === "relevan" ? null : sort;
    }
    case "tampilan": {
      const view = UMKM_VIEWS.find((value) => value === raw.trim().toLowerCase());
      return view && view !== UMKM_VIEWS[0] ? view : null;
    }
    case "halaman": {
      const page = /^\d{1,5}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
      return page >= 2 ? String(page) : null;
    }
    case "limit": {
      const limit = /^\d{1,5}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
      if (limit < 1) return null;
      const clamped = Math.min(limit, API_LIMIT.max);
      return clamped === API_LIMIT.default ? null : String(clamped);
    }
    case "cursor":
      return CURSOR.test(raw) ? raw : null;
    case "tahun": {
      const year = /^\d{4}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
      return year >= 2000 && year <= 2100 ? String(year) : null;
    }
  }
}

/**
 * The query string a route understands, in canonical form: only its own parameters, in its
 * order, each normalised (`q` trimmed and lower-cased, `halaman` a whole number from 2, a known
 * `kategori`), defaults left out. Every other parameter is dropped.
 */
export function canonicalSearch(route: RouteSpec, search: URLSearchParams): URLSearchParams {
  const canonical = new URLSearchParams();
  const query = normalizeQuery(search.get("q") ?? "");
  for (const name of route.params) {
    const raw = search.get(name);
    if (raw === null) continue;
    const value = canonicalValue(name, raw, route, query);
    if (value !== null) canonical.set(name, value);
  }
  return canonical;
}

/** The canonical query string of a public page's URL (its route's parameters only). */
export function canonicalPageSearch(pathname: string, search: URLSearchParams): URLSearchParams {
  return canonicalSearch(matchPageRoute(pathname).route, search);
}

/** Whether a route is one person's page (`RouteSpec.private`). */
export const isPrivateRoute = (route: RouteSpec): boolean => "private" in route && route.private === true;

/**
 * Whether search engines may index a route's page and find it in the sitemap: not one person's
 * page, nor one that says `indexed: false`.
 */
export const isIndexedRoute = (route: RouteSpec): boolean =>
  !isPrivateRoute(route) && !("indexed" in route && route.indexed === false);

/** Whether a page shows the built-in content when its data cannot be read (seed section 8). */
export function hasBuiltInFallback(page: PageName): boolean {
  return PAGE_ROUTES.some((route) => route.page === page && "fallback" in route && route.fallback);
}

/** Where an event's 'Tambahkan ke Kalender' file is downloaded. */
export const agendaCalendarPath = (id: string) => `/api/agenda/${encodeURIComponent(id)}/kalender.ics`;

/** The canonical URL of a public page with these parameters (`pageUrl("/artikel", { kategori })`). */
export function pageUrl(pathname: string, params: Record<string, string>): string {
  return withSearch(pathname, canonicalPageSearch(pathname, new URLSearchParams(params)));
}
