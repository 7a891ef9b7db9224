import { DATA_TABLES } from "@padukuhan/shared/data-padukuhan";
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { RowOf } from "../../db/rows";

/**
 * 'Data Padukuhan' (docs/decisions/022): one row per table and year, the table's figures whole
 * as JSON (`isi`), checked by the table's schema (shared/src/data-padukuhan.ts) on every write
 * and every read. Every read goes by the primary key: a year's tables, one table, the
 * population's rows across the years.
 */
export const dataTabel = sqliteTable(
  "data_tabel",
  {
    tabel: text("tabel", { enum: DATA_TABLES }).notNull(),
    tahun: integer("tahun", { mode: "number" }).notNull(),
    isi: text("isi").notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tabel, table.tahun] })],
);

export type DataTabelRow = RowOf<typeof dataTabel>;
