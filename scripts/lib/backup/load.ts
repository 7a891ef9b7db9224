/**
 * Loads a checked backup (read.ts) into a site whose migrations have been applied: the rows of
 * every table in the archive's order (parents first) through the Worker's own INSERT
 * statement, so the content tables' triggers fill the search indexes and `content_counts` as
 * for any admin write; then every R2 object with its metadata; then a 'Riwayat' line and a new
 * content version (cached pages from before the restore are never served again).
 * Rows keep their rowids, which the search indexes and the sitemaps' ranges rely on.
 */
import path from "node:path";
import { SYSTEM_USERNAME } from "../../../worker/src/content/due-changes";
import { insertStatement } from "../../../worker/src/db/client";
import { bumpContentVersion } from "../../../worker/src/db/content-version";
import { activityStatement } from "../../../worker/src/lib/activity-log";
import {
  type Manifest,
  OBJECT_META_PREFIX,
  OBJECT_PREFIX,
  type ObjectMeta,
  ROWID,
  type Summary,
  TABLE_PREFIX,
} from "./archive";
import { formatBytes, formatCount, Progress } from "./progress";
import { ArchiveError, archiveEntries, parseJson, parseRows, tableOfEntry } from "./read";
import type { Site } from "./site";
import { appliedMigrations, backupTables, isWithheld, quoted, type Row, withheldStandIns } from "./tables";

/** Statements per `db.batch`: each inserts one row, so binds at most one value per column. */
const BATCH = 100;
/** Rows removed per DELETE when emptying with `--force`, so no statement runs long. */
const DELETE_CHUNK = 500;

/** Why the target cannot take the archive; nothing has been written. */
export class RestoreRefused extends Error {}

/** The tables in the target that hold anything, and whether the bucket does. */
async function contentsOf(site: Site, tables: string[]) {
  const filled: string[] = [];
  for (const table of tables) {
    if (await site.db.prepare(`SELECT 1 FROM ${quoted(table)} LIMIT 1`).first()) filled.push(table);
  }
  const objects = (await site.bucket.list({ limit: 1 })).objects.length > 0;
  return { filled, objects };
}

async function deleteAll(db: D1Database, table: string) {
  const sql = `DELETE FROM ${quoted(table)} WHERE rowid IN (SELECT rowid FROM ${quoted(table)} LIMIT ${DELETE_CHUNK})`;
  while ((await db.prepare(sql).run()).meta.changes > 0) {
    // again, until the table is empty
  }
}

/** `--force`: every row and object goes (children before parents), the indexes and counts too. */
async function empty(site: Site, tables: string[], progress: Progress) {
  for (const table of [...tables].reverse()) {
    progress.update(`Mengosongkan ${table}`);
    await deleteAll(site.db, table);
  }
  // Sessions and sign-in throttling go with the accounts; the counts and search indexes are
  // cleared outright (the delete triggers have already emptied them unless they had drifted).
  const { results } = await site.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
    .all<{ name: string }>();
  for (const table of ["sessions", "login_attempts", "content_counts", ...results.map((row) => row.name)]) {
    await site.db.prepare(`DELETE FROM ${quoted(table)}`).run();
  }
  let removed = 0;
  for (;;) {
    const listed = await site.bucket.list({ limit: 1000 });
    if (listed.objects.length === 0) break;
    await site.bucket.delete(listed.objects.map((object) => object.key));
    removed += listed.objects.length;
    progress.update(`Mengosongkan R2: ${formatCount(removed)} objek`);
  }
  progress.done("Basis data dan bucket tujuan dikosongkan.");
}

/**
 * Checks that the target can take the archive (its schema is at least as new, and it is empty
 * or `force` is given), empties it with `force`, and loads the archive.
 */
