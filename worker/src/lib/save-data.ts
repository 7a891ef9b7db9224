/**
 * Whether a request asks to save data: `Save-Data: on`, sent by Chrome's data saver and Lite
 * mode (a token, maybe followed by `;` parameters; any other value asks for nothing).
 */
export function savesData(header: string | undefined): boolean {
  return header?.split(";")[0]?.trim().toLowerCase() === "on";
}

/** The request header that changes a public page, for `Vary`. */
export const SAVE_DATA_HEADER = "Save-Data";
