import { collectionsOf, PAGES_WITH_FALLBACK, type PageDataMap, pageLoaders } from "@padukuhan/shared/pages";
import { redirect } from "react-router-dom";
import type { PageLoad } from "./routes";

/** What `/api/pages/*` answers: the page's data, or where to go instead. */
export type PagePayload = { data: unknown } | { redirect: string };

class PageFetchError extends Error {}

/**
 * Loads a page's data in the browser after the first (server-rendered) page. When the API
 * cannot be reached, home, gallery and article list show the built-in content (seed
 * section 8); that content is a separate chunk, fetched only then.
 */
export const clientLoad: PageLoad = async (page, { request }) => {
  const { pathname } = new URL(request.url);
  try {
    const response = await fetch(`/api/pages${pathname}`, {
      signal: request.signal,
      headers: { Accept: "application/json" },
    });
    if (response.status >= 500) throw new PageFetchError(`${pathname}: ${response.status}`);
    const payload = (await response.json()) as PagePayload;
    if ("redirect" in payload) throw redirect(payload.redirect);
    return payload.data as PageDataMap[typeof page];
  } catch (error) {
    if (error instanceof Response || request.signal.aborted || !PAGES_WITH_FALLBACK.has(page)) throw error;
    const samples = await import("@padukuhan/shared/sample-content");
    const content = collectionsOf({
      artikel: samples.sampleArtikel,
      galeri: samples.sampleGaleri,
      umkm: samples.sampleUmkm,
    });
    return pageLoaders[page](content, undefined) as Promise<PageDataMap[typeof page]>;
  }
};
