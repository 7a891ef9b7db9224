/**
 * 'Data Padukuhan' (docs/decisions/022): the office fills in a year's tables one at a time, each
 * saved whole. Figures that do not add up are saved and come back with their warnings; only
 * what is no count or amount at all is refused. Every write is one batch with its 'Riwayat'
 * line and the content version, since the pages and downloads show it at once. Mounted at
 * /api/admin/data, behind the session guard.
 */
import {
  DATA_SCHEMAS,
  DATA_TABLE_TITLES,
  DATA_TABLES,
  type DataTable,
  type DataValue,
  dataMessages,
  dataWarnings,
  isDataTable,
  isDataYear,
} from "@padukuhan/shared/data-padukuhan";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { bumpContentVersion, bumpContentVersionIf } from "../../db/content-version";
import { toIso } from "../../db/time";
import type { AppEnv } from "../../env";
import { activityStatement, activityStatementIf, byAdmin } from "../../lib/activity-log";
import { bodyLimit, JSON_BODY_LIMIT, jsonTooLarge } from "../../lib/body-limit";
import { apiError, refuse } from "../../lib/errors";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { jsonInput, refuseInput } from "../../lib/validation";
import {
  DATA_DELETE,
  DATA_FOUND,
  DATA_TABLE_SQL,
  DATA_UPSERT,
  dataFiles,
  jiwaOf,
  type StoredTable,
  yearTables,
} from "./store";

/** A table as the office's form reads it back: its figures, last change and warnings. */
export interface DataTableEntry<T extends DataTable = DataTable> {
  value: DataValue<T>;
  updatedAt: string;
  warnings: string[];
}
export type DataYearEntries = { [T in DataTable]?: DataTableEntry<T> };

/** The year a path names: four digits within `DATA_YEARS`, else refused in Indonesian. */
function yearParam(c: Context): number {
  const text = c.req.param("tahun") ?? "";
  const tahun = Number(text);
  if (!/^\d{4}$/.test(text) || !isDataYear(tahun)) refuseInput({ tahun: dataMessages.year });
  return tahun;
}

/** The year and table a path names; an unknown table is not found. */
function dataKey(c: Context): { tahun: number; tabel: DataTable } {
  const tahun = yearParam(c);
  const tabel = c.req.param("tabel") ?? "";
  if (!isDataTable(tabel)) refuse(404, "not_found", dataMessages.unknownTable);
  return { tahun, tabel };
}

/** 'Jumlah Penduduk 2026': what the 'Riwayat' line names. */
const dataTitle = (tabel: DataTable, tahun: number) => `${DATA_TABLE_TITLES[tabel]} ${tahun}`;

/** The warnings of a table, against the year's number of people when that table is filled. */
const entryOf = <T extends DataTable>(table: StoredTable<T>, jiwa: number | null): DataTableEntry<T> => ({
  value: table.value,
  updatedAt: toIso(table.updatedAt),
  warnings: dataWarnings(table.tabel, table.value, jiwa),
});

type AnyDataSchema = (typeof DATA_SCHEMAS)[DataTable];
type FiguresInput = ReturnType<typeof jsonInput<AnyDataSchema>>;

/** Each table's body check, made once. */
const FIGURES = Object.fromEntries(
  DATA_TABLES.map((tabel) => [tabel, jsonInput(DATA_SCHEMAS[tabel])]),
) as Record<DataTable, FiguresInput>;

/** The figures, checked by the schema of the table the path names (after the path itself). */
const figuresInput: FiguresInput = (c, next) => FIGURES[dataKey(c).tabel](c, next);

const jsonLimit = bodyLimit(JSON_BODY_LIMIT, jsonTooLarge);

export const adminData = new Hono<AppEnv>()
  // Which tables are filled in each year, newest year first.
  .get("/", async (c) => {
    const years = new Map<number, { tabel: DataTable; updatedAt: string }[]>();
    for (const row of await dataFiles(c.env.DB)) {
      const tables = years.get(row.tahun) ?? [];
      tables.push({ tabel: row.tabel, updatedAt: toIso(row.updated_at) });
      years.set(row.tahun, tables);
    }
    c.header("Cache-Control", "no-store");
    return c.json({ tahun: [...years].map(([tahun, tabel]) => ({ tahun, tabel })) });
  })
  .all("/", methodNotAllowed(["GET"]))
  // Every table of a year, each with its warnings.
  .get("/:tahun", async (c) => {
    const tahun = yearParam(c);
    const stored = await yearTables(c.env.DB, tahun);
    const penduduk = stored.find((table): table is StoredTable<"penduduk"> => table.tabel === "penduduk");
    const jiwa = penduduk?.value.jiwa ?? null;
    const tables: DataYearEntries = {};
    for (const table of stored) Object.assign(tables, { [table.tabel]: entryOf(table, jiwa) });
    c.header("Cache-Control", "no-store");
    return c.json({ tahun, tables });
  })
  .all("/:tahun", methodNotAllowed(["GET"]))
  // One table saved whole, with its line and the version; the year's population read back in
  // the same batch for the warnings.
  .put("/:tahun/:tabel", jsonLimit, figuresInput, async (c) => {
    const { tahun, tabel } = dataKey(c);
    const value = c.req.valid("json");
    const db = c.env.DB;
    const now = Date.now();
    const entry = byAdmin(
      c.get("session").user,
      "data",
      "ubah",
      `${tabel}-${tahun}`,
      dataTitle(tabel, tahun),
    );
    const results = await db.batch([
      db.prepare(DATA_UPSERT).bind(tabel, tahun, JSON.stringify(value), now),
      activityStatement(db, entry),
      bumpContentVersion(db),
      db.prepare(DATA_TABLE_SQL).bind("penduduk", tahun),
    ]);
    const saved: DataTableEntry = entryOf({ tabel, value, updatedAt: now }, jiwaOf(results[3]));
    return c.json(saved);
  })
  // Removed, with its line and the version only when it was there.
  .delete("/:tahun/:tabel", async (c) => {
    const { tahun, tabel } = dataKey(c);
    const db = c.env.DB;
    const entry = byAdmin(
      c.get("session").user,
      "data",
      "hapus",
      `${tabel}-${tahun}`,
      dataTitle(tabel, tahun),
    );
    const results = await db.batch([
      activityStatementIf(db, entry, DATA_FOUND, tabel, tahun),
      bumpContentVersionIf(db, DATA_FOUND, tabel, tahun),
      db.prepare(DATA_DELETE).bind(tabel, tahun),
    ]);
    if ((results[2]?.meta.changes ?? 0) === 0) return apiError(c, 404, "not_found", dataMessages.notFound);
    return c.json({ tahun, tabel });
  })
  .all("/:tahun/:tabel", methodNotAllowed(["PUT", "DELETE"]));
