import { LAPOR_LIMITS, LAPOR_STATUS, type LaporStatus } from "@padukuhan/shared/lapor";
import type { LaporFilter } from "../endpoints";

/** A month as `<input type="month">` gives it and the API takes it ('2026-11'), 1900 to 2099. */
const BULAN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

export const isBulan = (value: string) => BULAN.test(value);

const isStatus = (value: string | null): value is LaporStatus => LAPOR_STATUS.includes(value as LaporStatus);

/**
 * The filters in the address (`?status=&kategori=&bulan=`): what a reload, 'Kembali' or a
 * shared link shows. A value the API would refuse (an unknown state, a month it cannot read, a
 * category longer than any) counts as no filter, so a mistyped address still lists reports.
 */
export function laporFilterOf(params: URLSearchParams): LaporFilter {
  const status = params.get("status");
  const kategori = params.get("kategori") ?? "";
  const bulan = params.get("bulan") ?? "";
  return {
    status: isStatus(status) ? status : "",
    kategori: kategori.length <= LAPOR_LIMITS.kategori ? kategori : "",
    bulan: isBulan(bulan) ? bulan : "",
  };
}

/** The address's query with one filter set (or removed, when empty); the others kept. */
export function withFilter(params: URLSearchParams, name: keyof LaporFilter, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** The address's query without the category and month (the state tab stays). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("kategori");
  next.delete("bulan");
  return next;
}

/**
 * The categories the filter offers: the village's (from 'Pengaturan Situs'), and the one in
 * the address when the list no longer has it (a category removed later stays on its reports).
 */
export function kategoriOptions(village: readonly string[], chosen: string): string[] {
  return chosen && !village.includes(chosen) ? [...village, chosen] : [...village];
}
