/**
 * What every island root is wrapped in, on the server and in the browser alike, so both sides
 * render the same tree. Islands are React roots of their own: context from the page does not
 * reach them, so what they all may need (the site config, the page's location, the Save-Data
 * choice) is provided again here, from the page's one JSON block (`IslandPage`).
 */
import { SmallestCopiesProvider } from "@padukuhan/shared/ui/image";
import { type ReactNode, StrictMode } from "react";
import { type PageLocation, PageLocationProvider } from "../page-location";
import { type SiteConfig, SiteConfigProvider } from "../site-config";

/** What the page's `<script id="page-data">` carries for its islands. */
export interface IslandPage {
  config: SiteConfig;
  location: PageLocation;
}

export function IslandRoot({ page, children }: { page: IslandPage; children: ReactNode }) {
  return (
    <StrictMode>
      <SiteConfigProvider value={page.config}>
        <PageLocationProvider value={page.location}>
          <SmallestCopiesProvider value={page.config.saveData}>{children}</SmallestCopiesProvider>
        </PageLocationProvider>
      </SiteConfigProvider>
    </StrictMode>
  );
}

/** The `useId` prefix of the n-th island of a page: the server and the browser count alike. */
export const islandIdPrefix = (index: number) => `i${index}-`;

/**
 * When the browser hydrates an island: as soon as it can, when it is idle, or when the island is
 * seen. `admin`: at once in a browser where an admin signed in (layout/admin-hint.ts); elsewhere
 * it starts nothing, and hydrates only if something else started the islands' script.
 */
export type IslandWhen = "load" | "idle" | "visible" | "admin";
