/**
 * The database as the Worker uses it: D1 and its own prepared statements. Drizzle describes
 * the tables (schema.ts) and generates the migrations, but its query builder is not bundled:
 * it cost about 72 KB of the Worker's 300 KB budget (docs/decisions/005).
 */
export type Database = D1Database;
export type Statement = D1PreparedStatement;

/** The rows of one statement's result, typed by the caller who wrote the SELECT. */
export function rowsOf<Row>(result: D1Result | undefined): Row[] {
  return (result?.results ?? []) as Row[];
}

/** One statement that inserts `values` into `columns` of `table` (names are ours, never input). */
export function insertStatement(db: Database, table: string, values: Record<string, unknown>): Statement {
  const columns = Object.keys(values);
  return db
    .prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
    .bind(...Object.values(values));
}

/** `SET a = ?, b = ?` for an UPDATE, with its values in order. */
export function assignments(values: Record<string, unknown>): { sql: string; values: unknown[] } {
  return {
    sql: Object.keys(values)
      .map((column) => `${column} = ?`)
      .join(", "),
    values: Object.values(values),
  };
}

/**
 * The child rows (tags, products) of the records `ids`, in order: one statement for a whole
 * page of records. Never more ids than a page holds (at most 50, under D1's 100 bound values).
 */
export async function childRows<Row>(db: Database, select: string, parentColumn: string, ids: string[]) {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(childRowsSql(select, parentColumn, ids.length))
    .bind(...ids)
    .all<Row>();
  return results;
}

export const childRowsSql = (select: string, parentColumn: string, count: number) =>
  `${select} WHERE ${parentColumn} IN (${Array.from({ length: count }, () => "?").join(", ")}) ORDER BY ${parentColumn}, position`;

/** Child rows grouped by their parent's id in one pass, keeping their order. */
export function groupChildren<Row, Value>(
  rows: Row[],
  parentOf: (row: Row) => string,
  valueFor: (row: Row) => Value,
): Map<string, Value[]> {
  const groups = new Map<string, Value[]>();
  for (const row of rows) {
    const parent = parentOf(row);
    const group = groups.get(parent);
    if (group) group.push(valueFor(row));
    else groups.set(parent, [valueFor(row)]);
  }
  return groups;
}
