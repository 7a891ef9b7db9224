import type { LaporCounts } from "@padukuhan/shared/lapor-admin";
import { apiJson } from "../api";
import { announceChange, NavBadge, useNavCount } from "../components/nav-count";
import { endpoints } from "../endpoints";
import { laporTexts } from "./texts";

/** Sent by a report's page after it changes a state: the badge asks again. */
const CHANGED = "laporan-warga:berubah";
export const announceLaporChanged = () => announceChange(CHANGED);

const loadCounts = async () => (await apiJson(endpoints.lapor.counts, { cache: "no-store" })).counts;

/** The reports per state, for the navigation's badge and the overview's warning (components/nav-count.tsx). */
export const useLaporCounts = (ask: boolean): LaporCounts | null => useNavCount(ask, CHANGED, loadCounts);

/** The count of new reports beside 'Laporan Warga' (and on the phone's closed 'Menu'). */
export function NewReportsBadge({ counts }: { counts: LaporCounts | null }) {
  if (!counts || counts.baru === 0) return null;
  return <NavBadge shown={laporTexts.newCount(counts.baru)} spoken={laporTexts.newLabel(counts.baru)} />;
}
