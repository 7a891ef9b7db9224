/**
 * One content record by id, read alone or around a write, and what the admin content routes
 * (content/content-routes.ts) need of a content table. Each kind says which statements read a
 * record and how their results make it; the reading, and the snapshot of a write, are here once.
 */
import type { Database, Statement } from "./client";

/** The tables the admin content routes write; each is also the kind of its lines in 'Riwayat'. */
export type ContentTable = "artikel" | "umkm" | "galeri" | "agenda" | "pengumuman";

export interface RecordReads<Item> {
  /** The SELECTs of one record (its row, then its children), each with one `?` for the id. */
  sql: readonly string[];
  /** The record from those statements' results, in the same order; null when there is none. */
  assemble: (results: readonly (D1Result | undefined)[]) => Item | null;
}

/** A content table: how a record is read, written whole, and rewritten by an edit. */
export interface ContentStore<Item, Changes> {
  table: ContentTable;
  reads: RecordReads<Item>;
  /** The statements that write a complete record (row and children); run them in one batch. */
  insert: (db: Database, item: Item) => Statement[];
  /** The statements that rewrite record `id` with `changes`; run them in one batch. */
  update: (db: Database, id: string, changes: Changes) => Statement[];
}

const readStatements = <Item>(db: Database, reads: RecordReads<Item>, id: string): Statement[] =>
  reads.sql.map((sql) => db.prepare(sql).bind(id));

export async function readRecord<Item>(
  db: Database,
  reads: RecordReads<Item>,
  id: string,
): Promise<Item | null> {
  return reads.assemble(await db.batch(readStatements(db, reads, id)));
}

/**
 * Runs `writes` in one batch between two reads of record `id`. Both reads sit in the same
 * transaction as the writes, so `before` is exactly what the writes replaced (even if another
 * edit landed meanwhile) and `after` exactly what they left.
 */
export async function batchAround<Item>(
  db: Database,
  reads: RecordReads<Item>,
  id: string,
  writes: Statement[],
): Promise<{ before: Item | null; after: Item | null }> {
  const results = await db.batch([
    ...readStatements(db, reads, id),
    ...writes,
    ...readStatements(db, reads, id),
  ]);
  const count = reads.sql.length;
  return { before: reads.assemble(results.slice(0, count)), after: reads.assemble(results.slice(-count)) };
}

/** Removes record `id` of `table`; its child rows go with it (ON DELETE CASCADE). */
export const deleteStatement = (db: Database, table: ContentTable, id: string): Statement =>
  db.prepare(`DELETE FROM ${table} WHERE id = ?`).bind(id);
