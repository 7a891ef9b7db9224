/**
 * The same pages for the Worker, imported statically. The Worker is one file, so chunks buy it
 * nothing, and a dynamic import makes esbuild wrap every module it reaches in a lazy
 * initialiser, which costs bytes (about 2.4 KB here) and keeps code it could have dropped.
 */
import { eagerView } from "./page-view";
import type { pageViews as browserViews } from "./page-views";
import { AboutPage } from "./pages/about";
import { AgendaDetailPage } from "./pages/agenda-detail";
import { AgendaListPage } from "./pages/agenda-list";
import { ArtikelDetailPage } from "./pages/artikel-detail";
import { ArtikelListPage } from "./pages/artikel-list";
import { GaleriPage } from "./pages/galeri";
import { PesanTerkirimPage } from "./pages/pesan-terkirim";
import { UmkmDetailPage } from "./pages/umkm-detail";
import { UmkmListError, UmkmListPage } from "./pages/umkm-list";

export const pageViews: typeof browserViews = {
  artikelList: eagerView(ArtikelListPage),
  artikelDetail: eagerView(ArtikelDetailPage),
  about: eagerView(AboutPage),
  galeri: eagerView(GaleriPage),
  umkmList: eagerView(UmkmListPage),
  umkmListError: eagerView(UmkmListError),
  umkmDetail: eagerView(UmkmDetailPage),
  agendaList: eagerView(AgendaListPage),
  agendaDetail: eagerView(AgendaDetailPage),
  pesanTerkirim: eagerView(PesanTerkirimPage),
};
