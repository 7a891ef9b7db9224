import { UMKM_KATEGORI } from "@padukuhan/shared/categories";
import type { UmkmListItem } from "@padukuhan/shared/umkm";
import type { FieldSpec } from "../../components/field-list";
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

/** The UMKM form's text fields, in order (its image and products come after them). */
export const umkmFields = [
  { id: "umkm-nama", name: "nama", label: "Nama UMKM", required: true },
  { id: "umkm-pemilik", name: "nama_pemilik", label: "Nama pemilik", required: true },
  {
    id: "umkm-telp",
    name: "no_telp",
    label: "Nomor telepon / WhatsApp",
    required: true,
    type: "tel",
    hint: "Contoh: 0812 3456 7890",
  },
  {
    id: "umkm-kategori",
    name: "kategori",
    label: "Kategori",
    required: true,
    control: "select",
    placeholder: "Pilih kategori",
    options: UMKM_KATEGORI,
  },
  { id: "umkm-text", name: "text", label: "Deskripsi", required: true, control: "textarea" },
  {
    id: "umkm-alamat",
    name: "alamat",
    label: "Alamat",
    hint: "Contoh: RT 03, dekat balai padukuhan. Kosongkan bila cukup nama padukuhan.",
  },
  {
    id: "umkm-peta",
    name: "peta",
    label: "Link Google Maps",
    type: "url",
    hint: "Di Google Maps, pilih Bagikan lalu Salin link, misalnya https://maps.app.goo.gl/abc123. Tanpa link, peta dicari dari alamat.",
  },
  {
    id: "umkm-tags",
    name: "tags",
    label: "Tag",
    hint: "Pisahkan dengan koma, misalnya: oleh-oleh, makanan ringan",
  },
] as const satisfies readonly FieldSpec[];
