import type { Artikel } from "@padukuhan/shared/artikel";
import { assignments, type Database, insertStatement, rowsOf, type Statement } from "../../db/client";
import { type ContentStore, type RecordReads, readRecord } from "../../db/records";
import { tagTable } from "../../db/tags";
import { fromIso, toIso, toIsoOrNull } from "../../db/time";
import type { ArtikelRow } from "./table";

export const ARTIKEL_COLUMNS =
  "id, judul, text, link, penulis, kategori, gambar, status, publish_at, created_at, updated_at";
const SELECT_ARTIKEL = `SELECT ${ARTIKEL_COLUMNS} FROM artikel`;
/**
 * The condition every public statement on `artikel` carries: drafts and scheduled articles are
 * seen only in the admin. It is the partial indexes' own condition (schema.ts), so the public
 * lists walk `artikel_terbit_idx` / `artikel_terbit_kategori_idx`.
 */
export const PUBLISHED = "status = 'terbit'";
export const artikelTags = tagTable("artikel_tags", "artikel_id");

/** The row and its tags (already in order) as the API returns an article. */
export function toArtikel(row: ArtikelRow, tags: string[]): Artikel {
  return {
    id: row.id,
    judul: row.judul,
    text: row.text,
    link: row.link,
    ...(row.penulis === null ? {} : { penulis: row.penulis }),
    kategori: row.kategori,
    gambar: row.gambar,
    tags,
    status: row.status,
    publishAt: toIsoOrNull(row.publish_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIsoOrNull(row.updated_at),
  };
}

/** The two reads of one article in any status (row, then tags in order): the admin's. */
export const ARTIKEL_READS = [`${SELECT_ARTIKEL} WHERE id = ?`, artikelTags.readOne];
/** The same for visitors: a draft or a scheduled article is not found. */
export const PUBLIC_ARTIKEL_READS = [
  `${SELECT_ARTIKEL} WHERE id = ? AND ${PUBLISHED}`,
  ARTIKEL_READS[1] as string,
];

const assembleArtikel: RecordReads<Artikel>["assemble"] = ([rows, tags]) => {
  const row = rowsOf<ArtikelRow>(rows)[0];
  return row ? toArtikel(row, artikelTags.fromResult(tags)) : null;
};
const artikelReads: RecordReads<Artikel> = { sql: ARTIKEL_READS, assemble: assembleArtikel };
const publicArtikelReads: RecordReads<Artikel> = { sql: PUBLIC_ARTIKEL_READS, assemble: assembleArtikel };

/** A published article, as visitors may see it (pages, API); null for a draft or a scheduled one. */
export const findArtikel = (db: Database, id: string) => readRecord(db, publicArtikelReads, id);
/** An article in any status: the admin's preview. */
export const findAnyArtikel = (db: Database, id: string) => readRecord(db, artikelReads, id);

/**
 * The statements that write a complete article (row and tags). Callers run them in one
 * `db.batch`, which D1 applies as a single transaction, so no half-record is ever left.
 */
export function insertArtikelStatements(db: Database, record: Artikel): Statement[] {
  return [
    insertStatement(db, "artikel", {
      id: record.id,
      judul: record.judul,
      text: record.text,
      link: record.link,
      penulis: record.penulis ?? null,
      kategori: record.kategori,
      gambar: record.gambar,
      status: record.status,
      publish_at: record.publishAt === null ? null : fromIso(record.publishAt),
      created_at: fromIso(record.createdAt),
      updated_at: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
    ...artikelTags.insert(db, record.id, record.tags),
  ];
}

/** What an edit writes: the form's fields; `gambar` only when a new image replaced the old one. */
export type ArtikelChanges = Omit<Artikel, "id" | "gambar" | "createdAt" | "updatedAt"> & {
  gambar?: string;
  updatedAt: string;
};

/**
 * The statements that rewrite an article's fields and its tags; run them in one batch. An
 * article that goes public with this edit is dated now (the moment it went public); an edit of
 * a published article keeps its date. Decided in SQL from the stored status, so an edit racing
 * the minute job cannot date it twice.
 */
export function updateArtikelStatements(db: Database, id: string, changes: ArtikelChanges): Statement[] {
  const editedAt = fromIso(changes.updatedAt);
  const set = assignments({
    judul: changes.judul,
    text: changes.text,
    link: changes.link,
    penulis: changes.penulis ?? null,
    kategori: changes.kategori,
    ...(changes.gambar === undefined ? {} : { gambar: changes.gambar }),
    updated_at: editedAt,
  });
  const goesPublic = `CASE WHEN ? = 'terbit' AND status != 'terbit' THEN ? ELSE created_at END`;
  return [
    db
      .prepare(
        `UPDATE artikel SET ${set.sql}, created_at = ${goesPublic}, status = ?, publish_at = ? WHERE id = ?`,
      )
      .bind(
        ...set.values,
        changes.status,
        editedAt,
        changes.status,
        changes.publishAt === null ? null : fromIso(changes.publishAt),
        id,
      ),
    ...artikelTags.replace(db, id, changes.tags),
  ];
}

/** Articles for the admin content routes. */
export const artikelStore: ContentStore<Artikel, ArtikelChanges> = {
  table: "artikel",
  reads: artikelReads,
  insert: insertArtikelStatements,
  update: updateArtikelStatements,
};
