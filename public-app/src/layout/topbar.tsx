import { SCROLL_THRESHOLD_PX } from "@padukuhan/shared/constants";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { loadAdminEntry } from "#lazy/admin-entry";
import { isInSection, usePageLocation } from "../page-location";
import { useSiteConfig } from "../site-config";
import { readAdminHint } from "./admin-hint";
import { LoginLink } from "./login-link";

const NAV_LINKS = [
  { to: "/", label: "Beranda" },
  { to: "/artikel", label: "Artikel" },
  { to: "/galeri", label: "Galeri" },
  { to: "/umkm", label: "UMKM" },
  { to: "/agenda", label: "Agenda" },
  { to: "/lapor", label: "Lapor" },
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
 * 'Login Admin', or, in a browser where an admin signed in, the admin's dropdown: its code (the
 * session checks, layout/admin-entry.tsx) is fetched only there, and 'Login Admin' shows until
 * it has come. Another tab's sign-in or sign-out is followed through the storage event.
 */
function AdminSlot() {
  const [hinted, setHinted] = useState(false);
  useEffect(() => {
    const update = () => setHinted(readAdminHint());
    update();
    window.addEventListener("storage", update);
    return () => window.removeEventListener("storage", update);
  }, []);
  if (!hinted) return <LoginLink />;
  return (
    <Suspense fallback={<LoginLink />}>
      <AdminEntry />
    </Suspense>
  );
}

const AdminEntry = lazy(() => loadAdminEntry().then((m) => ({ default: m.AdminEntry })));

export function Topbar() {
  const { identity } = useSiteConfig().site;
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = usePageLocation();

  // A tap before this island started was answered by the boot script: the menu may be open.
  useEffect(() => {
    if (menuButton.current?.getAttribute("aria-expanded") === "true") setMenuOpen(true);
  }, []);

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
          <AdminSlot />
        </nav>
      </div>
    </header>
  );
}
