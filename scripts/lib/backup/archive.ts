/**
 * What a backup archive holds, in the order it is written and read (a gzip'd tar):
 *   manifest.json                  format, when, from where, the migrations and tables
 *   d1/<table>/<000001>.ndjson     the table's rows, up to PAGE_ROWS a file, one JSON object a line
 *   r2-meta/<key>.json, r2/<key>   each R2 object: its metadata (content type, size, SHA-256),
 *                                  then its bytes under its own key
 *   summary.json                   rows per table and objects, written last: a restore checks
 *                                  it has read exactly that much
 * Tables are in foreign-key order (a parent before its children), so a restore inserts them
 * as they come.
 */

export const ARCHIVE_FORMAT = "padukuhan-backup";
export const ARCHIVE_VERSION = 1;
/** Rows per file and per SELECT: a page reads at most this many rows. */
export const PAGE_ROWS = 500;

/**
 * The largest entry a restore reads, held in memory whole: above any image the site stores
 * (5 MB) and any page of rows (500 articles of 20,000 characters are at most 30 MB of JSON).
 */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
/**
 * All entries together, unpacked: far above a village's site (50,000 images of 1 MB with their
 * copies), so only a crafted archive (a gzip of zeros unpacks a thousandfold) ever reaches it.
 */
export const MAX_ARCHIVE_BYTES = 256 * 1024 * 1024 * 1024;

export const MANIFEST = "manifest.json";
export const SUMMARY = "summary.json";
export const TABLE_PREFIX = "d1/";
export const OBJECT_META_PREFIX = "r2-meta/";
export const OBJECT_PREFIX = "r2/";
/** The column name that carries a row's rowid in an archive (for tables without an INTEGER PRIMARY KEY). */
export const ROWID = "_rowid";

export interface TableSpec {
  name: string;
  /** Stored columns in table order (generated columns are never written, so never kept). */
  columns: string[];
  /**
   * Whether each row carries its rowid as `_rowid`: the FTS indexes and the sitemaps' ranges
   * use rowids, so a restore keeps them. False where the rowid is the INTEGER PRIMARY KEY.
   */
  rowid: boolean;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  source: "local" | "remote";
  /** The migrations applied to the database it came from, oldest first. */
  migrations: string[];
  tables: TableSpec[];
  /** Tables deliberately left out, and why (rebuilt by triggers, sessions, ...). */
  skipped: Record<string, string>;
}

export interface Summary {
  rows: Record<string, number>;
  objects: number;
  objectBytes: number;
}

/** An R2 object as the archive describes it. */
export interface ObjectMeta {
  key: string;
  size: number;
  sha256: string;
  httpMetadata: Record<string, string>;
  customMetadata: Record<string, string>;
}

export const tablePageName = (table: string, page: number) =>
  `${TABLE_PREFIX}${table}/${String(page).padStart(6, "0")}.ndjson`;

/** `backups/padukuhan-2026-11-25T1530.tar.gz` for a backup made at 15:30 UTC that day. */
export function backupFileName(now: Date): string {
  const iso = now.toISOString();
  return `padukuhan-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}.tar.gz`;
}
