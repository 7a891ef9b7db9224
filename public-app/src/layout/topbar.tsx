import { SCROLL_THRESHOLD_PX } from "@padukuhan/shared/constants";
import { slogan, villageName } from "@padukuhan/shared/village";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { useSiteConfig } from "../site-config";

const NAV_LINKS = [
  { to: "/", label: "Beranda" },
  { to: "/artikel", label: "Artikel" },
  { to: "/galeri", label: "Galeri" },
  { to: "/umkm", label: "UMKM" },
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

/** Where the signed-in admin menu goes (auth issue); until then, the 'Login Admin' button. */
function AdminEntry() {
  const { adminOrigin } = useSiteConfig();
  return (
    <a className="button button-login" href={`${adminOrigin}/login`}>
      Login Admin
    </a>
  );
}

export function Topbar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A tap on a link navigates; the phone menu should not stay over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

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
        <Link to="/" className="brand">
          <span className="brand-name">{villageName}</span>
          <span className="brand-slogan">{slogan}</span>
        </Link>
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
                <NavLink to={link.to} end={link.to === "/"}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <AdminEntry />
        </nav>
      </div>
    </header>
  );
}
