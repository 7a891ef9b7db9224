/**
 * 'Pengumuman' in D1: the admin's records, the one active announcement every public page
 * shows, and the minute job's steps that start and end them. `aktif` is written (when saved,
 * and by the due steps), never worked out from the clock at read time: the public read is one
 * index seek and the edge cache follows it through the content version (docs/decisions/012).
 */
import { type Pengumuman, type PengumumanBar, pengumumanMessages } from "@padukuhan/shared/pengumuman";
import { type Database, insertStatement, rowsOf } from "../../db/client";
import type { ContentStore, RecordReads } from "../../db/records";
import { fromIso, toIso, toIsoOrNull } from "../../db/time";
import type { PengumumanRow } from "./table";

export const PENGUMUMAN_COLUMNS = "id, text, link, mulai, selesai, aktif, created_at, updated_at";

/** Whether a period holds `now`: its start counts, its end does not. */
export const activeAt = (mulai: number, selesai: number, now: number) => mulai <= now && now < selesai;

export function toPengumuman(row: PengumumanRow): Pengumuman {
  return {
    id: row.id,
    text: row.text,
    link: row.link,
    mulai: toIso(row.mulai),
    selesai: toIso(row.selesai),
    aktif: row.aktif === 1,
    createdAt: toIso(row.created_at),
    updatedAt: toIsoOrNull(row.updated_at),
  };
}

const pengumumanReads: RecordReads<Pengumuman> = {
  sql: [`SELECT ${PENGUMUMAN_COLUMNS} FROM pengumuman WHERE id = ?`],
  assemble: ([rows]) => {
    const row = rowsOf<PengumumanRow>(rows)[0];
    return row ? toPengumuman(row) : null;
  },
};

/** What an edit writes: every field (there is no image to keep). */
export interface PengumumanChanges {
  text: string;
  link: string | null;
  mulai: string;
  selesai: string;
  aktif: boolean;
  updatedAt: string;
}

export const pengumumanStore: ContentStore<Pengumuman, PengumumanChanges> = {
  table: "pengumuman",
  reads: pengumumanReads,
  // The triggers of migration 0007 refuse a period that overlaps another (`overlapRefusal`).
  insert: (db, record) => [
    insertStatement(db, "pengumuman", {
      id: record.id,
      text: record.text,
      link: record.link,
      mulai: fromIso(record.mulai),
      selesai: fromIso(record.selesai),
      aktif: record.aktif ? 1 : 0,
      created_at: fromIso(record.createdAt),
      updated_at: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
  ],
  update: (db, id, changes) => [
    db
      .prepare(
        "UPDATE pengumuman SET text = ?, link = ?, mulai = ?, selesai = ?, aktif = ?, updated_at = ? WHERE id = ?",
      )
      .bind(
        changes.text,
        changes.link,
        fromIso(changes.mulai),
        fromIso(changes.selesai),
        changes.aktif ? 1 : 0,
        fromIso(changes.updatedAt),
        id,
      ),
  ],
};

/** The other announcement whose period overlaps `mulai`..`selesai` (see migration 0007). */
export const OVERLAPPING_SQL =
  "SELECT text FROM pengumuman WHERE mulai < ? AND id <> ? ORDER BY mulai DESC LIMIT 1";

/**
 * The field message for a write the overlap trigger refused, naming the other announcement;
 * null when `error` is something else. Read after the failed batch, only for the message.
 */
export async function overlapRefusal(
  db: Database,
  error: unknown,
  period: { mulai: number; selesai: number },
  id: string,
): Promise<Record<string, string> | null> {
  if (!String(error instanceof Error ? error.message : error).includes("pengumuman_overlap")) return null;
  const other = await db.prepare(OVERLAPPING_SQL).bind(period.selesai, id).first<{ text: string }>();
  return { mulai: pengumumanMessages.overlap(other?.text ?? "") };
}

/** The announcement on every public page: the active one (at most one; the latest if two overlap a minute). */
export const ACTIVE_SQL = "SELECT id, text, link FROM pengumuman WHERE aktif = 1 ORDER BY mulai DESC LIMIT 1";

export async function activePengumuman(db: Database): Promise<PengumumanBar | null> {
  return (await db.prepare(ACTIVE_SQL).first<PengumumanBar>()) ?? null;
}

/** One page of the admin list, latest period first; keyset on (mulai, id). */
export const pengumumanPageSql = (after: boolean) =>
  `SELECT ${PENGUMUMAN_COLUMNS} FROM pengumuman${after ? " WHERE (mulai, id) < (?, ?)" : ""} ORDER BY mulai DESC, id DESC LIMIT ?`;
