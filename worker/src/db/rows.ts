/**
 * The rows D1 returns, typed from the Drizzle schema (schema.ts) instead of written again. The
 * schema's properties are camelCase (`createdAt`) while SQL answers with the column names
 * (`created_at`), so a row puts each column's inferred type under its column name. Imports of
 * types only: no Drizzle code reaches the Worker's bundle.
 */
import type { InferSelectModel, Table } from "drizzle-orm";
import type {
  activityLog,
  agenda,
  akun,
  artikel,
  artikelTags,
  contentCounts,
  galeri,
  pengumuman,
  pesan,
  sessions,
  siteSettings,
  umkm,
  umkmProduk,
  umkmTags,
} from "./schema";

/** A row of `table` as SQL returns it: every column under its SQL name, typed as Drizzle infers it. */
export type RowOf<T extends Table> = {
  [K in keyof InferSelectModel<T> &
    keyof T["_"]["columns"] as T["_"]["columns"][K]["_"]["name"]]: InferSelectModel<T>[K];
};

export type ActivityRow = RowOf<typeof activityLog>;
export type AgendaRow = RowOf<typeof agenda>;
export type AkunRow = RowOf<typeof akun>;
export type ArtikelRow = RowOf<typeof artikel>;
export type ArtikelTagRow = RowOf<typeof artikelTags>;
export type ContentCountRow = RowOf<typeof contentCounts>;
/** `tanggal` is computed by SQLite for the gallery's search and never selected. */
export type GaleriRow = Omit<RowOf<typeof galeri>, "tanggal">;
export type PesanRow = RowOf<typeof pesan>;
export type PengumumanRow = RowOf<typeof pengumuman>;
export type SessionRow = RowOf<typeof sessions>;
export type SettingRow = RowOf<typeof siteSettings>;
export type UmkmRow = RowOf<typeof umkm>;
export type UmkmProdukRow = RowOf<typeof umkmProduk>;
export type UmkmTagRow = RowOf<typeof umkmTags>;
