import type { PageDataMap, PageName } from "@padukuhan/shared/pages";
import { createContext, useContext } from "react";

/** The page on screen and the data it was rendered with. */
export interface LoadedPage {
  pathname: string;
  /** The canonical query string the data was loaded for, without '?' (shared/src/routes.ts). */
  search: string;
  page: PageName | null;
  data: unknown;
  /** The data could not be loaded and there is no built-in content for this page. */
  failed: boolean;
}

const PageDataContext = createContext<LoadedPage | null>(null);

export const PageDataProvider = PageDataContext.Provider;

export function useLoadedPage(): LoadedPage {
  const loaded = useContext(PageDataContext);
  if (!loaded) throw new Error("useLoadedPage outside PageDataProvider");
  return loaded;
}

/**
 * The data of the page being shown, inlined by the server on the first visit and fetched
 * from `/api/pages/*` after a navigation. `page` names which page's data the caller expects.
 */
export function usePageData<P extends PageName>(page: P): PageDataMap[P] {
  const loaded = useLoadedPage();
  if (loaded.page !== page) throw new Error(`usePageData(${page}) on the ${loaded.page} page`);
  return loaded.data as PageDataMap[P];
}
