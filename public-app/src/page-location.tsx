import { createContext, useContext } from "react";

/** Where the page is: its path and its canonical query (without '?'), as the server rendered it. */
export interface PageLocation {
  pathname: string;
  search: string;
}

const PageLocationContext = createContext<PageLocation>({ pathname: "/", search: "" });

export const PageLocationProvider = PageLocationContext.Provider;

/** The page's path and query. A live page (islands/live-page.tsx) changes it as filters change. */
export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}

/** Whether a menu link to `to` leads to the section the page belongs to ('/' only on itself). */
export function isInSection(pathname: string, to: string): boolean {
  return to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`);
}
