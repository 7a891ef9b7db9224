/**
 * Which announcements this browser closed, one key per announcement, so a new one shows
 * again. Shared by the boot script (a closed bar stays hidden from the first paint, and its
 * button works before the app starts) and the bar itself.
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
