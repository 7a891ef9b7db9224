import type * as browser from "./photo-dialog";

/** The Worker's side of `photo-dialog.ts`: never called there (lazy/README.md). */
export const loadPhotoDialog: typeof browser.loadPhotoDialog = () =>
  Promise.reject(new Error("browser only"));
