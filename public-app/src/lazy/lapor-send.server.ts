import type * as browser from "./lapor-send";

/** The Worker's side of `lapor-send.ts`: never called there (lazy/README.md). */
export const loadLaporSend: typeof browser.loadLaporSend = () => Promise.reject(new Error("browser only"));
