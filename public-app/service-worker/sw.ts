/**
 * The public site's service worker (docs/decisions/018): pages and photos a visitor has seen
 * stay readable on a bad signal, and a photo seen once is never downloaded again.
 * - Pages and their data: network first; after NETWORK_TIMEOUT_MS, or when the network fails,
 *   the copy kept from the last visit, with a notice; a page never kept gets the offline page.
 * - Photos and the build's hashed files: cache first, bounded.
 * - What the site removed is forgotten: a page (or its data) answered 404 or 410 drops its
 *   kept copies, and a page or photo kept longer than LIFETIME_MS is no longer shown or listed.
 * Never touched: other origins (the admin host among them), `/api/auth`, `/api/admin`, any
 * other API call, and any answer marked private or not to be stored.
 */
import {
  OFFLINE_COPY_HEADER,
  OFFLINE_NOTICE_HTML,
  SERVICE_WORKER_PATH,
  type ServiceWorkerMessage,
} from "@padukuhan/shared/offline";
import { matchPageRoute, PAGE_DATA_PREFIX } from "@padukuhan/shared/routes";
import { offlinePage } from "./offline-page";

declare const self: ServiceWorkerGlobalScope;
/** The current build's files under `/assets/`, written in by the build (scripts/lib/build-sw.ts). */
declare const BUILD_ASSETS: readonly string[];

/**
 * A new name drops the old cache on activation: change it when what a cache holds changes.
 * `halaman-v2`: every page copy carries the time it was kept (v1's had none).
 */
const CACHE = { pages: "halaman-v2", images: "gambar-v1", assets: "aset-v1" } as const;
/** Pages and page data together: the last version of each, oldest dropped first. */
const PAGE_LIMIT = 80;
const IMAGE_LIMIT = 60;
/**
 * How long a kept page or photo is shown: an article unpublished while the phone was away
 * from the site is not shown as current news a year on. A copy older than this counts as none
 * (the offline page does not list it either) and is dropped when found.
 */
const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a page waits for the network before the kept copy is shown instead. */
const NETWORK_TIMEOUT_MS = 3000;
/** When a page or an image was kept: a header of the copy only, never sent anywhere. */
const STORED_AT = "x-disimpan";
/** Answers saying the site removed a page: its kept copies go. */
const REMOVED = new Set([404, 410]);

const NEVER = /^\/(api\/(auth|admin)|admin)(\/|$)/;
const IMAGES = /^\/(img|api\/placeholder)\/|^\/favicon\.svg$|^\/icons\//;
const currentAssets = new Set(BUILD_ASSETS);

self.addEventListener("install", () => {
  // Nothing is fetched up front (visitors pay for every byte); a new version takes over at once.
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const wanted = new Set<string>(Object.values(CACHE));
      for (const name of await caches.keys()) if (!wanted.has(name)) await caches.delete(name);
      // A new deployment's pages name new hashed files: the old ones are never asked for again.
      const assets = await caches.open(CACHE.assets);
      for (const request of await assets.keys()) {
        if (!currentAssets.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname) || url.pathname === SERVICE_WORKER_PATH)
    return;
  if (request.mode === "navigate") {
    event.respondWith(navigation(event, url));
  } else if (url.pathname.startsWith(`${PAGE_DATA_PREFIX}/`)) {
    event.respondWith(pageData(event));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(event, CACHE.assets));
  } else if (IMAGES.test(url.pathname)) {
    event.respondWith(cacheFirst(event, CACHE.images));
  }
});

/** The app names what it showed before this worker took over, and pages it reached in-app. */
self.addEventListener("message", (event) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  if (message?.type !== "keep" || !Array.isArray(message.urls)) return;
  event.waitUntil(keepAll(message.urls.filter((url): url is string => typeof url === "string")));
});

const isPage = (url: URL) =>
  !url.pathname.startsWith("/api/") && matchPageRoute(url.pathname).route.path !== "*";

/** An answer that may be kept: complete, successful, and the same for every visitor. */
function keepable(response: Response): boolean {
  if (response.status !== 200 || response.type === "opaque") return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  const vary = response.headers.get("Vary") ?? "";
  return !/no-store|private/i.test(cacheControl) && !/cookie|authorization/i.test(vary);
}

/** Pages and photos age out; the build's files go with their build (activate). */
const expires = (cacheName: string) => cacheName !== CACHE.assets;

/** Keeps an answer under its URL (stamped with the time, where copies expire), dropping the oldest beyond `limit`. */
async function keep(cacheName: string, url: string, response: Response, limit?: number) {
  const cache = await caches.open(cacheName);
  let copy = response;
  if (expires(cacheName)) {
    const headers = new Headers(response.headers);
    headers.set(STORED_AT, String(Date.now()));
    copy = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  // A put replaces the entry and moves it to the end of the cache's order (newest last); it is
  // never deleted first, which would leave a moment without a copy.
  await cache.put(url, copy);
  if (limit === undefined) return;
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

/** The copy of `request` in `cache`, unless it has outlived LIFETIME_MS (then it is dropped). */
async function freshCopy(
  cacheName: string,
  cache: Cache,
  request: RequestInfo,
): Promise<Response | undefined> {
  // Kept under its URL alone: a page that varies by `Save-Data` is the visitor's own copy either way.
  const copy = await cache.match(request, { ignoreVary: true });
  if (!copy || !expires(cacheName)) return copy;
  // A copy without the stamp counts as expired: its age is unknown.
  if (Date.now() - Number(copy.headers.get(STORED_AT) ?? 0) < LIFETIME_MS) return copy;
  await cache.delete(request, { ignoreVary: true });
  return undefined;
}

async function kept(cacheName: string, url: string): Promise<Response | undefined> {
  return freshCopy(cacheName, await caches.open(cacheName), url);
}

/** The site removed a page: its kept copy and its kept data go, whichever of the two was asked for. */
async function forget(url: string) {
  const { origin, pathname, search } = new URL(url);
  const page = pathname.startsWith(`${PAGE_DATA_PREFIX}/`)
    ? pathname.slice(PAGE_DATA_PREFIX.length)
    : pathname;
  const cache = await caches.open(CACHE.pages);
  for (const path of [page, `${PAGE_DATA_PREFIX}${page}`]) {
    await cache.delete(`${origin}${path}${search}`, { ignoreVary: true });
  }
}

const delay = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms));

