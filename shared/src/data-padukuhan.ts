/**
 * Data Padukuhan (issue 30, docs/decisions/022): the population figures and the village budget
 * (APBDes) the office keeps per year and publishes at `/data` and `/data/apbdes`. One module for
 * every side: the tables and their rows, the form's checks, the texts, the sums and the
 * balance. Each table of a year is stored whole (one row of `data_tabel`, its figures as JSON
 * checked by the schema here), because every page and download shows a table whole.
 */
import * as z from "zod/mini";

// ---------------------------------------------------------------------------
// The tables
// ---------------------------------------------------------------------------

/** The five-year age bands the population is counted in (Permendagri practice), oldest open-ended. */
export const UMUR_BANDS = [
  "0–4",
  "5–9",
  "10–14",
  "15–19",
  "20–24",
  "25–29",
  "30–34",
  "35–39",
  "40–44",
  "45–49",
  "50–54",
  "55–59",
  "60–64",
  "65–69",
  "70–74",
  "75+",
] as const;

/**
 * The population's breakdowns: each a fixed list of rows, and whether its rows add up to the
 * number of people (a person has one age, one schooling, one religion, one marital status and
 * one main occupation; several disabilities, or none).
 */
export const PENDUDUK_BREAKDOWNS = {
  umur: {
    title: "Kelompok Umur",
    rows: UMUR_BANDS,
    sumsToTotal: true,
  },
  pendidikan: {
    title: "Pendidikan",
    rows: [
      "Tidak/Belum Sekolah",
      "Belum Tamat SD",
      "Tamat SD",
      "SMP",
      "SMA/SMK",
      "Diploma",
      "Sarjana (S1)",
      "Pascasarjana (S2/S3)",
    ],
    sumsToTotal: true,
  },
  pekerjaan: {
    title: "Pekerjaan",
    rows: [
      "Petani/Pekebun",
      "Buruh Tani",
      "Buruh Harian Lepas",
      "Pedagang",
      "Wiraswasta",
      "Karyawan Swasta",
      "PNS/TNI/Polri",
      "Pelajar/Mahasiswa",
      "Mengurus Rumah Tangga",
      "Belum/Tidak Bekerja",
      "Lainnya",
    ],
    sumsToTotal: true,
  },
  agama: {
    title: "Agama",
    rows: ["Islam", "Kristen", "Katolik", "Hindu", "Buddha", "Konghucu", "Kepercayaan"],
    sumsToTotal: true,
  },
  perkawinan: {
    title: "Status Perkawinan",
    rows: ["Belum Kawin", "Kawin", "Cerai Hidup", "Cerai Mati"],
    sumsToTotal: true,
  },
  disabilitas: {
    title: "Penyandang Disabilitas",
    // The four kinds of Law 8/2016; one person may have more than one.
    rows: ["Fisik", "Intelektual", "Mental", "Sensorik"],
    sumsToTotal: false,
  },
} as const;
export type PendudukBreakdown = keyof typeof PENDUDUK_BREAKDOWNS;
export const PENDUDUK_BREAKDOWN_NAMES = Object.keys(PENDUDUK_BREAKDOWNS) as PendudukBreakdown[];

/** APBDes revenue by source, and spending by the five fields (bidang) of village spending. */
export const PENDAPATAN_SUMBER = [
  "Dana Desa",
  "Alokasi Dana Desa",
  "Bagi Hasil Pajak dan Retribusi",
  "Pendapatan Asli Desa",
  "Bantuan Keuangan",
  "Lain-lain",
] as const;
export const BELANJA_BIDANG = [
  "Penyelenggaraan Pemerintahan Desa",
  "Pelaksanaan Pembangunan Desa",
  "Pembinaan Kemasyarakatan",
  "Pemberdayaan Masyarakat",
  "Penanggulangan Bencana, Darurat dan Mendesak",
] as const;
export const PEMBIAYAAN_JENIS = ["Penerimaan", "Pengeluaran"] as const;

