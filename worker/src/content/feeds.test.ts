import { env } from "cloudflare:workers";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { largeAgenda, largeUmkm } from "../../../scripts/lib/large-content";
import { request } from "../../test/http";
import type { Statement } from "../db/client";
import { bumpContentVersion } from "../db/content-version";
import { insertAgendaStatements } from "./agenda/store";
import { IDENTITY_SQL, RSS_SQL, SITEMAP_PAGE_SQL, SITEMAP_SPAN_SQL, sitemapRange } from "./feeds";
import { insertUmkmStatements } from "./umkm/store";

const ORIGIN = "http://padukuhan.localhost:8787";
const ARTICLES = 10_000;
const UMKM = 1_200;
const AGENDA = 1_100;

async function batched(statements: Statement[]) {
  for (let at = 0; at < statements.length; at += 400) {
    await env.DB.batch(statements.slice(at, at + 400));
  }
}

/** Every tenth article is a draft (among the oldest) or scheduled: never in a sitemap or the feed. */
const statusOf = (i: number) => (i % 10 !== 0 ? "terbit" : i % 20 === 0 ? "draf" : "terjadwal");

beforeAll(async () => {
  // 10,000 articles in one statement (the triggers index and count them as any write would);
  // the newest is art010000, a minute after art009999.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO artikel (id, judul, text, link, kategori, gambar, status, publish_at, created_at, updated_at)
     SELECT printf('art%06d', i), 'Kabar warga nomor ' || i, 'Isi kabar warga nomor ' || i || '.', NULL,
       'Kesehatan', '/img/sample/galeri-sawah/original.jpg',
       CASE WHEN i % 10 != 0 THEN 'terbit' WHEN i % 20 = 0 THEN 'draf' ELSE 'terjadwal' END,
       CASE WHEN i % 10 != 0 OR i % 20 = 0 THEN NULL ELSE 1900000000000 END,
       1700000000000 + i * 60000, NULL
     FROM n`,
  )
    .bind(ARTICLES)
    .run();
  await batched([
    ...largeUmkm(UMKM).flatMap((record) => insertUmkmStatements(env.DB, record)),
    ...largeAgenda(AGENDA).flatMap((record) => insertAgendaStatements(env.DB, record)),
    bumpContentVersion(env.DB),
  ]);
});

const parser = new XMLParser({ isArray: (name) => ["sitemap", "url", "item"].includes(name) });

/** A feed's body and what D1 read for it (REPORT_D1_ROWS_READ is on in the tests). */
async function fetched(path: string) {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  const rowsRead = Number(response.headers.get("x-d1-rows-read"));
  return { text: await response.text(), rowsRead };
}

describe(`the feeds with ${ARTICLES} articles, ${UMKM} UMKM and ${AGENDA} events`, () => {
  it("the index lists a sitemap per 1,000 records and reads a handful of rows", async () => {
    const { text, rowsRead } = await fetched("/sitemap.xml");
    const children = (parser.parse(text).sitemapindex.sitemap as { loc: string }[]).map((entry) => entry.loc);
    expect(children).toEqual([
      `${ORIGIN}/sitemap-halaman.xml`,
      `${ORIGIN}/sitemap-artikel.xml`,
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((page) => `${ORIGIN}/sitemap-artikel.xml?halaman=${page}`),
      `${ORIGIN}/sitemap-umkm.xml`,
      `${ORIGIN}/sitemap-umkm.xml?halaman=2`,
      `${ORIGIN}/sitemap-agenda.xml`,
      `${ORIGIN}/sitemap-agenda.xml?halaman=2`,
    ]);
    expect(rowsRead).toBeGreaterThan(0);
    expect(rowsRead).toBeLessThanOrEqual(20);
  });

  it("the article sitemaps hold every published article once, each page read in at most ~1,000 rows", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const { text, rowsRead } = await fetched(`/sitemap-artikel.xml${page > 1 ? `?halaman=${page}` : ""}`);
      const urls = (parser.parse(text).urlset.url ?? []) as { loc: string }[];
      expect(urls.length).toBeLessThanOrEqual(1000);
      expect(rowsRead, `page ${page}`).toBeLessThanOrEqual(1010);
      seen.push(...urls.map((url) => url.loc));
    }
    const published = Array.from({ length: ARTICLES }, (_, index) => index + 1)
      .filter((i) => statusOf(i) === "terbit")
      .map((i) => `${ORIGIN}/artikel/art${String(i).padStart(6, "0")}`);
    expect(published).toHaveLength(9000);
    expect(seen).toEqual(published);
    expect((await request("/sitemap-artikel.xml?halaman=11")).status).toBe(404);
  });

  it.each([
    "/sitemap-umkm.xml",
    "/sitemap-umkm.xml?halaman=2",
    "/sitemap-agenda.xml",
    "/sitemap-agenda.xml?halaman=2",
    "/sitemap-halaman.xml",
  ])("%s reads at most ~1,000 rows", async (path) => {
    const { rowsRead } = await fetched(path);
    expect(rowsRead).toBeLessThanOrEqual(1010);
  });

  it("the RSS feed reads only its 20 articles and the village's name", async () => {
    const { text, rowsRead } = await fetched("/rss.xml");
    const items = parser.parse(text).rss.channel.item as { link: string }[];
    expect(items.map((item) => item.link)).toEqual(
      [
        9999, 9998, 9997, 9996, 9995, 9994, 9993, 9992, 9991, 9989, 9988, 9987, 9986, 9985, 9984, 9983, 9982,
        9981, 9979, 9978,
      ].map((i) => `${ORIGIN}/artikel/art${String(i).padStart(6, "0")}`),
    );
    expect(rowsRead).toBeGreaterThan(0);
    expect(rowsRead).toBeLessThanOrEqual(30);
  });
});

/** The tables that grow with the village's content (as in query-plans.test.ts). */
const CONTENT_TABLES = ["artikel", "umkm", "agenda", "content_counts", "site_settings", "data_tabel"];

async function plan(sql: string, values: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...values)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** A full scan or a sort of a content table: what makes a query's cost grow with the content. */
const problems = (details: string[]) =>
  details.filter(
    (detail) =>
      /TEMP B-TREE/.test(detail) ||
      CONTENT_TABLES.some((table) =>
        new RegExp(`^SCAN ${table}\\b(?! USING (COVERING )?INDEX)`).test(detail),
      ),
  );

describe("query plans of the feeds", () => {
  it.each([
    { name: "the span of each collection (the index)", sql: SITEMAP_SPAN_SQL, values: [] },
    ...Object.entries(SITEMAP_PAGE_SQL).map(([collection, sql]) => ({
      name: `a sitemap page of ${collection}`,
      sql,
      values: sitemapRange(3),
    })),
    { name: "the RSS feed", sql: RSS_SQL, values: [20] },
    { name: "the village's identity", sql: IDENTITY_SQL, values: [] },
  ])("$name uses an index: no full scan or sort of a content table", async ({ sql, values }) => {
    const details = await plan(sql, values);
    expect(problems(details), details.join("\n")).toEqual([]);
  });

  it("a sitemap page is one range of the table's own B-tree; the feed walks the published index", async () => {
    for (const sql of Object.values(SITEMAP_PAGE_SQL)) {
      expect(await plan(sql, sitemapRange(3))).toEqual([
        expect.stringMatching(/^SEARCH \w+ USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)$/),
      ]);
    }
    expect(SITEMAP_PAGE_SQL.artikel).toContain("status = 'terbit'");
    expect((await plan(RSS_SQL, [20])).join("\n")).toMatch(/^SCAN artikel USING INDEX artikel_terbit_idx$/);
  });

  it("notices a scan of a content table (the check itself works)", async () => {
    expect(problems(await plan("SELECT id FROM artikel WHERE gambar = ?", ["x"]))).not.toEqual([]);
    expect(problems(await plan("SELECT id FROM agenda ORDER BY judul LIMIT 5", []))).not.toEqual([]);
  });
});