/**
 * The network's answer, kept when it may be; when the network fails, answers with a server
 * error, or is slower than NETWORK_TIMEOUT_MS, the kept copy (`fromCopy`); without a copy, a
 * slow network is waited for and a failed one gets `withoutCopy`.
 */
async function networkFirst(
  event: FetchEvent,
  keepAs: string | null,
  fromCopy: (copy: Response) => Response | Promise<Response>,
  withoutCopy: () => Response | Promise<Response>,
): Promise<Response> {
  const url = event.request.url.split("#")[0] ?? event.request.url;
  const network = fetch(event.request);
  // Kept beside the answer, never before it: the browser reads the page as it streams in. A
  // slow answer that arrives after the copy was shown still replaces the copy.
  event.waitUntil(
    network.then(
      (response) => {
        if (REMOVED.has(response.status)) return forget(keepAs ?? url);
        return keepAs && keepable(response)
          ? keep(CACHE.pages, keepAs, response.clone(), PAGE_LIMIT)
          : undefined;
      },
      () => undefined,
    ),
  );
  const first = await Promise.race([network.catch(() => "failed" as const), delay(NETWORK_TIMEOUT_MS)]);
  if (first instanceof Response && first.status < 500) return first;
  const copy = await kept(CACHE.pages, keepAs ?? url);
  if (copy) return fromCopy(copy);
  if (first instanceof Response) return first;
  if (first === "timeout") {
    try {
      return await network;
    } catch {
      // failed after the timeout as well
    }
  }
  return withoutCopy();
}

/** The kept page with the notice that it is a copy, before the app's root (not hydrated). */
async function withNotice(copy: Response): Promise<Response> {
  const html = (await copy.text()).replace(/<body[^>]*>/, (body) => `${body}${OFFLINE_NOTICE_HTML}`);
  const headers = new Headers(copy.headers);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  headers.delete(STORED_AT);
  headers.set(OFFLINE_COPY_HEADER, "1");
  return new Response(html, { status: 200, headers });
}

function navigation(event: FetchEvent, url: URL): Promise<Response> {
  const pageUrl = `${url.origin}${url.pathname}${url.search}`;
  return networkFirst(event, isPage(url) ? pageUrl : null, withNotice, async () => {
    const cache = await caches.open(CACHE.pages);
    return offlinePage(pageUrl, await cache.keys(), (request) => freshCopy(CACHE.pages, cache, request));
  });
}

function pageData(event: FetchEvent): Promise<Response> {
  return networkFirst(
    event,
    event.request.url,
    (copy) => {
      const headers = new Headers(copy.headers);
      headers.delete(STORED_AT);
      headers.set(OFFLINE_COPY_HEADER, "1");
      return new Response(copy.body, { status: copy.status, headers });
    },
    () => Response.error(),
  );
}

async function cacheFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const { request } = event;
  const copy = await kept(cacheName, request.url);
  if (copy) return copy;
  const response = await fetch(request);
  // Beside the answer: a photo shows as its bytes arrive, not once it is kept.
  if (keepable(response)) event.waitUntil(keepFile(cacheName, request.url, response.clone()));
  return response;
}

async function keepFile(cacheName: string, url: string, response: Response) {
  if (cacheName === CACHE.assets) {
    if (currentAssets.has(new URL(url).pathname)) await keep(cacheName, url, response);
    return;
  }
  await keep(cacheName, url, response, IMAGE_LIMIT);
}

/** URLs a `keepAll` is fetching now: two messages naming one photo fetch it once. */
const keeping = new Set<string>();

/**
 * Keeps what a page already loaded before this worker controlled it (and a page reached
 * in-app). A photo or build file comes from the browser's own cache while that copy is fresh
 * (no byte twice); a page is always asked of the server (a 304 when unchanged), never read with
 * `force-cache`, which would hand back the browser's old copy of a page the site has removed.
 */
async function keepAll(urls: string[]) {
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, self.location.origin);
    } catch {
      continue;
    }
    if (url.origin !== self.location.origin || NEVER.test(url.pathname)) continue;
    url.hash = "";
    const cacheName = isPage(url)
      ? CACHE.pages
      : url.pathname.startsWith("/assets/")
        ? CACHE.assets
        : IMAGES.test(url.pathname)
          ? CACHE.images
          : null;
    if (!cacheName || keeping.has(url.href)) continue;
    if (cacheName !== CACHE.pages && (await kept(cacheName, url.href))) continue;
    keeping.add(url.href);
    try {
      const response = await fetch(url.href, {
        cache: cacheName === CACHE.pages ? "no-cache" : "default",
        credentials: "same-origin",
      });
      if (!keepable(response)) continue;
      if (cacheName === CACHE.pages) await keep(cacheName, url.href, response, PAGE_LIMIT);
      else await keepFile(cacheName, url.href, response);
    } catch {
      // Offline already: what is not kept is simply not available offline.
    } finally {
      keeping.delete(url.href);
    }
  }
}
