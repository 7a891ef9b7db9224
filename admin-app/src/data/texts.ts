import {
  type ApbdesGroup,
  DATA_YEARS,
  type DataTable,
  PENDUDUK_BREAKDOWNS,
} from "@padukuhan/shared/data-padukuhan";
import { formatNumber, formatRupiah } from "@padukuhan/shared/format";
import { isBreakdown } from "./form";

/** 'Data Padukuhan': everything its screen says that the shared module and the Worker do not. */
export const dataTexts = {
  heading: "Data Padukuhan",
  intro:
    "Jumlah penduduk dan APBDes per tahun, yang tampil di halaman Data di situs dan dapat diunduh warga. Pilih tahun, lalu isi setiap tabel dan simpan sendiri-sendiri. Angka yang tidak cocok satu sama lain tetap tersimpan, dengan catatan.",
  loading: "Memuat data padukuhan...",
  indexFailed: "Gagal mengambil daftar tahun",
  yearFailed: (tahun: number) => `Gagal mengambil data tahun ${tahun}`,

  // The year
  year: "Tahun",
  yearOption: (tahun: number, filled: number, of: number) =>
    filled === 0 ? `${tahun} (belum diisi)` : `${tahun} (${filled} dari ${of} tabel terisi)`,
  addYear: "Tambah tahun",
  newYear: "Tahun baru",
  newYearHint: `Antara ${DATA_YEARS.min} dan ${DATA_YEARS.max}. Tahun baru tersimpan setelah tabel pertamanya disimpan.`,
  openYear: "Buka tahun",
  cancel: "Batal",
  yearOpened: (tahun: number) => `Tahun ${tahun} dibuka. Isi tabelnya, lalu tekan Simpan pada setiap tabel.`,
  toc: "Tabel data",

  // One table
  notFilled: "Belum diisi",
  savedAt: (when: string) => `Terakhir disimpan ${when}`,
  save: "Simpan",
  /** The banner names the warnings too: the list below is new, and only the banner is heard. */
  saved: (title: string, tahun: number, warnings: number) =>
    `${title} ${tahun} berhasil disimpan${warnings > 0 ? `, dengan ${warnings} catatan` : ""}`,
  saveFailed: (title: string, tahun: number) => `Gagal menyimpan ${title} ${tahun}`,
  copy: "Salin dari tahun lalu",
  copying: "Menyalin...",
  copied: (from: number) => `Diisi dengan data tahun ${from}. Periksa, lalu tekan Simpan.`,
  copyFailed: (from: number) => `Gagal mengambil data tahun ${from}`,
  copyMissing: (from: number) => `Tabel ini tidak ada di data tahun ${from}.`,
  remove: "Hapus",
  removeTitle: (title: string, tahun: number) => `Hapus ${title} ${tahun}?`,
  removeText: (title: string, tahun: number) =>
    `Tabel ${title} tahun ${tahun} akan dihapus dari situs beserta unduhan datanya.`,
  removed: (title: string, tahun: number) => `${title} ${tahun} dihapus`,
  removeFailed: (title: string, tahun: number) => `Gagal menghapus ${title} ${tahun}`,
  view: "Lihat di situs",
  warnings: "Catatan",
  figureHint: "Angka bulat tanpa desimal, misalnya 615 atau 1.250.",
  blankIsZero: "Baris yang dikosongkan disimpan sebagai 0.",
  unreadable: "—",
  unreadableHint: "(periksa isian)",

  // The population
  pendudukIntro:
    "Jumlah penduduk dan kepala keluarga tahun ini. Laki-laki dan perempuan semestinya berjumlah sama dengan jumlah penduduk.",
  jiwa: "Jumlah penduduk (jiwa)",
  kk: "Jumlah kepala keluarga (KK)",
  laki: "Laki-laki",
  perempuan: "Perempuan",
  sexTotal: "Laki-laki + perempuan",
  people: (count: number) => `${formatNumber(count)} jiwa`,

  // The breakdowns
  breakdownTotal: "Jumlah",
  ofPopulation: (jiwa: number) => `dari ${formatNumber(jiwa)} jiwa penduduk tahun ini`,
  noPopulation: "Jumlah penduduk tahun ini belum diisi, jadi jumlah ini belum dapat dibandingkan.",

  // The budget
  apbdesIntro:
    "Anggaran dan realisasi dalam rupiah, tanpa desimal. SILPA diisi sesuai pembukuan; hitungan di bawahnya untuk memeriksa.",
  anggaran: "Anggaran",
  realisasi: "Realisasi",
  silpa: "SILPA",
  silpaHint: "Sisa Lebih Perhitungan Anggaran, sesuai pembukuan desa.",
  lineTotal: {
    pendapatan: "Jumlah Pendapatan",
    belanja: "Jumlah Belanja",
    pembiayaan: "Pembiayaan netto (Penerimaan − Pengeluaran)",
  } satisfies Record<ApbdesGroup, string>,
  silpaHitungan: "SILPA hasil hitungan (Pendapatan − Belanja + Pembiayaan netto)",
  percent: (percent: number) => `${percent} %`,
} as const;

/** The intro of a table's section. */
export function tableIntro(tabel: DataTable): string {
  if (tabel === "penduduk") return `${dataTexts.pendudukIntro} ${dataTexts.figureHint}`;
  if (tabel === "apbdes") return `${dataTexts.apbdesIntro} ${dataTexts.blankIsZero}`;
  const breakdown = PENDUDUK_BREAKDOWNS[tabel];
  const title = breakdown.title.toLocaleLowerCase("id-ID");
  const intro = breakdown.sumsToTotal
    ? `Jumlah orang menurut ${title}; semestinya berjumlah sama dengan jumlah penduduk.`
    : "Jumlah orang menurut jenis disabilitas. Satu orang dapat tercatat pada lebih dari satu jenis, jadi jumlahnya tidak dibandingkan dengan jumlah penduduk.";
  return `${intro} ${dataTexts.figureHint} ${dataTexts.blankIsZero}`;
}

/** The label of a breakdown's row: an age band says 'tahun' ('0–4 tahun'). */
export function rowLabel(tabel: DataTable, row: string): string {
  return isBreakdown(tabel) && tabel === "umur" ? `${row} tahun` : row;
}

/** A count as typed so far, or the dash while it does not read. */
export const countText = (value: number | null) =>
  value === null ? dataTexts.unreadable : formatNumber(value);

/** An amount as typed so far ('Rp 850.000.000'), or the dash while it does not read. */
export const rupiahText = (value: number | null) =>
  value === null ? dataTexts.unreadable : formatRupiah(value);
