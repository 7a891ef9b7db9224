import type { GaleriKategori } from "./categories";

/**
 * Records as the public API returns them. Field names are the seed's; times are ISO 8601
 * strings; `updatedAt` is null until the first edit.
 */

export interface Artikel {
  id: string;
  judul: string;
  text: string;
  link: string | null;
  kategori: string;
  gambar: string;
  tags: string[];
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
}

export interface Galeri {
  id: string;
  judul: string;
  foto: string;
  /** Derived from `judul` (`galeriKategori`, seed section 3) and stored on every write. */
  kategori: GaleriKategori;
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
