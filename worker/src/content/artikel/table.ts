import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "../../db/columns";
import type { RowOf } from "../../db/rows";

export const artikel = sqliteTable(
  "artikel",
  {
    id: text("id").primaryKey(),
    judul: text("judul").notNull(),
    text: text("text").notNull(),
    link: text("link"),
    kategori: text("kategori").notNull(),
    gambar: text("gambar").notNull(),
    /** Who wrote it, when not the office; null for none (the page then names 'Admin Padukuhan'). */
    penulis: text("penulis"),
    /**
     * 'Terbit' rows are public; a draft ('draf') or a scheduled article ('terjadwal') is seen
     * only in the admin. Visibility is a write, never a clock check (docs/decisions/012): the
     * minute Cron Trigger turns a due 'terjadwal' into 'terbit', and the search and count
     * triggers (migrations 0002, 0006) index and count only 'terbit' rows.
     */
    status: text("status", { enum: ["draf", "terjadwal", "terbit"] })
      .notNull()
      .default("terbit"),
    /** When a 'terjadwal' article goes public (ms); null otherwise. */
    publishAt: integer("publish_at", { mode: "number" }),
    /** For a public article, the moment it went public: its date on the site and its place in lists. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Public lists run newest first (created_at DESC, id DESC) with keyset paging, overall and per
  // category, over published rows only (partial indexes); the admin's list walks every row.
  (table) => [
    index("artikel_newest_idx").on(table.createdAt, table.id),
    index("artikel_terbit_idx").on(table.createdAt, table.id).where(sql`status = 'terbit'`),
    index("artikel_terbit_kategori_idx")
      .on(table.kategori, table.createdAt, table.id)
      .where(sql`status = 'terbit'`),
    index("artikel_terjadwal_idx").on(table.publishAt).where(sql`status = 'terjadwal'`),
  ],
);

export const artikelTags = sqliteTable(
  "artikel_tags",
  {
    artikelId: text("artikel_id")
      .notNull()
      .references(() => artikel.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    tag: text("tag").notNull(),
  },
  (table) => [primaryKey({ columns: [table.artikelId, table.position] })],
);

export type ArtikelRow = RowOf<typeof artikel>;
export type ArtikelTagRow = RowOf<typeof artikelTags>;
