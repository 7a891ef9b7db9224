/* The words several pages say alike of one kind (the seed's texts), written once. */

/** The link to a kind's whole list: under the home page's section, on a record that is gone. */
export const LIST_LINKS = {
  artikel: { to: "/artikel", label: "Lihat Semua Artikel" },
  agenda: { to: "/agenda", label: "Lihat Semua Agenda" },
  galeri: { to: "/galeri", label: "Lihat Semua Foto" },
  umkm: { to: "/umkm", label: "Lihat Semua UMKM" },
} as const;

/** What a list of a kind says while the village has nothing of it yet. */
export const EMPTY_TEXTS = {
  artikel: "Belum ada artikel tersedia.",
  agenda: "Belum ada agenda mendatang.",
  galeri: "Belum ada foto galeri tersedia.",
  umkm: "Belum ada data UMKM tersedia.",
} satisfies Record<keyof typeof LIST_LINKS, string>;
