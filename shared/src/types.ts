import type { GaleriKategori } from "./categories";

/**
 * Records as the public API returns them. Field names are the seed's; times are ISO 8601
 * strings; `updatedAt` is null until the first edit.
 */

/**
 * Where an article stands: 'draf' and 'terjadwal' are seen only in the admin; 'terbit' is public.
 * (Not 'draft': that word names an unsaved form in the admin app.)
 */
export const ARTIKEL_STATUS = ["draf", "terjadwal", "terbit"] as const;
export type ArtikelStatus = (typeof ARTIKEL_STATUS)[number];
/** Each status as the admin reads it. */
export const ARTIKEL_STATUS_LABEL: Record<ArtikelStatus, string> = {
  draf: "Draf",
  terjadwal: "Terjadwal",
  terbit: "Terbit",
};

export interface Artikel {
  id: string;
  judul: string;
  text: string;
  link: string | null;
  kategori: string;
  gambar: string;
  tags: string[];
  status: ArtikelStatus;
  /** When a 'terjadwal' article goes public; null for any other status. */
  publishAt: string | null;
  /** For a published article, the moment it went public. */
  createdAt: string;
  updatedAt: string | null;
}

export interface Produk {
  nama: string;
  gambar: string | null;
  /** Whole Rupiah. */
  harga: number;
}

export interface Umkm {
  id: string;
  nama: string;
  nama_pemilik: string;
  no_telp: string;
  text: string;
  kategori: string;
  gambar: string;
  produk: Produk[];
  tags: string[];
  createdAt: string;
  updatedAt: string | null;
  /** Where the business is, as the admin wrote it; null when not given (the page names the village). */
  alamat: string | null;
  /** A Google Maps link to the business; null when not given. */
  peta: string | null;
}

/**
 * A UMKM as the lists answer it (`GET /api/umkm`): without `alamat` and `peta`, which only its
 * own page shows, so a page of 50 costs no more than it did before they existed.
 */
export type UmkmListItem = Omit<Umkm, "alamat" | "peta">;

export interface Galeri {
  id: string;
  judul: string;
  /** The photo, or a video's thumbnail as stored when it was saved. */
  foto: string;
  /** The YouTube video's id when the item is a video (played only once asked); null for a photo. */
  videoId: string | null;
  /** Derived from `judul` (`galeriKategori`, seed section 3) and stored on every write. */
  kategori: GaleriKategori;
  createdAt: string;
  updatedAt: string | null;
}

/**
 * An event of 'Agenda Kegiatan'. `mulai` and `selesai` are instants (ISO 8601, UTC); the admin
 * types them on the WIB clock. `arsip` turns true once the event has ended, written when it is
 * saved and by the minute job, never decided by the reader's clock.
 */
export interface Agenda {
  id: string;
  judul: string;
  mulai: string;
  selesai: string;
  lokasi: string;
  deskripsi: string;
  gambar: string | null;
  arsip: boolean;
  createdAt: string;
  updatedAt: string | null;
}

/** The body of every API error: `{ error: { code, message } }`, message in Indonesian. */
export interface ApiError {
  error: { code: string; message: string };
}

/** The body of a write the API confirms in words: sign-out, 'Ganti Password', an admin reset or removed. */
export interface ApiConfirmation {
  success: true;
  message: string;
}

/**
 * One page of a list as the API answers it (`GET /api/<entity>`, `GET /api/admin/riwayat`):
 * pass `next` back as `cursor` for the following page; null after the last.
 */
export interface CursorPage<T> {
  data: T[];
  next: string | null;
}
