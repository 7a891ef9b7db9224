import type { ArtikelDetailData, PageDataMap, PageName, UmkmDetailData } from "@padukuhan/shared/pages";
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router-dom";
import { Layout } from "./layout/layout";
import { defaultMeta, pageMeta, type RouteHandle } from "./page-meta";
import { AboutPage } from "./pages/about";
import { ArtikelDetailPage } from "./pages/artikel-detail";
import { ArtikelListPage } from "./pages/artikel-list";
import { GaleriPage } from "./pages/galeri";
import { HomePage } from "./pages/home";
import { NotFoundPage, PlaceholderPage } from "./pages/placeholder";
import { UmkmDetailPage } from "./pages/umkm-detail";
import { UmkmListError, UmkmListPage } from "./pages/umkm-list";

/** Fetches a page's data: from D1 on the server, from `/api/pages/*` in the browser. */
export type PageLoad = <P extends PageName>(page: P, args: LoaderFunctionArgs) => Promise<PageDataMap[P]>;

const handle = (meta: RouteHandle["meta"]): RouteHandle => ({ meta });

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
          element: <ArtikelListPage />,
          handle: handle(() => pageMeta("Artikel")),
        },
        {
          id: "artikelDetail",
          path: "artikel/:id",
          loader: async (args) => {
            const page = await load("artikelDetail", args);
            return page.artikel ? page : data(page, { status: 404 });
          },
          element: <ArtikelDetailPage />,
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
          element: <AboutPage />,
          handle: handle(() => pageMeta("Tentang Kami")),
        },
        {
          id: "galeri",
          path: "galeri",
          loader: (args) => load("galeri", args),
          element: <GaleriPage />,
          handle: handle(() => pageMeta("Galeri")),
        },
        {
          id: "umkmList",
          path: "umkm",
          loader: (args) => load("umkmList", args),
          element: <UmkmListPage />,
          errorElement: <UmkmListError />,
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
          element: <UmkmDetailPage />,
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
