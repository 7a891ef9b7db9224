/**
 * The one source of truth for tables. `npm run db:generate` turns changes here into SQL under
 * `migrations/`, which wrangler applies in dev, in tests and on deploy.
 *
 * Column names follow the seed's fields (`judul`, `nama_pemilik`, `foto`, ...). Times are
 * milliseconds since the epoch; `updated_at` stays null until the first edit, as in the seed.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`);
const updatedAt = () => integer("updated_at", { mode: "number" });

export const akun = sqliteTable("akun", {
  id: text("id").primaryKey(),
  username: text("username").notNull().unique(),
  /** Self-describing slow hash; never the password itself. */
  passwordHash: text("password_hash").notNull(),
  nama: text("nama"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    akunId: text("akun_id")
      .notNull()
      .references(() => akun.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
  },
  (table) => [index("sessions_akun_idx").on(table.akunId), index("sessions_expires_idx").on(table.expiresAt)],
);

/** One row per failed sign-in, counted per username and per IP for the lockout. */
export const loginFailures = sqliteTable(
  "login_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scope: text("scope", { enum: ["username", "ip"] }).notNull(),
    subject: text("subject").notNull(),
    failedAt: integer("failed_at", { mode: "number" }).notNull(),
  },
  (table) => [index("login_failures_lookup_idx").on(table.scope, table.subject, table.failedAt)],
);

export const artikel = sqliteTable(
  "artikel",
  {
    id: text("id").primaryKey(),
    judul: text("judul").notNull(),
    text: text("text").notNull(),
    link: text("link"),
    kategori: text("kategori").notNull(),
    gambar: text("gambar").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("artikel_created_idx").on(table.createdAt)],
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
  },
  (table) => [index("umkm_created_idx").on(table.createdAt)],
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

export const galeri = sqliteTable(
  "galeri",
  {
    id: text("id").primaryKey(),
    judul: text("judul").notNull(),
    foto: text("foto").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("galeri_created_idx").on(table.createdAt)],
);

/** Small key-value facts about the data itself (whether sample content was loaded, ...). */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
