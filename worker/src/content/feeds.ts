/**
 * What the sitemaps and the RSS feed read (issue 20). Each statement reads at most one
 * sitemap's worth of rows, whatever the size of the archive; `content/query-plans.test.ts` checks their
 * query plans and `routes/feeds.test.ts` what a request reads at 10,000 articles.
 *
 * A collection's sitemap is cut by rowid, the key of the table's own B-tree: page n holds the
 * records whose rowid lies in ((n - 1) × 1,000, n × 1,000], read as one range of that tree.
 * Keyset paging over the lists' `(created_at, id)` order would need the previous page's last
 * key, which a crawler holding only the index does not send, and OFFSET reads every row it
 * skips (docs/decisions/007). So the number of pages comes from the highest rowid (one step
 * to the end of the tree) rather than from `content_counts`: after deletions, or with drafts,
 * a page holds fewer than 1,000 records, never more. A record keeps its page for good (new
 * records take higher rowids), which crawlers like.
 */
import { limits } from "@padukuhan/shared/constants";
import { type SiteSettings, settingsFromRows } from "@padukuhan/shared/settings";
import type { Database } from "../db/client";
import type { SettingRow } from "../db/rows";
import { PUBLISHED } from "./artikel/store";

/** Records per sitemap: the protocol allows 50,000; 1,000 keeps each request's reads small. */
export const SITEMAP_SIZE = 1000;
/** Articles in the RSS feed, newest first. */
export const RSS_ITEMS = 20;

export const SITEMAP_COLLECTIONS = ["artikel", "umkm", "agenda"] as const;
export type SitemapCollection = (typeof SITEMAP_COLLECTIONS)[number];

/**
 * The span of each collection in one statement: its highest rowid (SQLite's min/max
 * optimisation, one step) and, for articles, the published total the triggers keep, so a
 * village with drafts only lists no article sitemap; and whether any table of 'Data Padukuhan'
 * is filled in (its downloads' sitemap, all in one page).
 */
export const SITEMAP_SPAN_SQL =
  "SELECT (SELECT max(rowid) FROM artikel) AS artikel, (SELECT coalesce(sum(jumlah), 0) FROM content_counts WHERE koleksi = 'artikel') AS artikel_terbit, (SELECT max(rowid) FROM umkm) AS umkm, (SELECT max(rowid) FROM agenda) AS agenda, (SELECT max(rowid) FROM data_tabel) AS data";

interface SpanRow {
  artikel: number | null;
  artikel_terbit: number;
  umkm: number | null;
  agenda: number | null;
  data: number | null;
}

/** How many sitemap pages each collection has. */
export type SitemapPages = Record<SitemapCollection, number>;

function pagesOf(row: SpanRow | null): SitemapPages {
  const pages = (top: number | null | undefined) => Math.ceil((top ?? 0) / SITEMAP_SIZE);
  return {
    artikel: row && row.artikel_terbit > 0 ? pages(row.artikel) : 0,
    umkm: pages(row?.umkm),
    agenda: pages(row?.agenda),
  };
}

/** Each collection's sitemap pages, and whether the downloads' sitemap has any file. */
export async function sitemapPages(db: Database): Promise<SitemapPages & { data: boolean }> {
  const row = await db.prepare(SITEMAP_SPAN_SQL).first<SpanRow>();
  return { ...pagesOf(row), data: (row?.data ?? null) !== null };
}

const pageSql = (table: SitemapCollection, condition = "") =>
  `SELECT id, gambar, created_at, updated_at FROM ${table} WHERE rowid > ? AND rowid <= ?${condition} ORDER BY rowid`;

/** One sitemap page of a collection: public records only, in rowid order. */
export const SITEMAP_PAGE_SQL: Record<SitemapCollection, string> = {
  artikel: pageSql("artikel", ` AND ${PUBLISHED}`),
  umkm: pageSql("umkm"),
  agenda: pageSql("agenda"),
};

/** The rowid range of sitemap page `page` (from 1), as the statement's two values. */
export const sitemapRange = (page: number): [number, number] => [
  (page - 1) * SITEMAP_SIZE,
  page * SITEMAP_SIZE,
];

export interface SitemapRecord {
  id: string;
  gambar: string | null;
  /** Milliseconds: its last change, or when it was made (an article: went public). */
  changedAt: number;
}

interface SitemapRow {
  id: string;
  gambar: string | null;
  created_at: number;
  updated_at: number | null;
}

/**
 * Page `page` of a collection's sitemap and how many pages there are, in one round trip; null
 * when there is no such page. A page inside the span may be empty (its records deleted).
 */
export async function sitemapPage(
  db: Database,
  collection: SitemapCollection,
  page: number,
): Promise<SitemapRecord[] | null> {
  const [records, span] = await db.batch<unknown>([
    db.prepare(SITEMAP_PAGE_SQL[collection]).bind(...sitemapRange(page)),
    db.prepare(SITEMAP_SPAN_SQL),
  ]);
  if (page > pagesOf((span?.results[0] as SpanRow | undefined) ?? null)[collection]) return null;
  return ((records?.results ?? []) as SitemapRow[]).map((row) => ({
    id: row.id,
    gambar: row.gambar,
    // An article's created_at is when it went public, which can follow its last edit.
    changedAt: Math.max(row.created_at, row.updated_at ?? 0),
  }));
}

/** The newest published articles, with just enough text for the summary. */
export const RSS_SQL = `SELECT id, judul, substr(text, 1, ${limits.summaryList + 1}) AS awal, gambar, created_at FROM artikel WHERE ${PUBLISHED} ORDER BY created_at DESC, id DESC LIMIT ?`;

export interface RssRow {
  id: string;
  judul: string;
  /** The text's first characters, one more than the summary shows: enough to tell whether it goes on. */
  awal: string;
  gambar: string;
  /** When it went public (ms). */
  created_at: number;
}

export async function rssArticles(db: Database): Promise<RssRow[]> {
  const { results } = await db.prepare(RSS_SQL).bind(RSS_ITEMS).all<RssRow>();
  return results;
}

export const IDENTITY_SQL = "SELECT section, value FROM site_settings WHERE section = 'identity'";

/** The village's name and description (the feed's channel): one settings row, not all ten. */
export async function readIdentity(db: Database): Promise<SiteSettings["identity"]> {
  const row = await db.prepare(IDENTITY_SQL).first<Pick<SettingRow, "section" | "value">>();
  return settingsFromRows(row ? [row] : []).identity;
}
