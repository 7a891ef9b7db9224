import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "../../db/columns";
import type { RowOf } from "../../db/rows";

/**
 * 'Agenda Kegiatan': events with a start and an end. `arsip` turns 1 when the event has ended,
 * written by the minute Cron Trigger (visibility is a write, docs/decisions/012), so the
 * upcoming list and the archive are each one index walk.
 */
export const agenda = sqliteTable(
  "agenda",
  {
    id: text("id").primaryKey(),
    judul: text("judul").notNull(),
    /** Start and end, ms since the epoch; the admin types them in WIB. */
    mulai: integer("mulai", { mode: "number" }).notNull(),
    selesai: integer("selesai", { mode: "number" }).notNull(),
    lokasi: text("lokasi").notNull(),
    deskripsi: text("deskripsi").notNull(),
    gambar: text("gambar"),
    arsip: integer("arsip", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Upcoming soonest first and the archive latest first (one index, either direction); the
  // admin's list by start, and the minute job's look for events that have ended.
  (table) => [
    index("agenda_arsip_idx").on(table.arsip, table.mulai, table.id),
    index("agenda_mulai_idx").on(table.mulai, table.id),
    index("agenda_selesai_idx").on(table.selesai).where(sql`arsip = 0`),
  ],
);

export type AgendaRow = RowOf<typeof agenda>;
