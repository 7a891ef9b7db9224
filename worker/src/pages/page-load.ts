import type { ServerPageLoad } from "@padukuhan/public-app/entry-server";
import { memorySource } from "@padukuhan/shared/memory-source";
import { BUILT_IN_CONTENT_ASSET, type ContentSource, pageLoaders } from "@padukuhan/shared/pages";
import { hasBuiltInFallback } from "@padukuhan/shared/routes";
import type { Database } from "../db/client";
import { d1Source } from "../db/lists";

/** The built-in content, from the build output (see BUILT_IN_CONTENT_ASSET). */
async function builtInContent(assets: Fetcher): Promise<ContentSource> {
  const response = await assets.fetch(new Request(new URL(BUILT_IN_CONTENT_ASSET, "https://assets.invalid")));
  if (!response.ok) throw new Error(`built-in content: ${response.status}`);
  return memorySource(await response.json<Parameters<typeof memorySource>[0]>());
}

/**
 * Page data from D1. If D1 fails, home, gallery and article list show the built-in content,
 * as the seed does when its store cannot be reached; other pages let the error through.
 */
export function d1PageLoad(db: Database, assets: Fetcher): ServerPageLoad {
  const source = d1Source(db);
  return async (page, input) => {
    try {
      return await pageLoaders[page](source, input);
    } catch (error) {
      if (!hasBuiltInFallback(page)) throw error;
      console.error(`[pages] ${page}: D1 failed, showing built-in content`, error);
      return pageLoaders[page](await builtInContent(assets), input);
    }
  };
}
