/**
 * 'Laporan Warga' (docs/decisions/021): the office reads residents' reports, changes their
 * state and whether the public record shows them, and answers them. The resident's words are
 * never written here. Mounted at /api/admin/lapor, behind the session guard.
 */
import { fieldErrors } from "@padukuhan/shared/content-schemas";
import { LAPOR_STATUS, type LaporStatus, roundedCoordinates } from "@padukuhan/shared/lapor";
import {
  type LaporCounts,
  type LaporEntry,
  type LaporJawabanEntry,
  type LaporRecord,
  type LaporState,
  laporActivity,
  laporAdminMessages,
  laporJawabanSchema,
  laporListQuerySchema,
  laporPublikSchema,
  laporStatusSchema,
  wibMonthRange,
} from "@padukuhan/shared/lapor-admin";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { type Database, rowsOf, type Statement } from "../../db/client";
import { bumpContentVersionIf } from "../../db/content-version";
import { toIso, toIsoOrNull } from "../../db/time";
import type { AppEnv } from "../../env";
import { activityStatementIf, byAdmin } from "../../lib/activity-log";
import { adminPageQuery, type Keyset, pageOf } from "../../lib/admin-paging";
import { bodyLimit, JSON_BODY_LIMIT, jsonTooLarge } from "../../lib/body-limit";
import { apiError, refuse } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { invalidInput, jsonInput } from "../../lib/validation";
import type { LaporanJawabanRow, LaporanRow } from "./table";

// ---------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------

const ENTRY_COLUMNS = "id, kode, kategori, judul, lokasi, status, publik, created_at, updated_at, ditutup_at";
type EntryRow = Pick<
  LaporanRow,
  | "id"
  | "kode"
  | "kategori"
  | "judul"
  | "lokasi"
  | "status"
  | "publik"
  | "created_at"
  | "updated_at"
  | "ditutup_at"
>;

export interface LaporListFilter {
  status: LaporStatus | null;
  kategori: string | null;
  /** `[from, until)` in milliseconds: a month on the WIB clock (`wibMonthRange`). */
  month: readonly [number, number] | null;
}

export interface LaporStatement {
  sql: string;
  values: (string | number)[];
}

/**
 * One page newest first, on the index whose leading columns are the filter's equalities and
 * then `(created_at, id)`: the order is the index's, and a month and the cursor bound a range
 * of it, so no filter sorts or scans. Named with INDEXED BY so a plan never drifts to another index.
 */
export function laporPageStatement(
  filter: LaporListFilter,
  after: Keyset | null,
  limit: number,
): LaporStatement {
  const index =
    filter.status !== null && filter.kategori !== null
      ? "laporan_status_kategori_idx"
      : filter.status !== null
        ? "laporan_status_idx"
        : filter.kategori !== null
          ? "laporan_kategori_idx"
          : "laporan_newest_idx";
  const where: string[] = [];
  const values: (string | number)[] = [];
  if (filter.status !== null) {
    where.push("status = ?");
    values.push(filter.status);
  }
  if (filter.kategori !== null) {
    where.push("kategori = ?");
    values.push(filter.kategori);
  }
  if (filter.month) {
    where.push("created_at >= ?");
    values.push(filter.month[0]);
  }
  // One upper bound, the tighter one: SQLite bounds the index walk by one, and a second would
  // only filter, so a month's later pages would read every row of its earlier ones again.
  if (after && !(filter.month && after[0] >= filter.month[1])) {
    where.push("(created_at, id) < (?, ?)");
    values.push(...after);
  } else if (filter.month) {
    where.push("created_at < ?");
    values.push(filter.month[1]);
  }
  const condition = where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
  return {
    sql: `SELECT ${ENTRY_COLUMNS} FROM laporan INDEXED BY ${index}${condition} ORDER BY created_at DESC, id DESC LIMIT ?`,
    values: [...values, limit],
  };
}

/** The tabs' counts: the four rows migration 0011's triggers keep, on content_counts' key. */
export const LAPOR_COUNTS_SQL = `SELECT kategori, jumlah FROM content_counts WHERE koleksi = 'laporan' AND kategori IN (${LAPOR_STATUS.map(
  (status) => `'status:${status}'`,
).join(", ")})`;

