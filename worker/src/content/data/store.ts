/**
 * Reading and writing 'Data Padukuhan' (docs/decisions/022). Every statement goes by the primary
 * key `(tabel, tahun)`: the tables are named in the statement (`tabel IN (...)`), so even a
 * year's tables or the index of filled tables is a few seeks of that key, never a scan; and
 * `content/query-plans.test.ts` checks each. A row whose figures no longer pass their table's
 * schema (an edited database, a schema grown stricter) is left out of every read.
 */
import {
  DATA_SCHEMAS,
  DATA_TABLES,
  type DataTable,
  type DataValue,
  isDataTable,
  type Penduduk,
} from "@padukuhan/shared/data-padukuhan";
import type { DataYearValues } from "@padukuhan/shared/pages";
import type * as z from "zod/mini";
import { type Database, rowsOf } from "../../db/client";
import type { DataTabelRow } from "./table";

/** Every table by name: the key's first column, so each read is a seek per table. */
const KNOWN_TABLES = `tabel IN (${DATA_TABLES.map((tabel) => `'${tabel}'`).join(", ")})`;

/** Which tables are filled for which years (the pages' year selectors): the key alone. */
export const DATA_INDEX_SQL = `SELECT tabel, tahun FROM data_tabel WHERE ${KNOWN_TABLES}`;
/** The same with each table's last change (the office's list, the sitemap of downloads). */
export const DATA_FILES_SQL = `SELECT tabel, tahun, updated_at FROM data_tabel WHERE ${KNOWN_TABLES}`;
/** ?1 the year: its tables, at most one row each. */
export const DATA_YEAR_SQL = `SELECT tabel, isi, updated_at FROM data_tabel WHERE ${KNOWN_TABLES} AND tahun = ?1`;
/** The population's totals, oldest year first: the key's order, no sort. */
export const DATA_TREND_SQL = "SELECT tahun, isi FROM data_tabel WHERE tabel = 'penduduk' ORDER BY tahun";
/** ?1 the table, ?2 the year. */
export const DATA_TABLE_SQL = "SELECT isi, updated_at FROM data_tabel WHERE tabel = ?1 AND tahun = ?2";
/** ?1 the table, ?2 the year, ?3 its figures (JSON), ?4 now. */
export const DATA_UPSERT = `INSERT INTO data_tabel (tabel, tahun, isi, updated_at) VALUES (?1, ?2, ?3, ?4)
ON CONFLICT (tabel, tahun) DO UPDATE SET isi = excluded.isi, updated_at = excluded.updated_at`;
/** The same, leaving a table the village has filled already as it is (the sample figures). */
export const DATA_INSERT_IF_ABSENT =
  "INSERT OR IGNORE INTO data_tabel (tabel, tahun, isi, updated_at) VALUES (?1, ?2, ?3, ?4)";
/** ?1 the table, ?2 the year. */
export const DATA_DELETE = "DELETE FROM data_tabel WHERE tabel = ?1 AND tahun = ?2";
/**
 * The table of a year is there (the table, the year): the condition of a removal's line and
 * version bump, with plain `?` since it is appended to their own numbered values.
 */
export const DATA_FOUND = "EXISTS (SELECT 1 FROM data_tabel WHERE tabel = ? AND tahun = ?)";

type YearRow = Pick<DataTabelRow, "tabel" | "isi" | "updated_at">;
type FileRow = Pick<DataTabelRow, "tabel" | "tahun" | "updated_at">;

/** The stored figures of `tabel` as its schema reads them, or null when they no longer pass. */
export function storedValue<T extends DataTable>(tabel: T, isi: string): DataValue<T> | null {
  let json: unknown;
  try {
    json = JSON.parse(isi);
  } catch {
    return null;
  }
  const schema: z.ZodMiniType = DATA_SCHEMAS[tabel];
  const parsed = schema.safeParse(json);
  return parsed.success ? (parsed.data as DataValue<T>) : null;
}

/** A stored table whose figures pass its schema, with its last change (milliseconds). */
export interface StoredTable<T extends DataTable = DataTable> {
  tabel: T;
  value: DataValue<T>;
  updatedAt: number;
}

/** Every table of year `tahun` that passes its schema, in the module's order. */
export async function yearTables(db: Database, tahun: number): Promise<StoredTable[]> {
  const { results } = await db.prepare(DATA_YEAR_SQL).bind(tahun).all<YearRow>();
  return yearTablesOf(results);
}

function yearTablesOf(rows: YearRow[]): StoredTable[] {
  const tables: StoredTable[] = [];
  for (const row of rows) {
    if (!isDataTable(row.tabel)) continue;
    const value = storedValue(row.tabel, row.isi);
    if (value !== null) tables.push({ tabel: row.tabel, value, updatedAt: row.updated_at });
  }
  const order = (tabel: DataTable) => DATA_TABLES.indexOf(tabel);
  return tables.sort((a, b) => order(a.tabel) - order(b.tabel));
}

/** One table of one year, or null when it is not filled in (or no longer passes). */
export async function storedTable<T extends DataTable>(
  db: Database,
  tabel: T,
  tahun: number,
): Promise<StoredTable<T> | null> {
  const row = await db
    .prepare(DATA_TABLE_SQL)
    .bind(tabel, tahun)
    .first<Pick<DataTabelRow, "isi" | "updated_at">>();
  return row ? storedTableOf(tabel, row) : null;
}

function storedTableOf<T extends DataTable>(
  tabel: T,
  row: Pick<DataTabelRow, "isi" | "updated_at">,
): StoredTable<T> | null {
  const value = storedValue(tabel, row.isi);
  return value === null ? null : { tabel, value, updatedAt: row.updated_at };
}

/** The number of people of a year's stored population table, for the breakdowns' warnings. */
export function jiwaOf(result: D1Result | undefined): number | null {
  const row = rowsOf<Pick<DataTabelRow, "isi" | "updated_at">>(result)[0];
  return row ? (storedTableOf("penduduk", row)?.value.jiwa ?? null) : null;
}

/** Every filled table and year with its last change, newest year first, tables in the module's order. */
export async function dataFiles(db: Database): Promise<FileRow[]> {
  const { results } = await db.prepare(DATA_FILES_SQL).all<FileRow>();
  const order = (tabel: DataTable) => DATA_TABLES.indexOf(tabel);
  return results.sort((a, b) => b.tahun - a.tahun || order(a.tabel) - order(b.tabel));
}

// ---------------------------------------------------------------------------
// The pages' reads (ContentSource in shared/src/pages.ts)
// ---------------------------------------------------------------------------

export async function dataIndex(db: Database): Promise<{ tabel: DataTable; tahun: number }[]> {
  const { results } = await db.prepare(DATA_INDEX_SQL).all<Pick<DataTabelRow, "tabel" | "tahun">>();
  return results;
}

export async function dataYear(db: Database, tahun: number): Promise<DataYearValues> {
  const values: Record<string, unknown> = {};
  for (const table of await yearTables(db, tahun)) values[table.tabel] = table.value;
  return values as DataYearValues;
}

export async function pendudukTrend(db: Database): Promise<{ tahun: number; penduduk: Penduduk }[]> {
  const { results } = await db.prepare(DATA_TREND_SQL).all<Pick<DataTabelRow, "tahun" | "isi">>();
  return results.flatMap((row) => {
    const penduduk = storedValue("penduduk", row.isi);
    return penduduk === null ? [] : [{ tahun: row.tahun, penduduk }];
  });
}
