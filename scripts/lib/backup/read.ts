/**
 * Reading a backup archive: its entries as a stream, and a full check of it (every entry,
 * every row parses, every object matches its size and SHA-256, the summary's counts) made
 * before a restore touches anything, so a damaged or cut-off file is refused while the
 * database and bucket are still as they were. It accepts only what a backup writes: the
 * tables of `BACKUP_TABLES`, rows with no column beyond their table's, entries no larger
 * than MAX_ENTRY_BYTES (MAX_ARCHIVE_BYTES in all), and images whose content type is the one
 * their bytes show.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { sniffImage } from "../../../shared/src/images";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  MANIFEST,
  MAX_ARCHIVE_BYTES,
  MAX_ENTRY_BYTES,
  type Manifest,
  OBJECT_META_PREFIX,
  OBJECT_PREFIX,
  type ObjectMeta,
  ROWID,
  SUMMARY,
  type Summary,
  TABLE_PREFIX,
  type TableSpec,
} from "./archive";
import { formatBytes, formatCount, Progress } from "./progress";
import { BACKUP_TABLES, type Row } from "./tables";
import { readTar, type TarEntry, type TarLimits } from "./tar";

/** A backup that cannot be restored, said in words for the person running the restore. */
export class ArchiveError extends Error {}

const decoder = new TextDecoder();

export const ARCHIVE_LIMITS: TarLimits = { maxEntryBytes: MAX_ENTRY_BYTES, maxTotalBytes: MAX_ARCHIVE_BYTES };

/** The archive's entries in order (gunzipped and untarred as they are read). */
export async function* archiveEntries(file: string, limits = ARCHIVE_LIMITS): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(file), gunzip);
  reading.catch(() => {});
  try {
    yield* readTar(gunzip, limits);
    await reading;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(`Berkas cadangan rusak atau terpotong (${reason}).`);
  } finally {
    gunzip.destroy();
  }
}

export function parseJson<T>(entry: TarEntry): T {
  try {
    return JSON.parse(decoder.decode(entry.body)) as T;
  } catch {
    throw new ArchiveError(`Berkas cadangan rusak: ${entry.name} bukan JSON yang sah.`);
  }
}

/** The rows of one `d1/<table>/<page>.ndjson` entry. */
export function parseRows(entry: TarEntry): Row[] {
  const text = decoder.decode(entry.body);
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        row = null;
      }
      if (row === null || typeof row !== "object" || Array.isArray(row)) {
        throw new ArchiveError(`Berkas cadangan rusak: baris yang tidak sah di ${entry.name}.`);
      }
      return row as Row;
    });
}

/** `d1/artikel/000001.ndjson` → `artikel`. */
export const tableOfEntry = (name: string) => name.slice(TABLE_PREFIX.length, name.lastIndexOf("/"));

export const sha256 = (body: Uint8Array) => createHash("sha256").update(body).digest("hex");

const isTableSpec = (value: unknown): value is TableSpec => {
  const spec = value as TableSpec;
  return (
    typeof spec === "object" &&
    spec !== null &&
    typeof spec.name === "string" &&
    typeof spec.rowid === "boolean" &&
    Array.isArray(spec.columns) &&
    spec.columns.every((column) => typeof column === "string" && column !== ROWID)
  );
};

function checkManifest(manifest: Manifest) {
  if (manifest?.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError("Berkas ini bukan cadangan Situs Padukuhan (manifest.json tidak dikenal).");
  }
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new ArchiveError(
      `Versi cadangan ${manifest.version} tidak didukung (hanya versi ${ARCHIVE_VERSION}); perbarui kode situs lebih dulu.`,
    );
  }
  if (!Array.isArray(manifest.migrations) || !manifest.migrations.every((name) => typeof name === "string")) {
    throw new ArchiveError("Berkas cadangan rusak: daftar migrasi di manifest.json tidak sah.");
  }
  if (!Array.isArray(manifest.tables) || !manifest.tables.every(isTableSpec)) {
    throw new ArchiveError("Berkas cadangan rusak: daftar tabel di manifest.json tidak sah.");
  }
  const names = new Set<string>();
  for (const { name } of manifest.tables) {
    // Only the tables a backup writes: never sessions, sign-in throttling, migrations or search.
    if (!BACKUP_TABLES.has(name)) {
      throw new ArchiveError(
        `Cadangan ini berisi tabel ${name}, yang tidak pernah ditulis oleh \`npm run backup\`. Pemulihan dibatalkan; tidak ada yang diubah.`,
      );
    }
    if (names.has(name)) throw new ArchiveError(`Berkas cadangan rusak: tabel ${name} tercantum dua kali.`);
    names.add(name);
  }
}

/**
 * Every column of every row is one the manifest gives its table, each value one D1 stores
 * (text, a number or null), and the rowid, where the table keeps one, a whole number.
 */
function checkRows(spec: TableSpec, rows: Row[], entry: string) {
  for (const row of rows) {
    if (spec.rowid && !Number.isSafeInteger(row[ROWID])) {
      throw new ArchiveError(`Berkas cadangan rusak: baris tanpa ${ROWID} yang sah di ${entry}.`);
    }
    for (const [column, value] of Object.entries(row)) {
      if (!(column === ROWID ? spec.rowid : spec.columns.includes(column))) {
        throw new ArchiveError(
          `Berkas cadangan rusak: ${entry} berisi kolom ${column}, yang tidak ada di tabel ${spec.name} menurut manifest.`,
        );
      }
      if (value !== null && typeof value !== "string" && typeof value !== "number") {
        throw new ArchiveError(
          `Berkas cadangan rusak: nilai kolom ${column} di ${entry} bukan teks atau angka.`,
        );
      }
    }
  }
}

