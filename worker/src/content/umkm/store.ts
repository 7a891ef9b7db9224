import type { Produk, Umkm, UmkmListItem } from "@padukuhan/shared/umkm";
import {
  assignments,
  childRows,
  type Database,
  groupChildren,
  insertStatement,
  rowsOf,
  type Statement,
} from "../../db/client";
import { type ContentStore, type RecordReads, readRecord } from "../../db/records";
import { tagTable } from "../../db/tags";
import { fromIso, toIso, toIsoOrNull } from "../../db/time";
import type { UmkmProdukRow, UmkmRow } from "./table";

type ProdukRow = Pick<UmkmProdukRow, "umkm_id" | "nama" | "gambar" | "harga">;

/** The columns of a UMKM in a list; its own page reads `alamat` and `peta` too (`UMKM_READS`). */
export const UMKM_COLUMNS = "id, nama, nama_pemilik, no_telp, text, kategori, gambar, created_at, updated_at";
const SELECT_UMKM = `SELECT ${UMKM_COLUMNS}, alamat, peta FROM umkm`;

/** A row as a list reads it (`UMKM_COLUMNS`). */
export type UmkmListRow = Omit<UmkmRow, "alamat" | "peta">;
export const umkmTags = tagTable("umkm_tags", "umkm_id");
export const SELECT_PRODUK = "SELECT umkm_id, nama, gambar, harga FROM umkm_produk";

/** The row, its tags and its products (each already in order) as a list returns a UMKM. */
export function toUmkmListItem(row: UmkmListRow, tags: string[], produk: Produk[]): UmkmListItem {
  return {
    id: row.id,
    nama: row.nama,
    nama_pemilik: row.nama_pemilik,
    no_telp: row.no_telp,
    text: row.text,
    kategori: row.kategori,
    gambar: row.gambar,
    produk,
    tags,
    createdAt: toIso(row.created_at),
    updatedAt: toIsoOrNull(row.updated_at),
  };
}

/** The whole record, as its own page and the admin's writes answer it. */
export function toUmkm(row: UmkmRow, tags: string[], produk: Produk[]): Umkm {
  return { ...toUmkmListItem(row, tags, produk), alamat: row.alamat, peta: row.peta };
}

/** The three reads of one UMKM (row, tags, products in order). */
export const UMKM_READS = [
  `${SELECT_UMKM} WHERE id = ?`,
  umkmTags.readOne,
  `${SELECT_PRODUK} WHERE umkm_id = ? ORDER BY position`,
];
const toProduk = (row: ProdukRow): Produk => ({ nama: row.nama, gambar: row.gambar, harga: row.harga });

const umkmReads: RecordReads<Umkm> = {
  sql: UMKM_READS,
  assemble: ([rows, tags, produk]) => {
    const row = rowsOf<UmkmRow>(rows)[0];
    return row ? toUmkm(row, umkmTags.fromResult(tags), rowsOf<ProdukRow>(produk).map(toProduk)) : null;
  },
};

/** The tags and products of the UMKM `ids` (one page), each read in one statement. */
export async function childrenOf(
  db: Database,
  ids: string[],
): Promise<{ tags: Map<string, string[]>; produk: Map<string, Produk[]> }> {
  const [tags, produk] = await Promise.all([
    umkmTags.of(db, ids),
    childRows<ProdukRow>(db, SELECT_PRODUK, "umkm_id", ids),
  ]);
  return { tags, produk: groupChildren(produk, (row) => row.umkm_id, toProduk) };
}

export const findUmkm = (db: Database, id: string) => readRecord(db, umkmReads, id);

/** A product of UMKM `id` at `position`, as a new row. */
const insertProduk = (db: Database, id: string, item: Produk, position: number) =>
  insertStatement(db, "umkm_produk", {
    umkm_id: id,
    position,
    nama: item.nama,
    gambar: item.gambar,
    harga: item.harga,
  });

/** The statements that write a complete UMKM (row, tags, products); run them in one batch. */
export function insertUmkmStatements(db: Database, record: Umkm): Statement[] {
  return [
    insertStatement(db, "umkm", {
      id: record.id,
      nama: record.nama,
      nama_pemilik: record.nama_pemilik,
      no_telp: record.no_telp,
      text: record.text,
      kategori: record.kategori,
      gambar: record.gambar,
      alamat: record.alamat,
      peta: record.peta,
      created_at: fromIso(record.createdAt),
      updated_at: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
    ...umkmTags.insert(db, record.id, record.tags),
    ...record.produk.map((item, position) => insertProduk(db, record.id, item, position)),
  ];
}

/** A product as an edit writes it: `kept` when its image is one the UMKM already had. */
export interface ProdukChange extends Produk {
  kept: boolean;
}

/** What an edit writes; `gambar` only when a new main image replaced the old one. */
export interface UmkmChanges {
  nama: string;
  nama_pemilik: string;
  no_telp: string;
  text: string;
  kategori: string;
  gambar?: string;
  alamat: string | null;
  peta: string | null;
  produk: ProdukChange[];
  tags: string[];
  updatedAt: string;
}

/**
 * The statements that rewrite a UMKM's fields, tags and products; run them in one batch.
 *
 * A kept product image is checked inside the write itself, against the products the record
 * holds at that moment: another edit may have dropped (and so deleted) that image since this
 * one read the record. The old products step aside to negative positions, the new ones take
 * a kept image only if an old one still has it, then the old ones go.
 */
export function updateUmkmStatements(db: Database, id: string, changes: UmkmChanges): Statement[] {
  const set = assignments({
    nama: changes.nama,
    nama_pemilik: changes.nama_pemilik,
    no_telp: changes.no_telp,
    text: changes.text,
    kategori: changes.kategori,
    ...(changes.gambar === undefined ? {} : { gambar: changes.gambar }),
    alamat: changes.alamat,
    peta: changes.peta,
    updated_at: fromIso(changes.updatedAt),
  });
  return [
    db.prepare(`UPDATE umkm SET ${set.sql} WHERE id = ?`).bind(...set.values, id),
    ...umkmTags.replace(db, id, changes.tags),
    db.prepare("UPDATE umkm_produk SET position = -1 - position WHERE umkm_id = ?").bind(id),
    ...changes.produk.map((item, position) =>
      item.kept && item.gambar !== null
        ? db
            .prepare(
              "INSERT INTO umkm_produk (umkm_id, position, nama, gambar, harga) VALUES (?, ?, ?, (SELECT gambar FROM umkm_produk WHERE umkm_id = ? AND position < 0 AND gambar = ? LIMIT 1), ?)",
            )
            .bind(id, position, item.nama, id, item.gambar, item.harga)
        : insertProduk(db, id, item, position),
    ),
    db.prepare("DELETE FROM umkm_produk WHERE umkm_id = ? AND position < 0").bind(id),
  ];
}

/** Every image URL a UMKM references: the main image and each product's. */
export function umkmImages(record: Umkm): string[] {
  return [record.gambar, ...record.produk.flatMap((item) => (item.gambar ? [item.gambar] : []))];
}

/** UMKM for the admin content routes. */
export const umkmStore: ContentStore<Umkm, UmkmChanges> = {
  table: "umkm",
  reads: umkmReads,
  insert: insertUmkmStatements,
  update: updateUmkmStatements,
};