const toEntry = (row: EntryRow): LaporEntry => ({
  id: row.id,
  kode: row.kode,
  kategori: row.kategori,
  judul: row.judul,
  lokasi: row.lokasi,
  status: row.status,
  publik: row.publik === 1,
  createdAt: toIso(row.created_at),
  updatedAt: toIsoOrNull(row.updated_at),
  ditutupAt: toIsoOrNull(row.ditutup_at),
});

function countsOf(result: D1Result | undefined): LaporCounts {
  const counts: LaporCounts = { baru: 0, diproses: 0, selesai: 0, ditolak: 0 };
  for (const row of rowsOf<{ kategori: string; jumlah: number }>(result)) {
    const status = row.kategori.slice("status:".length) as LaporStatus;
    if (status in counts) counts[status] = row.jumlah;
  }
  return counts;
}

// ---------------------------------------------------------------------------
// One report
// ---------------------------------------------------------------------------

/** Every column but the sender's hashes, on the primary key. */
export const LAPOR_REPORT_SQL = `SELECT id, kode, kategori, judul, uraian, lokasi, koordinat, nama, no_telp, status, publik, ditutup_at, created_at, updated_at
FROM laporan WHERE id = ?`;
type ReportRow = Omit<LaporanRow, "pengirim" | "pengirim_blok">;

export const LAPOR_PHOTOS_SQL = "SELECT foto FROM laporan_foto WHERE laporan_id = ? ORDER BY position";

/**
 * Oldest first, on `laporan_jawaban_laporan_idx`; answers of the same millisecond in the order
 * they were written (the rowid ends every index, so that order needs no sort either).
 */
export const LAPOR_ANSWERS_SQL = `SELECT j.id, j.akun_id, j.text, j.created_at, j.updated_at, a.username, a.nama
FROM laporan_jawaban AS j LEFT JOIN akun AS a ON a.id = j.akun_id
WHERE j.laporan_id = ? ORDER BY j.created_at, j.rowid`;
type AnswerRow = Pick<LaporanJawabanRow, "id" | "akun_id" | "text" | "created_at" | "updated_at"> & {
  username: string | null;
  nama: string | null;
};

const toAnswer = (row: AnswerRow, selfId: string): LaporJawabanEntry => ({
  id: row.id,
  text: row.text,
  author: row.username === null ? null : { username: row.username, nama: row.nama },
  self: row.akun_id !== null && row.akun_id === selfId,
  createdAt: toIso(row.created_at),
  updatedAt: toIsoOrNull(row.updated_at),
});

/** Google Maps at the report's rounded place; nothing for a value that is no position. */
const mapLink = (koordinat: string | null) => {
  const place = koordinat === null ? null : roundedCoordinates(koordinat);
  return place ? `https://www.google.com/maps?q=${place}` : null;
};

// ---------------------------------------------------------------------------
// The office's changes
// ---------------------------------------------------------------------------

export const LAPOR_TITLE_SQL = "SELECT judul FROM laporan WHERE id = ?";
export const LAPOR_STATE_SQL = "SELECT id, status, publik, updated_at, ditutup_at FROM laporan WHERE id = ?";
type StateRow = Pick<LaporanRow, "id" | "status" | "publik" | "updated_at" | "ditutup_at">;

/**
 * ?1 the new state, ?2 now, ?3 the id. Closing keeps the first closing time (from 'selesai' to
 * 'ditolak' is a correction, and the year before the reporter is forgotten runs from it);
 * reopening clears it. An unchanged state writes nothing.
 */
export const LAPOR_SET_STATUS = `UPDATE laporan SET status = ?1,
  ditutup_at = CASE WHEN ?1 IN ('selesai', 'ditolak') THEN coalesce(ditutup_at, ?2) ELSE NULL END,
  updated_at = ?2
WHERE id = ?3 AND status <> ?1`;
/** ?1 0 or 1, ?2 now, ?3 the id. */
export const LAPOR_SET_PUBLIK =
  "UPDATE laporan SET publik = ?1, updated_at = ?2 WHERE id = ?3 AND publik <> ?1";

