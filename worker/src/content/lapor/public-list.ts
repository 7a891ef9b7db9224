/**
 * The public record of reports (`/lapor/daftar`, docs/decisions/021): the reports the office made
 * public, newest first on the partial index `laporan_publik_idx`, each with its photos and
 * answers read for that page alone, and the kept counts per month and state for the chart.
 * Never the code, the reporter or their number.
 */
import type { LaporanPublik, LaporMonthCount, LaporStatus } from "@padukuhan/shared/lapor";
import type { ListWindow } from "@padukuhan/shared/pages";
import { type Database, rowsOf } from "../../db/client";
import type { LaporanJawabanRow, LaporanRow } from "./table";

/** ?1 limit, ?2 offset: one page of public reports. */
const PAGE_IDS = `SELECT id FROM laporan INDEXED BY laporan_publik_idx WHERE publik = 1
ORDER BY created_at DESC, id DESC LIMIT ?1 OFFSET ?2`;

export const PUBLIC_REPORTS_PAGE = `SELECT id, kategori, judul, uraian, lokasi, status, created_at
FROM laporan INDEXED BY laporan_publik_idx WHERE publik = 1
ORDER BY created_at DESC, id DESC LIMIT ?1 OFFSET ?2`;
/** The page's photos, on their table's key. */
export const PUBLIC_REPORTS_PHOTOS = `SELECT laporan_id, foto FROM laporan_foto
WHERE laporan_id IN (${PAGE_IDS}) ORDER BY laporan_id, position`;
/** The page's answers, oldest first, on `laporan_jawaban_laporan_idx`. */
export const PUBLIC_REPORTS_ANSWERS = `SELECT laporan_id, text, created_at, updated_at FROM laporan_jawaban
WHERE laporan_id IN (${PAGE_IDS}) ORDER BY laporan_id, created_at`;

/**
 * Every kept count of the public record (migration 0011's `publik:<YYYY-MM>:<status>` rows): a
 * range of `content_counts`' key, at most 48 rows a year. (';' is the character after ':'.)
 */
export const PUBLIC_REPORT_COUNTS = `SELECT kategori, jumlah FROM content_counts
WHERE koleksi = 'laporan' AND kategori >= 'publik:' AND kategori < 'publik;' AND jumlah > 0`;

type ReportRow = Pick<
  LaporanRow,
  "id" | "kategori" | "judul" | "uraian" | "lokasi" | "status" | "created_at"
>;
type AnswerRow = Pick<LaporanJawabanRow, "text" | "created_at" | "updated_at"> & { laporan_id: string };

const iso = (time: number) => new Date(time).toISOString();

/** One page of public reports with their photos and answers: one batch of three statements. */
export async function publicReports(db: Database, { offset, limit }: ListWindow): Promise<LaporanPublik[]> {
  const [reports, photos, answers] = await db.batch([
    db.prepare(PUBLIC_REPORTS_PAGE).bind(limit, offset),
    db.prepare(PUBLIC_REPORTS_PHOTOS).bind(limit, offset),
    db.prepare(PUBLIC_REPORTS_ANSWERS).bind(limit, offset),
  ]);
  const shown = new Map<string, LaporanPublik>();
  for (const row of rowsOf<ReportRow>(reports)) {
    const { created_at, ...report } = row;
    shown.set(row.id, { ...report, createdAt: iso(created_at), foto: [], jawaban: [] });
  }
  for (const photo of rowsOf<{ laporan_id: string; foto: string }>(photos)) {
    shown.get(photo.laporan_id)?.foto.push(photo.foto);
  }
  for (const answer of rowsOf<AnswerRow>(answers)) {
    shown.get(answer.laporan_id)?.jawaban.push({
      text: answer.text,
      createdAt: iso(answer.created_at),
      updatedAt: answer.updated_at === null ? null : iso(answer.updated_at),
    });
  }
  return [...shown.values()];
}

const COUNT_KEY = /^publik:(\d{4}-\d{2}):(baru|diproses|selesai|ditolak)$/;

export async function publicReportCounts(db: Database): Promise<LaporMonthCount[]> {
  const { results } = await db.prepare(PUBLIC_REPORT_COUNTS).all<{ kategori: string; jumlah: number }>();
  return results.flatMap(({ kategori, jumlah }) => {
    const match = COUNT_KEY.exec(kategori);
    return match ? [{ month: match[1] as string, status: match[2] as LaporStatus, count: jumlah }] : [];
  });
}
