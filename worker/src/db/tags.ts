import { childRows, type Database, groupChildren, insertStatement, rowsOf, type Statement } from "./client";

/**
 * A kind's tags: a table of (owner id, position, tag) rows, kept in the order the form gave
 * them. Articles and UMKM store theirs alike; this is the one place that reads and writes them.
 */
export function tagTable(table: string, ownerColumn: string) {
  type TagRow = Record<string, string> & { tag: string };
  const select = `SELECT ${ownerColumn}, tag FROM ${table}`;
  const insert = (db: Database, id: string, tags: string[]): Statement[] =>
    tags.map((tag, position) => insertStatement(db, table, { [ownerColumn]: id, position, tag }));
  return {
    /** The SELECT of the table's columns, without a condition (see `childRowsSql`). */
    select,
    /** The read of one record's tags, in order; bind the record's id. */
    readOne: `${select} WHERE ${ownerColumn} = ? ORDER BY position`,
    /** The tags that `readOne` returned. */
    fromResult: (result: D1Result | undefined) => rowsOf<TagRow>(result).map((row) => row.tag),
    /** The tags of the records `ids` (one page), read in one statement and grouped in one pass. */
    async of(db: Database, ids: string[]): Promise<Map<string, string[]>> {
      return groupChildren(
        await childRows<TagRow>(db, select, ownerColumn, ids),
        (row) => row[ownerColumn] as string,
        (row) => row.tag,
      );
    },
    /** The statements that write a new record's tags. */
    insert,
    /** The statements that replace a record's tags with `tags`; run them in the record's batch. */
    replace: (db: Database, id: string, tags: string[]): Statement[] => [
      db.prepare(`DELETE FROM ${table} WHERE ${ownerColumn} = ?`).bind(id),
      ...insert(db, id, tags),
    ],
  };
}
