/**
 * Removes uploaded images that no record references, left behind when the runtime stopped
 * between storing an image and writing its record (issue 11). Runs from the Cron Trigger in
 * wrangler.toml. Only objects under `uploads/` older than a day are considered: a younger one
 * may belong to an upload whose record is being written right now.
 */
import type { Database } from "../db/client";
import { UPLOAD_PREFIX, uploadedKey } from "./upload-store";

export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Every image URL a record holds: once a day, a few rows per record. One statement per table,
 * run in one batch (D1 allows at most five terms in a compound SELECT).
 */
export const REFERENCED_SQL = [
  "SELECT gambar AS url FROM artikel",
  "SELECT gambar AS url FROM umkm",
  "SELECT gambar AS url FROM umkm_produk WHERE gambar IS NOT NULL",
  "SELECT foto AS url FROM galeri",
  "SELECT gambar AS url FROM agenda WHERE gambar IS NOT NULL",
  "SELECT foto AS url FROM laporan_foto",
  // Logo, photos, slides and culture cards of 'Pengaturan Situs': every text inside its JSON.
  "SELECT item.value AS url FROM site_settings, json_tree(site_settings.value) AS item WHERE item.type = 'text'",
];

/**
 * What an R2 key belongs to: its folder for an image stored with copies
 * (`uploads/<id>/…`: the original, its WebP copies and its `share.jpg` live and die together),
 * else the key itself.
 */
function ownerOf(key: string): string {
  const rest = key.slice(UPLOAD_PREFIX.length);
  const slash = rest.indexOf("/");
  return slash === -1 ? key : `${UPLOAD_PREFIX}${rest.slice(0, slash + 1)}`;
}

export async function sweepOrphanUploads(
  db: Database,
  bucket: R2Bucket,
  now = Date.now(),
): Promise<string[]> {
  const answers = await db.batch<{ url: string }>(REFERENCED_SQL.map((sql) => db.prepare(sql)));
  const referenced = new Set<string>();
  for (const { url } of answers.flatMap((answer) => answer.results)) {
    const key = uploadedKey(url);
    if (key) referenced.add(ownerOf(key));
  }
  const removed: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: UPLOAD_PREFIX, cursor, limit: 1000 });
    const orphans = page.objects
      .filter((object) => now - object.uploaded.getTime() > ORPHAN_MIN_AGE_MS)
      .filter((object) => !referenced.has(ownerOf(object.key)))
      .map((object) => object.key);
    if (orphans.length > 0) {
      await bucket.delete(orphans);
      removed.push(...orphans);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  console.log(
    JSON.stringify({ sweep: "orphan_uploads", removed: removed.length, keys: removed.slice(0, 100) }),
  );
  return removed;
}
