/**
 * Reading a backup archive: its entries as a stream, and a full check of it (every entry,
 * every row parses, every object matches its size and SHA-256, the summary's counts) made
 * before a restore touches anything, so a damaged or cut-off file is refused while the
 * database and bucket are still as they were.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  MANIFEST,
  type Manifest,
  OBJECT_META_PREFIX,
  OBJECT_PREFIX,
  type ObjectMeta,
  SUMMARY,
  type Summary,
  TABLE_PREFIX,
} from "./archive";
import { formatBytes, formatCount, Progress } from "./progress";
import type { Row } from "./tables";
import { readTar, type TarEntry } from "./tar";

/** A backup that cannot be restored, said in words for the person running the restore. */
export class ArchiveError extends Error {}

const decoder = new TextDecoder();

/** The archive's entries in order (gunzipped and untarred as they are read). */
export async function* archiveEntries(file: string): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(file), gunzip);
  reading.catch(() => {});
  try {
    yield* readTar(gunzip);
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

function checkManifest(manifest: Manifest) {
  if (manifest.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError("Berkas ini bukan cadangan Situs Padukuhan (manifest.json tidak dikenal).");
  }
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new ArchiveError(
      `Versi cadangan ${manifest.version} tidak didukung (hanya versi ${ARCHIVE_VERSION}); perbarui kode situs lebih dulu.`,
    );
  }
}

/** Reads the whole archive and answers its manifest and summary, or throws ArchiveError. */
export async function verifyArchive(
  file: string,
  progress = new Progress(),
): Promise<{ manifest: Manifest; summary: Summary }> {
  let manifest: Manifest | null = null;
  let summary: Summary | null = null;
  let pendingMeta: ObjectMeta | null = null;
  const counted: Summary = { rows: {}, objects: 0, objectBytes: 0 };
  for await (const entry of archiveEntries(file)) {
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
      if (!manifest.tables.some((spec) => spec.name === table)) {
        throw new ArchiveError(`Berkas cadangan rusak: tabel ${table} tidak ada di manifest.`);
      }
      counted.rows[table] = (counted.rows[table] ?? 0) + parseRows(entry).length;
      progress.update(`Memeriksa ${table}: ${formatCount(counted.rows[table] ?? 0)} baris`);
    } else if (entry.name.startsWith(OBJECT_META_PREFIX)) {
      pendingMeta = parseJson<ObjectMeta>(entry);
    } else if (entry.name.startsWith(OBJECT_PREFIX)) {
      const key = entry.name.slice(OBJECT_PREFIX.length);
      if (!pendingMeta || pendingMeta.key !== key) {
        throw new ArchiveError(`Berkas cadangan rusak: keterangan objek ${key} tidak ada.`);
      }
      if (pendingMeta.size !== entry.body.length || pendingMeta.sha256 !== sha256(entry.body)) {
        throw new ArchiveError(`Berkas cadangan rusak: isi objek ${key} tidak cocok dengan checksum-nya.`);
      }
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
