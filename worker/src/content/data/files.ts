/**
 * The open data files of 'Data Padukuhan' (docs/decisions/022): every table of every year as CSV
 * and as JSON, at `/data/<tabel>-<tahun>.<format>`. Pure: the figures in, the file's text out.
 */
import {
  type Apbdes,
  type ApbdesLine,
  BELANJA_BIDANG,
  DATA_TABLE_TITLES,
  type DataFormat,
  type DataTable,
  type DataValue,
  linesTotal,
  PEMBIAYAAN_JENIS,
  PENDAPATAN_SUMBER,
  PENDUDUK_BREAKDOWNS,
  type Penduduk,
  type PendudukBreakdown,
  realisationPercent,
} from "@padukuhan/shared/data-padukuhan";
import type { StoredTable } from "./store";

type Cell = string | number | null;

/** The population's totals, as the rows of its file. */
const PENDUDUK_ROWS: [label: string, key: keyof Penduduk][] = [
  ["Jumlah Penduduk", "jiwa"],
  ["Kepala Keluarga", "kk"],
  ["Laki-laki", "laki"],
  ["Perempuan", "perempuan"],
];

/** A field quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvField = (cell: Cell) => {
  const text = cell === null ? "" : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * UTF-8 with a byte order mark, which is how Excel (a village office's) knows the file is
 * UTF-8 and shows '0–4' or 'Pendidikan' right; lines end CRLF as RFC 4180 has them.
 */
const csvText = (rows: Cell[][]) =>
  `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;

/** A budget line: its amounts in whole rupiah and the realisation in whole percent (empty without a budget). */
const budgetRow = (kelompok: string, uraian: string, line: ApbdesLine): Cell[] => [
  kelompok,
  uraian,
  line.anggaran,
  line.realisasi,
  realisationPercent(line),
];

function apbdesRows(apbdes: Apbdes): Cell[][] {
  const { Penerimaan: masuk, Pengeluaran: keluar } = apbdes.pembiayaan;
  return [
    ["Kelompok", "Uraian", "Anggaran", "Realisasi", "Persen realisasi"],
    ...PENDAPATAN_SUMBER.map((name) => budgetRow("Pendapatan", name, apbdes.pendapatan[name])),
    budgetRow("Pendapatan", "Jumlah Pendapatan", linesTotal(apbdes.pendapatan)),
    ...BELANJA_BIDANG.map((name) => budgetRow("Belanja", name, apbdes.belanja[name])),
    budgetRow("Belanja", "Jumlah Belanja", linesTotal(apbdes.belanja)),
    ...PEMBIAYAAN_JENIS.map((name) => budgetRow("Pembiayaan", name, apbdes.pembiayaan[name])),
    budgetRow("Pembiayaan", "Pembiayaan Netto", {
      anggaran: masuk.anggaran - keluar.anggaran,
      realisasi: masuk.realisasi - keluar.realisasi,
    }),
    budgetRow("SILPA", "Sisa Lebih Pembiayaan Anggaran", apbdes.silpa),
  ];
}

/** A table's rows with its header row, as its CSV file has them. */
export function tableRows(tabel: DataTable, value: DataValue): Cell[][] {
  if (tabel === "penduduk") {
    const penduduk = value as Penduduk;
    return [["Uraian", "Jumlah"], ...PENDUDUK_ROWS.map(([label, key]) => [label, penduduk[key]])];
  }
  if (tabel === "apbdes") return apbdesRows(value as Apbdes);
  const rows = value as Record<string, number>;
  return [
    ["Kelompok", "Jumlah"],
    ...PENDUDUK_BREAKDOWNS[tabel as PendudukBreakdown].rows.map((name): Cell[] => [name, rows[name] ?? 0]),
  ];
}

export const CONTENT_TYPES: Record<DataFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};

/** The file of a stored table in `format`. */
export function dataFile(
  { tabel, value, updatedAt }: StoredTable,
  tahun: number,
  format: DataFormat,
): string {
  if (format === "csv") return csvText(tableRows(tabel, value));
  return JSON.stringify({
    tabel,
    judul: `${DATA_TABLE_TITLES[tabel]} ${tahun}`,
    tahun,
    diperbarui: new Date(updatedAt).toISOString(),
    data: value,
  });
}
