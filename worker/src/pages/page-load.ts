import type { ServerPageLoad } from "@padukuhan/public-app/entry-server";
import {
  BUILT_IN_CONTENT_ASSET,
  type ContentCollections,
  collectionsOf,
  PAGES_WITH_FALLBACK,
  pageLoaders,
} from "@padukuhan/shared/pages";
import { listArtikel } from "../db/artikel";
import type { Database } from "../db/client";
import { listGaleri } from "../db/galeri";
import { listUmkm } from "../db/umkm";

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= load();
    return result;
  };
}

/** The three lists from D1, each read at most once per request. */
function d1Collections(db: Database): ContentCollections {
  return {
    artikel: once(() => listArtikel(db)),
    galeri: once(() => listGaleri(db)),
    umkm: once(() => listUmkm(db)),
  };
}

/** The built-in content, from the build output (see BUILT_IN_CONTENT_ASSET). */
async function builtInContent(assets: Fetcher): Promise<ContentCollections> {
  const response = await assets.fetch(new Request(new URL(BUILT_IN_CONTENT_ASSET, "https://assets.invalid")));
  if (!response.ok) throw new Error(`built-in content: ${response.status}`);
  return collectionsOf(await response.json<Parameters<typeof collectionsOf>[0]>());
}

/**
 * Page data from D1. If D1 fails, home, gallery and article list show the built-in content,
 * as the seed does when its store cannot be reached; other pages let the error through.
 */
export function d1PageLoad(db: Database, assets: Fetcher): ServerPageLoad {
  const content = d1Collections(db);
  return async (page, id) => {
    try {
      return await pageLoaders[page](content, id);
    } catch (error) {
      if (!PAGES_WITH_FALLBACK.has(page)) throw error;
      console.error(`[pages] ${page}: D1 failed, showing built-in content`, error);
      return pageLoaders[page](await builtInContent(assets), id);
    }
  };
}
