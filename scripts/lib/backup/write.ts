/**
 * Writes one backup archive (archive.ts describes it) of a site's D1 and R2, streaming: a page
 * of rows or one object is in memory at a time, whatever the size of the village. The file
 * appears under its name only once complete (it is written as `<name>.partial` first), so a
 * backup cut short never looks like a good one.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
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
  tablePageName,
} from "./archive";
import { formatBytes, formatCount, Progress } from "./progress";
import type { Site } from "./site";
import { appliedMigrations, backupTables, tablePages } from "./tables";
import { TarWriter } from "./tar";

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);

/** The metadata R2 keeps with an object that a restore can set again (no dates but cacheExpiry). */
export function httpMetadataOf(object: { httpMetadata?: object }): Record<string, string> {
  const http = object.httpMetadata ?? {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(http)) {
    if (typeof value === "string") out[name] = value;
    else if (value instanceof Date) out[name] = value.toISOString();
  }
  return out;
}

export async function writeBackup(
  site: Site,
  file: string,
  { source, progress = new Progress() }: { source: "local" | "remote"; progress?: Progress },
): Promise<Summary> {
  const { db, bucket } = site;
  const { tables, skipped } = await backupTables(db);
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: new Date().toISOString(),
    source,
    migrations: await appliedMigrations(db),
    tables,
    skipped,
  };

  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  // A failure of the file surfaces where the writer waits; this keeps it from going unhandled.
  written.catch(() => {});
  const tar = new TarWriter(gzip);
  const summary: Summary = { rows: {}, objects: 0, objectBytes: 0 };
  try {
    await tar.entry(MANIFEST, json(manifest));

    for (const table of tables) {
      let rows = 0;
      let page = 0;
      for await (const result of tablePages(db, table)) {
        page += 1;
        rows += result.length;
        const lines = result.map((row) => `${JSON.stringify(row)}\n`).join("");
        await tar.entry(tablePageName(table.name, page), encoder.encode(lines));
        progress.update(`D1 ${table.name}: ${formatCount(rows)} baris`);
      }
      summary.rows[table.name] = rows;
      progress.done(`D1 ${table.name}: ${formatCount(rows)} baris`);
    }

    let cursor: string | undefined;
    do {
      const listed = await bucket.list({ cursor, limit: 1000 });
      for (const { key } of listed.objects) {
        const object = await bucket.get(key);
        // Removed between the listing and now: nothing to keep.
        if (!object) continue;
        const body = new Uint8Array(await object.arrayBuffer());
        const meta: ObjectMeta = {
          key,
          size: body.length,
          sha256: createHash("sha256").update(body).digest("hex"),
          httpMetadata: httpMetadataOf(object),
          customMetadata: object.customMetadata ?? {},
        };
        await tar.entry(`${OBJECT_META_PREFIX}${key}.json`, json(meta));
        await tar.entry(`${OBJECT_PREFIX}${key}`, body);
        summary.objects += 1;
        summary.objectBytes += body.length;
        progress.update(`R2: ${formatCount(summary.objects)} objek, ${formatBytes(summary.objectBytes)}`);
      }
      cursor = listed.truncated ? listed.cursor : undefined;
    } while (cursor);
    progress.done(`R2: ${formatCount(summary.objects)} objek, ${formatBytes(summary.objectBytes)}`);

    await tar.entry(SUMMARY, json(summary));
    await tar.finish();
    gzip.end();
    await written;
    await rename(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}