/** ?1 id, ?2 the report, ?3 its author, ?4 text, ?5 now; nothing when the report is gone. */
export const LAPOR_INSERT_ANSWER = `INSERT INTO laporan_jawaban (id, laporan_id, akun_id, text, created_at)
SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM laporan WHERE id = ?2)`;
/** An answer of the report, its author and the report's title, on the two primary keys. */
export const LAPOR_ANSWER_SQL = `SELECT j.akun_id, l.judul FROM laporan_jawaban AS j JOIN laporan AS l ON l.id = j.laporan_id
WHERE j.id = ? AND j.laporan_id = ?`;
/** ?1 text, ?2 now, ?3 the answer, ?4 the report, ?5 the author: only the author's answer changes. */
export const LAPOR_UPDATE_ANSWER = `UPDATE laporan_jawaban SET text = ?1, updated_at = ?2
WHERE id = ?3 AND laporan_id = ?4 AND akun_id = ?5 RETURNING id, text, created_at, updated_at`;
/** ?1 the answer, ?2 the report, ?3 the author. */
export const LAPOR_DELETE_ANSWER =
  "DELETE FROM laporan_jawaban WHERE id = ?1 AND laporan_id = ?2 AND akun_id = ?3 RETURNING id";

/** The author's own answer is still there: the condition of its 'Riwayat' line. */
const OWN_ANSWER = "EXISTS (SELECT 1 FROM laporan_jawaban WHERE id = ? AND laporan_id = ? AND akun_id = ?)";
/** ...and its report is public: the edge-cached /lapor/daftar shows it, so the version moves. */
const OWN_PUBLIC_ANSWER = `EXISTS (SELECT 1 FROM laporan_jawaban AS j JOIN laporan AS l ON l.id = j.laporan_id
WHERE j.id = ? AND j.laporan_id = ? AND j.akun_id = ? AND l.publik = 1)`;

/**
 * The answers' JSON bodies: 2,000 characters may take up to 6 bytes each once encoded (an
 * escaped control character), well over the 4 KB of the other admin forms.
 */
export const ANSWER_BODY_LIMIT = 16 * 1024;

const notFound = (c: Context) => apiError(c, 404, "not_found", laporAdminMessages.notFound);
const answerNotFound = (c: Context) => apiError(c, 404, "not_found", laporAdminMessages.jawabanNotFound);

async function titleOf(db: Database, id: string): Promise<string | null> {
  const row = await db.prepare(LAPOR_TITLE_SQL).bind(id).first<{ judul: string }>();
  return row?.judul ?? null;
}

/**
 * One change of report `id`'s state (its status, or whether it is public) to `value`, in one
 * batch: the 'Riwayat' line only when `changes` holds (the state really changes), the version
 * bump only when `shows` holds too (the change reaches /lapor/daftar), then the change (`set`:
 * ?1 the value, ?2 now, ?3 the id), then the state as it now stands. Null when there is no
 * such report.
 */
async function changeState(
  db: Database,
  user: { id: string; username: string },
  id: string,
  change: { action: string; value: string | number; changes: string; shows: string; set: string },
): Promise<StateRow | null> {
  const judul = await titleOf(db, id);
  if (judul === null) return null;
  const entry = byAdmin(user, "laporan", change.action, id, judul);
  const results = await db.batch([
    activityStatementIf(db, entry, change.changes, id, change.value),
    bumpContentVersionIf(db, change.shows, id, change.value),
    db.prepare(change.set).bind(change.value, Date.now(), id),
    db.prepare(LAPOR_STATE_SQL).bind(id),
  ]);
  return rowsOf<StateRow>(results[3])[0] ?? null;
}

/**
 * The title of report `id` when `jawabanId` is one of its answers and `user` wrote it; refused
 * otherwise (404, or 403 for another admin's answer: the office signs what it tells a resident).
 */
