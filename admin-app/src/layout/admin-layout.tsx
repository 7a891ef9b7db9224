import { ADMIN_MENU_PATHS, AdminMenu, type AdminMenuItem } from "@padukuhan/shared/ui/admin-menu";
import { useState } from "react";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router-dom";
import { PASSWORD_PATH, useAuth } from "../auth/auth-context";
import { useConfig } from "../config-context";
import { NewReportsBadge, useLaporCounts } from "../lapor/new-badge";
import { UnreadBadge, useUnreadCount } from "../pesan/unread-badge";

/** The admin's sections in menu order: a new section is one line here. */
const NAV_ITEMS: ReadonlyArray<{ to: string; label: string; end?: boolean }> = [
  { to: "/admin", label: "Ringkasan", end: true },
  { to: "/admin/artikel", label: "Artikel" },
  { to: "/admin/umkm", label: "UMKM" },
  { to: "/admin/galeri", label: "Galeri" },
  { to: "/admin/agenda", label: "Agenda" },
  { to: "/admin/pengumuman", label: "Pengumuman" },
  { to: "/admin/pengaturan", label: "Pengaturan Situs" },
  { to: "/admin/akun", label: "Kelola Admin" },
  { to: "/admin/pesan", label: "Pesan Masuk" },
  { to: "/admin/laporan", label: "Laporan Warga" },
  { to: "/admin/data", label: "Data Padukuhan" },
  { to: "/admin/riwayat", label: "Riwayat" },
  { to: "/admin/password", label: "Ganti Password" },
];

/** The section the admin is in, named on the phone's closed menu button. */
function currentSection(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  const item = NAV_ITEMS.find(({ to, end }) =>
    end ? path === to : path === to || path.startsWith(`${to}/`),
  );
  return item?.label ?? null;
}

/**
 * The sections: a sidebar from 56rem; on a phone a 'Menu' button that opens them as a grid,
 * so every section is in reach at 360 px whatever their number (no sideways scrolling).
 */
function AdminNav() {
  const { pathname } = useLocation();
  // Open only on the page where it was opened: following a link (or any navigation) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const section = currentSection(pathname);
  const { state } = useAuth();
  const mayAsk = state.status === "signedIn" && !state.session.mustChangePassword;
  const unread = useUnreadCount(mayAsk);
  const reports = useLaporCounts(mayAsk);
  return (
    <nav
      className={open ? "admin-nav is-open" : "admin-nav"}
      aria-label="Menu admin"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpenOn(null);
          event.currentTarget.querySelector<HTMLButtonElement>(".admin-nav-toggle")?.focus();
        }
      }}
    >
      <button
        type="button"
        className="admin-nav-toggle"
        aria-expanded={open}
        aria-controls="admin-nav-list"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="admin-nav-toggle-label">Menu</span>
        {section && <span className="admin-nav-current">{section}</span>}
        <UnreadBadge count={unread} />
        <NewReportsBadge counts={reports} />
        <span className="admin-nav-toggle-icon" aria-hidden="true">
          {open ? "▴" : "▾"}
        </span>
      </button>
      <div id="admin-nav-list" className="admin-nav-list">
        {NAV_ITEMS.map(({ to, label, end }) => (
          <NavLink key={to} to={to} end={end} onClick={() => setOpenOn(null)}>
            {label}
            {to === "/admin/pesan" && <UnreadBadge count={unread} />}
            {to === "/admin/laporan" && <NewReportsBadge counts={reports} />}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}

/** Each menu item checks the session first; an expired one logs out and goes to /login (seed). */
export function useAdminMenuActions() {
  const { checkSession, logout } = useAuth();
  const navigate = useNavigate();
  return async (item: AdminMenuItem) => {
    const session = await checkSession();
    if (!session || item === "logout") {
      await logout();
      navigate("/login", { replace: true });
      return;
    }
    navigate(ADMIN_MENU_PATHS[item]);
  };
}

/** The frame of every admin page; without a valid session it sends the admin to /login. */
export function AdminLayout() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const { publicOrigin, villageName } = useConfig();
  const onSelect = useAdminMenuActions();
  if (state.status === "checking") {
    return (
      <p className="checking" role="status">
        Memeriksa sesi...
      </p>
    );
  }
  if (state.status === "signedOut") return <Navigate to="/login" replace />;
  // A first password another admin gave: every other admin page waits until it is changed.
  if (state.session.mustChangePassword && pathname.replace(/\/+$/, "") !== PASSWORD_PATH) {
    return <Navigate to={PASSWORD_PATH} replace />;
  }
  return (
    <>
      <a className="skip-link" href="#konten">
        Langsung ke konten
      </a>
      <header className="admin-topbar">
        <a className="admin-brand" href={`${publicOrigin}/?admin=1`}>
          <span>{villageName}</span>
          <small>Panel Admin</small>
        </a>
        <AdminMenu user={state.session.user} onSelect={onSelect} />
      </header>
      {/* One row on a wide screen: the sidebar's column is as tall as the page. */}
      <div className="admin-frame">
        <AdminNav />
        <main id="konten" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
