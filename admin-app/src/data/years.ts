/**
 * The years of 'Data Padukuhan': which one the address chooses, which the chooser offers, which
 * a new one should be, and the index of filled tables and the year shown kept in step with each
 * save and deletion the Worker confirms.
 */
import { DATA_TABLES, DATA_YEARS, type DataTable } from "@padukuhan/shared/data-padukuhan";
import { wibInput } from "@padukuhan/shared/wib";
import type { DataIndex, DataYear, StoredDataTable } from "../endpoints";

const inRange = (tahun: number) => tahun >= DATA_YEARS.min && tahun <= DATA_YEARS.max;

/** The year on the hamlet's clock (WIB), within the years the office may enter. */
export function currentYear(now: Date): number {
  const year = Number(wibInput(now).slice(0, 4));
  return Math.min(Math.max(year, DATA_YEARS.min), DATA_YEARS.max);
}

/** A year as typed or in the address ('2026'), or null when it is none the office may enter. */
export function yearFrom(text: string | null): number | null {
  const trimmed = (text ?? "").trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  const tahun = Number(trimmed);
  return inRange(tahun) ? tahun : null;
}

/** The years that have a table, newest first. */
export const filledYears = (index: DataIndex) => index.tahun.map((entry) => entry.tahun);

/** What the chooser offers: the years that have a table and the chosen one, newest first. */
export function yearChoices(index: DataIndex, chosen: number): number[] {
  return [...new Set([...filledYears(index), chosen])].sort((a, b) => b - a);
}

/** Whether `tahun` has `tabel` filled in. */
export const hasTable = (index: DataIndex, tahun: number, tabel: DataTable) =>
  index.tahun.some((entry) => entry.tahun === tahun && entry.tabel.some((one) => one.tabel === tabel));

/** How many tables a year has filled in. */
export const tableCount = (index: DataIndex, tahun: number) =>
  index.tahun.find((entry) => entry.tahun === tahun)?.tabel.length ?? 0;

/**
 * The year 'Tambah tahun' proposes: this year while it has nothing, else the first year after
 * the newest that has (next year's budget is planned before this one ends).
 */
export function suggestedNewYear(index: DataIndex, now: Date): number {
  const current = currentYear(now);
  const years = filledYears(index);
  if (!years.includes(current)) return current;
  const next = Math.max(...years) + 1;
  return inRange(next) ? next : current;
}

/** The index once `tabel` of `tahun` is saved. */
export function withSaved(index: DataIndex, tahun: number, tabel: DataTable, updatedAt: string): DataIndex {
  const entry = index.tahun.find((one) => one.tahun === tahun);
  const tables = [...(entry?.tabel ?? []).filter((one) => one.tabel !== tabel), { tabel, updatedAt }];
  const others = index.tahun.filter((one) => one.tahun !== tahun);
  return { tahun: [...others, { tahun, tabel: tables }].sort((a, b) => b.tahun - a.tahun) };
}

/** The index once `tabel` of `tahun` is deleted: a year without tables is no longer listed. */
export function withRemoved(index: DataIndex, tahun: number, tabel: DataTable): DataIndex {
  return {
    tahun: index.tahun
      .map((entry) =>
        entry.tahun === tahun ? { ...entry, tabel: entry.tabel.filter((one) => one.tabel !== tabel) } : entry,
      )
      .filter((entry) => entry.tabel.length > 0),
  };
}

/** A year's tables by name, whichever table each is. */
type Tables = Partial<Record<DataTable, StoredDataTable>>;

/** The year with `tabel` as saved, or without it once deleted (null). */
export function withTable(data: DataYear, tabel: DataTable, table: StoredDataTable | null): DataYear {
  const { [tabel]: _replaced, ...others }: Tables = data.tables;
  const tables: Tables = table ? { ...others, [tabel]: table } : others;
  return { ...data, tables: tables as DataYear["tables"] };
}

/**
 * The year with the warnings the Worker now gives (`fresh`) for each table still at the version
 * it read: a breakdown's warnings change when the population's table does.
 */
export function withFreshWarnings(data: DataYear, fresh: DataYear): DataYear {
  const tables: Tables = { ...data.tables };
  const now: Tables = fresh.tables;
  for (const tabel of DATA_TABLES) {
    const mine = tables[tabel];
    const theirs = now[tabel];
    if (mine && theirs && mine.updatedAt === theirs.updatedAt)
      tables[tabel] = { ...mine, warnings: theirs.warnings };
  }
  return { ...data, tables: tables as DataYear["tables"] };
}
