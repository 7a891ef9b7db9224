/**
 * The browser's islands: what hydrates on a public page (docs/decisions/015). Each is a chunk
 * of its own, fetched only by pages that have it. A new island is one line here and
 * `<Island name=… component=… props=…>` where the page shows it (islands/island.tsx).
 * The build reads this file's `import()` paths to know each island's chunks (scripts/build.ts).
 */
export const islandLoaders = {
  adminSlot: () => import("../layout/admin-slot").then((m) => m.AdminSlot),
  carousel: () => import("../components/carousel").then((m) => m.Carousel),
  artikelList: () => import("../pages/artikel-list").then((m) => m.ArtikelListLive),
  umkmList: () => import("../pages/umkm-list").then((m) => m.UmkmListLive),
  galeri: () => import("../pages/galeri").then((m) => m.GaleriLive),
  agendaList: () => import("../pages/agenda-list").then((m) => m.AgendaListLive),
  footerMap: () => import("../layout/footer-islands").then((m) => m.MapEmbed),
  newsletter: () => import("../layout/footer-islands").then((m) => m.Newsletter),
  contactForm: () => import("../components/contact-form").then((m) => m.ContactForm),
  laporForm: () => import("../components/lapor-form").then((m) => m.LaporForm),
  share: () => import("../components/share-buttons").then((m) => m.ShareButtons),
  like: () => import("../pages/artikel-actions").then((m) => m.LikeButton),
  back: () => import("../pages/artikel-actions").then((m) => m.BackButton),
  layar: () => import("../pages/layar-display").then((m) => m.LayarDisplay),
};

export type IslandName = keyof typeof islandLoaders;

/** The component an island's name stands for. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;
