import type { PesanUnread } from "@padukuhan/shared/pesan";
import { apiJson } from "../api";
import { announceChange, NavBadge, useNavCount } from "../components/nav-count";
import { endpoints } from "../endpoints";
import { pesanTexts } from "./texts";

/** Sent by 'Pesan Masuk' after it marks or deletes a message: the badge asks again. */
const CHANGED = "pesan-masuk:berubah";
export const announcePesanChanged = () => announceChange(CHANGED);

/** The unread count (capped: the badge says '99+') and whether the inbox is full. */
export type UnreadCount = PesanUnread;

const loadUnread = () => apiJson(endpoints.pesan.unread, { cache: "no-store" });

/** The unread count for the navigation and 'Pesan Masuk' (components/nav-count.tsx). */
export const useUnreadCount = (ask: boolean): UnreadCount | null => useNavCount(ask, CHANGED, loadUnread);

/** The count beside 'Pesan Masuk' (and on the phone's closed 'Menu'); nothing when all is read. */
export function UnreadBadge({ count }: { count: UnreadCount | null }) {
  if (!count || count.jumlah === 0) return null;
  return (
    <NavBadge
      shown={pesanTexts.unreadCount(count.jumlah, count.batas)}
      spoken={pesanTexts.unreadLabel(count.jumlah)}
    />
  );
}
