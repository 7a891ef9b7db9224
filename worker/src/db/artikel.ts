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
