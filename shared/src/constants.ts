/** The seed's business constants (section 9), named once for every app and the Worker. */
export const limits = {
  homeArtikel: 3,
  homeGaleri: 8,
  /** Not in the seed: the home page shows this many UMKM cards and links to the rest. */
  homeUmkm: 6,
  /** 'Agenda Mendatang' on the home page: the next events. */
  homeAgenda: 3,
  aboutGaleri: 3,
  relatedMax: 3,
  latestSidebar: 4,
  /** Gallery: with at least this many results the first three are featured. */
  galeriFeatured: 3,
  summaryList: 150,
  summaryHome: 100,
  adminText: 50,
  adminLink: 20,
  umkmCardText: 100,
  umkmListViewText: 150,
} as const;

export const timing = {
  sessionLifetimeMs: 24 * 60 * 60 * 1000,
  sessionPollMs: 60_000,
  carouselIntervalMs: 5000,
  copyConfirmMs: 2000,
  bannerMs: 3000,
  loginRedirectMs: 500,
} as const;

/** The top bar turns white with a shadow past this many pixels of scrolling. */
export const SCROLL_THRESHOLD_PX = 50;

/** Facebook and Twitter share windows. */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;

/** Who an article is by, on its page and in its structured data (seed section 5). */
export const ARTIKEL_AUTHOR = "Admin Padukuhan";
