/**
 * Keeping a resident's report (docs/decisions/021): one D1 batch inserts the report and its
 * photos only while the sender, the sender's block and the open reports are under their limits,
 * counted in the insert statement itself, as the contact inbox does (decision 013).
 */

import {
  isClosed,
  LAPOR_OPEN_CEILING,
  LAPOR_THROTTLE,
  type LaporanForResident,
  newLaporCode,
} from "@padukuhan/shared/lapor";
import type { LaporInput } from "@padukuhan/shared/lapor-schema";
import type { SampleLaporan } from "@padukuhan/shared/sample-content";
import { type Database, rowsOf } from "../../db/client";
import { newId } from "../../lib/ids";
import { senderThrottle, type Throttled, throttledBy } from "../../lib/sender";
import type { LaporanJawabanRow, LaporanRow } from "./table";

/*
 * ?1 id, ?2 kode, ?3 kategori, ?4 judul, ?5 uraian, ?6 lokasi, ?7 koordinat, ?8 nama, ?9 no_telp,
 * ?10 now, ?11 the window's start, ?12 pengirim, ?13 its limit, ?14 pengirim_blok, ?15 its
 * limit, ?16 the ceiling on open reports.
 */
const THROTTLE = senderThrottle("laporan", { since: 11, sender: 12, limit: 13, block: 14, blockLimit: 15 });

/** Reports still open ('baru', 'diproses'): two rows the triggers of migration 0011 keep. */
export const OPEN_REPORTS = `(SELECT coalesce(sum(jumlah), 0) FROM content_counts
WHERE koleksi = 'laporan' AND kategori IN ('status:baru', 'status:diproses'))`;

export const INSERT_REPORT_IF_ALLOWED = `INSERT INTO laporan (id, kode, kategori, judul, uraian, lokasi, koordinat, nama, no_telp, pengirim, pengirim_blok, created_at)
SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?12, ?14, ?10
WHERE ${THROTTLE.allows}
AND ${OPEN_REPORTS} < ?16
RETURNING id`;
export const OLDEST_REPORT_COUNTED = THROTTLE.oldestCounted;
export const OLDEST_REPORT_COUNTED_BLOCK = THROTTLE.oldestCountedInBlock;

/** A photo of the report the same batch inserted: nothing when that insert was refused. */
export const INSERT_REPORT_PHOTO = `INSERT INTO laporan_foto (laporan_id, position, foto)
SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM laporan WHERE id = ?1)`;

/** What the form sent, as the shared schema cleaned it, without the honeypot. */
export type ReportFields = Pick<
  LaporInput,
  "kategori" | "judul" | "uraian" | "lokasi" | "koordinat" | "nama" | "no_telp"
>;

export interface NewReport {
  fields: ReportFields;
  /** The stored photos' URLs, in the resident's order (at most three). */
  photos: string[];
  /** The sender's keyed hashes (lib/sender.ts). */
  sender: { hash: string; blockHash: string };
}

export type ReportOutcome = { kind: "stored"; id: string; kode: string } | Throttled | { kind: "full" };

/** A new code clashing with a stored one is drawn again (40 bits: at 10,000 reports, about one in 110 million). */
const CODE_ATTEMPTS = 3;
const isCodeClash = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: laporan\.kode/.test(error.message);

export async function storeReport(
  db: Database,
  report: NewReport,
  { now = Date.now(), newCode = newLaporCode }: { now?: number; newCode?: () => string } = {},
): Promise<ReportOutcome> {
  const { fields, photos, sender } = report;
  for (let attempt = 1; ; attempt += 1) {
    const id = newId();
    const kode = newCode();
    const params = [
      id,
      kode,
      fields.kategori,
      fields.judul,
      fields.uraian,
      fields.lokasi,
      fields.koordinat,
      fields.nama,
      fields.no_telp,
      now,
      now - LAPOR_THROTTLE.windowMs,
      sender.hash,
      LAPOR_THROTTLE.limit,
      sender.blockHash,
      LAPOR_THROTTLE.blockLimit,
      LAPOR_OPEN_CEILING,
    ];
    try {
      const [inserted, oldest, oldestInBlock] = await db.batch([
        db.prepare(INSERT_REPORT_IF_ALLOWED).bind(...params),
        db.prepare(OLDEST_REPORT_COUNTED).bind(...params.slice(0, 13)),
        db.prepare(OLDEST_REPORT_COUNTED_BLOCK).bind(...params.slice(0, 15)),
        ...photos.map((foto, index) => db.prepare(INSERT_REPORT_PHOTO).bind(id, index + 1, foto)),
      ]);
      if ((inserted?.results.length ?? 0) > 0) return { kind: "stored", id, kode };
      const first = (result: typeof oldest) => result?.results[0] as { created_at: number } | undefined;
      return (
        throttledBy(first(oldest), first(oldestInBlock), LAPOR_THROTTLE.windowMs, now) ?? { kind: "full" }
      );
    } catch (error) {
      if (!isCodeClash(error) || attempt === CODE_ATTEMPTS) throw error;
    }
  }
}

