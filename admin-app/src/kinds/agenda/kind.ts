import type { Agenda } from "@padukuhan/shared/agenda";
import { type FieldSpec, periodFields } from "../../components/field-list";
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

/** The event form's text fields, in order (its optional image comes after them). */
export const agendaFields = [
  { id: "agenda-judul", name: "judul", label: "Judul agenda", required: true },
  ...periodFields("agenda", "Setelah waktu selesai, agenda pindah ke Arsip Agenda dengan sendirinya."),
  { id: "agenda-lokasi", name: "lokasi", label: "Lokasi", required: true },
  { id: "agenda-deskripsi", name: "deskripsi", label: "Deskripsi", required: true, control: "textarea" },
] as const satisfies readonly FieldSpec[];
