import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "../../db/columns";
import type { RowOf } from "../../db/rows";

export const umkm = sqliteTable(
  "umkm",
  {
    id: text("id").primaryKey(),
    nama: text("nama").notNull(),
    namaPemilik: text("nama_pemilik").notNull(),
    noTelp: text("no_telp").notNull(),
    text: text("text").notNull(),
    kategori: text("kategori").notNull(),
    gambar: text("gambar").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Optional, shown only on the UMKM's own page: no list reads them, so no index.
    alamat: text("alamat"),
    /** A Google Maps link (content-schemas.ts `petaField`). */
    peta: text("peta"),
  },
  // Newest, oldest (the same index backwards) and 'Nama A-Z', overall and per category.
  (table) => [
    index("umkm_newest_idx").on(table.createdAt, table.id),
    index("umkm_kategori_idx").on(table.kategori, table.createdAt, table.id),
    index("umkm_nama_idx").on(sql`${table.nama} COLLATE NOCASE`, table.id),
    index("umkm_kategori_nama_idx").on(table.kategori, sql`${table.nama} COLLATE NOCASE`, table.id),
  ],
);

export const umkmTags = sqliteTable(
  "umkm_tags",
  {
    umkmId: text("umkm_id")
      .notNull()
      .references(() => umkm.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    tag: text("tag").notNull(),
  },
  (table) => [primaryKey({ columns: [table.umkmId, table.position] })],
);

export const umkmProduk = sqliteTable(
  "umkm_produk",
  {
    umkmId: text("umkm_id")
      .notNull()
      .references(() => umkm.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    nama: text("nama").notNull(),
    gambar: text("gambar"),
    /** Whole Rupiah. */
    harga: integer("harga").notNull(),
  },
  (table) => [primaryKey({ columns: [table.umkmId, table.position] })],
);

export type UmkmRow = RowOf<typeof umkm>;
export type UmkmProdukRow = RowOf<typeof umkmProduk>;
export type UmkmTagRow = RowOf<typeof umkmTags>;
