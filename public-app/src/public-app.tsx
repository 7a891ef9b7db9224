import type { PageName } from "@padukuhan/shared/pages";
import { canonicalPageSearch } from "@padukuhan/shared/routes";
import { SmallestCopiesProvider } from "@padukuhan/shared/ui/image";
import { useEffect, useMemo, useRef, useState } from "react";
import { type Location, useLocation, useNavigate, useRoutes } from "react-router-dom";
import { loadPageInBrowser, rememberPage } from "./browser-load";
import { Footer } from "./layout/footer";
import { registerServiceWorker } from "./offline";
import { PengumumanBar } from "./layout/pengumuman-bar";
import { Topbar } from "./layout/topbar";
import { type LoadedPage, PageDataProvider, useLoadedPage } from "./page-data";
import { matchPublicRoute, metaFor, type PublicRoute, viewFor } from "./public-routes";
import { type SiteConfig, useSite, useSiteConfig } from "./site-config";

/** The word in the seed's loading text 'Memuat data {product}...'. */
const PRODUCT: Record<PageName, string> = {
  home: "beranda",
  artikelList: "artikel",
  artikelDetail: "artikel",
  about: "profil",
  galeri: "galeri",
  umkmList: "UMKM",
  umkmDetail: "UMKM",
  agendaList: "agenda",
  agendaArsip: "agenda",
  agendaDetail: "agenda",
};

/** A page whose data could not be read, on the server (503) or after a navigation. */
function LoadFailed() {
  const location = useLocation();
  return (
    <div className="section" role="alert">
      <p>Gagal memuat halaman. Periksa koneksi internet Anda lalu coba lagi.</p>
      <a className="button" href={`${location.pathname}${location.search}`}>
        Coba Lagi
      </a>
    </div>
  );
}

function RoutePage({ route }: { route: PublicRoute }) {
  const { failed } = useLoadedPage();
  const Page = viewFor(route, failed)?.current() ?? LoadFailed;
  return <Page />;
}

/**
 * The page frame and the page whose data is loaded. While the next page's data loads, the
 * current page stays on screen (as it would with server navigations) under a status line.
 */
function Frame({
  loaded,
  loadingPage,
  pengumuman,
}: {
  loaded: LoadedPage;
  loadingPage: PageName | null;
  pengumuman: SiteConfig["pengumuman"];
}) {
  const location = useLocation();
  // A new path waits for its data first; on the same path the query the visitor is typing
  // shows at once (the page reads its results from the loaded data).
  const shownLocation = useMemo<Location>(
    () =>
      loaded.pathname === location.pathname
        ? location
        : {
            pathname: loaded.pathname,
            search: loaded.search ? `?${loaded.search}` : "",
            hash: "",
            state: null,
            key: "loaded",
          },
    [loaded.pathname, loaded.search, location],
  );
  // The page is chosen by the shared route table, as the server chose it, never by a second
  // matcher that could read an odd path differently; the router only provides the location.
  const { route } = matchPublicRoute(loaded.pathname);
  const page = useRoutes(
    [{ path: "*", element: <RoutePage key={route.spec.path} route={route} /> }],
    shownLocation,
  );
  return (
    <PageDataProvider value={loaded}>
      <SmallestCopiesProvider value={useSiteConfig().saveData}>
        <a className="skip-link" href="#konten">
          Langsung ke konten
        </a>
        <PengumumanBar pengumuman={pengumuman} />
        <Topbar />
        <main id="konten" tabIndex={-1}>
          {page}
        </main>
        <Footer />
        {loadingPage && (
          <p className="loading-status" role="status">
            Memuat data {PRODUCT[loadingPage]}...
          </p>
        )}
      </SmallestCopiesProvider>
    </PageDataProvider>
  );
}

/** On the server: the page as loaded there. */
export function ServerApp({ loaded }: { loaded: LoadedPage }) {
  return <Frame loaded={loaded} loadingPage={null} pengumuman={useSiteConfig().pengumuman} />;
}

/** In the browser: loads each new path's data, follows redirects, keeps title and focus right. */
export function BrowserApp({ initial }: { initial: LoadedPage }) {
  const location = useLocation();
  const navigate = useNavigate();
  const site = useSite();
  const villageName = site.identity.villageName;
  const [loaded, setLoaded] = useState(() => {
    // The server-rendered page is one this tab has seen too.
    rememberPage(initial);
    return initial;
  });
  const [loadingPage, setLoadingPage] = useState<PageName | null>(null);
  // The frame is not loaded again by in-app navigation: each page data answer says which
  // announcement is active now (docs/decisions/012).
  const [pengumuman, setPengumuman] = useState(useSiteConfig().pengumuman);
  const main = useRef<HTMLElement | null>(null);

  // The app starts after the first screen (see boot.ts): until this mark, buttons and forms
  // are the server's plain HTML. Styles and the browser tests can tell the two apart.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    registerServiceWorker();
  }, []);

  // The data to show: the path's, for the canonical form of its query (filters, page).
  const wanted = useMemo(() => {
    const search = canonicalPageSearch(location.pathname, new URLSearchParams(location.search));
    return { pathname: location.pathname, search: search.toString() };
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (wanted.pathname === loaded.pathname && wanted.search === loaded.search) {
      setLoadingPage(null);
      return;
    }
    const controller = new AbortController();
    setLoadingPage(matchPublicRoute(wanted.pathname).page);
    loadPageInBrowser(wanted.pathname, new URLSearchParams(wanted.search), controller.signal, villageName)
      .then((result) => {
        if ("redirect" in result) {
          navigate(result.redirect, { replace: true });
          return;
        }
        setLoaded(result);
        if (result.pengumuman !== undefined) setPengumuman(result.pengumuman);
        setLoadingPage(null);
      })
      .catch(() => {
        // Aborted: a newer navigation took over.
      });
    return () => controller.abort();
  }, [wanted, loaded.pathname, loaded.search, navigate, villageName]);

  const firstRender = useRef(true);
  const shownPath = useRef(initial.pathname);
  useEffect(() => {
    const { route } = matchPublicRoute(loaded.pathname);
    document.title = metaFor(route, loaded.data, loaded.failed, site).documentTitle;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // New results on the same page (search, filters, paging) leave scroll and focus where the
    // visitor is; the page itself decides whether to bring its list into view.
    if (shownPath.current === loaded.pathname) return;
    shownPath.current = loaded.pathname;
    // A new page starts at its top, and screen readers start reading it there.
    main.current ??= document.getElementById("konten");
    main.current?.focus({ preventScroll: true });
    const target =
      window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [loaded, site]);

  // A link to a section of the page already shown (the footer's 'Kontak' on the home page)
  // changes only the hash: the router does not scroll for it, so this does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` too: the same link clicked again scrolls again
  useEffect(() => {
    if (!location.hash || location.pathname !== shownPath.current) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [location.hash, location.key, location.pathname]);

  return <Frame loaded={loaded} loadingPage={loadingPage} pengumuman={pengumuman} />;
}
