/**
 * Set in this browser once an admin has signed in here (the admin app sends them back with
 * `?admin=1`). Visitors who never did are not asked about a session: no request, and none of
 * the code that asks (layout/admin-entry.tsx).
 */
export const ADMIN_HINT_KEY = "padukuhan-admin-hint";

/**
 * Keeps the hint from the address (and takes it out of the address). The boot script calls it
 * first, before anything rewrites the address to its canonical form (main.tsx).
 */
export function rememberAdminHint() {
  try {
    const url = new URL(window.location.href);
    if (url.searchParams.get("admin") !== "1") return;
    localStorage.setItem(ADMIN_HINT_KEY, "1");
    url.searchParams.delete("admin");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  } catch {
    // Storage refused (private mode): the dropdown waits for the next sign-in.
  }
}

export function readAdminHint(): boolean {
  try {
    return localStorage.getItem(ADMIN_HINT_KEY) === "1";
  } catch {
    return false;
  }
}
