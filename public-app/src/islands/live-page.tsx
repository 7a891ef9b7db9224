/**
 * A list page as one island (its search, filters, paging and results): the visitor's choices
 * change the address in place (`replace`, so a shared link opens the same results) and the
 * page's data is fetched for the new query from `/api/pages/*`, exactly what the server would
 * inline for that address. Every other move is a document load. When the data cannot be
 * fetched, the address is loaded as a document: the server's error page, or the service
 * worker's copy or offline page.
 *
 * The route table that canonicalises a query is not needed to show the page (its query is the
 * server's canonical one): it is fetched once the page is live, apart from the first load.
 */

import { withSearch } from "@padukuhan/shared/list-params";
import type { PageName } from "@padukuhan/shared/pages";
import { type ComponentType, createContext, useContext, useEffect, useState } from "react";
import { loadRouteTable } from "#lazy/route-table";
import { type LoadedPage, PageDataProvider } from "../page-data";
import { type PageLocation, PageLocationProvider } from "../page-location";
import "./live-page.css";

/** The word in the seed's loading text 'Memuat data {product}...'. */
const PRODUCT: Partial<Record<PageName, string>> = {
  artikelList: "artikel",
  galeri: "galeri",
  umkmList: "UMKM",
  agendaList: "agenda",
};

/**
 * Changes the live page's address (path and query, which it puts in canonical form) without
 * loading a document.
 */
type ReplaceAddress = (pathname: string, search: URLSearchParams) => void;

const loadRoutes = loadRouteTable;
/** The route table once fetched: with it, a change of query applies at once. */
let routes: Awaited<ReturnType<typeof loadRoutes>> | undefined;
/**
 * One fetch for every caller, so that changes waiting for it apply in the order they were made
 * (separate `import()`s settled in either order, and an older query could win). One that failed
 * (offline) is tried again by the next caller.
 */
let routesLoading: ReturnType<typeof loadRoutes> | undefined;
const routesLoaded = () => {
  routesLoading ??= loadRoutes().then(
    (module) => {
      routes = module;
      return module;
    },
    (error: unknown) => {
      routesLoading = undefined;
      throw error;
    },
  );
  return routesLoading;
};

const ReplaceAddressContext = createContext<ReplaceAddress | null>(null);

/** The live page's way to change its query; outside one, a document load. */
export function useReplaceAddress(): ReplaceAddress {
  return (
    useContext(ReplaceAddressContext) ??
    ((pathname, search) => window.location.assign(withSearch(pathname, search)))
  );
}

/** What `/api/pages/*` answers. */
type PagePayload = { data: unknown; title: string } | { redirect: string };

/** The live form of a page view, hydrated with the page it was rendered with. */
export function livePage(View: ComponentType) {
  return function LivePage({ loaded }: { loaded: LoadedPage }) {
    const [shown, setShown] = useState(loaded);
    const [location, setLocation] = useState<PageLocation>({
      pathname: loaded.pathname,
      search: loaded.search,
    });
    const loading = location.search !== shown.search;

    // Fetched while the visitor reads, so their first change of query does not wait for it.
    useEffect(() => void routesLoaded().catch(() => undefined), []);

    useEffect(() => {
      if (location.search === shown.search) return;
      const controller = new AbortController();
      const address = withSearch(location.pathname, new URLSearchParams(location.search));
      routesLoaded()
        .then(({ PAGE_DATA_PREFIX }) =>
          fetch(`${PAGE_DATA_PREFIX}${address}`, {
            signal: controller.signal,
            headers: { Accept: "application/json" },
          }),
        )
        .then(async (response) => {
          if (!response.ok && response.status !== 404) throw new Error(`${address}: ${response.status}`);
          const payload = (await response.json()) as PagePayload;
          if ("redirect" in payload) {
            window.location.assign(payload.redirect);
            return;
          }
          document.title = payload.title;
          setShown({ ...shown, search: location.search, data: payload.data });
        })
        .catch(() => {
          if (!controller.signal.aborted) window.location.assign(address);
        });
      return () => controller.abort();
    }, [location, shown]);

    const replace: ReplaceAddress = (pathname, search) => {
      const apply = ({ canonicalPageSearch }: NonNullable<typeof routes>) => {
        const canonical = canonicalPageSearch(pathname, search);
        window.history.replaceState(window.history.state, "", withSearch(pathname, canonical));
        setLocation({ pathname, search: canonical.toString() });
      };
      if (routes) {
        apply(routes);
        return;
      }
      // Until the route table has arrived, the address holds the query as asked, so that a second
      // change meanwhile (two fields set before the island started) builds on this one.
      window.history.replaceState(window.history.state, "", withSearch(pathname, search));
      routesLoaded()
        .then(apply)
        // Not fetched (offline): the server canonicalises a document's query too.
        .catch(() => window.location.assign(withSearch(pathname, search)));
    };

    return (
      <ReplaceAddressContext.Provider value={replace}>
        <PageLocationProvider value={location}>
          <PageDataProvider value={shown}>
            <View />
            {loading && shown.page && PRODUCT[shown.page] && (
              <p className="loading-status" role="status">
                Memuat data {PRODUCT[shown.page]}...
              </p>
            )}
          </PageDataProvider>
        </PageLocationProvider>
      </ReplaceAddressContext.Provider>
    );
  };
}
