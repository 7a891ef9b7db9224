import { whatsappLink } from "@padukuhan/shared/contact";
import { LAPOR_OPEN_CEILING, type LaporStatus, laporStatusLabel } from "@padukuhan/shared/lapor";
import type { LaporCounts, LaporJawabanEntry } from "@padukuhan/shared/lapor-admin";

/** 'Laporan Warga': everything its screens say that the Worker does not. */
export const laporTexts = {
  heading: "Laporan Warga",
  intro: "Laporan yang dikirim warga lewat formulir 'Lapor Warga' di situs, terbaru di atas.",
  loading: "Memuat laporan...",
  failed: "Gagal mengambil laporan",
  empty: "Belum ada laporan warga.",
  emptyFiltered: "Tidak ada laporan untuk pilihan ini.",
  shown: (count: number) => `Menampilkan ${count} laporan`,
  /** The tabs by state. */
  tabs: "Status laporan",
  all: "Semua",
  filterKategori: "Kategori",
  allKategori: "Semua kategori",
  filterBulan: "Bulan",
  bulanPlaceholder: "TTTT-BB",
  clearFilters: "Hapus filter",
  /** Whether /lapor/daftar shows the report. */
  shownPublicly: "Tampil di situs",
  notShownPublicly: "Tidak tampil di situs",
  /** The warning above the list and on 'Ringkasan' once the open reports reach the ceiling. */
  full: (open: number) =>
    `Ada ${open} laporan yang belum selesai (Baru dan Diproses), batasnya ${LAPOR_OPEN_CEILING}. Formulir Lapor Warga di situs menolak laporan baru sampai sebagian laporan Anda tandai Selesai atau Ditolak.`,
  openList: "Buka Laporan Warga",
  /** The badge beside 'Laporan Warga' in the navigation. */
  newCount: (count: number) => (count > 99 ? "99+" : String(count)),
  newLabel: (count: number) => `${count} laporan baru`,

  // One report
  back: "Kembali ke Laporan Warga",
  loadingOne: "Memuat laporan...",
  failedOne: "Gagal mengambil laporan",
  kode: "Kode",
  status: "Status",
  kategori: "Kategori",
  sent: "Dikirim",
  closed: "Ditutup",
  wordsHeading: "Isi Laporan",
  readOnly: "Judul, uraian, lokasi dan foto ditulis oleh warga dan tidak dapat diubah.",
  uraian: "Uraian",
  lokasi: "Lokasi",
  map: "Lihat lokasi di peta",
  photos: (count: number) => `Foto (${count})`,
  photoAlt: (position: number, count: number) => `Foto ${position} dari ${count}, buka ukuran penuh`,
  noPhotos: "Tanpa foto.",
  reporterHeading: "Pelapor",
  reporterNote:
    "Nama dan nomor pelapor hanya terlihat oleh admin, tidak pernah di situs, dan dihapus otomatis satu tahun setelah laporan ditutup.",
  reporterGone: "Nama dan nomor pelapor sudah dihapus otomatis, satu tahun setelah laporan ditutup.",
  nama: "Nama",
  telp: "Nomor",
  call: "Telepon",
  whatsapp: "WhatsApp",
  callLabel: (nama: string) => `Telepon ${nama || "pelapor"}`,
  whatsappLabel: (nama: string) => `Kirim WhatsApp ke ${nama || "pelapor"}`,
  followUpHeading: "Tindak Lanjut",
  statusField: "Status laporan",
  saveStatus: "Simpan Status",
  statusFailed: "Gagal mengubah status laporan",
  statusSaved: (status: LaporStatus) => `Status laporan diubah menjadi ${laporStatusLabel[status]}`,
  publikField: "Tampilkan di situs",
  publikHint:
    "Laporan dan jawabannya tampil di halaman Daftar Laporan Warga. Nama dan nomor pelapor tidak pernah ditampilkan.",
  publikFailed: "Gagal mengubah tampilan laporan di situs",
  publikOn: "Laporan ditampilkan di situs",
  publikOff: "Laporan tidak lagi ditampilkan di situs",
  openPublicList: "Lihat Daftar Laporan Warga",

  // The answers
  answersHeading: "Jawaban",
  noAnswers: "Belum ada jawaban.",
  answerCount: (count: number) => `${count} jawaban, terlama di atas`,
  edited: "(diubah)",
  removedAuthor: "Admin yang sudah dihapus",
  newAnswer: "Tulis jawaban",
  answerHint:
    "Pelapor membaca jawaban ini lewat kode laporannya; bila laporan ditampilkan di situs, jawaban juga tampil di sana. Nama Anda tidak ditampilkan kepada warga.",
  send: "Kirim Jawaban",
  sending: "Mengirim...",
  sendFailed: "Gagal mengirim jawaban",
  answerSent: "Jawaban terkirim",
  editAnswer: "Ubah jawaban",
  editLabel: (when: string) => `Ubah jawaban ${when}`,
  removeLabel: (when: string) => `Hapus jawaban ${when}`,
  updateFailed: "Gagal mengubah jawaban",
  updated: "Jawaban berhasil diubah",
  deleteTitle: "Hapus Jawaban",
  deleteMessage: (when: string) =>
    `Jawaban Anda tanggal ${when} akan dihapus dan tidak lagi terlihat oleh pelapor.`,
  deleteFailed: "Gagal menghapus jawaban",
  deleted: "Jawaban berhasil dihapus",
} as const;

/** Reports still open: the ones the public form's ceiling counts. */
export const openReports = (counts: LaporCounts) => counts.baru + counts.diproses;

/** Whether the public form refuses new reports (`LAPOR_OPEN_CEILING` open ones). */
export const formIsFull = (counts: LaporCounts) => openReports(counts) >= LAPOR_OPEN_CEILING;

/** Every report, whatever its state: the 'Semua' tab. */
export const allReports = (counts: LaporCounts) =>
  counts.baru + counts.diproses + counts.selesai + counts.ditolak;

/** Who wrote an answer, as the thread names them: 'Sri (@sri)', '@sri', or a removed admin. */
export function answerAuthor(author: LaporJawabanEntry["author"]): string {
  if (!author) return laporTexts.removedAuthor;
  return author.nama ? `${author.nama} (@${author.username})` : `@${author.username}`;
}

/**
 * The WhatsApp chat with the reporter (the number normalised as everywhere: 08… becomes 628…),
 * opened with a greeting that names the report; null without a usable number.
 */
export function reporterWhatsApp(
  report: { nama: string; no_telp: string; kode: string; judul: string },
  villageName: string,
): string | null {
  const greeting = report.nama ? `Halo ${report.nama},` : "Halo,";
  const from = villageName ? `pengurus ${villageName}` : "pengurus padukuhan";
  return whatsappLink(
    report.no_telp,
    `${greeting} kami dari ${from} tentang laporan Anda ${report.kode} “${report.judul}”.`,
  );
}
