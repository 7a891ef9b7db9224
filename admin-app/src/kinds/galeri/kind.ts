import type { Galeri } from "@padukuhan/shared/galeri";
import type { AdminKind } from "../../content/entities";

/** The gallery in the admin: photos and YouTube videos. */
export const galeriKind: AdminKind<"galeri", Galeri> = {
  key: "galeri",
  texts: {
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
  row: { header: "Judul", title: (item) => item.judul, image: (item) => item.foto },
  // Every photo is public: the screen reads the public list.
  listPath: "/api/galeri",
};
