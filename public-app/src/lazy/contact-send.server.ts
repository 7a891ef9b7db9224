import type * as browser from "./contact-send";

/** The Worker's side of `contact-send.ts`: never called there (lazy/README.md). */
export const loadContactSend: typeof browser.loadContactSend = () =>
  Promise.reject(new Error("browser only"));