// ---------------------------------------------------------------------------
// The resident's view, by the private code
// ---------------------------------------------------------------------------

/** The report's columns its resident sees: never the name or the number. */
type ReportRow = Pick<
  LaporanRow,
  "kode" | "kategori" | "judul" | "uraian" | "lokasi" | "koordinat" | "status" | "created_at"
>;
type AnswerRow = Pick<LaporanJawabanRow, "text" | "created_at" | "updated_at">;

/** A report as its resident follows it (shared/src/lapor.ts), read from these rows. */
export type ReportForResident = LaporanForResident;

/** On the unique index of `kode`; the photos and answers on their report's keys. */
export const REPORT_BY_CODE = `SELECT kode, kategori, judul, uraian, lokasi, koordinat, status, created_at
FROM laporan WHERE kode = ?1`;
export const REPORT_PHOTOS_BY_CODE = `SELECT foto FROM laporan_foto
WHERE laporan_id = (SELECT id FROM laporan WHERE kode = ?1) ORDER BY position`;
export const REPORT_ANSWERS_BY_CODE = `SELECT text, created_at, updated_at FROM laporan_jawaban
WHERE laporan_id = (SELECT id FROM laporan WHERE kode = ?1) ORDER BY created_at`;

/** The report the code `kode` (as `parseLaporCode` wrote it) names, or null: one batch. */
export async function reportForResident(db: Database, kode: string): Promise<ReportForResident | null> {
  const [report, photos, answers] = await db.batch([
    db.prepare(REPORT_BY_CODE).bind(kode),
    db.prepare(REPORT_PHOTOS_BY_CODE).bind(kode),
    db.prepare(REPORT_ANSWERS_BY_CODE).bind(kode),
  ]);
  const row = rowsOf<ReportRow>(report)[0];
  if (!row) return null;
  const iso = (time: number) => new Date(time).toISOString();
  const { created_at, ...shown } = row;
  return {
    ...shown,
    createdAt: iso(created_at),
    foto: rowsOf<{ foto: string }>(photos).map((photo) => photo.foto),
    jawaban: rowsOf<AnswerRow>(answers).map((answer) => ({
      text: answer.text,
      createdAt: iso(answer.created_at),
      updatedAt: answer.updated_at === null ? null : iso(answer.updated_at),
    })),
  };
}

// ---------------------------------------------------------------------------
// The sample village's reports
// ---------------------------------------------------------------------------

/**
 * A sample report (shared/src/sample-content.ts) as public, with its photos and answers: the
 * statements `loadSampleContent` runs in its one batch. The reporter is nobody: a sample has
 * no name or number to keep.
 */
export function insertSampleReportStatements(db: Database, sample: SampleLaporan) {
  const created = Date.parse(sample.createdAt);
  const answered = sample.jawaban.map((answer) => Date.parse(answer.createdAt));
  const closedAt = isClosed(sample.status) ? Math.max(created, ...answered) : null;
  return [
    db
      .prepare(
        `INSERT INTO laporan (id, kode, kategori, judul, uraian, lokasi, koordinat, nama, no_telp, status, publik, ditutup_at, created_at)
VALUES (?, ?, ?, ?, ?, ?, ?, '', '', ?, 1, ?, ?)`,
      )
      .bind(
        sample.id,
        sample.kode,
        sample.kategori,
        sample.judul,
        sample.uraian,
        sample.lokasi,
        sample.koordinat,
        sample.status,
        closedAt,
        created,
      ),
    ...sample.foto.map((foto, index) =>
      db
        .prepare("INSERT INTO laporan_foto (laporan_id, position, foto) VALUES (?, ?, ?)")
        .bind(sample.id, index + 1, foto),
    ),
    ...sample.jawaban.map((answer, index) =>
      db
        .prepare(
          "INSERT INTO laporan_jawaban (id, laporan_id, akun_id, text, created_at) VALUES (?, ?, NULL, ?, ?)",
        )
        .bind(`${sample.id}-${index + 1}`, sample.id, answer.text, answered[index]),
    ),
  ];
}
