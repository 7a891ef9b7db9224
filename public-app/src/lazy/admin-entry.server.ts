import type * as browser from "./admin-entry";

/** The Worker's side of `admin-entry.ts`: never called there (lazy/README.md). */
export const loadAdminEntry: typeof browser.loadAdminEntry = () => Promise.reject(new Error("browser only"));
