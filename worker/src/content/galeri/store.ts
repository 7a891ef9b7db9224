import { type GaleriKategori, galeriKategori } from "@padukuhan/shared/categories";
import type { Galeri } from "@padukuhan/shared/galeri";
import { assignments, type Database, insertStatement, rowsOf, type Statement } from "../../db/client";
import type { ContentStore, RecordReads } from "../../db/records";
import { fromIso, toIso, toIsoOrNull } from "../../db/time";
import type { GaleriRow } from "./table";

export const GALERI_COLUMNS = "id, judul, foto, video_id, kategori, created_at, updated_at";
const SELECT_GALERI = `SELECT ${GALERI_COLUMNS} FROM galeri`;

export function toGaleri(row: GaleriRow): Galeri {
  return {
    id: row.id,
    judul: row.judul,
    foto: row.foto,
    videoId: row.video_id,
    kategori: row.kategori as GaleriKategori,
    createdAt: toIso(row.created_at),
    updatedAt: toIsoOrNull(row.updated_at),
  };
}

export const GALERI_READ = `${SELECT_GALERI} WHERE id = ?`;
const galeriReads: RecordReads<Galeri> = {
  sql: [GALERI_READ],
  assemble: ([rows]) => {
    const row = rowsOf<GaleriRow>(rows)[0];
    return row ? toGaleri(row) : null;
  },
};

export function insertGaleriStatements(db: Database, record: Galeri): Statement[] {
  return [
    insertStatement(db, "galeri", {
      id: record.id,
      judul: record.judul,
      foto: record.foto,
      video_id: record.videoId,
      kategori: record.kategori,
      created_at: fromIso(record.createdAt),
      updated_at: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
  ];
}

/**
 * What an edit writes; `foto` only when a new photo (or a video's thumbnail) replaced the old
 * one. `videoId` is always written: an edit may turn a video into a photo or back.
 */
export interface GaleriChanges {
  judul: string;
  foto?: string;
  videoId: string | null;
  updatedAt: string;
}

export function updateGaleriStatements(db: Database, id: string, changes: GaleriChanges): Statement[] {
  const set = assignments({
    judul: changes.judul,
    // The category follows the title (seed section 3), stored so lists can filter on it.
    kategori: galeriKategori(changes.judul),
    ...(changes.foto === undefined ? {} : { foto: changes.foto }),
    video_id: changes.videoId,
    updated_at: fromIso(changes.updatedAt),
  });
  return [db.prepare(`UPDATE galeri SET ${set.sql} WHERE id = ?`).bind(...set.values, id)];
}

/** Gallery photos and videos for the admin content routes. */
export const galeriStore: ContentStore<Galeri, GaleriChanges> = {
  table: "galeri",
  reads: galeriReads,
  insert: insertGaleriStatements,
  update: updateGaleriStatements,
};
