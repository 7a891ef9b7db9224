import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "../../db/columns";
import type { RowOf } from "../../db/rows";

const jakarta = (format: string) => `strftime('${format}', created_at / 1000, 'unixepoch', '+7 hours')`;
const MONTHS = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];
/** `formatDate` of `created_at` in SQL: day without a leading zero, Indonesian month, year. */
const INDONESIAN_DATE_SQL = `CAST(${jakarta("%d")} AS INTEGER) || ' ' || CASE ${jakarta("%m")} ${MONTHS.map(
  (month, index) => `WHEN '${String(index + 1).padStart(2, "0")}' THEN '${month}'`,
).join(" ")} END || ' ' || ${jakarta("%Y")}`;

export const galeri = sqliteTable(
  "galeri",
  {
    id: text("id").primaryKey(),
    judul: text("judul").notNull(),
    /** The photo, or for a video the thumbnail stored in R2 when it was saved. */
    foto: text("foto").notNull(),
    /** A YouTube video's id (11 characters) when the item is a video; null for a photo. */
    videoId: text("video_id"),
    /**
     * Derived from `judul` by the shared `galeriKategori` on every write (seed section 3), and
     * stored so the gallery can filter and count in SQL.
     */
    kategori: text("kategori").notNull().default("Kegiatan"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The date as the gallery shows it ("17 Agustus 2025", Asia/Jakarta), computed by SQLite and
     * never stored, so the gallery's search can match it (seed: search by title or date text).
     * `search-index.test.ts` checks it against `formatDate`.
     */
    tanggal: text("tanggal").generatedAlwaysAs(sql.raw(INDONESIAN_DATE_SQL), { mode: "virtual" }),
  },
  (table) => [
    index("galeri_newest_idx").on(table.createdAt, table.id),
    index("galeri_kategori_idx").on(table.kategori, table.createdAt, table.id),
  ],
);

/** `tanggal` is computed by SQLite for the gallery's search and never selected. */
export type GaleriRow = Omit<RowOf<typeof galeri>, "tanggal">;
