import type { Artikel } from "@padukuhan/shared/types";
import { asc, desc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";
import { artikel, artikelTags } from "./schema";
import { fromIso, toIso, toIsoOrNull } from "./time";

type ArtikelRow = typeof artikel.$inferSelect;
type TagRow = typeof artikelTags.$inferSelect;

function toArtikel(row: ArtikelRow, tags: TagRow[]): Artikel {
  return {
    id: row.id,
    judul: row.judul,
    text: row.text,
    link: row.link,
    kategori: row.kategori,
    gambar: row.gambar,
    tags: tags.filter((tag) => tag.artikelId === row.id).map((tag) => tag.tag),
    createdAt: toIso(row.createdAt),
    updatedAt: toIsoOrNull(row.updatedAt),
  };
}

/** All articles, newest first. */
export async function listArtikel(db: Database): Promise<Artikel[]> {
  const [rows, tags] = await db.batch([
    db.select().from(artikel).orderBy(desc(artikel.createdAt), asc(artikel.id)),
    db.select().from(artikelTags).orderBy(asc(artikelTags.position)),
  ]);
  return rows.map((row) => toArtikel(row, tags));
}

export async function findArtikel(db: Database, id: string): Promise<Artikel | null> {
  const [rows, tags] = await db.batch([
    db.select().from(artikel).where(eq(artikel.id, id)),
    db.select().from(artikelTags).where(eq(artikelTags.artikelId, id)).orderBy(asc(artikelTags.position)),
  ]);
  const row = rows[0];
  return row ? toArtikel(row, tags) : null;
}

/**
 * The statements that write a complete article (row and tags). Callers run them in one
 * `db.batch`, which D1 applies as a single transaction, so no half-record is ever left.
 */
export function insertArtikelStatements(db: Database, record: Artikel): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [
    db.insert(artikel).values({
      id: record.id,
      judul: record.judul,
      text: record.text,
      link: record.link,
      kategori: record.kategori,
      gambar: record.gambar,
      createdAt: fromIso(record.createdAt),
      updatedAt: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
  ];
  if (record.tags.length > 0) {
    statements.push(
      db
        .insert(artikelTags)
        .values(record.tags.map((tag, position) => ({ artikelId: record.id, position, tag }))),
    );
  }
  return statements;
}

/** What an edit writes; `gambar` only when a new image replaced the old one. */
export interface ArtikelChanges {
  judul: string;
  text: string;
  link: string | null;
  kategori: string;
  tags: string[];
  gambar?: string;
  updatedAt: string;
}

/** The statements that rewrite an article's fields and its tags; run them in one batch. */
export function updateArtikelStatements(
  db: Database,
  id: string,
  changes: ArtikelChanges,
): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(artikel)
      .set({
        judul: changes.judul,
        text: changes.text,
        link: changes.link,
        kategori: changes.kategori,
        ...(changes.gambar === undefined ? {} : { gambar: changes.gambar }),
        updatedAt: fromIso(changes.updatedAt),
      })
      .where(eq(artikel.id, id)),
    db.delete(artikelTags).where(eq(artikelTags.artikelId, id)),
  ];
  if (changes.tags.length > 0) {
    statements.push(
      db.insert(artikelTags).values(changes.tags.map((tag, position) => ({ artikelId: id, position, tag }))),
    );
  }
  return statements;
}

/** Removes an article; its tags go with it (ON DELETE CASCADE). */
export function deleteArtikelStatements(db: Database, id: string): BatchItem<"sqlite">[] {
  return [db.delete(artikel).where(eq(artikel.id, id))];
}

/**
 * Runs `writes` in one batch between two reads of article `id`. Both reads sit in the same
 * transaction as the writes, so `before` is exactly what the writes replaced (even if another
 * edit landed meanwhile) and `after` exactly what they left.
 */
export async function batchAroundArtikel(
  db: Database,
  id: string,
  writes: BatchItem<"sqlite">[],
): Promise<{ before: Artikel | null; after: Artikel | null }> {
  const reads = (): BatchItem<"sqlite">[] => [
    db.select().from(artikel).where(eq(artikel.id, id)),
    db.select().from(artikelTags).where(eq(artikelTags.artikelId, id)).orderBy(asc(artikelTags.position)),
  ];
  const statements = [...reads(), ...writes, ...reads()];
  const results = (await db.batch(
    statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]],
  )) as unknown[];
  const snapshot = (at: number) => {
    const row = (results[at] as ArtikelRow[])[0];
    return row ? toArtikel(row, results[at + 1] as TagRow[]) : null;
  };
  return { before: snapshot(0), after: snapshot(results.length - 2) };
}
