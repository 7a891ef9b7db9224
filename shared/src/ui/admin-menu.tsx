import { useEffect, useId, useRef, useState } from "react";
import type { SessionUser } from "../auth";

/** The seed's dropdown items, in its order, with 'Pengaturan Situs' before 'Logout'. */
export type AdminMenuItem = "tambahFoto" | "kelolaArtikel" | "kelolaUmkm" | "pengaturan" | "logout";

const LABELS: Record<AdminMenuItem, string> = {
  tambahFoto: "Tambahkan Foto",
  kelolaArtikel: "Kelola Artikel",
  kelolaUmkm: "Kelola UMKM",
  pengaturan: "Pengaturan Situs",
  logout: "Logout",
};
const ITEMS: AdminMenuItem[] = ["tambahFoto", "kelolaArtikel", "kelolaUmkm", "pengaturan", "logout"];

/** Where each item but 'Logout' leads, on the admin host; both apps' top bars go there. */
export const ADMIN_MENU_PATHS: Record<Exclude<AdminMenuItem, "logout">, string> = {
  tambahFoto: "/admin/galeri?tambah=1",
  kelolaArtikel: "/admin/artikel",
  kelolaUmkm: "/admin/umkm",
  pengaturan: "/admin/pengaturan",
};

/**
 * The signed-in admin's dropdown in the top bar of both apps (seed section 2): the name
 * (falling back to 'Admin') and username, then the four items. Each app decides what an item
 * does (`onSelect`), so it can check the session first as the seed requires.
 */
export function AdminMenu({
  user,
  onSelect,
}: {
  user: SessionUser;
  onSelect: (item: AdminMenuItem) => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("click", closeOnOutsideClick);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("click", closeOnOutsideClick);
    };
  }, [open]);

  const name = user.nama?.trim() || "Admin";
  return (
    <div className="admin-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="admin-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="admin-menu-name">{name}</span>
        <span className="admin-menu-username">@{user.username}</span>
      </button>
      <ul id={menuId} className="admin-menu-list" hidden={!open}>
        {ITEMS.map((item) => (
          <li key={item}>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onSelect(item);
              }}
            >
              {LABELS[item]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
