import type { Galeri } from "@padukuhan/shared/types";
import { asc, desc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";
import { galeri } from "./schema";
import { fromIso, toIso, toIsoOrNull } from "./time";

/** All gallery photos, newest first. */
export async function listGaleri(db: Database): Promise<Galeri[]> {
  const rows = await db.select().from(galeri).orderBy(desc(galeri.createdAt), asc(galeri.id));
  return rows.map((row) => ({
    id: row.id,
    judul: row.judul,
    foto: row.foto,
    createdAt: toIso(row.createdAt),
    updatedAt: toIsoOrNull(row.updatedAt),
  }));
}

export function insertGaleriStatements(db: Database, record: Galeri): BatchItem<"sqlite">[] {
  return [
    db.insert(galeri).values({
      id: record.id,
      judul: record.judul,
      foto: record.foto,
      createdAt: fromIso(record.createdAt),
      updatedAt: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
  ];
}

function toGaleri(row: typeof galeri.$inferSelect): Galeri {
  return {
    id: row.id,
    judul: row.judul,
    foto: row.foto,
    createdAt: toIso(row.createdAt),
    updatedAt: toIsoOrNull(row.updatedAt),
  };
}

export async function findGaleri(db: Database, id: string): Promise<Galeri | null> {
  const rows = await db.select().from(galeri).where(eq(galeri.id, id));
  const row = rows[0];
  return row ? toGaleri(row) : null;
}

/** What an edit writes; `foto` only when a new photo replaced the old one. */
export interface GaleriChanges {
  judul: string;
  foto?: string;
  updatedAt: string;
}

export function updateGaleriStatements(
  db: Database,
  id: string,
  changes: GaleriChanges,
): BatchItem<"sqlite">[] {
  return [
    db
      .update(galeri)
      .set({
        judul: changes.judul,
        ...(changes.foto === undefined ? {} : { foto: changes.foto }),
        updatedAt: fromIso(changes.updatedAt),
      })
      .where(eq(galeri.id, id)),
  ];
}

export function deleteGaleriStatements(db: Database, id: string): BatchItem<"sqlite">[] {
  return [db.delete(galeri).where(eq(galeri.id, id))];
}

/**
 * Runs `writes` in one batch between two reads of photo `id`, inside one transaction: `before`
 * is exactly what the writes replaced, `after` exactly what they left.
 */
export async function batchAroundGaleri(
  db: Database,
  id: string,
  writes: BatchItem<"sqlite">[],
): Promise<{ before: Galeri | null; after: Galeri | null }> {
  const read = () => db.select().from(galeri).where(eq(galeri.id, id));
  const statements = [read(), ...writes, read()];
  const results = (await db.batch(
    statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]],
  )) as unknown[];
  const snapshot = (at: number) => {
    const row = (results[at] as (typeof galeri.$inferSelect)[])[0];
    return row ? toGaleri(row) : null;
  };
  return { before: snapshot(0), after: snapshot(results.length - 1) };
}
