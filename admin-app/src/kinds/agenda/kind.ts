import type { Agenda } from "@padukuhan/shared/agenda";
import type { AdminKind } from "../../content/entities";

/** Events ('Agenda Kegiatan') in the admin. */
export const agendaKind: AdminKind<"agenda", Agenda> = {
  key: "agenda",
  texts: {
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
  row: { header: "Judul", title: (item) => item.judul, image: (item) => item.gambar },
  // The public lists show either upcoming events or the archive; the admin sees both.
  listPath: "/api/admin/agenda",
};
