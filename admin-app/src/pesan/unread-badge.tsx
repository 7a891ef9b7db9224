import type { PesanUnread } from "@padukuhan/shared/pesan";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { apiJson } from "../api";
import { endpoints } from "../endpoints";
import { pesanTexts } from "./texts";

/** Sent by 'Pesan Masuk' after it marks or deletes a message: the badge asks again. */
const CHANGED = "pesan-masuk:berubah";
export const announcePesanChanged = () => window.dispatchEvent(new Event(CHANGED));

/** The unread count (capped: the badge says '99+') and whether the inbox is full. */
export type UnreadCount = PesanUnread;

/**
 * The unread count for the navigation: asked on every page the admin opens and after every
 * change, so it is never older than the admin's last step. Null when it cannot be had, and
 * while `ask` is false (an admin who must first change a password may call nothing else).
 */
export function useUnreadCount(ask: boolean): UnreadCount | null {
  const { pathname } = useLocation();
  const [count, setCount] = useState<UnreadCount | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const changed = () => setChanges((value) => value + 1);
    window.addEventListener(CHANGED, changed);
    return () => window.removeEventListener(CHANGED, changed);
  }, []);

  useEffect(() => {
    let current = true;
    // `changes` and `pathname` are why it asks again.
    void changes;
    void pathname;
    if (!ask) {
      setCount(null);
      return;
    }
    apiJson(endpoints.pesan.unread, { cache: "no-store" })
      .then((answer) => current && setCount(answer))
      .catch(() => current && setCount(null));
    return () => {
      current = false;
    };
  }, [pathname, changes, ask]);
  return count;
}

/** The count beside 'Pesan Masuk' (and on the phone's closed 'Menu'); nothing when all is read. */
export function UnreadBadge({ count }: { count: UnreadCount | null }) {
  if (!count || count.jumlah === 0) return null;
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{pesanTexts.unreadCount(count.jumlah, count.batas)}</span>
      <span className="visually-hidden">{pesanTexts.unreadLabel(count.jumlah)}</span>
    </span>
  );
}
