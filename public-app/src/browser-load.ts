import type { BuiltInContent } from "@padukuhan/shared/memory-source";
import { OFFLINE_COPY_HEADER } from "@padukuhan/shared/offline";
import type { PengumumanBar } from "@padukuhan/shared/pengumuman";
import {
  BUILT_IN_CONTENT_ASSET,
  canonicalPageSearch,
  hasBuiltInFallback,
  PAGE_DATA_PREFIX,
  withSearch,
} from "@padukuhan/shared/routes";
import { keepPageForOffline, offlineCopiesAvailable, showOfflineNotice } from "./offline";
import type { LoadedPage } from "./page-data";
import { matchPublicRoute, viewFor } from "./public-routes";

/**
 * The pages this tab has shown, by path and canonical query: when the network fails, a page
 * seen before is shown again as it was (the last few only, a phone's memory is small).
 */
const seen = new Map<string, unknown>();
const SEEN_LIMIT = 20;

export function rememberPage(loaded: Pick<LoadedPage, "pathname" | "search" | "data" | "failed">) {
  if (loaded.failed || loaded.data === null) return;
  const key = `${loaded.pathname}?${loaded.search}`;
  seen.delete(key);
  seen.set(key, loaded.data);
  if (seen.size > SEEN_LIMIT) seen.delete(seen.keys().next().value as string);
}

/**
 * What `/api/pages/*` answers: the page's data with the active announcement (an open tab learns
 * of a new or ended one on its next navigation), or where to go instead.
 */
export type PagePayload = { data: unknown; pengumuman?: PengumumanBar | null } | { redirect: string };

/** The API answered, but with a server error (not a lost connection). */
class ServerError extends Error {}

/**
 * Loads a page's data in the browser after the first (server-rendered) page, for its path and
 * the canonical form of its query. The service worker answers from the phone's copy when the
 * network fails (with a notice). When the API cannot be reached, a page this tab has shown
 * before is shown again as it was. Without a connection, a page the phone has no copy of is
 * opened as a whole, for the service worker's offline page. Otherwise the pages with built-in
 * content show it (seed section 8), but only to the village that content belongs to: the page
 * loaders are a chunk and the content a JSON file, both fetched only then (the first load
 * carries neither: public JS budget). Other pages, or any page when those chunks cannot be
 * fetched either, report the failure and show their error text.
 */
export async function loadPageInBrowser(
  pathname: string,
  rawSearch: URLSearchParams,
  signal: AbortSignal,
  villageName: string,
): Promise<LoadedPage | { redirect: string }> {
  const { route, params, page } = matchPublicRoute(pathname);
  const search = canonicalPageSearch(pathname, rawSearch);
  // The page's code is fetched alongside its data, and ready before either is shown.
  const settle = async (loaded: Omit<LoadedPage, "pathname" | "search" | "page">) => {
    await viewFor(route, loaded.failed)?.resolve();
    return { pathname, search: search.toString(), page, ...loaded };
  };
  if (!page) return settle({ data: null, failed: false });
  try {
    const response = await fetch(withSearch(`${PAGE_DATA_PREFIX}${pathname}`, search), {
      signal,
      headers: { Accept: "application/json" },
    });
    if (response.status >= 500) throw new ServerError(`${pathname}: ${response.status}`);
    const payload = (await response.json()) as PagePayload;
    if ("redirect" in payload) return payload;
    const fromCopy = response.headers.has(OFFLINE_COPY_HEADER);
    rememberPage({ pathname, search: search.toString(), data: payload.data, failed: false });
    const loaded = await settle({ data: payload.data, failed: false, pengumuman: payload.pengumuman });
    showOfflineNotice(fromCopy);
    if (!fromCopy) keepPageForOffline(withSearch(pathname, search));
    return loaded;
  } catch (error) {
    if (signal.aborted) throw error;
    const before = seen.get(`${pathname}?${search.toString()}`);
    if (before !== undefined) {
      showOfflineNotice(true);
      return settle({ data: before, failed: false });
    }
    if (!(error instanceof ServerError) && offlineCopiesAvailable()) {
      window.location.assign(withSearch(pathname, search));
      // The whole page is replaced: nothing here is shown.
      return new Promise<never>(() => undefined);
    }
    try {
      if (!hasBuiltInFallback(page)) return settle({ data: null, failed: true });
      const [{ pageLoaders }, { memorySource }, builtIn] = await Promise.all([
        import("@padukuhan/shared/pages"),
        import("@padukuhan/shared/memory-source"),
        fetch(BUILT_IN_CONTENT_ASSET, { signal }).then((answer) => {
          if (!answer.ok) throw new Error(`built-in content: ${answer.status}`);
          return answer.json() as Promise<BuiltInContent>;
        }),
      ]);
      // Another village's texts and records are never shown as this village's.
      if (builtIn.settings.identity.villageName !== villageName) return settle({ data: null, failed: true });
      const source = memorySource(builtIn);
      return settle({ data: await pageLoaders[page](source, { id: params.id, search }), failed: false });
    } catch {
      return settle({ data: null, failed: true });
    }
  }
}
