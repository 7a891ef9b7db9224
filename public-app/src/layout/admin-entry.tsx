import type { SessionInfo } from "@padukuhan/shared/auth";
import { timing } from "@padukuhan/shared/constants";
import type { AdminMenuItem } from "@padukuhan/shared/ui/admin-menu";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useSiteConfig } from "../site-config";
import { ADMIN_HINT_KEY, readAdminHint } from "./admin-hint";
import { LoginLink } from "./login-link";

/**
 * The signed-in admin's dropdown, in a chunk of its own: only a browser where an admin signed in
 * ever shows it (never the server's render), so visitors do not download it.
 */
const AdminMenu = lazy(() =>
  import("@padukuhan/shared/ui/admin-menu").then((m) => ({ default: m.AdminMenu })),
);

/**
 * 'Login Admin', or the signed-in admin's dropdown. The session lives on the admin host, so
 * the public site asks there (a credentialed request its CORS allows), after the page is
 * shown, every 60 s, when browser storage changes and when the tab comes back into view.
 */
export function AdminEntry() {
  const { adminOrigin } = useSiteConfig();
  const [session, setSession] = useState<SessionInfo | null>(null);

  const check = useCallback(async () => {
    if (!readAdminHint()) {
      setSession(null);
      return null;
    }
    try {
      const response = await fetch(`${adminOrigin}/api/auth/session`, { credentials: "include" });
      const current = response.ok ? ((await response.json()) as SessionInfo) : null;
      if (response.status === 401) localStorage.removeItem(ADMIN_HINT_KEY);
      setSession(current);
      return current;
    } catch {
      setSession(null);
      return null;
    }
  }, [adminOrigin]);

  useEffect(() => {
    void check();
    const poll = window.setInterval(() => void check(), timing.sessionPollMs);
    const recheck = () => void check();
    const whenVisible = () => document.visibilityState === "visible" && recheck();
    window.addEventListener("storage", recheck);
    document.addEventListener("visibilitychange", whenVisible);
    return () => {
      window.clearInterval(poll);
      window.removeEventListener("storage", recheck);
      document.removeEventListener("visibilitychange", whenVisible);
    };
  }, [check]);

  if (!session) return <LoginLink />;
  const select = async (item: AdminMenuItem) => {
    // The seed checks the session before every admin item; an expired one means /login.
    const current = await check();
    if (item === "logout") {
      // Tell this site's other tabs; the admin host ends the session (writes come only from there).
      try {
        localStorage.setItem("padukuhan-auth-signal", String(Date.now()));
      } catch {
        // No storage (private mode): the other tabs catch up on their next check.
      }
      window.location.assign(`${adminOrigin}/logout`);
      return;
    }
    const { ADMIN_MENU_PATHS } = await import("@padukuhan/shared/ui/admin-menu");
    window.location.assign(current ? `${adminOrigin}${ADMIN_MENU_PATHS[item]}` : `${adminOrigin}/login`);
  };
  return (
    <Suspense fallback={null}>
      <AdminMenu user={session.user} onSelect={select} />
    </Suspense>
  );
}
