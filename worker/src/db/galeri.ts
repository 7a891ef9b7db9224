import type { Galeri } from "@padukuhan/shared/types";
import { asc, desc } from "drizzle-orm";
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
