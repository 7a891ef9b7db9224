import type { PengumumanBar } from "@padukuhan/shared/pengumuman";
import type { SiteChrome } from "@padukuhan/shared/site";
import { createContext, useContext } from "react";

/** What every page needs besides its data: the two origins and the village's frame. */
export interface SiteConfig {
  publicOrigin: string;
  adminOrigin: string;
  site: SiteChrome;
  /** The active announcement when the page was rendered; page data answers bring it anew. */
  pengumuman: PengumumanBar | null;
  /**
   * The first page's request said `Save-Data: on`: images show their smallest copy and the
   * home carousel its first slide only. Kept for the whole visit, so in-app navigations look
   * like the pages the server renders for this browser. Absent otherwise.
   */
  saveData?: true;
}

const SiteConfigContext = createContext<SiteConfig | null>(null);

export const SiteConfigProvider = SiteConfigContext.Provider;

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error("useSiteConfig outside SiteConfigProvider");
  return config;
}

/** The village's name, colours, contact details, links and footer. */
export function useSite(): SiteChrome {
  return useSiteConfig().site;
}