/** The APBDes's three parts, each a list of lines with a budget and a realisation. */
export const APBDES_GROUPS = {
  pendapatan: PENDAPATAN_SUMBER,
  belanja: BELANJA_BIDANG,
  pembiayaan: PEMBIAYAAN_JENIS,
} as const;
export type ApbdesGroup = keyof typeof APBDES_GROUPS;
export const APBDES_GROUP_NAMES = Object.keys(APBDES_GROUPS) as ApbdesGroup[];
export const APBDES_GROUP_TITLES: Record<ApbdesGroup, string> = {
  pendapatan: "Pendapatan",
  belanja: "Belanja",
  pembiayaan: "Pembiayaan",
};

/** Every table the office fills in per year; each is a row of `data_tabel` and a download. */
export const DATA_TABLES = ["penduduk", ...PENDUDUK_BREAKDOWN_NAMES, "apbdes"] as const;
export type DataTable = (typeof DATA_TABLES)[number];
export const isDataTable = (value: string): value is DataTable =>
  (DATA_TABLES as readonly string[]).includes(value);

export const DATA_TABLE_TITLES: Record<DataTable, string> = {
  penduduk: "Jumlah Penduduk",
  ...(Object.fromEntries(
    PENDUDUK_BREAKDOWN_NAMES.map((name) => [name, PENDUDUK_BREAKDOWNS[name].title]),
  ) as Record<PendudukBreakdown, string>),
  apbdes: "APBDes",
};

/** The years the office may enter: none before the site's oldest plausible record, none far ahead. */
export const DATA_YEARS = { min: 2000, max: 2100 } as const;

/** A year the office may enter: a whole number within `DATA_YEARS`. */
export const isDataYear = (value: number) =>
  Number.isInteger(value) && value >= DATA_YEARS.min && value <= DATA_YEARS.max;

/** The open data formats: every table of every year in each. */
export const DATA_FORMATS = ["csv", "json"] as const;
export type DataFormat = (typeof DATA_FORMATS)[number];

export const DATA_PATHS = {
  penduduk: "/data",
  apbdes: "/data/apbdes",
  /** `/data/penduduk-2026.csv`, `/data/apbdes-2026.json`: stable addresses, one per table and year. */
  download: (table: DataTable, tahun: number, format: DataFormat) => `/data/${table}-${tahun}.${format}`,
  /** The sitemap of every download (the Worker's; listed in `/sitemap.xml` once a table is filled). */
  sitemap: "/sitemap-data.xml",
} as const;

/** A download's address as its parts. */
export interface DataDownload {
  tabel: DataTable;
  tahun: number;
  format: DataFormat;
}

const DOWNLOAD_PATH = /^\/data\/([a-z]+)-(\d{4})\.(csv|json)$/;

/**
 * The table, year and format a path names when it is a download's (`DATA_PATHS.download`), else
 * null. A download always has '-<year>.' and an extension, so a page (`/data/apbdes`) is never one.
 */
export function parseDataDownload(path: string): DataDownload | null {
  const [, tabel = "", year, format] = DOWNLOAD_PATH.exec(path) ?? [];
  const tahun = Number(year);
  if (!isDataTable(tabel) || !isDataYear(tahun)) return null;
  return { tabel, tahun, format: format as DataFormat };
}

// ---------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------

export const dataMessages = {
  count: "Isi dengan angka bulat 0 atau lebih, misalnya 615 atau 1.250",
  amount: "Isi dengan jumlah rupiah 0 atau lebih, tanpa desimal, misalnya 850.000.000",
  year: `Tahun harus antara ${DATA_YEARS.min} dan ${DATA_YEARS.max}`,
  unknownTable: "Tabel data tidak dikenal",
  notFound: "Data untuk tahun ini belum diisi.",
  sexSum: (laki: string, perempuan: string, jiwa: string) =>
    `Laki-laki (${laki}) dan perempuan (${perempuan}) berjumlah tidak sama dengan jumlah penduduk (${jiwa}).`,
  breakdownSum: (title: string, sum: string, jiwa: string) =>
    `Jumlah ${title.toLocaleLowerCase("id-ID")} (${sum}) tidak sama dengan jumlah penduduk (${jiwa}).`,
  unbalanced: (silpa: string, computed: string) =>
    `Anggaran tidak seimbang: SILPA yang diisi ${silpa}, hasil hitungan ${computed}.`,
} as const;

