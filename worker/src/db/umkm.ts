import type { Umkm } from "@padukuhan/shared/types";
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
