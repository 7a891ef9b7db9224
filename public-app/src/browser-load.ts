import { collectionsOf, PAGES_WITH_FALLBACK, pageLoaders } from "@padukuhan/shared/pages";
import type { LoadedPage } from "./page-data";
import { matchPublicRoute, viewFor } from "./public-routes";

/** What `/api/pages/*` answers: the page's data, or where to go instead. */
export type PagePayload = { data: unknown } | { redirect: string };

/**
 * Loads a page's data in the browser after the first (server-rendered) page. When the API
 * cannot be reached, home, gallery and article list show the built-in content (seed
 * section 8); that content is a separate chunk, fetched only then. Other pages report the
 * failure and show their error text.
 */
export async function loadPageInBrowser(
  pathname: string,
  signal: AbortSignal,
): Promise<LoadedPage | { redirect: string }> {
  const { route, params } = matchPublicRoute(pathname);
  const { page } = route;
  // The page's code is fetched alongside its data, and ready before either is shown.
  const settle = async (loaded: LoadedPage) => {
    await viewFor(route, loaded.failed)?.resolve();
    return loaded;
  };
  if (!page) return settle({ pathname, page, data: null, failed: false });
  try {
    const response = await fetch(`/api/pages${pathname}`, {
      signal,
      headers: { Accept: "application/json" },
    });
    if (response.status >= 500) throw new Error(`${pathname}: ${response.status}`);
    const payload = (await response.json()) as PagePayload;
    if ("redirect" in payload) return payload;
    return await settle({ pathname, page, data: payload.data, failed: false });
  } catch (error) {
    if (signal.aborted) throw error;
    if (!PAGES_WITH_FALLBACK.has(page)) return settle({ pathname, page, data: null, failed: true });
    const samples = await import("@padukuhan/shared/sample-content");
    const content = collectionsOf({
      artikel: samples.sampleArtikel,
      galeri: samples.sampleGaleri,
      umkm: samples.sampleUmkm,
    });
    return settle({ pathname, page, data: await pageLoaders[page](content, params.id), failed: false });
  }
}
