/** Article categories the admin can choose (seed section 9). */
export const ARTIKEL_KATEGORI = [
  "Sosial & Budaya",
  "Kesehatan",
  "Pendidikan",
  "UMKM",
  "Pertanian",
  "Teknologi",
  "Lain-lain",
] as const;

/** UMKM categories the admin can choose (seed section 9). */
export const UMKM_KATEGORI = [
  "Makanan",
  "Minuman",
  "Kerajinan",
  "Fashion",
  "Pertanian",
  "Peternakan",
  "Jasa",
  "Lain-lain",
] as const;

/** Shown when a record has no category (seed: article and UMKM default 'Umum'). */
export const DEFAULT_KATEGORI = "Umum";

export type GaleriKategori = "Kegiatan" | "Pemandangan" | "Budaya" | "Infrastruktur" | "Masyarakat";

/** Gallery filter order: 'Semua' first, then these. */
export const GALERI_KATEGORI: readonly GaleriKategori[] = [
  "Kegiatan",
  "Pemandangan",
  "Budaya",
  "Infrastruktur",
  "Masyarakat",
];

/** Keywords in `judul` that place a photo in a category, checked in this order (seed section 3). */
const GALERI_KEYWORDS: ReadonlyArray<readonly [GaleriKategori, readonly string[]]> = [
  ["Pemandangan", ["alam", "pemandangan", "sawah", "gunung", "pantai"]],
  ["Budaya", ["budaya", "tradisi", "adat", "seni", "tari"]],
  ["Infrastruktur", ["jalan", "bangunan", "fasilitas", "jembatan", "gedung", "kantor"]],
  ["Masyarakat", ["warga", "masyarakat", "penduduk", "gotong royong", "kerjasama"]],
];

/**
 * The gallery category of a photo, derived from keywords in its title as the seed does
 * (a substring match, case-insensitive); 'Kegiatan' when nothing matches.
 */
export function galeriKategori(judul: string): GaleriKategori {
  const title = judul.toLowerCase();
  for (const [kategori, keywords] of GALERI_KEYWORDS) {
    if (keywords.some((keyword) => title.includes(keyword))) return kategori;
  }
  return "Kegiatan";
}
