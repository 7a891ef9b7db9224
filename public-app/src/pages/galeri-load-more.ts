import type { Galeri } from "@padukuhan/shared/galeri";
import { withSearch } from "@padukuhan/shared/list-params";
import type { GaleriData } from "@padukuhan/shared/pages";
import { type RefObject, useEffect, useRef, useState } from "react";
import { loadRouteTable } from "#lazy/route-table";
import { pageSearch } from "../components/list-controls";
import { useLoadedPage } from "../page-data";

/** Photos fetched with 'Muat lebih banyak', below those of the page the framework loaded. */
interface MorePhotos {
  /** The loaded data they follow; new data starts over. */
  base: GaleriData;
  photos: Galeri[];
  /** The last page shown and whether another follows it. */
  page: number;
  hasNext: boolean;
}

const startOver = (base: GaleriData): MorePhotos => ({
  base,
  photos: [],
  page: base.results.page,
  hasNext: base.results.hasNext,
});

/**
 * 'Muat lebih banyak': fetches the next page's data itself and appends its photos, then
 * writes the page into the address with `history.replaceState`. The framework does not see
 * that write (React Router only follows its own navigations and back/forward), so it does not
 * reload the list and replace the photos already shown; a reload or a shared link then opens
 * that page on its own, with 'Lihat foto sebelumnya'. The first photo added takes focus.
 */
export function useMorePhotos(data: GaleriData, list: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLoadedPage();
  const [state, setState] = useState(() => startOver(data));
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = state.base === data ? state : startOver(data);
  if (current !== state) setState(current);
  // What the answer of a fetch is checked against when it arrives.
  const latest = useRef(current);
  latest.current = current;
  const focusId = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when photos were added
  useEffect(() => {
    const id = focusId.current;
    if (!id) return;
    focusId.current = null;
    list.current?.querySelector<HTMLButtonElement>(`[data-photo="${CSS.escape(id)}"] button`)?.focus();
  }, [current.photos]);

  const load = async () => {
    if (loading) return;
    const from = latest.current;
    const wanted = pageSearch(search, from.page + 1);
    setLoading(true);
    setFailed(false);
    try {
      // The route table, as the live page fetches it: not part of the page's first load.
      const { canonicalPageSearch, PAGE_DATA_PREFIX } = await loadRouteTable();
      const response = await fetch(withSearch(`${PAGE_DATA_PREFIX}${pathname}`, wanted), {
        headers: { Accept: "application/json" },
      });
      const payload = (await response.json()) as { data?: GaleriData };
      if (!response.ok || !payload.data) throw new Error(`galeri: ${response.status}`);
      const now = latest.current;
      const address = canonicalPageSearch(pathname, new URLSearchParams(window.location.search));
      // The visitor moved on meanwhile (other filters, another page): these photos are stale.
      if (
        now.base !== from.base ||
        now.page !== from.page ||
        window.location.pathname !== pathname ||
        address.toString() !== pageSearch(search, from.page).toString()
      ) {
        return;
      }
      // Photos added meanwhile shift the pages: a photo already shown is not shown twice.
      const shown = new Set([...data.results.items, ...now.photos].map((photo) => photo.id));
      const added = payload.data.results.items.filter((photo) => !shown.has(photo.id));
      focusId.current = added[0]?.id ?? null;
      setState({
        ...now,
        photos: [...now.photos, ...added],
        page: from.page + 1,
        hasNext: payload.data.results.hasNext,
      });
      window.history.replaceState(window.history.state, "", withSearch(pathname, wanted));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return {
    photos: current.photos,
    hasNext: current.hasNext,
    nextHref: withSearch(pathname, pageSearch(search, current.page + 1)),
    loading,
    failed,
    load,
  };
}