async function ownAnswer(db: Database, userId: string, id: string, jawabanId: string): Promise<string> {
  const found = await db
    .prepare(LAPOR_ANSWER_SQL)
    .bind(jawabanId, id)
    .first<{ akun_id: string | null; judul: string }>();
  if (!found) refuse(404, "not_found", laporAdminMessages.jawabanNotFound);
  if (found.akun_id !== userId) refuse(403, "forbidden", laporAdminMessages.notAuthor);
  return found.judul;
}

/**
 * A change to `user`'s own answer `jawabanId` of report `id`, in one batch: its 'Riwayat' line
 * (`action`) and the version bump (the latter only for a public report) while the answer is
 * still theirs, then the statement `write` makes for the three ids. Refused as `ownAnswer`.
 */
async function changeOwnAnswer(
  db: Database,
  user: { id: string; username: string },
  ids: { id: string; jawabanId: string },
  action: string,
  write: (jawabanId: string, id: string, userId: string) => Statement,
) {
  const { id, jawabanId } = ids;
  const judul = await ownAnswer(db, user.id, id, jawabanId);
  const entry = byAdmin(user, "laporan", action, id, judul);
  return db.batch([
    activityStatementIf(db, entry, OWN_ANSWER, jawabanId, id, user.id),
    bumpContentVersionIf(db, OWN_PUBLIC_ANSWER, jawabanId, id, user.id),
    write(jawabanId, id, user.id),
  ]);
}

const toState = (row: StateRow): LaporState => ({
  id: row.id,
  status: row.status,
  publik: row.publik === 1,
  updatedAt: toIsoOrNull(row.updated_at),
  ditutupAt: toIsoOrNull(row.ditutup_at),
});

const jsonLimit = bodyLimit(JSON_BODY_LIMIT, jsonTooLarge);
const answerLimit = bodyLimit(ANSWER_BODY_LIMIT, jsonTooLarge);

