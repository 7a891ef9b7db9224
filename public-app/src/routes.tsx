import type { ArtikelDetailData, PageDataMap, PageName, UmkmDetailData } from "@padukuhan/shared/pages";
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router-dom";
import { Layout } from "./layout/layout";
import { defaultMeta, pageMeta, type RouteHandle } from "./page-meta";
import { HomePage } from "./pages/home";
import { NotFoundPage, PlaceholderPage } from "./pages/placeholder";

/** Fetches a page's data: from D1 on the server, from `/api/pages/*` in the browser. */
export type PageLoad = <P extends PageName>(page: P, args: LoaderFunctionArgs) => Promise<PageDataMap[P]>;

const handle = (meta: RouteHandle["meta"]): RouteHandle => ({ meta });

// The home page is in the first bundle (most visits start there); every other page's code is a
// separate chunk fetched when it is first needed, which keeps the first load small.
const lazyArtikelList = () => import("./pages/artikel-list").then((m) => ({ Component: m.ArtikelListPage }));
const lazyArtikelDetail = () => import("./pages/artikel-detail").then((m) => ({ Component: m.ArtikelDetailPage }));
const lazyAbout = () => import("./pages/about").then((m) => ({ Component: m.AboutPage }));
const lazyGaleri = () => import("./pages/galeri").then((m) => ({ Component: m.GaleriPage }));
const lazyUmkmList = () =>
  import("./pages/umkm-list").then((m) => ({ Component: m.UmkmListPage, ErrorBoundary: m.UmkmListError }));
const lazyUmkmDetail = () => import("./pages/umkm-detail").then((m) => ({ Component: m.UmkmDetailPage }));

/**
 * The public site's routes (seed section 2), shared by the Worker's renderer and the browser.
 * Status codes are real: an unknown article answers 404, an unknown UMKM redirects to /.
 */
export function createRoutes(load: PageLoad): RouteObject[] {
  return [
    {
      id: "layout",
      path: "/",
      element: <Layout />,
      children: [
        {
          id: "home",
          index: true,
          loader: (args) => load("home", args),
          element: <HomePage />,
          handle: handle(() => defaultMeta),
        },
        {
          id: "artikelList",
          path: "artikel",
          loader: (args) => load("artikelList", args),
          lazy: lazyArtikelList,
          handle: handle(() => pageMeta("Artikel")),
        },
        {
          id: "artikelDetail",
          path: "artikel/:id",
          loader: async (args) => {
            const page = await load("artikelDetail", args);
            return page.artikel ? page : data(page, { status: 404 });
          },
          lazy: lazyArtikelDetail,
          handle: handle((loaded) => {
            const { artikel } = loaded as ArtikelDetailData;
            if (!artikel) return pageMeta("Artikel tidak ditemukan");
            return pageMeta(artikel.judul, {
              description: artikel.text,
              image: artikel.gambar,
              type: "article",
            });
          }),
        },
        {
          id: "about",
          path: "about",
          loader: (args) => load("about", args),
          lazy: lazyAbout,
          handle: handle(() => pageMeta("Tentang Kami")),
        },
        {
          id: "galeri",
          path: "galeri",
          loader: (args) => load("galeri", args),
          lazy: lazyGaleri,
          handle: handle(() => pageMeta("Galeri")),
        },
        {
          id: "umkmList",
          path: "umkm",
          loader: (args) => load("umkmList", args),
          lazy: lazyUmkmList,
          handle: handle(() => pageMeta("UMKM")),
        },
        {
          id: "umkmDetail",
          path: "umkm/:id",
          loader: async (args) => {
            const page = await load("umkmDetail", args);
            // The seed sends an unknown UMKM back to the home page.
            if (!page.umkm) throw redirect("/");
            return page;
          },
          lazy: lazyUmkmDetail,
          handle: handle((loaded) => {
            const { umkm } = loaded as UmkmDetailData;
            return umkm ? pageMeta(umkm.nama, { description: umkm.text, image: umkm.gambar }) : defaultMeta;
          }),
        },
        {
          id: "katalog",
          path: "katalog",
          element: <PlaceholderPage title="Katalog" />,
          handle: handle(() => pageMeta("Katalog")),
        },
        {
          id: "profil",
          path: "profil",
          element: <PlaceholderPage title="Profil" />,
          handle: handle(() => pageMeta("Profil")),
        },
        {
          id: "notFound",
          path: "*",
          loader: () => data(null, { status: 404 }),
          element: <NotFoundPage />,
          handle: handle(() => pageMeta("Halaman tidak ditemukan")),
        },
      ],
    },
  ];
}
