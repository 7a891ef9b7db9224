import type { SessionInfo } from "@padukuhan/shared/auth";
import { SCROLL_THRESHOLD_PX, timing } from "@padukuhan/shared/constants";
import type { AdminMenuItem } from "@padukuhan/shared/ui/admin-menu";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { isInSection, usePageLocation } from "../page-location";
import { useSiteConfig } from "../site-config";

const NAV_LINKS = [
  { to: "/", label: "Beranda" },
  { to: "/artikel", label: "Artikel" },
  { to: "/galeri", label: "Galeri" },
  { to: "/umkm", label: "UMKM" },
  { to: "/agenda", label: "Agenda" },
  { to: "/about", label: "Tentang" },
] as const;

/** Transparent over the hero until the page is scrolled past the seed's 50 px, then white. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * Set in this browser once an admin has signed in here (the admin app sends them back with
 * `?admin=1`). Visitors who never did are not asked about a session: no request, no bytes.
 */
const ADMIN_HINT_KEY = "padukuhan-admin-hint";

/**
 * Keeps the hint from the address (and takes it out of the address). Called before the app
 * starts, ahead of anything that rewrites the address (main.tsx).
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

function readHint(): boolean {
  rememberAdminHint();
  try {
    return localStorage.getItem(ADMIN_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

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
function AdminEntry() {
  const { adminOrigin } = useSiteConfig();
  const [session, setSession] = useState<SessionInfo | null>(null);

  const check = useCallback(async () => {
    if (!readHint()) {
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

  if (!session) {
    return (
      <a className="button button-login" href={`${adminOrigin}/login`}>
        Login Admin
      </a>
    );
  }
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

export function Topbar() {
  const { identity } = useSiteConfig().site;
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = usePageLocation();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={`topbar${scrolled || menuOpen ? " topbar-solid" : ""}`}>
      <div className="topbar-inner">
        <a href="/" className="brand">
          {identity.logo && <img className="brand-logo" src={identity.logo} alt="" width={40} height={40} />}
          <span className="brand-text">
            <span className="brand-name">{identity.villageName}</span>
            {identity.slogan && <span className="brand-slogan">{identity.slogan}</span>}
          </span>
        </a>
        <button
          ref={menuButton}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="menu-icon" />
          <span className="visually-hidden">{menuOpen ? "Tutup menu" : "Buka menu"}</span>
        </button>
        <nav id={menuId} className={`main-nav${menuOpen ? " main-nav-open" : ""}`} aria-label="Menu utama">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                {isInSection(pathname, link.to) ? (
                  <a href={link.to} className="active" aria-current="page">
                    {link.label}
                  </a>
                ) : (
                  <a href={link.to}>{link.label}</a>
                )}
              </li>
            ))}
          </ul>
          <AdminEntry />
        </nav>
      </div>
    </header>
  );
}