export const adminLapor = new Hono<AppEnv>()
  .get("/", adminPageQuery, async (c) => {
    const parsed = laporListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalidInput(c, fieldErrors(parsed.error));
    const { status, kategori, bulan } = parsed.data;
    const { after, limit } = c.req.valid("query");
    const filter: LaporListFilter = {
      status: status ?? null,
      kategori: kategori ?? null,
      month: bulan ? wibMonthRange(bulan) : null,
    };
    const statement = laporPageStatement(filter, after, limit + 1);
    const db = c.env.DB;
    const [list, counts] = await db.batch([
      db.prepare(statement.sql).bind(...statement.values),
      db.prepare(LAPOR_COUNTS_SQL),
    ]);
    const { page, next } = pageOf(rowsOf<EntryRow>(list), limit, (row) => [row.created_at, row.id]);
    c.header("Cache-Control", "no-store");
    return c.json({ data: page.map(toEntry), next, counts: countsOf(counts) });
  })
  .all("/", methodNotAllowed(["GET"]))
  .get("/:id", async (c) => {
    const id = c.req.param("id");
    const db = c.env.DB;
    const [report, photos, answers] = await db.batch([
      db.prepare(LAPOR_REPORT_SQL).bind(id),
      db.prepare(LAPOR_PHOTOS_SQL).bind(id),
      db.prepare(LAPOR_ANSWERS_SQL).bind(id),
    ]);
    const row = rowsOf<ReportRow>(report)[0];
    if (!row) return notFound(c);
    const selfId = c.get("session").user.id;
    const record: LaporRecord = {
      ...toEntry(row),
      uraian: row.uraian,
      koordinat: row.koordinat,
      peta: mapLink(row.koordinat),
      nama: row.nama,
      no_telp: row.no_telp,
      foto: rowsOf<{ foto: string }>(photos).map((photo) => photo.foto),
      jawaban: rowsOf<AnswerRow>(answers).map((answer) => toAnswer(answer, selfId)),
    };
    c.header("Cache-Control", "no-store");
    return c.json(record);
  })
  .all("/:id", methodNotAllowed(["GET"]))
  .put("/:id/status", jsonLimit, jsonInput(laporStatusSchema), async (c) => {
    const { status } = c.req.valid("json");
    const state = await changeState(c.env.DB, c.get("session").user, c.req.param("id"), {
      action: laporActivity.status(status),
      value: status,
      changes: "EXISTS (SELECT 1 FROM laporan WHERE id = ? AND status <> ?)",
      // Only a public report's status shows on /lapor/daftar.
      shows: "EXISTS (SELECT 1 FROM laporan WHERE id = ? AND status <> ? AND publik = 1)",
      set: LAPOR_SET_STATUS,
    });
    return state ? c.json(toState(state)) : notFound(c);
  })
  .all("/:id/status", methodNotAllowed(["PUT"]))
  // Made public or private: /lapor/daftar changes either way, so the version moves with it.
  .put("/:id/publik", jsonLimit, jsonInput(laporPublikSchema), async (c) => {
    const publik = c.req.valid("json").publik ? 1 : 0;
    const changes = "EXISTS (SELECT 1 FROM laporan WHERE id = ? AND publik <> ?)";
    const state = await changeState(c.env.DB, c.get("session").user, c.req.param("id"), {
      action: laporActivity.publik(publik === 1),
      value: publik,
      changes,
      shows: changes,
      set: LAPOR_SET_PUBLIK,
    });
    return state ? c.json(toState(state)) : notFound(c);
  })
  .all("/:id/publik", methodNotAllowed(["PUT"]))
  .post("/:id/jawaban", answerLimit, jsonInput(laporJawabanSchema), async (c) => {
    const id = c.req.param("id");
    const { text } = c.req.valid("json");
    const db = c.env.DB;
    const judul = await titleOf(db, id);
    if (judul === null) return notFound(c);
    const user = c.get("session").user;
    const answerId = newId();
    const now = Date.now();
    const entry = byAdmin(user, "laporan", laporActivity.jawab, id, judul);
    const results = await db.batch([
      db.prepare(LAPOR_INSERT_ANSWER).bind(answerId, id, user.id, text, now),
      activityStatementIf(db, entry, "EXISTS (SELECT 1 FROM laporan_jawaban WHERE id = ?)", answerId),
      bumpContentVersionIf(db, "EXISTS (SELECT 1 FROM laporan WHERE id = ? AND publik = 1)", id),
    ]);
    if ((results[0]?.meta.changes ?? 0) === 0) return notFound(c);
    const answer: LaporJawabanEntry = {
      id: answerId,
      text,
      author: { username: user.username, nama: user.nama },
      self: true,
      createdAt: toIso(now),
      updatedAt: null,
    };
    return c.json(answer, 201);
  })
  .all("/:id/jawaban", methodNotAllowed(["POST"]))
  // Only its author edits or deletes an answer: the office signs what it tells a resident.
  .put("/:id/jawaban/:jawabanId", answerLimit, jsonInput(laporJawabanSchema), async (c) => {
    const { text } = c.req.valid("json");
    const db = c.env.DB;
    const user = c.get("session").user;
    const results = await changeOwnAnswer(db, user, c.req.param(), laporActivity.ubahJawaban, (...ids) =>
      db.prepare(LAPOR_UPDATE_ANSWER).bind(text, Date.now(), ...ids),
    );
    const row = rowsOf<Pick<AnswerRow, "id" | "text" | "created_at" | "updated_at">>(results[2])[0];
    if (!row) return answerNotFound(c);
    const answer: LaporJawabanEntry = {
      id: row.id,
      text: row.text,
      author: { username: user.username, nama: user.nama },
      self: true,
      createdAt: toIso(row.created_at),
      updatedAt: toIsoOrNull(row.updated_at),
    };
    return c.json(answer);
  })
  .delete("/:id/jawaban/:jawabanId", async (c) => {
    const { jawabanId } = c.req.param();
    const db = c.env.DB;
    const results = await changeOwnAnswer(
      db,
      c.get("session").user,
      c.req.param(),
      laporActivity.hapusJawaban,
      (...ids) => db.prepare(LAPOR_DELETE_ANSWER).bind(...ids),
    );
    if ((results[2]?.results.length ?? 0) === 0) return answerNotFound(c);
    return c.json({ id: jawabanId });
  })
  .all("/:id/jawaban/:jawabanId", methodNotAllowed(["PUT", "DELETE"]));