const isObjectMeta = (value: unknown): value is ObjectMeta => {
  const meta = value as ObjectMeta;
  return (
    typeof meta === "object" &&
    meta !== null &&
    typeof meta.key === "string" &&
    typeof meta.size === "number" &&
    typeof meta.sha256 === "string" &&
    typeof meta.httpMetadata === "object" &&
    meta.httpMetadata !== null &&
    typeof meta.customMetadata === "object" &&
    meta.customMetadata !== null
  );
};

/**
 * The image type an object's bytes show: the upload check's JPEG, PNG and GIF, and WebP (the
 * copies the admin's browser makes). Null for anything else.
 */
export function imageTypeOf(body: Uint8Array): string | null {
  const sniffed = sniffImage(body)?.type;
  if (sniffed) return sniffed;
  const ascii = (at: number, text: string) =>
    [...text].every((char, i) => body[at + i] === char.charCodeAt(0));
  return ascii(0, "RIFF") && ascii(8, "WEBP") ? "image/webp" : null;
}

/**
 * Every object the site stores is an image whose type was checked by its bytes on upload, and
 * the image route serves the stored type: an object whose type is not the one its bytes show
 * (HTML named image/jpeg, say) was not written by a backup, and the restore is refused.
 */
function checkContentType(meta: ObjectMeta, body: Uint8Array) {
  const declared = meta.httpMetadata.contentType;
  const actual = imageTypeOf(body);
  if (declared === undefined || actual === null || declared !== actual) {
    throw new ArchiveError(
      `Objek ${meta.key} di cadangan bertipe ${declared ?? "(tanpa tipe)"}, tetapi isinya ${actual ? `gambar ${actual}` : "bukan gambar JPEG, PNG, GIF atau WebP"}. Pemulihan dibatalkan; tidak ada yang diubah.`,
    );
  }
}

/** Reads the whole archive and answers its manifest and summary, or throws ArchiveError. */
export async function verifyArchive(
  file: string,
  progress = new Progress(),
  limits = ARCHIVE_LIMITS,
): Promise<{ manifest: Manifest; summary: Summary }> {
  let manifest: Manifest | null = null;
  let summary: Summary | null = null;
  let pendingMeta: ObjectMeta | null = null;
  const counted: Summary = { rows: {}, objects: 0, objectBytes: 0 };
  for await (const entry of archiveEntries(file, limits)) {
    if (summary) throw new ArchiveError("Berkas cadangan rusak: ada isi setelah summary.json.");
    if (!manifest) {
      if (entry.name !== MANIFEST)
        throw new ArchiveError("Berkas ini bukan cadangan Situs Padukuhan (tanpa manifest.json).");
      manifest = parseJson<Manifest>(entry);
      checkManifest(manifest);
      continue;
    }
    if (entry.name.startsWith(TABLE_PREFIX)) {
      const table = tableOfEntry(entry.name);
      const spec = manifest.tables.find((candidate) => candidate.name === table);
      if (!spec) {
        throw new ArchiveError(`Berkas cadangan rusak: tabel ${table} tidak ada di manifest.`);
      }
      const rows = parseRows(entry);
      checkRows(spec, rows, entry.name);
      counted.rows[table] = (counted.rows[table] ?? 0) + rows.length;
      progress.update(`Memeriksa ${table}: ${formatCount(counted.rows[table] ?? 0)} baris`);
    } else if (entry.name.startsWith(OBJECT_META_PREFIX)) {
      const meta = parseJson<unknown>(entry);
      if (!isObjectMeta(meta)) throw new ArchiveError(`Berkas cadangan rusak: ${entry.name} tidak sah.`);
      pendingMeta = meta;
    } else if (entry.name.startsWith(OBJECT_PREFIX)) {
      const key = entry.name.slice(OBJECT_PREFIX.length);
      if (!pendingMeta || pendingMeta.key !== key) {
        throw new ArchiveError(`Berkas cadangan rusak: keterangan objek ${key} tidak ada.`);
      }
      if (pendingMeta.size !== entry.body.length || pendingMeta.sha256 !== sha256(entry.body)) {
        throw new ArchiveError(`Berkas cadangan rusak: isi objek ${key} tidak cocok dengan checksum-nya.`);
      }
      checkContentType(pendingMeta, entry.body);
      pendingMeta = null;
      counted.objects += 1;
      counted.objectBytes += entry.body.length;
      progress.update(
        `Memeriksa R2: ${formatCount(counted.objects)} objek, ${formatBytes(counted.objectBytes)}`,
      );
    } else if (entry.name === SUMMARY) {
      summary = parseJson<Summary>(entry);
    } else {
      throw new ArchiveError(`Berkas cadangan rusak: isi tak dikenal ${entry.name}.`);
    }
  }
  if (!manifest) throw new ArchiveError("Berkas cadangan kosong.");
  if (!summary) throw new ArchiveError("Berkas cadangan terpotong: summary.json tidak ada di akhir.");
  for (const table of manifest.tables) {
    if ((counted.rows[table.name] ?? 0) !== (summary.rows[table.name] ?? 0)) {
      throw new ArchiveError(
        `Berkas cadangan tidak lengkap: ${table.name} berisi ${counted.rows[table.name] ?? 0} baris, seharusnya ${summary.rows[table.name]}.`,
      );
    }
  }
  if (counted.objects !== summary.objects) {
    throw new ArchiveError(
      `Berkas cadangan tidak lengkap: ${counted.objects} objek R2, seharusnya ${summary.objects}.`,
    );
  }
  progress.done(
    `Arsip utuh: ${formatCount(Object.values(summary.rows).reduce((a, b) => a + b, 0))} baris, ${formatCount(summary.objects)} objek.`,
  );
  return { manifest, summary };
}
