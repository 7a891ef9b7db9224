import { createContext, useContext } from "react";

/** Origins the browser cannot guess: the admin app lives on its own host. */
export interface SiteConfig {
  publicOrigin: string;
  adminOrigin: string;
}

const SiteConfigContext = createContext<SiteConfig>({ publicOrigin: "", adminOrigin: "" });

export const SiteConfigProvider = SiteConfigContext.Provider;

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
