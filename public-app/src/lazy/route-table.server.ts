import type * as browser from "./route-table";

/** The Worker's side of `route-table.ts`: never called there (lazy/README.md). */
export const loadRouteTable: typeof browser.loadRouteTable = () => Promise.reject(new Error("browser only"));
