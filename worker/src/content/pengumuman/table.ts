import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "../../db/columns";
import type { RowOf } from "../../db/rows";

/**
 * 'Pengumuman': a short text shown as a bar on every public page during its period. At most
 * one is active: the admin refuses overlapping periods, and the minute Cron Trigger writes
 * `aktif` as periods start and end (docs/decisions/012).
 */
export const pengumuman = sqliteTable(
  "pengumuman",
  {
    id: text("id").primaryKey(),
    text: text("text").notNull(),
    link: text("link"),
    mulai: integer("mulai", { mode: "number" }).notNull(),
    selesai: integer("selesai", { mode: "number" }).notNull(),
    aktif: integer("aktif", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("pengumuman_aktif_idx").on(table.aktif, table.mulai),
    index("pengumuman_mulai_idx").on(table.mulai, table.id),
  ],
);

export type PengumumanRow = RowOf<typeof pengumuman>;