export async function loadBackup(
  site: Site,
  file: string,
  { manifest, summary }: { manifest: Manifest; summary: Summary },
  { force, progress = new Progress() }: { force: boolean; progress?: Progress },
) {
  const { db, bucket } = site;
  const applied = new Set(await appliedMigrations(db));
  const missing = manifest.migrations.filter((name) => !applied.has(name));
  if (missing.length > 0) {
    throw new RestoreRefused(
      `Cadangan ini dibuat oleh versi situs yang lebih baru (migrasi ${missing.join(", ")} belum ada di sini). Perbarui kode situs lebih dulu.`,
    );
  }
  const target = await backupTables(db);
  // What each table's rows write: the archive's columns less the withheld ones (an older
  // archive may hold `pesan.pengirim`), the target's rowid rule, and the withheld columns'
  // stand-ins where the target needs a value.
  const specs = new Map<string, { columns: string[]; rowid: boolean; standIns: Record<string, string> }>();
  for (const table of manifest.tables) {
    const spec = target.tables.find((candidate) => candidate.name === table.name);
    if (!spec) {
      throw new RestoreRefused(`Basis data tujuan tidak punya tabel ${table.name} yang ada di cadangan.`);
    }
    const columns = table.columns.filter((column) => !isWithheld(table.name, column));
    const unknown = columns.filter((column) => !spec.columns.includes(column));
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `Tabel ${table.name} di basis data tujuan tidak punya kolom ${unknown.join(", ")} dari cadangan.`,
      );
    }
    specs.set(table.name, { columns, rowid: table.rowid, standIns: await withheldStandIns(db, table.name) });
  }

  const tableNames = target.tables.map((spec) => spec.name);
  const { filled, objects } = await contentsOf(site, tableNames);
  if (filled.length > 0 || objects) {
    if (!force) {
      const what = [...filled, ...(objects ? ["bucket R2"] : [])].join(", ");
      throw new RestoreRefused(
        `Tujuan pemulihan tidak kosong (berisi: ${what}). Pemulihan hanya mengisi basis data dan bucket yang kosong; tambahkan --force untuk mengosongkannya lebih dulu (semua isinya hilang).`,
      );
    }
    await empty(site, tableNames, progress);
  }

  let statements: D1PreparedStatement[] = [];
  const flush = async () => {
    if (statements.length > 0) await db.batch(statements);
    statements = [];
  };
  const rows: Record<string, number> = {};
  let current = "";
  let pendingMeta: ObjectMeta | null = null;
  let restoredObjects = 0;
  let restoredBytes = 0;

  for await (const entry of archiveEntries(file)) {
    if (entry.name.startsWith(TABLE_PREFIX)) {
      const table = tableOfEntry(entry.name);
      const spec = specs.get(table);
      if (!spec) throw new ArchiveError(`Berkas cadangan rusak: tabel ${table} tidak ada di manifest.`);
      if (table !== current) {
        if (current) progress.done(`D1 ${current}: ${formatCount(rows[current] ?? 0)} baris dimuat`);
        current = table;
      }
      const parsed = parseRows(entry);
      for (const row of parsed) {
        statements.push(insertStatement(db, quoted(table), valuesOf(spec, row)));
        if (statements.length === BATCH) await flush();
      }
      // A table's last rows are written before the next table's (its children) start.
      await flush();
      rows[table] = (rows[table] ?? 0) + parsed.length;
      progress.update(`D1 ${table}: ${formatCount(rows[table] ?? 0)} baris`);
    } else if (entry.name.startsWith(OBJECT_META_PREFIX)) {
      pendingMeta = parseJson<ObjectMeta>(entry);
    } else if (entry.name.startsWith(OBJECT_PREFIX) && pendingMeta) {
      if (current) progress.done(`D1 ${current}: ${formatCount(rows[current] ?? 0)} baris dimuat`);
      current = "";
      // A plain ArrayBuffer: the binding proxy cannot serialise Node's Buffer views.
      const body = entry.body.slice().buffer;
      // Only the content type, which the check matched to the bytes: the site sets nothing
      // else, and the image route serves whatever an object holds.
      await bucket.put(pendingMeta.key, body, {
        httpMetadata: { contentType: pendingMeta.httpMetadata.contentType },
        customMetadata: pendingMeta.customMetadata,
      });
      pendingMeta = null;
      restoredObjects += 1;
      restoredBytes += entry.body.length;
      progress.update(
        `R2: ${formatCount(restoredObjects)} / ${formatCount(summary.objects)} objek, ${formatBytes(restoredBytes)}`,
      );
    }
  }
  if (current) progress.done(`D1 ${current}: ${formatCount(rows[current] ?? 0)} baris dimuat`);
  progress.done(`R2: ${formatCount(restoredObjects)} objek dimuat, ${formatBytes(restoredBytes)}`);

  await db.batch([
    activityStatement(db, {
      akunId: null,
      username: SYSTEM_USERNAME,
      kind: "pengaturan",
      action: "pulihkan-cadangan",
      recordId: null,
      title: path.basename(file),
    }),
    bumpContentVersion(db),
  ]);
  return { rows, objects: restoredObjects };
}

/**
 * A row as the INSERT's column values: its rowid under that name, every column the table
 * restores as stored (a missing one takes the column's default), the stand-ins of withheld ones.
 */
function valuesOf(
  spec: { columns: string[]; rowid: boolean; standIns: Record<string, string> },
  row: Row,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (spec.rowid) values.rowid = row[ROWID];
  for (const [column, standIn] of Object.entries(spec.standIns)) values[quoted(column)] = standIn;
  for (const column of spec.columns) {
    if (!Object.hasOwn(row, column)) continue;
    const value = row[column];
    if (value !== null && typeof value === "object") {
      throw new ArchiveError(`Berkas cadangan rusak: nilai kolom ${column} bukan teks atau angka.`);
    }
    values[quoted(column)] = value;
  }
  return values;
}
