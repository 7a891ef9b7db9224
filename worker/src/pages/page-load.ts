import type { ServerPageLoad } from "@padukuhan/public-app/entry-server";
import {
  type ContentCollections,
  collectionsOf,
  PAGES_WITH_FALLBACK,
  pageLoaders,
} from "@padukuhan/shared/pages";
import { sampleArtikel, sampleGaleri, sampleUmkm } from "@padukuhan/shared/sample-content";
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

const builtIn = collectionsOf({ artikel: sampleArtikel, galeri: sampleGaleri, umkm: sampleUmkm });

/**
 * Page data from D1. If D1 fails, home, gallery and article list show the built-in content,
 * as the seed does when its store cannot be reached; other pages let the error through.
 */
export function d1PageLoad(db: Database): ServerPageLoad {
  const content = d1Collections(db);
  return async (page, id) => {
    try {
      return await pageLoaders[page](content, id);
    } catch (error) {
      if (!PAGES_WITH_FALLBACK.has(page)) throw error;
      console.error(`[pages] ${page}: D1 failed, showing built-in content`, error);
      return pageLoaders[page](builtIn, id);
    }
  };
}
