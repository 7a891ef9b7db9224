import { AdminMenu, type AdminMenuItem } from "@padukuhan/shared/ui/admin-menu";
import { villageName } from "@padukuhan/shared/village";
import { Navigate, NavLink, Outlet, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context";
import { useConfig } from "../config-context";

const DESTINATIONS: Record<Exclude<AdminMenuItem, "logout">, string> = {
  tambahFoto: "/admin/galeri?tambah=1",
  kelolaArtikel: "/admin/artikel",
  kelolaUmkm: "/admin/umkm",
};

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
    navigate(DESTINATIONS[item]);
  };
}

/** The frame of every admin page; without a valid session it sends the admin to /login. */
export function AdminLayout() {
  const { state } = useAuth();
  const { publicOrigin } = useConfig();
  const onSelect = useAdminMenuActions();
  if (state.status === "checking") {
    return (
      <p className="checking" role="status">
        Memeriksa sesi...
      </p>
    );
  }
  if (state.status === "signedOut") return <Navigate to="/login" replace />;
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
      <nav className="admin-nav" aria-label="Menu admin">
        <NavLink to="/admin" end>
          Ringkasan
        </NavLink>
        <NavLink to="/admin/artikel">Artikel</NavLink>
        <NavLink to="/admin/umkm">UMKM</NavLink>
        <NavLink to="/admin/galeri">Galeri</NavLink>
        <NavLink to="/admin/password">Ganti Password</NavLink>
      </nav>
      <main id="konten" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