/** A count of people: a whole number, 0 or more, typed the Indonesian way ('1.250') or not. */
const MAX_COUNT = 10_000_000;
/** Rupiah: whole rupiah, up to a thousand trillion (no village is near it). */
const MAX_AMOUNT = 1_000_000_000_000_000;

/** '1.250', '1250', ' 1 250 ' as 1250; anything else, a negative number or a fraction as NaN. */
export function wholeNumberFrom(value: unknown): number {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : Number.NaN;
  if (typeof value !== "string") return Number.NaN;
  const compact = value.trim().replace(/[.\s]/g, "");
  return /^\d{1,16}$/.test(compact) ? Number(compact) : Number.NaN;
}

const wholeField = (max: number, message: string) =>
  z.pipe(z.transform(wholeNumberFrom), z.int(message).check(z.lte(max, message)));
const count = wholeField(MAX_COUNT, dataMessages.count);
const amount = wholeField(MAX_AMOUNT, dataMessages.amount);

/** A row per name, each a count, in the table's order. */
const countsOf = <const Names extends readonly string[]>(names: Names) =>
  z.object(Object.fromEntries(names.map((name) => [name, count])) as Record<Names[number], typeof count>);

export const pendudukSchema = z.object({
  jiwa: count,
  kk: count,
  laki: count,
  perempuan: count,
});
export type Penduduk = z.output<typeof pendudukSchema>;

export const breakdownSchemas = {
  umur: countsOf(PENDUDUK_BREAKDOWNS.umur.rows),
  pendidikan: countsOf(PENDUDUK_BREAKDOWNS.pendidikan.rows),
  pekerjaan: countsOf(PENDUDUK_BREAKDOWNS.pekerjaan.rows),
  agama: countsOf(PENDUDUK_BREAKDOWNS.agama.rows),
  perkawinan: countsOf(PENDUDUK_BREAKDOWNS.perkawinan.rows),
  disabilitas: countsOf(PENDUDUK_BREAKDOWNS.disabilitas.rows),
} satisfies Record<PendudukBreakdown, z.ZodMiniType>;
export type Breakdown<B extends PendudukBreakdown = PendudukBreakdown> = Record<
  (typeof PENDUDUK_BREAKDOWNS)[B]["rows"][number],
  number
>;

/** Budget and realisation of one line. */
const lineSchema = z.object({ anggaran: amount, realisasi: amount });
export type ApbdesLine = z.output<typeof lineSchema>;
const linesOf = <const Names extends readonly string[]>(names: Names) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, lineSchema])) as Record<Names[number], typeof lineSchema>,
  );

export const apbdesSchema = z.object({
  pendapatan: linesOf(APBDES_GROUPS.pendapatan),
  belanja: linesOf(APBDES_GROUPS.belanja),
  pembiayaan: linesOf(APBDES_GROUPS.pembiayaan),
  /** What the office's books say was left over: checked against the sum, never replaced by it. */
  silpa: lineSchema,
});
export type Apbdes = z.output<typeof apbdesSchema>;

export const DATA_SCHEMAS = {
  penduduk: pendudukSchema,
  ...breakdownSchemas,
  apbdes: apbdesSchema,
} as const;
export type DataValue<T extends DataTable = DataTable> = z.output<(typeof DATA_SCHEMAS)[T]>;

// ---------------------------------------------------------------------------
// The sums
// ---------------------------------------------------------------------------

const sumOf = (values: Iterable<number>) => [...values].reduce((sum, value) => sum + value, 0);

/** The rows of a breakdown added up. */
export const breakdownTotal = (rows: Record<string, number>) => sumOf(Object.values(rows));

/** Budget and realisation added up over lines. */
export function linesTotal(lines: Record<string, ApbdesLine>): ApbdesLine {
  const all = Object.values(lines);
  return {
    anggaran: sumOf(all.map((line) => line.anggaran)),
    realisasi: sumOf(all.map((line) => line.realisasi)),
  };
}

/**
 * SILPA as the figures give it: Pendapatan − Belanja + (Penerimaan − Pengeluaran Pembiayaan),
 * for the budget and for the realisation.
 */
