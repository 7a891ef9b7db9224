import type { LaporCounts } from "@padukuhan/shared/lapor-admin";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { apiJson } from "../api";
import { endpoints } from "../endpoints";
import { laporTexts } from "./texts";

/** Sent by a report's page after it changes a state: the badge asks again. */
const CHANGED = "laporan-warga:berubah";
export const announceLaporChanged = () => window.dispatchEvent(new Event(CHANGED));

/**
 * The reports per state for the navigation's badge and the overview's warning, asked as the
 * unread count of 'Pesan Masuk' is (unread-badge.tsx): on every page the admin opens and after
 * every change. Null when they cannot be had, and while `ask` is false.
 */
export function useLaporCounts(ask: boolean): LaporCounts | null {
  const { pathname } = useLocation();
  const [counts, setCounts] = useState<LaporCounts | null>(null);
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
      setCounts(null);
      return;
    }
    apiJson(endpoints.lapor.counts, { cache: "no-store" })
      .then((answer) => current && setCounts(answer.counts))
      .catch(() => current && setCounts(null));
    return () => {
      current = false;
    };
  }, [pathname, changes, ask]);
  return counts;
}

/** The count of new reports beside 'Laporan Warga' (and on the phone's closed 'Menu'). */
export function NewReportsBadge({ counts }: { counts: LaporCounts | null }) {
  if (!counts || counts.baru === 0) return null;
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{laporTexts.newCount(counts.baru)}</span>
      <span className="visually-hidden">{laporTexts.newLabel(counts.baru)}</span>
    </span>
  );
}
