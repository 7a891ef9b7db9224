/**
 * 'Laporan Warga', the office's side of Lapor Warga (docs/decisions/021): the checks of what
 * the admin app sends, its Indonesian messages and the shapes `/api/admin/lapor` answers with.
 * The resident's words (judul, uraian, lokasi, kategori, koordinat, nama, no_telp) are read
 * here, never written: no schema below carries them.
 */
import * as z from "zod/mini";
import { contentMessages } from "./content-schemas";
import { LAPOR_LIMITS, LAPOR_STATUS, type LaporStatus } from "./lapor";
import { wibInputToDate } from "./wib";

/** An answer of the office, as long as the resident's own words may be. */
export const LAPOR_JAWABAN_MAX = 2_000;

export const laporAdminMessages = {
  notFound: "Laporan tidak ditemukan.",
  jawabanNotFound: "Jawaban tidak ditemukan. Mungkin sudah dihapus.",
  notAuthor: "Jawaban ini hanya dapat diubah atau dihapus oleh admin yang menulisnya.",
  statusInvalid: "Status laporan tidak dikenal. Pilih Baru, Diproses, Selesai atau Ditolak.",
  publikInvalid: "Pilihan tampil di situs harus benar atau salah",
  jawabanRequired: "Jawaban wajib diisi",
  jawabanTooLong: contentMessages.tooLong(LAPOR_JAWABAN_MAX),
  kategoriInvalid: "Kategori tidak valid",
  bulanInvalid: "Bulan tidak valid. Gunakan format TTTT-BB, misalnya 2026-11.",
} as const;

const statusField = z.enum(LAPOR_STATUS, { error: laporAdminMessages.statusInvalid });

/** `PUT /api/admin/lapor/:id/status`: the report's new state. */
export const laporStatusSchema = z.object({ status: statusField });
export type LaporStatusInput = z.infer<typeof laporStatusSchema>;

/** `PUT /api/admin/lapor/:id/publik`: whether /lapor/daftar shows the report and its answers. */
export const laporPublikSchema = z.object({
  publik: z.boolean({ error: laporAdminMessages.publikInvalid }),
});
export type LaporPublikInput = z.infer<typeof laporPublikSchema>;

/** `POST /api/admin/lapor/:id/jawaban` and `PUT .../jawaban/:jawabanId`: the answer's text. */
export const laporJawabanSchema = z.object({
  text: z
    .string({ error: laporAdminMessages.jawabanRequired })
    .check(
      z.trim(),
      z.minLength(1, laporAdminMessages.jawabanRequired),
      z.maxLength(LAPOR_JAWABAN_MAX, laporAdminMessages.jawabanTooLong),
    ),
});
export type LaporJawabanInput = z.infer<typeof laporJawabanSchema>;

/** A month of 1900 to 2099: `Date.UTC` reads years below 100 as 19xx. */
const BULAN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
/** An empty query parameter is no filter, as a form's 'Semua' option sends it. */
const orNone = <T extends z.ZodMiniType>(field: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.optional(field),
  );

/** The filters of `GET /api/admin/lapor` (paging is `cursor` and `limit`, as every admin list). */
export const laporListQuerySchema = z.object({
  status: orNone(statusField),
  kategori: orNone(z.string().check(z.maxLength(LAPOR_LIMITS.kategori, laporAdminMessages.kategoriInvalid))),
  bulan: orNone(z.string().check(z.regex(BULAN, laporAdminMessages.bulanInvalid))),
});
export type LaporListQuery = z.infer<typeof laporListQuerySchema>;

/**
 * The month `bulan` ('2026-11') on the WIB clock as milliseconds `[from, until)`: the reports
 * created in it, as the public chart's `publik:<YYYY-MM>` counts group them.
 */
export function wibMonthRange(bulan: string): [number, number] {
  const [year, month] = bulan.split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
  const start = (text: string) => {
    const date = wibInputToDate(`${text}-01T00:00`);
    if (!date) throw new Error(`not a month: ${text}`);
    return date.getTime();
  };
  return [start(bulan), start(next)];
}

/** The office's tabs: how many reports are in each state (kept counts, never a count of rows). */
export type LaporCounts = Record<LaporStatus, number>;

/** A report in the office's list: never the reporter's name, number or address hashes. */
export interface LaporEntry {
  id: string;
  kode: string;
  kategori: string;
  judul: string;
  lokasi: string;
  status: LaporStatus;
  /** Shown on /lapor/daftar. */
  publik: boolean;
  createdAt: string;
  /** The office's last change of state or `publik`; null before any. */
  updatedAt: string | null;
  /** When it became 'selesai' or 'ditolak'; null while open. */
  ditutupAt: string | null;
}

/** `GET /api/admin/lapor`: one page newest first, the cursor of the next, and the tabs' counts. */
export interface LaporPage {
  data: LaporEntry[];
  next: string | null;
  counts: LaporCounts;
}

/** One answer of the office, as the report's thread shows it. */
export interface LaporJawabanEntry {
  id: string;
  text: string;
  /** The admin who wrote it; null once that account was removed (the answer stays). */
  author: { username: string; nama: string | null } | null;
  /** Written by the signed-in admin, who alone may edit or delete it. */
  self: boolean;
  createdAt: string;
  updatedAt: string | null;
}

/** `GET /api/admin/lapor/:id`: everything the office sees of one report. */
export interface LaporRecord extends LaporEntry {
  uraian: string;
  /** 'lat,lng' rounded to about 11 m, or null. */
  koordinat: string | null;
  /** `https://www.google.com/maps?q=lat,lng` when the report has a place on the map. */
  peta: string | null;
  /** Emptied a year after the report closed. */
  nama: string;
  no_telp: string;
  /** The photos' URLs in the resident's order. */
  foto: string[];
  /** Oldest first. */
  jawaban: LaporJawabanEntry[];
}

/** What `PUT .../status` and `PUT .../publik` answer: the report's state after the change. */
export type LaporState = Pick<LaporEntry, "id" | "status" | "publik" | "updatedAt" | "ditutupAt">;

/**
 * The 'Riwayat' actions of kind `laporan`; each line's title is the report's judul. A change of
 * state names the new state ('status-selesai'); answers are 'jawab', 'ubah-jawaban',
 * 'hapus-jawaban'.
 */
export const laporActivity = {
  status: (status: LaporStatus) => `status-${status}` as const,
  publik: (publik: boolean) => (publik ? "tampilkan" : "sembunyikan"),
  jawab: "jawab",
  ubahJawaban: "ubah-jawaban",
  hapusJawaban: "hapus-jawaban",
} as const;
