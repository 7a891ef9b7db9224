/** The content kinds the admin manages, each described in admin-app/src/kinds/<kind>/kind.ts. */
export type EntityKey = "agenda" | "artikel" | "galeri" | "pengumuman" | "umkm";

/**
 * Everything a content screen needs to know of its kind: what it says (the seed's texts,
 * sections 2 and 8, verbatim, and ours in the same tone where it has none), how its rows name
 * their record, and the list it reads (writes: endpoints.ts). `T` is the record as that list
 * answers it.
 */
export interface AdminKind<K extends EntityKey, T> {
  key: K;
  texts: EntityTexts;
  row: RowTitle<T>;
  listPath: string;
}

/** What a content screen says. */
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

/** How a screen's rows name their record (first column, card title) and show its picture. */
export interface RowTitle<T> {
  header: string;
  title: (item: T) => string;
  /** Absent for a kind without images (no 'Gambar' column). */
  image?: (item: T) => string | null;
}

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
