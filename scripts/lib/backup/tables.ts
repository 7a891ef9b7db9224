/**
 * Which D1 tables a backup holds, and the only ones a restore writes: `BACKUP_TABLES`, an
 * allow-list, so an archive can never put rows into `sessions`, `login_attempts`,
 * `d1_migrations` or the search tables, whatever its manifest says. Their columns are read
 * from the database's own schema, so a column added by a later migration is backed up without
 * anyone listing it; `WITHHELD_COLUMNS` are never written to an archive nor restored from one.
 * Left out: the search indexes (FTS5 tables and their shadow tables) and `content_counts`,
 * which the content tables' triggers rebuild as a restore inserts the rows (restoring them as
 * well would count everything twice), and the few tables below. A table in the schema that is
 * neither listed nor left out stops the backup: a new table is a decision, not a default
 * (`restore-guards.test.ts` checks the migrations against both lists).
 */
import {
  BACKUP_TABLE_ORDER,
  SENDER_HASH_COLUMNS,
  SENDER_HASH_TABLES,
} from "../../../worker/src/db/backup-tables";
import { PAGE_ROWS, ROWID, type TableSpec } from "./archive";

export const BACKUP_TABLES: ReadonlySet<string> = new Set(BACKUP_TABLE_ORDER);

export const SKIPPED_TABLES: Record<string, string> = {
  content_counts: "dibangun ulang oleh trigger saat baris konten dimuat",
  sessions: "sesi login tidak dicadangkan: setiap admin login lagi setelah pemulihan",
  login_attempts: "catatan pembatasan login sementara",
  d1_migrations: "diisi oleh migrasi yang dijalankan sebelum pemulihan",
};

/**
 * Columns no archive holds: the sender's hashed address and address block only limit messages
 * and reports per hour (issue 26). A restore drops them from an older archive; where the column needs a value it writes
 * the stand-in, which matches no sender.
 */
export const WITHHELD_COLUMNS: Record<string, Record<string, string>> = Object.fromEntries(
  SENDER_HASH_TABLES.map((table) => [
    table,
    Object.fromEntries(SENDER_HASH_COLUMNS.map((column) => [column, ""])),
  ]),
);

export const isWithheld = (table: string, column: string) =>
  Object.hasOwn(WITHHELD_COLUMNS[table] ?? {}, column);

const SEARCH_INDEX = "indeks pencarian, dibangun ulang oleh trigger";

/** A name as an SQL identifier (the names come from the schema, quoted all the same). */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface SchemaRow {
  name: string;
  sql: string | null;
}
interface ColumnRow {
  name: string;
  type: string;
  pk: number;
  notnull: number;
  dflt_value: string | null;
  /** 0 a plain column, 1 hidden (virtual tables), 2 or 3 generated. */
  hidden: number;
}

async function columnsOf(db: D1Database, table: string) {
  const { results } = await db.prepare(`PRAGMA table_xinfo(${quoted(table)})`).all<ColumnRow>();
  return results;
}

/** The tables `table` refers to by foreign key. */
async function parentsOf(db: D1Database, table: string): Promise<string[]> {
  const { results } = await db.prepare(`PRAGMA foreign_key_list(${quoted(table)})`).all<{ table: string }>();
  return [...new Set(results.map((row) => row.table))].filter((parent) => parent !== table);
}

/** The tables a backup holds, parents before children, and those it leaves out with why. */
export async function backupTables(
  db: D1Database,
): Promise<{ tables: TableSpec[]; skipped: Record<string, string> }> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all<SchemaRow>();
  const virtual = results
    .filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql ?? ""))
    .map((row) => row.name);
  const skipped: Record<string, string> = {};
  const kept: SchemaRow[] = [];
  for (const row of results) {
    // SQLite's own tables and Cloudflare's (`_cf_KV` refuses every read).
    if (row.name.startsWith("sqlite_") || row.name.startsWith("_cf_")) continue;
    const reason =
      SKIPPED_TABLES[row.name] ??
      (virtual.some((name) => row.name === name || row.name.startsWith(`${name}_`))
        ? SEARCH_INDEX
        : undefined);
    if (reason) skipped[row.name] = reason;
    else if (BACKUP_TABLES.has(row.name)) kept.push(row);
    else {
      throw new Error(
        `Tabel ${row.name} belum dikenal oleh cadangan: tambahkan ke BACKUP_TABLE_ORDER di worker/src/db/backup-tables.ts atau ke SKIPPED_TABLES di scripts/lib/backup/tables.ts.`,
      );
    }
  }

  const specs = new Map<string, TableSpec>();
  const parents = new Map<string, string[]>();
  for (const row of kept) {
    if (/WITHOUT\s+ROWID/i.test(row.sql ?? "")) {
      throw new Error(`Tabel ${row.name} dibuat WITHOUT ROWID; cadangan belum mendukungnya.`);
    }
    const columns = await columnsOf(db, row.name);
    const keys = columns.filter((column) => column.pk > 0);
    const rowidAlias = keys.length === 1 && keys[0]?.type.toUpperCase() === "INTEGER";
    specs.set(row.name, {
      name: row.name,
      columns: columns
        .filter((column) => column.hidden === 0 && !isWithheld(row.name, column.name))
        .map((column) => column.name),
      rowid: !rowidAlias,
    });
    parents.set(row.name, await parentsOf(db, row.name));
  }

  // Parents first (a depth-first walk), otherwise by name.
  const ordered: TableSpec[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name) || !specs.has(name)) return;
    if (path.includes(name)) throw new Error(`Kunci asing melingkar: ${[...path, name].join(" → ")}`);
    for (const parent of parents.get(name) ?? []) place(parent, [...path, name]);
    placed.add(name);
    ordered.push(specs.get(name) as TableSpec);
  };
  for (const name of specs.keys()) place(name, []);
  return { tables: ordered, skipped };
}

/**
 * The values a restore writes for `table`'s withheld columns: the stand-in where the column
 * must have a value (NOT NULL without a default), nothing where it may be left out.
 */
export async function withheldStandIns(db: D1Database, table: string): Promise<Record<string, string>> {
  const withheld = WITHHELD_COLUMNS[table];
  if (!withheld) return {};
  const values: Record<string, string> = {};
  for (const column of await columnsOf(db, table)) {
    const standIn = withheld[column.name];
    if (standIn !== undefined && column.notnull === 1 && column.dflt_value === null) {
      values[column.name] = standIn;
    }
  }
  return values;
}

/** The migrations applied to `db`, oldest first. */
export async function appliedMigrations(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
  return results.map((row) => row.name);
}

export type Row = Record<string, unknown>;

/**
 * The table's rows a page at a time, in rowid order: each page is one SELECT of a rowid
 * range (`rowid > ?`, the table's own B-tree), so it reads the rows it returns and no more,
 * and no page stays in memory after the caller has written it.
 */
export async function* tablePages(db: D1Database, table: TableSpec): AsyncGenerator<Row[]> {
  const columns = table.columns.map(quoted).join(", ");
  const sql = `SELECT rowid AS ${ROWID}, ${columns} FROM ${quoted(table.name)} WHERE rowid > ? ORDER BY rowid LIMIT ${PAGE_ROWS}`;
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const { results } = await db.prepare(sql).bind(after).all<Row>();
    if (results.length === 0) return;
    after = Number(results[results.length - 1]?.[ROWID]);
    yield table.rowid ? results : results.map(({ [ROWID]: _rowid, ...row }) => row);
    if (results.length < PAGE_ROWS) return;
  }
}
