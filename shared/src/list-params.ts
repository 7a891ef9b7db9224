/**
 * The list pages' parameter values and how an address is written: what a list page needs in the
 * browser as soon as it is shown. The route table (routes.ts), which canonicalises a whole query,
 * re-exports them; the public site loads that table only when a visitor changes a list's query.
 */

export const UMKM_SORTS = ["terbaru", "terlama", "nama", "relevan"] as const;
export type UmkmSort = (typeof UMKM_SORTS)[number];
export const UMKM_VIEWS = ["grid", "daftar"] as const;
export type UmkmView = (typeof UMKM_VIEWS)[number];

/** Newest first, or by relevance while searching. */
export function defaultUmkmSort(query: string): UmkmSort {
  return query === "" ? "terbaru" : "relevan";
}

/** `path?canonical` (no `?` when nothing is left). */
export function withSearch(pathname: string, search: URLSearchParams): string {
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}
