import type { ServerPageLoad } from "@padukuhan/public-app/entry-server";
import { type BuiltInContent, memorySource } from "@padukuhan/shared/memory-source";
import { BUILT_IN_CONTENT_ASSET, type ContentSource, pageLoaders } from "@padukuhan/shared/pages";
import type { PengumumanBar } from "@padukuhan/shared/pengumuman";
import { hasBuiltInFallback } from "@padukuhan/shared/routes";
import { DEFAULT_SETTINGS, type SiteSettings } from "@padukuhan/shared/settings";
import { d1Source } from "../content/source";
import type { Database } from "../db/client";

/** The built-in content, from the build output (see BUILT_IN_CONTENT_ASSET). */
async function builtInContent(assets: Fetcher): Promise<ContentSource> {
  const response = await assets.fetch(new Request(new URL(BUILT_IN_CONTENT_ASSET, "https://assets.invalid")));
  if (!response.ok) throw new Error(`built-in content: ${response.status}`);
  return memorySource(await response.json<BuiltInContent>());
}

/**
 * Where a request's pages read from: D1. If D1 fails, home, gallery, article list and about
 * show the built-in content, as the seed does when its store cannot be reached; other pages
 * let the error through. The frame (name, colours, footer) always has settings to show: D1's,
 * else the built-in hamlet's with the built-in content, else the neutral defaults. Its
 * announcement is the page's own read (`/layar` shows it too): one index seek for both.
 */
export function d1PageSources(
  db: Database,
  assets: Fetcher,
): {
  load: ServerPageLoad;
  settings: () => Promise<SiteSettings>;
  pengumuman: () => Promise<PengumumanBar | null>;
} {
  const source = d1Source(db);
  const load: ServerPageLoad = async (page, input) => {
    try {
      return await pageLoaders[page](source, input);
    } catch (error) {
      if (!hasBuiltInFallback(page)) throw error;
      console.error(`[pages] ${page}: D1 failed, showing built-in content`, error);
      return pageLoaders[page](await builtInContent(assets), input);
    }
  };
  const settings = async () => {
    try {
      return await source.settings();
    } catch (error) {
      console.error("[pages] settings: D1 failed, showing the built-in ones", error);
      try {
        return await (await builtInContent(assets)).settings();
      } catch {
        return DEFAULT_SETTINGS;
      }
    }
  };
  // The frame's announcement bar (content/pengumuman/store.ts); none when D1 cannot be read,
  // as the frame goes on without it.
  const pengumuman = async () => {
    try {
      return await source.pengumuman();
    } catch (error) {
      console.error("[pages] pengumuman: D1 failed, showing none", error);
      return null;
    }
  };
  return { load, settings, pengumuman };
}
