import type { Artikel } from "@padukuhan/shared/artikel";
import type { AdminKind } from "../../content/entities";

/** Articles in the admin: the seed's 'Kelola Artikel' texts (section 2, 8). */
export const artikelKind: AdminKind<"artikel", Artikel> = {
  key: "artikel",
  texts: {
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
  row: { header: "Judul", title: (item) => item.judul, image: (item) => item.gambar },
  // Its own admin list, with drafts and scheduled articles, which the public list never shows.
  listPath: "/api/admin/artikel",
};
