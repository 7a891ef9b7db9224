/**
 * The rows D1 returns, typed from the Drizzle schema (schema.ts here, each kind's table.ts in
 * its folder) instead of written again. The schema's properties are camelCase (`createdAt`)
 * while SQL answers with the column names (`created_at`), so a row puts each column's inferred
 * type under its column name. Imports of types only: no Drizzle code reaches the Worker's bundle.
 */
import type { InferSelectModel, Table } from "drizzle-orm";
import type { activityLog, akun, contentCounts, pesan, sessions, siteSettings } from "./schema";

/** A row of `table` as SQL returns it: every column under its SQL name, typed as Drizzle infers it. */
export type RowOf<T extends Table> = {
  [K in keyof InferSelectModel<T> &
    keyof T["_"]["columns"] as T["_"]["columns"][K]["_"]["name"]]: InferSelectModel<T>[K];
};

export type ActivityRow = RowOf<typeof activityLog>;
export type AkunRow = RowOf<typeof akun>;
export type ContentCountRow = RowOf<typeof contentCounts>;
export type PesanRow = RowOf<typeof pesan>;
export type SessionRow = RowOf<typeof sessions>;
export type SettingRow = RowOf<typeof siteSettings>;
