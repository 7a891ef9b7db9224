import { type GaleriKategori, galeriKategori } from "@padukuhan/shared/categories";
import type { Galeri } from "@padukuhan/shared/types";
import { assignments, type Database, insertStatement, rowsOf, type Statement } from "./client";
import { fromIso, toIso, toIsoOrNull } from "./time";

export interface GaleriRow {
  id: string;
  judul: string;
  foto: string;
  kategori: string;
  created_at: number;
  updated_at: number | null;
}

export const GALERI_COLUMNS = "id, judul, foto, kategori, created_at, updated_at";
const SELECT_GALERI = `SELECT ${GALERI_COLUMNS} FROM galeri`;

export function toGaleri(row: GaleriRow): Galeri {
  return {
    id: row.id,
    judul: row.judul,
    foto: row.foto,
    kategori: row.kategori as GaleriKategori,
    createdAt: toIso(row.created_at),
    updatedAt: toIsoOrNull(row.updated_at),
  };
}

export const GALERI_READ = `${SELECT_GALERI} WHERE id = ?`;
const readStatement = (db: Database, id: string) => db.prepare(GALERI_READ).bind(id);

export async function findGaleri(db: Database, id: string): Promise<Galeri | null> {
  const row = await readStatement(db, id).first<GaleriRow>();
  return row ? toGaleri(row) : null;
}

export function insertGaleriStatements(db: Database, record: Galeri): Statement[] {
  return [
    insertStatement(db, "galeri", {
      id: record.id,
      judul: record.judul,
      foto: record.foto,
      kategori: record.kategori,
      created_at: fromIso(record.createdAt),
      updated_at: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
  ];
}

/** What an edit writes; `foto` only when a new photo replaced the old one. */
export interface GaleriChanges {
  judul: string;
  foto?: string;
  updatedAt: string;
}

export function updateGaleriStatements(db: Database, id: string, changes: GaleriChanges): Statement[] {
  const set = assignments({
    judul: changes.judul,
    // The category follows the title (seed section 3), stored so lists can filter on it.
    kategori: galeriKategori(changes.judul),
    ...(changes.foto === undefined ? {} : { foto: changes.foto }),
    updated_at: fromIso(changes.updatedAt),
  });
  return [db.prepare(`UPDATE galeri SET ${set.sql} WHERE id = ?`).bind(...set.values, id)];
}

export function deleteGaleriStatements(db: Database, id: string): Statement[] {
  return [db.prepare("DELETE FROM galeri WHERE id = ?").bind(id)];
}

/**
 * Runs `writes` in one batch between two reads of photo `id`, inside one transaction: `before`
 * is exactly what the writes replaced, `after` exactly what they left.
 */
export async function batchAroundGaleri(
  db: Database,
  id: string,
  writes: Statement[],
): Promise<{ before: Galeri | null; after: Galeri | null }> {
  const results = await db.batch([readStatement(db, id), ...writes, readStatement(db, id)]);
  const snapshot = (at: number) => {
    const row = rowsOf<GaleriRow>(results[at])[0];
    return row ? toGaleri(row) : null;
  };
  return { before: snapshot(0), after: snapshot(results.length - 1) };
}
