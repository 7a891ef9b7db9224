import { LAPOR_PATHS } from "@padukuhan/shared/lapor";
import type {
  AgendaDetailData,
  AgendaListData,
  ArtikelDetailData,
  ArtikelListData,
  DataApbdesData,
  DataPendudukData,
  GaleriData,
  LaporDaftarData,
  LaporFollowData,
  PageName,
  UmkmDetailData,
  UmkmListData,
} from "@padukuhan/shared/pages";
import { matchPageRoute, PAGE_ROUTES, type RouteMatch } from "@padukuhan/shared/routes";
import type { SiteChrome } from "@padukuhan/shared/site";
import type { ComponentType } from "react";
import { Island } from "./islands/island";
import type { IslandComponent, IslandName } from "./islands/registry";
import { type LoadedPage, useLoadedPage } from "./page-data";
import { listMeta, type MetaParts, type PageMeta, pageMeta, resolveMeta } from "./page-meta";
import { AboutPage } from "./pages/about";
import { AgendaDetailPage } from "./pages/agenda-detail";
import { AgendaListLive } from "./pages/agenda-list";
import { ArtikelDetailPage } from "./pages/artikel-detail";
import { ArtikelListLive } from "./pages/artikel-list";
import { DataApbdesPage, DataPendudukPage } from "./pages/data";
import { GaleriLive } from "./pages/galeri";
import { HomePage } from "./pages/home";
import { LaporFollowPage, LaporFormPage } from "./pages/lapor";
import { LaporDaftarPage } from "./pages/lapor-daftar";
import { LayarPage } from "./pages/layar";
import { AgendaHero, ArtikelHero, GaleriHero, UmkmHero, UmkmListError } from "./pages/list-heroes";
import { PesanTerkirimPage } from "./pages/pesan-terkirim";
import { NotFoundPage, PlaceholderPage } from "./pages/placeholder";
import { UmkmDetailPage } from "./pages/umkm-detail";
import { UmkmListLive } from "./pages/umkm-list";

/** What the server answers besides 200: a real 404, or a redirect (seed: unknown UMKM → /). */
export type PageOutcome = { status: 404 } | { redirect: string };

type RouteSpec = (typeof PAGE_ROUTES)[number];

/**
 * The page modules whose stylesheets a route's page needs besides the site's own
 * (`styles.css`): the build bundles the CSS each imports, and the Worker inlines only that
 * route's (scripts/build.ts, `routeStylesheets`).
 */
export type PageStyles =
  | "about"
  | "agenda-detail"
  | "agenda-list"
  | "artikel-detail"
  | "artikel-list"
  | "data"
  | "galeri"
  | "home"
  | "lapor"
  | "lapor-daftar"
  | "layar"
  | "umkm-detail"
  | "umkm-list";

/** How a route of the shared table (shared/src/routes.ts) looks in the public app. */
export interface PublicRoute {
  spec: RouteSpec;
  view: ComponentType;
  /** Its page module's name, for its stylesheet; none when the site's own is all it needs. */
  styles?: PageStyles;
  /**
   * Shown instead of the page when its data cannot be loaded and it has no built-in content;
   * without one, the frame's general error text.
   */
  errorView?: ComponentType;
  meta: (data: unknown) => MetaParts;
  outcome?: (data: unknown) => PageOutcome | undefined;
  /** 'bare': the page alone, without the site's frame (the hall's display). */
  frame?: "bare";
}

/** The islands that are whole list pages (islands/live-page.tsx): their one prop is the loaded page. */
type LiveName = {
  [N in IslandName]: IslandComponent<N> extends ComponentType<{ loaded: LoadedPage }> ? N : never;
}[IslandName];

/**
 * A list page's view: its hero, rendered by the server only (it never changes in the browser,
 * so its code is not downloaded), then the page as one live island, hydrated with the data it
 * was rendered with.
 */
function live(name: LiveName, component: IslandComponent<LiveName>, Hero: ComponentType): ComponentType {
  return function LiveView() {
    return (
      <>
        <Hero />
        <Island name={name} component={component} props={{ loaded: useLoadedPage() }} />
      </>
    );
  };
}

