import type { UmkmListItem } from "@padukuhan/shared/umkm";
import type { AdminKind } from "../../content/entities";

/**
 * UMKM in the admin. The list answers without the address and map link: the form reads the
 * whole record for an edit (form.tsx).
 */
export const umkmKind: AdminKind<"umkm", UmkmListItem> = {
  key: "umkm",
  texts: {
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
  row: { header: "Nama", title: (item) => item.nama, image: (item) => item.gambar },
  // Every UMKM is public: the screen reads the public list.
  listPath: "/api/umkm",
};
