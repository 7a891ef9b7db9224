import type { Artikel } from "@padukuhan/shared/types";
import {
  assignments,
  childRows,
  type Database,
  groupChildren,
  insertStatement,
  rowsOf,
  type Statement,
} from "./client";
import { type ContentStore, type RecordReads, readRecord } from "./records";
import type { ArtikelRow, ArtikelTagRow } from "./rows";
import { fromIso, toIso, toIsoOrNull } from "./time";

type TagRow = Pick<ArtikelTagRow, "artikel_id" | "tag">;

export const ARTIKEL_COLUMNS = "id, judul, text, link, kategori, gambar, created_at, updated_at";
const SELECT_ARTIKEL = `SELECT ${ARTIKEL_COLUMNS} FROM artikel`;
export const SELECT_TAGS = "SELECT artikel_id, tag FROM artikel_tags";

/** The row and its tags (already in order) as the API returns an article. */
export function toArtikel(row: ArtikelRow, tags: string[]): Artikel {
  return {
    id: row.id,
    judul: row.judul,
    text: row.text,
    link: row.link,
    kategori: row.kategori,
    gambar: row.gambar,
    tags,
    createdAt: toIso(row.created_at),
    updatedAt: toIsoOrNull(row.updated_at),
  };
}

/** The two reads of one article (row, then tags in order). */
export const ARTIKEL_READS = [
  `${SELECT_ARTIKEL} WHERE id = ?`,
  `${SELECT_TAGS} WHERE artikel_id = ? ORDER BY position`,
];
const artikelReads: RecordReads<Artikel> = {
  sql: ARTIKEL_READS,
  assemble: ([rows, tags]) => {
    const row = rowsOf<ArtikelRow>(rows)[0];
    return row
      ? toArtikel(
          row,
          rowsOf<TagRow>(tags).map((tag) => tag.tag),
        )
      : null;
  },
};

/** The tags of the articles `ids` (one page), read in one statement and grouped in one pass. */
export async function tagsOf(db: Database, ids: string[]): Promise<Map<string, string[]>> {
  return groupChildren(
    await childRows<TagRow>(db, SELECT_TAGS, "artikel_id", ids),
    (row) => row.artikel_id,
    (row) => row.tag,
  );
}

export const findArtikel = (db: Database, id: string) => readRecord(db, artikelReads, id);

const tagStatements = (db: Database, id: string, tags: string[]) =>
  tags.map((tag, position) => insertStatement(db, "artikel_tags", { artikel_id: id, position, tag }));

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
      kategori: record.kategori,
      gambar: record.gambar,
      created_at: fromIso(record.createdAt),
      updated_at: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
    ...tagStatements(db, record.id, record.tags),
  ];
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
export function updateArtikelStatements(db: Database, id: string, changes: ArtikelChanges): Statement[] {
  const set = assignments({
    judul: changes.judul,
    text: changes.text,
    link: changes.link,
    kategori: changes.kategori,
    ...(changes.gambar === undefined ? {} : { gambar: changes.gambar }),
    updated_at: fromIso(changes.updatedAt),
  });
  return [
    db.prepare(`UPDATE artikel SET ${set.sql} WHERE id = ?`).bind(...set.values, id),
    db.prepare("DELETE FROM artikel_tags WHERE artikel_id = ?").bind(id),
    ...tagStatements(db, id, changes.tags),
  ];
}

/** Articles for the admin content routes. */
export const artikelStore: ContentStore<Artikel, ArtikelChanges> = {
  table: "artikel",
  reads: artikelReads,
  insert: insertArtikelStatements,
  update: updateArtikelStatements,
};