/** Each route's view, keyed by its path in the shared table. */
const VIEWS: Record<RouteSpec["path"], Omit<PublicRoute, "spec">> = {
  "/": { view: HomePage, styles: "home", meta: () => ({}) },
  "/artikel": {
    view: live("artikelList", ArtikelListLive, ArtikelHero),
    styles: "artikel-list",
    meta: (data) =>
      listMeta(
        "Artikel",
        (desa) => `Berita, kegiatan, dan cerita terbaru dari warga ${desa}.`,
        (data as ArtikelListData | null)?.params,
      ),
  },
  "/artikel/:id": {
    view: ArtikelDetailPage,
    styles: "artikel-detail",
    meta: (data) => {
      const { artikel } = data as ArtikelDetailData;
      if (!artikel) return pageMeta("Artikel tidak ditemukan");
      return pageMeta(artikel.judul, { description: artikel.text, image: artikel.gambar, type: "article" });
    },
    outcome: (data) => ((data as ArtikelDetailData).artikel ? undefined : { status: 404 }),
  },
  "/about": {
    view: AboutPage,
    styles: "about",
    // Not the history's own text: a new village's is the neutral 'belum diisi' default.
    meta: () =>
      pageMeta("Tentang Kami", {
        description: (desa) => `Sejarah, asal-usul nama, letak, batas wilayah, dan budaya ${desa}.`,
      }),
  },
  "/galeri": {
    view: live("galeri", GaleriLive, GaleriHero),
    styles: "galeri",
    meta: (data) =>
      listMeta(
        "Galeri",
        (desa) => `Foto dan video kegiatan serta suasana ${desa}.`,
        (data as GaleriData | null)?.params,
      ),
  },
  "/umkm": {
    view: live("umkmList", UmkmListLive, UmkmHero),
    errorView: UmkmListError,
    styles: "umkm-list",
    meta: (data) =>
      listMeta(
        "UMKM",
        (desa) => `Usaha warga ${desa} beserta produk dan kontaknya.`,
        (data as UmkmListData | null)?.params,
      ),
  },
  "/umkm/:id": {
    view: UmkmDetailPage,
    styles: "umkm-detail",
    meta: (data) => {
      const { umkm } = data as UmkmDetailData;
      return umkm ? pageMeta(umkm.nama, { description: umkm.text, image: umkm.gambar }) : {};
    },
    outcome: (data) => ((data as UmkmDetailData).umkm ? undefined : { redirect: "/" }),
  },
  "/agenda": {
    view: live("agendaList", AgendaListLive, AgendaHero),
    styles: "agenda-list",
    meta: (data) =>
      listMeta(
        "Agenda Kegiatan",
        (desa) => `Agenda kegiatan warga ${desa} yang akan datang.`,
        (data as AgendaListData | null)?.params,
      ),
  },
  "/agenda/arsip": {
    view: live("agendaList", AgendaListLive, AgendaHero),
    styles: "agenda-list",
    meta: (data) =>
      listMeta(
        "Arsip Agenda",
        (desa) => `Agenda kegiatan warga ${desa} yang sudah berlangsung.`,
        (data as AgendaListData | null)?.params,
      ),
  },
  "/agenda/:id": {
    view: AgendaDetailPage,
    styles: "agenda-detail",
    meta: (data) => {
      const { agenda } = data as AgendaDetailData;
      if (!agenda) return pageMeta("Agenda tidak ditemukan");
      return pageMeta(agenda.judul, {
        description: agenda.deskripsi,
        ...(agenda.gambar ? { image: agenda.gambar } : {}),
      });
    },
    outcome: (data) => ((data as AgendaDetailData).agenda ? undefined : { status: 404 }),
  },
  "/katalog": {
    view: () => <PlaceholderPage title="Katalog" />,
    meta: () =>
      pageMeta("Katalog", {
        description: (desa) => `Katalog produk warga ${desa}. Halaman ini sedang disiapkan.`,
      }),
  },
  "/profil": {
    view: () => <PlaceholderPage title="Profil" />,
    meta: () =>
      pageMeta("Profil", { description: (desa) => `Profil ${desa}. Halaman ini sedang disiapkan.` }),
  },
  "/kontak/terkirim": { view: PesanTerkirimPage, meta: () => pageMeta("Pesan Terkirim") },
  "/lapor": {
    view: LaporFormPage,
    styles: "lapor",
    meta: () =>
      pageMeta("Lapor Warga", {
        description: (desa) =>
          `Laporkan jalan rusak, saluran tersumbat, lampu jalan mati atau pohon tumbang kepada pengurus ${desa}.`,
      }),
  },
  "/lapor/daftar": {
    view: LaporDaftarPage,
    styles: "lapor-daftar",
    meta: (data) => {
      const page = (data as LaporDaftarData | null)?.params.halaman ?? 1;
      return pageMeta(page > 1 ? `Laporan Warga - Halaman ${page}` : "Laporan Warga", {
        description: (desa) =>
          `Laporan warga ${desa} yang ditampilkan pengurus, beserta tanggapan dan rekap per bulan.`,
      });
    },
  },
  "/data": {
    view: DataPendudukPage,
    styles: "data",
    meta: (data) => {
      const tahun = (data as DataPendudukData | null)?.tahun;
      return pageMeta(tahun ? `Data Penduduk ${tahun}` : "Data Padukuhan", {
        description: (desa) =>
          `Jumlah penduduk ${desa} menurut umur, pendidikan, pekerjaan, agama dan status perkawinan${tahun ? ` tahun ${tahun}` : ""}, dengan data terbuka.`,
      });
    },
  },
  "/data/apbdes": {
    view: DataApbdesPage,
    styles: "data",
    meta: (data) => {
      const tahun = (data as DataApbdesData | null)?.tahun;
      return pageMeta(tahun ? `APBDes ${tahun}` : "APBDes", {
        description: (desa) =>
          `Anggaran pendapatan, belanja dan pembiayaan ${desa}${tahun ? ` tahun ${tahun}` : ""} beserta realisasinya, dengan data terbuka.`,
      });
    },
  },
  "/layar": {
    view: LayarPage,
    styles: "layar",
    // The hall's television: the display alone, no top bar, announcement bar or footer.
    frame: "bare",
    meta: () =>
      pageMeta("Layar Balai", {
        description: (desa) => `Layar informasi balai ${desa}: pengumuman, agenda, berita dan foto terbaru.`,
      }),
  },
  "/lapor/:id": {
    view: LaporFollowPage,
    styles: "lapor",
    // Its title names neither the report nor the resident: tabs and history are seen by others.
    meta: (data) => pageMeta((data as LaporFollowData).laporan ? "Laporan Warga" : "Laporan tidak ditemukan"),
    outcome: (data) => {
      const { kode, canonicalKode, laporan } = data as LaporFollowData;
      // 'lw 7k3q 9xm2' as typed: the one written form of the code, then its page.
      if (canonicalKode && canonicalKode !== kode) return { redirect: LAPOR_PATHS.follow(canonicalKode) };
      return laporan ? undefined : { status: 404 };
    },
  },
  "*": {
    view: NotFoundPage,
    meta: () => pageMeta("Halaman tidak ditemukan"),
    outcome: () => ({ status: 404 }),
  },
};

/** The public routes of seed section 2, in the shared table's matching order. */
export const publicRoutes: PublicRoute[] = PAGE_ROUTES.map((spec) => ({ spec, ...VIEWS[spec.path] }));

export interface PublicRouteMatch {
  route: PublicRoute;
  params: RouteMatch["params"];
  page: PageName | null;
}

export function matchPublicRoute(pathname: string): PublicRouteMatch {
  const { route: spec, params } = matchPageRoute(pathname);
  const route = publicRoutes.find((candidate) => candidate.spec === spec) as PublicRoute;
  return { route, params, page: spec.page };
}

/** What the head says about a page: its own, or a plain title when its data could not be read. */
export function metaFor(route: PublicRoute, data: unknown, failed: boolean, site: SiteChrome): PageMeta {
  // A route with an error view of its own keeps its title (its meta needs no data).
  return resolveMeta(
    failed && !route.errorView ? pageMeta("Halaman tidak dapat dimuat") : route.meta(data),
    site,
  );
}

/** The view a loaded page shows: its own, or its error text when its data failed. */
export function viewFor(route: PublicRoute, failed: boolean): ComponentType | undefined {
  return failed ? route.errorView : route.view;
}
