/**
 * 'Agenda Kegiatan': events with a start and an end. `arsip` is a column, not a clock check at
 * read time: it is written when an event is saved and by the minute job (`archiveEndedAgenda`),
 * so the upcoming list and the archive are each one walk of `agenda_arsip_idx`, and their
 * counts (`content_counts`, koleksi 'agenda') and search (`agenda_fts`) follow through the
 * triggers of migration 0006. `content/query-plans.test.ts` checks every statement's query plan.
 */

import type { Agenda } from "@padukuhan/shared/agenda";
import type { ListFilter, ListWindow } from "@padukuhan/shared/pages";
import { SEARCH_COUNT_LIMIT } from "@padukuhan/shared/routes";
import { searchTerms } from "@padukuhan/shared/search";
import { assignments, type Database, insertStatement, rowsOf, type Statement } from "../../db/client";
import type { ContentStore, RecordReads } from "../../db/records";
import { fromIso, toIso, toIsoOrNull } from "../../db/time";
import { DUE_BATCH, type DueStep } from "../../lib/due-batch";
import type { AgendaRow } from "./table";

export const AGENDA_COLUMNS =
  "id, judul, mulai, selesai, lokasi, deskripsi, gambar, arsip, created_at, updated_at";
const T_COLUMNS = AGENDA_COLUMNS.split(", ")
  .map((column) => `t.${column}`)
  .join(", ");

export function toAgenda(row: AgendaRow): Agenda {
  return {
    id: row.id,
    judul: row.judul,
    mulai: toIso(row.mulai),
    selesai: toIso(row.selesai),
    lokasi: row.lokasi,
    deskripsi: row.deskripsi,
    gambar: row.gambar,
    arsip: row.arsip === 1,
    createdAt: toIso(row.created_at),
    updatedAt: toIsoOrNull(row.updated_at),
  };
}

/** Whether an event ending at `selesai` (ISO) is over at `now`: it then belongs in the archive. */
export const hasEnded = (selesai: string, now = Date.now()) => fromIso(selesai) <= now;

export const AGENDA_READ = `SELECT ${AGENDA_COLUMNS} FROM agenda WHERE id = ?`;
const agendaReads: RecordReads<Agenda> = {
  sql: [AGENDA_READ],
  assemble: ([rows]) => {
    const row = rowsOf<AgendaRow>(rows)[0];
    return row ? toAgenda(row) : null;
  },
};

export const findAgenda = async (db: Database, id: string): Promise<Agenda | null> => {
  const row = await db.prepare(AGENDA_READ).bind(id).first<AgendaRow>();
  return row ? toAgenda(row) : null;
};

export function insertAgendaStatements(db: Database, record: Agenda): Statement[] {
  return [
    insertStatement(db, "agenda", {
      id: record.id,
      judul: record.judul,
      mulai: fromIso(record.mulai),
      selesai: fromIso(record.selesai),
      lokasi: record.lokasi,
      deskripsi: record.deskripsi,
      gambar: record.gambar,
      arsip: record.arsip ? 1 : 0,
      created_at: fromIso(record.createdAt),
      updated_at: record.updatedAt === null ? null : fromIso(record.updatedAt),
    }),
  ];
}

/**
 * What an edit writes. `gambar`: a new image's URL, null to drop the stored one, absent to
 * keep it. `arsip` follows the new end time at the moment of saving.
 */
export interface AgendaChanges {
  judul: string;
  mulai: string;
  selesai: string;
  lokasi: string;
  deskripsi: string;
  gambar?: string | null;
  arsip: boolean;
  updatedAt: string;
}

export function updateAgendaStatements(db: Database, id: string, changes: AgendaChanges): Statement[] {
  const set = assignments({
    judul: changes.judul,
    mulai: fromIso(changes.mulai),
    selesai: fromIso(changes.selesai),
    lokasi: changes.lokasi,
    deskripsi: changes.deskripsi,
    ...(changes.gambar === undefined ? {} : { gambar: changes.gambar }),
    arsip: changes.arsip ? 1 : 0,
    updated_at: fromIso(changes.updatedAt),
  });
  return [db.prepare(`UPDATE agenda SET ${set.sql} WHERE id = ?`).bind(...set.values, id)];
}

export const agendaStore: ContentStore<Agenda, AgendaChanges> = {
  table: "agenda",
  reads: agendaReads,
  insert: insertAgendaStatements,
  update: updateAgendaStatements,
};

// ---------------------------------------------------------------------------
// Lists: upcoming, archive, search, and the admin's list
// ---------------------------------------------------------------------------

export interface AgendaStatement {
  sql: string;
  values: (string | number)[];
}

/** The kategori token `agenda_fts` holds for each list (migration 0006). */
const listKategori = (arsip: boolean) => (arsip ? "arsip" : "mendatang");

