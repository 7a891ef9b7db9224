import { DATA_PATHS, parseDataDownload } from "@padukuhan/shared/data-padukuhan";
import {
  API_ROUTES,
  canonicalSearch,
  FEED_ROUTES,
  matchPageRoute,
  matchRoute,
  PAGE_DATA_PREFIX,
  SITE_FILE_ROUTES,
  withSearch,
} from "@padukuhan/shared/routes";
import type { Context, MiddlewareHandler } from "hono";
import { sharedContentVersion } from "../db/content-version";
import type { AppEnv } from "../env";
import { isAdminHost } from "./hosts";
import { SAVE_DATA_HEADER, savesData } from "./save-data";

/** Browsers always ask again (a 304 costs a few bytes); the edge keeps a copy. */
const BROWSER_CACHE = "public, max-age=0, must-revalidate";
/**
 * For Cloudflare's CDN. `s-maxage` in Cache-Control would switch stale-while-revalidate off,
 * so the edge lifetime goes in its own header.
 */
const EDGE_CACHE = "max-age=300, stale-while-revalidate=86400";
/** How long the Worker's Cache API keeps a copy; the version in the key makes it exact. */
const STORED_CACHE = "public, max-age=300";

const NOT_PAGES = /^\/(api|img|assets|icons)\/|^\/api$|^\/favicon\.svg$/;

/**
 * 'Data Padukuhan''s open data files (`/data/penduduk-2026.csv`) and their sitemap: cached like
 * the feeds, under their path alone (they take no parameters). Not in routes.ts's tables, whose
 * path patterns cannot tell a download's name from the page `/data/apbdes`.
 */
const isDataFile = (path: string) => path === DATA_PATHS.sitemap || parseDataDownload(path) !== null;

/**
 * The canonical URL (path and query) under which a public answer is cached, or null when it
 * is not cached: only public pages, their page data, the public API, the feeds and the manifest, as the
 * route tables say, and the open data files (never the admin host, auth or admin API, images or
 * build assets).
 * Parameters a route does not understand are not part of it, so `/?x=123` is the home page's
 * copy.
 */
export function cacheablePath(c: Context<AppEnv>): string | null {
  if (c.req.method !== "GET" || isAdminHost(c)) return null;
  const url = new URL(c.req.url);
  const path = url.pathname;
  if (path.startsWith(`${PAGE_DATA_PREFIX}/`)) {
    const pagePath = path.slice(PAGE_DATA_PREFIX.length);
    const { route } = matchPageRoute(pagePath);
    return route.cached && route.page ? withSearch(path, canonicalSearch(route, url.searchParams)) : null;
  }
  const api = matchRoute(API_ROUTES, path);
  if (api) return withSearch(path, canonicalSearch(api.route, url.searchParams));
  // The sitemaps and the feed change with the content as pages do (robots.txt rides along).
  const feed = matchRoute(FEED_ROUTES, path);
  if (feed) return withSearch(path, canonicalSearch(feed.route, url.searchParams));
  if (isDataFile(path)) return path;
  // The manifest changes with the identity settings; the service worker only with a deployment.
  const siteFile = matchRoute(SITE_FILE_ROUTES, path);
  if (siteFile) return siteFile.route.cached ? path : null;
  if (NOT_PAGES.test(path)) return null;
  const { route } = matchPageRoute(path);
  return route.cached ? withSearch(path, canonicalSearch(route, url.searchParams)) : null;
}

/** The canonical URL of a cached answer, and whether it is a page (HTML) rather than data. */
function cacheable(c: Context<AppEnv>): { path: string; page: boolean } | null {
  const path = cacheablePath(c);
  if (path === null) return null;
  const pathname = new URL(c.req.url).pathname;
  return {
    path,
    page: !pathname.startsWith("/api/") && !matchRoute(FEED_ROUTES, pathname) && !isDataFile(pathname),
  };
}

