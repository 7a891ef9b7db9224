import type { Produk, Umkm } from "@padukuhan/shared/types";
import { asc, desc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";
import { umkm, umkmProduk, umkmTags } from "./schema";
import { fromIso, toIso, toIsoOrNull } from "./time";

type UmkmRow = typeof umkm.$inferSelect;
type TagRow = typeof umkmTags.$inferSelect;
type ProdukRow = typeof umkmProduk.$inferSelect;

function toUmkm(row: UmkmRow, tags: TagRow[], produk: ProdukRow[]): Umkm {
  return {
    id: row.id,
    nama: row.nama,
    nama_pemilik: row.namaPemilik,
    no_telp: row.noTelp,
    text: row.text,
    kategori: row.kategori,
    gambar: row.gambar,
    produk: produk
      .filter((item) => item.umkmId === row.id)
      .map((item) => ({ nama: item.nama, gambar: item.gambar, harga: item.harga })),
    tags: tags.filter((tag) => tag.umkmId === row.id).map((tag) => tag.tag),
    createdAt: toIso(row.createdAt),
    updatedAt: toIsoOrNull(row.updatedAt),
  };
}

/** All UMKM, newest first. */
export async function listUmkm(db: Database): Promise<Umkm[]> {
  const [rows, tags, produk] = await db.batch([
    db.select().from(umkm).orderBy(desc(umkm.createdAt), asc(umkm.id)),
    db.select().from(umkmTags).orderBy(asc(umkmTags.position)),
    db.select().from(umkmProduk).orderBy(asc(umkmProduk.position)),
  ]);
  return rows.map((row) => toUmkm(row, tags, produk));
}

export async function findUmkm(db: Database, id: string): Promise<Umkm | null> {
  const [rows, tags, produk] = await db.batch([
    db.select().from(umkm).where(eq(umkm.id, id)),
    db.select().from(umkmTags).where(eq(umkmTags.umkmId, id)).orderBy(asc(umkmTags.position)),
    db.select().from(umkmProduk).where(eq(umkmProduk.umkmId, id)).orderBy(asc(umkmProduk.position)),
  ]);
  const row = rows[0];
  return row ? toUmkm(row, tags, produk) : null;
}

/** The statements that write a complete UMKM (row, tags, products); run them in one batch. */
export function insertUmkmStatements(db: Database, record: Umkm): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [
    db.insert(umkm).values({
      id: record.id,
      nama: record.nama,
      namaPemilik: record.nama_pemilik,
      noTelp: record.no_telp,
      text: record.text,
      kategori: record.kategori,
      gambar: record.gambar,
      createdAt: fromIso(record.createdAt),
      updatedAt: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
  ];
  if (record.tags.length > 0) {
    statements.push(
      db.insert(umkmTags).values(record.tags.map((tag, position) => ({ umkmId: record.id, position, tag }))),
    );
  }
  if (record.produk.length > 0) {
    statements.push(
      db
        .insert(umkmProduk)
        .values(record.produk.map((item, position) => ({ umkmId: record.id, position, ...item }))),
    );
  }
  return statements;
}

/** What an edit writes; `gambar` only when a new main image replaced the old one. */
export interface UmkmChanges {
  nama: string;
  nama_pemilik: string;
  no_telp: string;
  text: string;
  kategori: string;
  gambar?: string;
  produk: Produk[];
  tags: string[];
  updatedAt: string;
}

/** The statements that rewrite a UMKM's fields, tags and products; run them in one batch. */
export function updateUmkmStatements(db: Database, id: string, changes: UmkmChanges): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(umkm)
      .set({
        nama: changes.nama,
        namaPemilik: changes.nama_pemilik,
        noTelp: changes.no_telp,
        text: changes.text,
        kategori: changes.kategori,
        ...(changes.gambar === undefined ? {} : { gambar: changes.gambar }),
        updatedAt: fromIso(changes.updatedAt),
      })
      .where(eq(umkm.id, id)),
    db.delete(umkmTags).where(eq(umkmTags.umkmId, id)),
    db.delete(umkmProduk).where(eq(umkmProduk.umkmId, id)),
  ];
  if (changes.tags.length > 0) {
    statements.push(
      db.insert(umkmTags).values(changes.tags.map((tag, position) => ({ umkmId: id, position, tag }))),
    );
  }
  if (changes.produk.length > 0) {
    statements.push(
      db
        .insert(umkmProduk)
        .values(changes.produk.map((item, position) => ({ umkmId: id, position, ...item }))),
    );
  }
  return statements;
}

/** Removes a UMKM; its tags and products go with it (ON DELETE CASCADE). */
export function deleteUmkmStatements(db: Database, id: string): BatchItem<"sqlite">[] {
  return [db.delete(umkm).where(eq(umkm.id, id))];
}

/** Every image URL a UMKM references: the main image and each product's. */
export function umkmImages(record: Umkm | null): string[] {
  if (!record) return [];
  return [record.gambar, ...record.produk.flatMap((item) => (item.gambar ? [item.gambar] : []))];
}

/**
 * Runs `writes` in one batch between two reads of UMKM `id`, inside one transaction: `before`
 * is exactly what the writes replaced, `after` exactly what they left.
 */
export async function batchAroundUmkm(
  db: Database,
  id: string,
  writes: BatchItem<"sqlite">[],
): Promise<{ before: Umkm | null; after: Umkm | null }> {
  const reads = (): BatchItem<"sqlite">[] => [
    db.select().from(umkm).where(eq(umkm.id, id)),
    db.select().from(umkmTags).where(eq(umkmTags.umkmId, id)).orderBy(asc(umkmTags.position)),
    db.select().from(umkmProduk).where(eq(umkmProduk.umkmId, id)).orderBy(asc(umkmProduk.position)),
  ];
  const statements = [...reads(), ...writes, ...reads()];
  const results = (await db.batch(
    statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]],
  )) as unknown[];
  const snapshot = (at: number) => {
    const row = (results[at] as UmkmRow[])[0];
    return row ? toUmkm(row, results[at + 1] as TagRow[], results[at + 2] as ProdukRow[]) : null;
  };
  return { before: snapshot(0), after: snapshot(results.length - 3) };
}
