import type { ArtikelDetailData, PageName, UmkmDetailData } from "@padukuhan/shared/pages";
import { matchPath } from "react-router-dom";
import { pageViews } from "#page-views";
import { defaultMeta, type PageMeta, pageMeta } from "./page-meta";
import { eagerView, type PageView } from "./page-view";
import { HomePage } from "./pages/home";
import { NotFoundPage, PlaceholderPage } from "./pages/placeholder";

/** What the server answers besides 200: a real 404, or a redirect (seed: unknown UMKM → /). */
export type PageOutcome = { status: 404 } | { redirect: string };

export interface PublicRoute {
  path: string;
  /** Whose data the page needs; null for pages without data. */
  page: PageName | null;
  view: PageView;
  /** Shown instead of the page when its data cannot be loaded and it has no built-in content. */
  errorView?: PageView;
  meta: (data: unknown) => PageMeta;
  outcome?: (data: unknown) => PageOutcome | undefined;
}

const { artikelList, artikelDetail, about, galeri, umkmList, umkmListError, umkmDetail } = pageViews;

/** The public routes of seed section 2, in matching order; the last one catches the rest. */
export const publicRoutes: PublicRoute[] = [
  { path: "/", page: "home", view: eagerView(HomePage), meta: () => defaultMeta },
  { path: "/artikel", page: "artikelList", view: artikelList, meta: () => pageMeta("Artikel") },
  {
    path: "/artikel/:id",
    page: "artikelDetail",
    view: artikelDetail,
    meta: (data) => {
      const { artikel } = data as ArtikelDetailData;
      if (!artikel) return pageMeta("Artikel tidak ditemukan");
      return pageMeta(artikel.judul, { description: artikel.text, image: artikel.gambar, type: "article" });
    },
    outcome: (data) => ((data as ArtikelDetailData).artikel ? undefined : { status: 404 }),
  },
  { path: "/about", page: "about", view: about, meta: () => pageMeta("Tentang Kami") },
  { path: "/galeri", page: "galeri", view: galeri, meta: () => pageMeta("Galeri") },
  {
    path: "/umkm",
    page: "umkmList",
    view: umkmList,
    errorView: umkmListError,
    meta: () => pageMeta("UMKM"),
  },
  {
    path: "/umkm/:id",
    page: "umkmDetail",
    view: umkmDetail,
    meta: (data) => {
      const { umkm } = data as UmkmDetailData;
      return umkm ? pageMeta(umkm.nama, { description: umkm.text, image: umkm.gambar }) : defaultMeta;
    },
    outcome: (data) => ((data as UmkmDetailData).umkm ? undefined : { redirect: "/" }),
  },
  {
    path: "/katalog",
    page: null,
    view: eagerView(() => <PlaceholderPage title="Katalog" />),
    meta: () => pageMeta("Katalog"),
  },
  {
    path: "/profil",
    page: null,
    view: eagerView(() => <PlaceholderPage title="Profil" />),
    meta: () => pageMeta("Profil"),
  },
  {
    path: "*",
    page: null,
    view: eagerView(NotFoundPage),
    meta: () => pageMeta("Halaman tidak ditemukan"),
    outcome: () => ({ status: 404 }),
  },
];

export interface RouteMatch {
  route: PublicRoute;
  params: Record<string, string | undefined>;
}

export function matchPublicRoute(pathname: string): RouteMatch {
  for (const route of publicRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  // Unreachable: the last route matches every path.
  throw new Error(`no route for ${pathname}`);
}

/** The view a loaded page shows: its own, or its error text when its data failed. */
export function viewFor(route: PublicRoute, failed: boolean): PageView | undefined {
  return failed ? route.errorView : route.view;
}