async function bodyEtag(body: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", body);
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

function etagMatches(c: Context<AppEnv>, etag: string | null): boolean {
  const header = c.req.header("If-None-Match");
  if (!header || !etag) return false;
  return header
    .split(",")
    .map((value) => value.trim().replace(/^W\//, ""))
    .some((value) => value === etag || value === "*");
}

function forBrowser(response: Response, state: "HIT" | "MISS", notModified: boolean): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", BROWSER_CACHE);
  headers.set("Cloudflare-CDN-Cache-Control", EDGE_CACHE);
  headers.set("x-cache", state);
  if (notModified) {
    headers.delete("Content-Length");
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The key of a public answer: its canonical URL, the content version and the deployment. A
 * page cached by an earlier deployment names hashed assets that deployment removed, so it
 * never matches. A page rendered for a visitor saving data (smallest images, one slide) has
 * a key of its own: the Cache API does not honour `Vary`, so neither visitor ever gets the
 * other's copy.
 */
export function versionedUrl(
  origin: string,
  canonicalPath: string,
  contentVersion: string,
  deploymentId: string,
  saveData = false,
): URL {
  // Concatenated, never resolved: a path like `//x` must not become a host.
  const url = new URL(`${origin}${canonicalPath}`);
  url.searchParams.set("__konten", `${contentVersion}.${deploymentId}`);
  if (saveData) url.searchParams.set("__hemat", "1");
  return url;
}

/**
 * Copies kept in this isolate's memory in front of the Cache API (whose lookup is a call to
 * another service): the same keys, version included, so they are exactly as fresh. Bounded
 * in bytes; the oldest go first, and none outlives the Cache API's own lifetime.
 */
const MEMORY_LIMIT_BYTES = 4 * 1024 * 1024;
const MEMORY_LIFETIME_MS = 300_000;
interface Remembered {
  body: ArrayBuffer;
  headers: [string, string][];
  status: number;
  storedAt: number;
}
const memory = new Map<string, Remembered>();
let memoryBytes = 0;

function recall(key: string): Response | null {
  const entry = memory.get(key);
  if (!entry) return null;
  if (Date.now() - entry.storedAt > MEMORY_LIFETIME_MS) {
    forget(key);
    return null;
  }
  return new Response(entry.body, { status: entry.status, headers: entry.headers });
}

function forget(key: string) {
  const entry = memory.get(key);
  if (!entry) return;
  memory.delete(key);
  memoryBytes -= entry.body.byteLength;
}

function remember(key: string, body: ArrayBuffer, headers: Headers) {
  if (body.byteLength > MEMORY_LIMIT_BYTES / 8) return;
  forget(key);
  memory.set(key, { body, headers: [...headers], status: 200, storedAt: Date.now() });
  memoryBytes += body.byteLength;
  for (const oldest of memory.keys()) {
    if (memoryBytes <= MEMORY_LIMIT_BYTES) break;
    forget(oldest);
  }
}

/**
 * Keeps public answers in the Worker Cache API under a key that includes the content version
 * stored in D1. Every admin write changes that version in the same batch as the content, so
 * the very next request misses and sees the new content; older copies simply expire.
 */
export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const answer = cacheable(c);
  if (answer === null) return next();
  const version = await sharedContentVersion(c.env.DB).catch((error: unknown) => {
    // Without D1 nothing can be told fresh; the page itself falls back to the built-in content.
    console.error("[cache] content version unreadable, not caching", error);
    return null;
  });
  if (version === null) return next();
  // Only pages differ with Save-Data; the API and feeds answer the same to everyone.
  const saveData = answer.page && savesData(c.req.header(SAVE_DATA_HEADER));
  const url = versionedUrl(new URL(c.req.url).origin, answer.path, version, c.env.DEPLOYMENT.id, saveData);
  const host = c.req.header("Host") ?? url.host;
  const memoryKey = `${host} ${url.href}`;
  const remembered = recall(memoryKey);
  if (remembered) {
    c.res = forBrowser(remembered, "HIT", etagMatches(c, remembered.headers.get("ETag")));
    return;
  }
  const key = new Request(url.href, { headers: { Host: host } });
  const cache = caches.default;

  const cached = await cache.match(key);
  if (cached) {
    const body = await cached.arrayBuffer();
    remember(memoryKey, body, cached.headers);
    c.res = forBrowser(new Response(body, cached), "HIT", etagMatches(c, cached.headers.get("ETag")));
    return;
  }

  await next();
  const response = c.res;
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return;
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set("ETag", await bodyEtag(body));
  headers.set("Cache-Control", STORED_CACHE);
  const stored = new Response(body, { status: 200, headers });
  c.executionCtx.waitUntil(cache.put(key, stored.clone()));
  remember(memoryKey, body, headers);
  c.res = forBrowser(stored, "MISS", etagMatches(c, headers.get("ETag")));
};
