import type { Agenda } from "@padukuhan/shared/agenda";
import type { Artikel } from "@padukuhan/shared/artikel";
import type { Galeri } from "@padukuhan/shared/galeri";
import type { Pengumuman } from "@padukuhan/shared/pengumuman";
import type { UmkmListItem } from "@padukuhan/shared/umkm";

/** The record of each content screen, as the API answers it. */
export interface EntityRecord {
  artikel: Artikel;
  /** As the list answers it: the form reads the whole record for an edit (pages/umkm-form.tsx). */
  umkm: UmkmListItem;
  galeri: Galeri;
  pengumuman: Pengumuman;
  agenda: Agenda;
}

/**
 * Everything the three content screens say, per entity, in one table: the seed's texts
 * (sections 2, 8) verbatim, and ours in the same tone where it has none.
 */
export type EntityKey = keyof EntityRecord;

export interface EntityTexts {
  heading: string;
  addButton: string;
  addTitle: string;
  editTitle: string;
  deleteTitle: string;
  /** Lower-case noun for sentences ("… artikel …"). */
  noun: string;
  loading: string;
  listFailed: string;
  empty: string;
  /** The search field's label, and what it searches (its placeholder). */
  search: string;
  searchHint: string;
  added: string;
  updated: string;
  deleted: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

export const ENTITY_TEXTS: Record<EntityKey, EntityTexts> = {
  agenda: {
    heading: "Kelola Agenda",
    addButton: "Tambah Agenda",
    addTitle: "Tambah Agenda",
    editTitle: "Ubah Agenda",
    deleteTitle: "Hapus agenda?",
    noun: "agenda",
    loading: "Memuat data agenda...",
    listFailed: "Gagal mengambil data agenda",
    empty: "Belum ada agenda.",
    search: "Cari agenda",
    searchHint: "Judul, lokasi atau deskripsi",
    added: "Agenda berhasil ditambahkan",
    updated: "Agenda berhasil diperbarui",
    deleted: "Agenda berhasil dihapus",
    addFailed: "Gagal menambahkan agenda",
    updateFailed: "Gagal memperbarui agenda",
    deleteFailed: "Gagal menghapus agenda",
  },
  artikel: {
    heading: "Kelola Artikel",
    addButton: "Tambah Artikel",
    addTitle: "Tambah Artikel",
    editTitle: "Ubah Artikel",
    deleteTitle: "Hapus artikel?",
    noun: "artikel",
    loading: "Memuat data artikel...",
    listFailed: "Gagal mengambil data artikel",
    empty: "Belum ada artikel tersedia.",
    search: "Cari artikel",
    searchHint: "Judul atau awal isi artikel",
    added: "Artikel berhasil ditambahkan",
    updated: "Artikel berhasil diperbarui",
    deleted: "Artikel berhasil dihapus",
    addFailed: "Gagal menambahkan artikel",
    updateFailed: "Gagal memperbarui artikel",
    deleteFailed: "Gagal menghapus artikel",
  },
  umkm: {
    heading: "Kelola UMKM",
    addButton: "Tambah UMKM",
    addTitle: "Tambah UMKM",
    editTitle: "Ubah UMKM",
    deleteTitle: "Hapus UMKM?",
    noun: "UMKM",
    loading: "Memuat data UMKM...",
    listFailed: "Gagal mengambil data UMKM",
    empty: "Belum ada data UMKM tersedia.",
    search: "Cari UMKM",
    searchHint: "Nama usaha, pemilik atau deskripsi",
    added: "UMKM berhasil ditambahkan",
    updated: "UMKM berhasil diperbarui",
    deleted: "UMKM berhasil dihapus",
    addFailed: "Gagal menambahkan UMKM",
    updateFailed: "Gagal memperbarui UMKM",
    deleteFailed: "Gagal menghapus UMKM",
  },
  galeri: {
    heading: "Kelola Galeri",
    addButton: "Tambah Foto",
    addTitle: "Tambah Foto Galeri",
    editTitle: "Ubah Foto Galeri",
    deleteTitle: "Hapus foto galeri?",
    noun: "foto galeri",
    loading: "Memuat data galeri...",
    listFailed: "Gagal mengambil data galeri",
    empty: "Belum ada foto galeri tersedia.",
    search: "Cari foto",
    searchHint: "Judul atau tanggal",
    added: "Foto galeri berhasil ditambahkan",
    updated: "Foto galeri berhasil diperbarui",
    deleted: "Foto galeri berhasil dihapus",
    addFailed: "Gagal menambahkan foto galeri",
    updateFailed: "Gagal memperbarui foto galeri",
    deleteFailed: "Gagal menghapus foto galeri",
  },
  pengumuman: {
    heading: "Kelola Pengumuman",
    addButton: "Tambah Pengumuman",
    addTitle: "Tambah Pengumuman",
    editTitle: "Ubah Pengumuman",
    deleteTitle: "Hapus pengumuman?",
    noun: "pengumuman",
    loading: "Memuat data pengumuman...",
    listFailed: "Gagal mengambil data pengumuman",
    empty: "Belum ada pengumuman.",
    search: "Cari pengumuman",
    searchHint: "Teks pengumuman",
    added: "Pengumuman berhasil ditambahkan",
    updated: "Pengumuman berhasil diperbarui",
    deleted: "Pengumuman berhasil dihapus",
    addFailed: "Gagal menambahkan pengumuman",
    updateFailed: "Gagal memperbarui pengumuman",
    deleteFailed: "Gagal menghapus pengumuman",
  },
};

/** How a screen's rows name their record (first column, card title) and show its picture. */
export interface RowTitle<T> {
  header: string;
  title: (item: T) => string;
  /** Absent for a kind without images (no 'Gambar' column). */
  image?: (item: T) => string | null;
}

export const ENTITY_ROWS: { [E in EntityKey]: RowTitle<EntityRecord[E]> } = {
  agenda: { header: "Judul", title: (item) => item.judul, image: (item) => item.gambar },
  artikel: { header: "Judul", title: (item) => item.judul, image: (item) => item.gambar },
  umkm: { header: "Nama", title: (item) => item.nama, image: (item) => item.gambar },
  galeri: { header: "Judul", title: (item) => item.judul, image: (item) => item.foto },
  pengumuman: { header: "Teks", title: (item) => item.text },
};

/**
 * The list each screen reads (writes: endpoints.ts). Articles have an admin list of their own,
 * with drafts and scheduled ones, which the public list never shows; UMKM and photos are all
 * public, so their screens read the public list.
 */
const LIST_PATHS: Record<EntityKey, string> = {
  artikel: "/api/admin/artikel",
  umkm: "/api/umkm",
  galeri: "/api/galeri",
  // Only the admin lists them: the site shows the active one with every page.
  pengumuman: "/api/admin/pengumuman",
  // The public lists show either upcoming events or the archive; the admin sees both.
  agenda: "/api/admin/agenda",
};
export const listPath = (entity: EntityKey) => LIST_PATHS[entity];

/** Texts shared by every screen. */
export const commonTexts = {
  cancel: "Batal",
  close: "Tutup",
  edit: "Ubah",
  remove: "Hapus",
  retry: "Coba lagi",
  saveChanges: "Simpan Perubahan",
  adding: "Menambahkan...",
  updating: "Memperbarui...",
  deleting: "Menghapus...",
  saving: "Menyimpan...",
  uploading: (percent: number) => `Mengunggah... ${percent}%`,
  uploadingUnknown: "Mengunggah...",
  irreversible: "Tindakan ini tidak dapat dibatalkan.",
  offline: "Koneksi terputus. Periksa internet Anda, lalu coba lagi. Isian Anda tetap tersimpan di sini.",
  sessionGone: "Sesi login tidak dapat diperiksa. Silakan coba lagi.",
  actions: "Aksi",
  draftRestored: "Isian yang belum tersimpan sebelumnya dipulihkan.",
  startOver: "Mulai dari awal",
  fixErrors: "Periksa kembali isian yang ditandai.",
  // The API gives no total: the line says what is on screen.
  shown: (count: number, noun: string) => `Menampilkan ${count} ${noun}`,
  shownMatching: (count: number, noun: string, query: string) =>
    `Menampilkan ${count} ${noun} yang cocok dengan “${query}”`,
  noMatch: (noun: string) => `Tidak ada ${noun} yang cocok dengan pencarian.`,
  searching: "Mencari...",
  clearSearch: "Bersihkan",
  clearSearchHidden: " pencarian",
  loadMore: "Muat lebih banyak",
  loadingMore: "Memuat...",
} as const;
