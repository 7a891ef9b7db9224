import type * as browser from "./qr-code";

/** The Worker's side of `qr-code.ts`: never called there (lazy/README.md). */
export const loadQrCode: typeof browser.loadQrCode = () => Promise.reject(new Error("browser only"));