/** The FTS5 query for a search text, within one list when `arsip` is given; null without words. */
export function agendaMatch(q: string, arsip?: boolean): string | null {
  const terms = searchTerms(q);
  if (terms.length === 0) return null;
  const words = terms.map((term) => `"${term}"*`).join(" ");
  const list = arsip === undefined ? "" : ` AND kategori : ${listKategori(arsip)}`;
  return `{judul lokasi deskripsi} : (${words})${list}`;
}

/**
 * One window of the upcoming events (soonest first) or the archive (latest first): one walk of
 * `agenda_arsip_idx`. A search ranks by relevance in the FTS table and joins only its rows.
 */
export function agendaListStatement(arsip: boolean, filter: ListFilter, window: ListWindow): AgendaStatement {
  const match = agendaMatch(filter.q, arsip);
  if (match) {
    return {
      sql: `SELECT ${T_COLUMNS} FROM agenda_fts JOIN agenda AS t ON t.rowid = agenda_fts.rowid WHERE agenda_fts MATCH ? ORDER BY agenda_fts.rank LIMIT ? OFFSET ?`,
      values: [match, window.limit, window.offset],
    };
  }
  const direction = arsip ? "DESC" : "ASC";
  return {
    sql: `SELECT ${T_COLUMNS} FROM agenda AS t WHERE t.arsip = ? ORDER BY t.mulai ${direction}, t.id ${direction} LIMIT ? OFFSET ?`,
    values: [arsip ? 1 : 0, window.limit, window.offset],
  };
}

/** How many events a list holds: exact from the kept counts, or counted up to the search limit. */
export function agendaTotalStatement(arsip: boolean, filter: ListFilter): AgendaStatement {
  const match = agendaMatch(filter.q, arsip);
  if (match) {
    return {
      sql: "SELECT count(*) AS n FROM (SELECT 1 FROM agenda_fts WHERE agenda_fts MATCH ? LIMIT ?)",
      values: [match, SEARCH_COUNT_LIMIT + 1],
    };
  }
  return {
    sql: "SELECT coalesce(sum(jumlah), 0) AS n FROM content_counts WHERE koleksi = 'agenda' AND kategori = ?",
    values: [listKategori(arsip)],
  };
}

/**
 * The admin's list: every event, latest start first, continued after `[mulai, id]`; a search
 * keeps the matches while walking `agenda_mulai_idx`, so it pages with the same cursor.
 */
export function adminAgendaStatement(
  q: string,
  after: readonly [number, string] | null,
  limit: number,
): AgendaStatement {
  const where: string[] = [];
  const values: (string | number)[] = [];
  const match = agendaMatch(q);
  if (match) {
    where.push("t.rowid IN (SELECT rowid FROM agenda_fts WHERE agenda_fts MATCH ?)");
    values.push(match);
  }
  if (after) {
    where.push("(t.mulai, t.id) < (?, ?)");
    values.push(...after);
  }
  const condition = where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
  return {
    sql: `SELECT ${T_COLUMNS} FROM agenda AS t INDEXED BY agenda_mulai_idx${condition} ORDER BY t.mulai DESC, t.id DESC LIMIT ?`,
    values: [...values, limit],
  };
}

export async function runAgenda(db: Database, statement: AgendaStatement): Promise<Agenda[]> {
  const { results } = await db
    .prepare(statement.sql)
    .bind(...statement.values)
    .all<AgendaRow>();
  return results.map(toAgenda);
}

// ---------------------------------------------------------------------------
// The minute job: ended events move to the archive
// ---------------------------------------------------------------------------

/**
 * Upcoming events whose end has passed, soonest ended first: a walk of the partial
 * `agenda_selesai_idx`, named because the planner would rather walk `agenda_arsip_idx` and sort.
 */
export const ENDED_AGENDA_SQL =
  "SELECT id FROM agenda INDEXED BY agenda_selesai_idx WHERE arsip = 0 AND selesai <= ? ORDER BY selesai LIMIT ?";

interface EndedAgenda {
  id: string;
}

/**
 * Events that have ended move to the archive. No line in 'Riwayat': the archive follows from
 * the end time an admin typed, nobody decided anything, and a busy month would bury the
 * admins' own lines. The find walks the partial `agenda_selesai_idx` (upcoming events only).
 */
export const archiveEndedAgenda: DueStep<EndedAgenda> = {
  name: "agenda",
  find: (db, now) => db.prepare(ENDED_AGENDA_SQL).bind(now, DUE_BATCH),
  apply: (db, rows, now) =>
    rows.map((row) =>
      db.prepare("UPDATE agenda SET arsip = 1 WHERE id = ? AND arsip = 0 AND selesai <= ?").bind(row.id, now),
    ),
};
