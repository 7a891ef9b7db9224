import { LAPOR_STATUS } from "@padukuhan/shared/lapor";
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "../../db/columns";
import type { RowOf } from "../../db/rows";
import { akun } from "../../db/schema";

/**
 * 'Lapor Warga' (docs/decisions/021): a resident's report, its photos and the office's answers.
 * The counts per state and, for public reports, per month and state are kept in
 * `content_counts` by triggers (migration 0011), so no list or chart counts rows.
 */
export const laporan = sqliteTable(
  "laporan",
  {
    id: text("id").primaryKey(),
    /** The private follow-up code, `LW-XXXX-XXXX` (shared/src/lapor.ts). */
    kode: text("kode").notNull().unique(),
    kategori: text("kategori").notNull(),
    judul: text("judul").notNull(),
    /** The resident's words as sent: no route changes them. */
    uraian: text("uraian").notNull(),
    lokasi: text("lokasi").notNull(),
    /** 'lat,lng' rounded to about 11 m, or null. */
    koordinat: text("koordinat"),
    /** Admins only; emptied a year after the report closes. */
    nama: text("nama").notNull(),
    noTelp: text("no_telp").notNull(),
    status: text("status", { enum: LAPOR_STATUS }).notNull().default("baru"),
    /** 1 when the office shows the report and its answers on /lapor/daftar. */
    publik: integer("publik", { mode: "number" }).notNull().default(0),
    /** When it became 'selesai' or 'ditolak'; null while open. */
    ditutupAt: integer("ditutup_at", { mode: "number" }),
    /** Keyed hashes of the sender's address and block, emptied after their hour (decision 013). */
    pengirim: text("pengirim").notNull().default(""),
    pengirimBlok: text("pengirim_blok").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The office's list, newest first: all states or one, all categories or one.
    index("laporan_newest_idx").on(table.createdAt, table.id),
    index("laporan_kategori_idx").on(table.kategori, table.createdAt, table.id),
    index("laporan_status_idx").on(table.status, table.createdAt, table.id),
    index("laporan_status_kategori_idx").on(table.status, table.kategori, table.createdAt, table.id),
    // The public record holds only what the office chose to show.
    index("laporan_publik_idx").on(table.createdAt, table.id).where(sql`publik = 1`),
    index("laporan_pengirim_idx").on(table.pengirim, table.createdAt),
    index("laporan_pengirim_blok_idx").on(table.pengirimBlok, table.createdAt),
    // The few rows whose hashes the minute job has still to clear.
    index("laporan_pengirim_lama_idx").on(table.createdAt).where(sql`pengirim <> ''`),
    // Closed reports that still name their reporter: the daily job empties them after a year.
    index("laporan_pelapor_lama_idx").on(table.ditutupAt).where(sql`nama <> ''`),
  ],
);

export const laporanFoto = sqliteTable(
  "laporan_foto",
  {
    laporanId: text("laporan_id")
      .notNull()
      .references(() => laporan.id, { onDelete: "cascade" }),
    /** 1 to 3, in the order the resident chose them. */
    position: integer("position").notNull(),
    foto: text("foto").notNull(),
  },
  (table) => [primaryKey({ columns: [table.laporanId, table.position] })],
);

export const laporanJawaban = sqliteTable(
  "laporan_jawaban",
  {
    id: text("id").primaryKey(),
    laporanId: text("laporan_id")
      .notNull()
      .references(() => laporan.id, { onDelete: "cascade" }),
    /** Its author, who alone may edit it; null once that account is removed (the answer stays). */
    akunId: text("akun_id").references(() => akun.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("laporan_jawaban_laporan_idx").on(table.laporanId, table.createdAt)],
);

export type LaporanRow = RowOf<typeof laporan>;
export type LaporanFotoRow = RowOf<typeof laporanFoto>;
export type LaporanJawabanRow = RowOf<typeof laporanJawaban>;