export function computedSilpa(apbdes: Apbdes): ApbdesLine {
  const pendapatan = linesTotal(apbdes.pendapatan);
  const belanja = linesTotal(apbdes.belanja);
  const { Penerimaan: masuk, Pengeluaran: keluar } = apbdes.pembiayaan;
  const of = (key: keyof ApbdesLine) => pendapatan[key] - belanja[key] + (masuk[key] - keluar[key]);
  return { anggaran: of("anggaran"), realisasi: of("realisasi") };
}

/** Realisation as a whole percentage of the budget, or null without a budget. */
export const realisationPercent = ({ anggaran, realisasi }: ApbdesLine): number | null =>
  anggaran > 0 ? Math.round((realisasi / anggaran) * 100) : null;

// ---------------------------------------------------------------------------
// What the office is warned about (flagged, never silently accepted, never refused)
// ---------------------------------------------------------------------------

const number = new Intl.NumberFormat("id-ID");
const rupiah = (value: number) => `Rp ${number.format(value)}`;

/**
 * Where a table's figures disagree with themselves or with the year's population: shown beside
 * the admin's form as it is typed and on saving, and kept with the table so the public page can
 * say so too. `jiwa` is the year's number of people, when its table is filled in.
 */
export function dataWarnings<T extends DataTable>(
  table: T,
  value: DataValue<T>,
  jiwa: number | null,
): string[] {
  if (table === "penduduk") {
    const { jiwa: people, laki, perempuan } = value as Penduduk;
    return laki + perempuan === people
      ? []
      : [dataMessages.sexSum(number.format(laki), number.format(perempuan), number.format(people))];
  }
  if (table === "apbdes") {
    const apbdes = value as Apbdes;
    const computed = computedSilpa(apbdes);
    return (["anggaran", "realisasi"] as const).flatMap((key) =>
      computed[key] === apbdes.silpa[key]
        ? []
        : [
            `${key === "anggaran" ? "Anggaran" : "Realisasi"}: ${dataMessages.unbalanced(rupiah(apbdes.silpa[key]), rupiah(computed[key]))}`,
          ],
    );
  }
  const breakdown = PENDUDUK_BREAKDOWNS[table as PendudukBreakdown];
  if (!breakdown.sumsToTotal || jiwa === null) return [];
  const sum = breakdownTotal(value as Record<string, number>);
  return sum === jiwa
    ? []
    : [dataMessages.breakdownSum(breakdown.title, number.format(sum), number.format(jiwa))];
}

// ---------------------------------------------------------------------------
// What each table says in one line (the public page, under each table's title)
// ---------------------------------------------------------------------------

/** A share in whole percent, written the Indonesian way ('68 %'); '0 %' of nothing. */
export const percentText = (part: number, whole: number) =>
  `${whole > 0 ? Math.round((part / whole) * 100) : 0} %`;

/** The working ages (15 to 64 years), whose share a population is first read by. */
const WORKING_AGE: readonly string[] = UMUR_BANDS.slice(3, 13);
/** Schooling from senior high school up. */
const SCHOOLED: readonly string[] = PENDUDUK_BREAKDOWNS.pendidikan.rows.slice(4);

/** The one-line reading of a breakdown, e.g. 'Penduduk usia 15–64 tahun: 68 %'. */
export function breakdownReading(
  name: PendudukBreakdown,
  rows: Record<string, number>,
  jiwa: number,
): string {
  const total = breakdownTotal(rows);
  const sumOfRows = (names: readonly string[]) => sumOf(names.map((row) => rows[row] ?? 0));
  switch (name) {
    case "umur":
      return `Penduduk usia 15–64 tahun: ${percentText(sumOfRows(WORKING_AGE), total)}`;
    case "pendidikan":
      return `Tamat SMA/SMK atau lebih tinggi: ${percentText(sumOfRows(SCHOOLED), total)}`;
    case "perkawinan":
      return `Berstatus kawin: ${percentText(rows.Kawin ?? 0, total)}`;
    case "disabilitas":
      return `Penyandang disabilitas: ${number.format(total)} orang (${percentText(total, jiwa)} penduduk)`;
    default: {
      const [largest] = Object.entries(rows).sort(([, a], [, b]) => b - a);
      return largest && largest[1] > 0
        ? `Terbanyak: ${largest[0]} (${percentText(largest[1], total)})`
        : "Belum ada angka.";
    }
  }
}
