import { PENGUMUMAN_MAX, type Pengumuman } from "@padukuhan/shared/pengumuman";
import { type FieldSpec, periodFields } from "../../components/field-list";
import type { AdminKind } from "../../content/entities";

/** Announcements in the admin. */
export const pengumumanKind: AdminKind<"pengumuman", Pengumuman> = {
  key: "pengumuman",
  texts: {
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
  row: { header: "Teks", title: (item) => item.text },
  // Only the admin lists them: the site shows the active one with every page.
  listPath: "/api/admin/pengumuman",
};

/** The announcement form's fields, in order. */
export const pengumumanFields = [
  {
    id: "pengumuman-text",
    name: "text",
    label: "Teks pengumuman",
    required: true,
    control: "textarea",
    hint: `Singkat: maksimal ${PENGUMUMAN_MAX} karakter, tampil di bagian atas setiap halaman.`,
  },
  {
    id: "pengumuman-link",
    name: "link",
    label: "Link",
    type: "url",
    hint: "Misalnya www.sleman.go.id atau https://contoh.go.id",
  },
  ...periodFields(
    "pengumuman",
    "Hanya satu pengumuman yang tampil pada satu waktu: periodenya tidak boleh bertabrakan.",
  ),
] as const satisfies readonly FieldSpec[];
