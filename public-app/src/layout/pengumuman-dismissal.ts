/**
 * Which announcements this browser closed, one key per announcement, so a new one shows
 * again. Read and written by the boot script: a closed bar stays hidden from the first paint,
 * and its close button works at once, before any island (boot.ts).
 */
const key = (id: string) => `padukuhan-pengumuman-tutup:${id}`;

export function isDismissed(id: string): boolean {
  try {
    return localStorage.getItem(key(id)) === "1";
  } catch {
    return false;
  }
}

export function rememberDismissed(id: string) {
  try {
    localStorage.setItem(key(id), "1");
  } catch {
    // Storage refused (private mode): closed for this page only.
  }
}
