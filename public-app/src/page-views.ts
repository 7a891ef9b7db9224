/**
 * The pages behind the first screen, each in a chunk of its own: only the home page and the
 * frame are in the first bundle. The Worker gets `page-views.server.ts` instead (package.json
 * `imports`, condition `workerd`).
 */
import { lazyView } from "./page-view";

export const pageViews = {
  artikelList: lazyView(() => import("./pages/artikel-list").then((m) => m.ArtikelListPage)),
  artikelDetail: lazyView(() => import("./pages/artikel-detail").then((m) => m.ArtikelDetailPage)),
  about: lazyView(() => import("./pages/about").then((m) => m.AboutPage)),
  galeri: lazyView(() => import("./pages/galeri").then((m) => m.GaleriPage)),
  umkmList: lazyView(() => import("./pages/umkm-list").then((m) => m.UmkmListPage)),
  umkmListError: lazyView(() => import("./pages/umkm-list").then((m) => m.UmkmListError)),
  umkmDetail: lazyView(() => import("./pages/umkm-detail").then((m) => m.UmkmDetailPage)),
  agendaList: lazyView(() => import("./pages/agenda-list").then((m) => m.AgendaListPage)),
  agendaDetail: lazyView(() => import("./pages/agenda-detail").then((m) => m.AgendaDetailPage)),
  pesanTerkirim: lazyView(() => import("./pages/pesan-terkirim").then((m) => m.PesanTerkirimPage)),
};
