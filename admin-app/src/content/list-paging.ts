import { API_LIMIT, API_ROUTES, canonicalSearch, withSearch } from "@padukuhan/shared/routes";
import { normalizeQuery, searchTerms } from "@padukuhan/shared/search";

/** Records per page on the admin screens: the API's default. */
export const ADMIN_PAGE_SIZE = API_LIMIT.default;

/**
 * The address of one page of a kind's list (`path`, its `listPath`): a public list in the canonical form the Worker
 * reads (shared/routes.ts), so the admin never sends a parameter the API would drop.
 */
export function pageUrl(path: string, query: string, cursor: string | null): string {
  const route = API_ROUTES.find((candidate) => candidate.path === path);
  const params = new URLSearchParams({ q: query, limit: String(ADMIN_PAGE_SIZE) });
  if (cursor !== null) params.set("cursor", cursor);
  if (route) return withSearch(path, canonicalSearch(route, params));
  // An admin list (not in the public route table): the same parameters, its defaults left out.
  const admin = new URLSearchParams();
  if (query) admin.set("q", query);
  if (cursor !== null) admin.set("cursor", cursor);
  return withSearch(path, admin);
}

/**
 * What the admin typed as the API's `q`: normalised like the Worker does, and empty when it
 * holds no letter or digit (the Worker then lists everything, so the screen must not claim
 * to show matches).
 */
export function searchQuery(input: string): string {
  const query = normalizeQuery(input);
  return searchTerms(query).length > 0 ? query : "";
}

/**
 * The next page after the rows on screen. A record already shown is skipped: a ranked search
 * continues by offset, so a record added meanwhile pushes one already seen onto the next page.
 */
export function appendPage<T extends { id: string }>(items: readonly T[], page: readonly T[]): T[] {
  const shown = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !shown.has(item.id))];
}
