import { useId } from "react";
import { Island } from "../islands/island";
import { isInSection, usePageLocation } from "../page-location";
import { useSiteConfig } from "../site-config";
import { AdminSlot } from "./admin-slot";

const NAV_LINKS = [
  { to: "/", label: "Beranda" },
  { to: "/artikel", label: "Artikel" },
  { to: "/galeri", label: "Galeri" },
  { to: "/umkm", label: "UMKM" },
  { to: "/agenda", label: "Agenda" },
  { to: "/lapor", label: "Lapor" },
  { to: "/about", label: "Tentang" },
] as const;

/**
 * The top bar, drawn by the server. What it does in the browser, the boot script does (boot.ts):
 * the phone menu opens and closes (Escape too), and the bar turns white past the seed's 50 px of
 * scrolling. So a page whose own islands wait to be seen loads no React for the bar; only the
 * admin's slot is an island, started at once where an admin signed in.
 */
export function Topbar() {
  const { identity } = useSiteConfig().site;
  const menuId = useId();
  const { pathname } = usePageLocation();
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <a href="/" className="brand">
          {identity.logo && <img className="brand-logo" src={identity.logo} alt="" width={40} height={40} />}
          <span className="brand-text">
            <span className="brand-name">{identity.villageName}</span>
            {identity.slogan && <span className="brand-slogan">{identity.slogan}</span>}
          </span>
        </a>
        <button type="button" className="menu-toggle" aria-expanded={false} aria-controls={menuId}>
          <span aria-hidden="true" className="menu-icon" />
          <span className="visually-hidden" data-open-label="Tutup menu">
            Buka menu
          </span>
        </button>
        <nav id={menuId} className="main-nav" aria-label="Menu utama">
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
          <Island name="adminSlot" component={AdminSlot} props={{}} when="admin" />
        </nav>
      </div>
    </header>
  );
}
