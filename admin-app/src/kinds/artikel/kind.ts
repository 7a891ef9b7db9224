import {
  ARTIKEL_STATUS,
  ARTIKEL_STATUS_LABEL,
  type Artikel,
  type ArtikelStatus,
} from "@padukuhan/shared/artikel";
import { ARTIKEL_KATEGORI } from "@padukuhan/shared/categories";
import type { FieldSpec } from "../../components/field-list";
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

/** The article form's text fields, in order (its image comes after them). */
export const artikelFields = [
  { id: "artikel-judul", name: "judul", label: "Judul", required: true },
  {
    id: "artikel-kategori",
    name: "kategori",
    label: "Kategori",
    required: true,
    control: "select",
    placeholder: "Pilih kategori",
    options: ARTIKEL_KATEGORI,
  },
  {
    id: "artikel-text",
    name: "text",
    label: "Isi artikel",
    required: true,
    control: "textarea",
    hint: "Tekan Enter untuk membuat paragraf baru.",
  },
  {
    id: "artikel-link",
    name: "link",
    label: "Link terkait",
    type: "url",
    hint: "Contoh: https://jogjaprov.go.id",
  },
  {
    id: "artikel-penulis",
    name: "penulis",
    label: "Penulis",
    hint: "Kosongkan bila ditulis atas nama Admin Padukuhan.",
  },
  {
    id: "artikel-status",
    name: "status",
    label: "Status",
    required: true,
    control: "select",
    placeholder: "Pilih status",
    options: ARTIKEL_STATUS,
    optionLabel: (option: string) => ARTIKEL_STATUS_LABEL[option as ArtikelStatus] ?? option,
    hint: "Draf dan Terjadwal hanya terlihat di admin. Terbit langsung tampil di situs.",
  },
  // Shown only while the status is 'terjadwal'.
  {
    id: "artikel-publish-at",
    name: "publishAt",
    label: "Waktu terbit (WIB)",
    type: "datetime-local",
    required: true,
    hint: "Artikel tampil di situs otomatis pada waktu ini (paling lambat satu menit setelahnya).",
  },
  {
    id: "artikel-tags",
    name: "tags",
    label: "Tag",
    hint: "Pisahkan dengan koma, misalnya: gotong royong, panen",
  },
] as const satisfies readonly FieldSpec[];
