import { limits } from "@padukuhan/shared/constants";
import { DATA_FORMATS, DATA_PATHS } from "@padukuhan/shared/data-padukuhan";
import { truncate } from "@padukuhan/shared/format";
import { canonicalSearch, FEED_ROUTES, isIndexedRoute, PAGE_ROUTES } from "@padukuhan/shared/routes";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { dataFiles } from "../content/data/store";
import {
  readIdentity,
  rssArticles,
  SITEMAP_COLLECTIONS,
  type SitemapCollection,
  sitemapPage,
  sitemapPages,
} from "../content/feeds";
import type { AppEnv } from "../env";
import { absoluteImage, robotsTxt, rss, sitemapIndex, urlset } from "../lib/feeds";
import { isAdminHost } from "../lib/hosts";

const XML = "application/xml; charset=utf-8";
const RSS = "application/rss+xml; charset=utf-8";
const TEXT = "text/plain; charset=utf-8";

/** Not the admin host's business, and a sitemap page past the last. */
const NOT_FOUND = "Alamat tidak ditemukan.";

/**
 * The public pages without parameters in their path, as the route table lists them (`/`,
 * `/artikel`, `/about`, `/galeri`, `/umkm`, `/agenda`, `/agenda/arsip`, `/lapor`, `/lapor/daftar`,
 * `/data`, `/data/apbdes`): the fixed sitemap. Not those kept from search engines (`/layar`).
 */
const FIXED_PAGES = PAGE_ROUTES.filter(
  (route) => route.page !== null && !route.path.includes(":") && isIndexedRoute(route),
).map((route) => route.path);

const sitemapPath = (collection: SitemapCollection) => `/sitemap-${collection}.xml`;

/** The public origin, never a host a request named: every URL here is canonical. */
const originOf = (c: Context<AppEnv>) => new URL(c.env.PUBLIC_ORIGIN).origin;

/** A record's public page: `/artikel/:id`, `/umkm/:id`, `/agenda/:id`. */
const recordUrl = (origin: string, collection: SitemapCollection, id: string) =>
  `${origin}/${collection}/${encodeURIComponent(id)}`;

const notFound = (c: Context<AppEnv>) => c.text(NOT_FOUND, 404, { "Cache-Control": "no-store" });

/** A handler of the public host: the admin host has no sitemaps and no feed. */
const publicOnly = (handler: (c: Context<AppEnv>) => Response | Promise<Response>) => (c: Context<AppEnv>) =>
  isAdminHost(c) ? notFound(c) : handler(c);

/** The answer's headers; the edge cache (lib/edge-cache.ts) sets the public caching. */
const typed = (type: string) => ({ "Content-Type": type, "Cache-Control": "no-cache" });

/** The sitemap page a request names (`halaman`, canonical as the cache key has it: 1 by default). */
function requestedPage(c: Context<AppEnv>, path: string): number {
  const route = FEED_ROUTES.find((candidate) => candidate.path === path);
  const halaman = route ? canonicalSearch(route, new URL(c.req.url).searchParams).get("halaman") : null;
  return halaman === null ? 1 : Number(halaman);
}

const pageLocation = (origin: string, collection: SitemapCollection, page: number) =>
  `${origin}${sitemapPath(collection)}${page > 1 ? `?halaman=${page}` : ""}`;

function collectionSitemap(collection: SitemapCollection) {
  return publicOnly(async (c) => {
    const records = await sitemapPage(c.env.DB, collection, requestedPage(c, sitemapPath(collection)));
    if (records === null) return notFound(c);
    const origin = originOf(c);
    const body = urlset(
      records.map((record) => ({
        loc: recordUrl(origin, collection, record.id),
        lastmod: record.changedAt,
        image: absoluteImage(record.gambar, origin),
      })),
    );
    return c.body(body, 200, typed(XML));
  });
}

/**
 * For crawlers and feed readers (issue 20): robots.txt on both hosts, the sitemaps and the RSS
 * feed on the public host only. Cached at the edge under the content version like pages
 * (`FEED_ROUTES`), so a write shows in them on the next request.
 */
export const feedRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) =>
    isAdminHost(c)
      ? c.body(robotsTxt("admin", originOf(c)), 200, {
          "Content-Type": TEXT,
          "Cache-Control": "public, max-age=3600",
        })
      : c.body(robotsTxt("public", originOf(c)), 200, typed(TEXT)),
  )
  .get(
    "/sitemap.xml",
    publicOnly(async (c) => {
      const origin = originOf(c);
      const pages = await sitemapPages(c.env.DB);
      const locations = [
        `${origin}/sitemap-halaman.xml`,
        ...SITEMAP_COLLECTIONS.flatMap((collection) =>
          Array.from({ length: pages[collection] }, (_, index) =>
            pageLocation(origin, collection, index + 1),
          ),
        ),
        ...(pages.data ? [`${origin}${DATA_PATHS.sitemap}`] : []),
      ];
      return c.body(sitemapIndex(locations), 200, typed(XML));
    }),
  )
  // The fixed pages change with whatever they list; the site keeps no time for that, so no lastmod.
  .get(
    "/sitemap-halaman.xml",
    publicOnly((c) => {
      const origin = originOf(c);
      return c.body(urlset(FIXED_PAGES.map((path) => ({ loc: `${origin}${path}` }))), 200, typed(XML));
    }),
  )
  .get(sitemapPath("artikel"), collectionSitemap("artikel"))
  .get(sitemapPath("umkm"), collectionSitemap("umkm"))
  .get(sitemapPath("agenda"), collectionSitemap("agenda"))
  // 'Data Padukuhan''s open data: every table of every year in each format, dated by its last
  // change (a few rows a year: one page). Cached at the edge like the rest (lib/edge-cache.ts).
  .get(
    DATA_PATHS.sitemap,
    publicOnly(async (c) => {
      const files = await dataFiles(c.env.DB);
      if (files.length === 0) return notFound(c);
      const origin = originOf(c);
      const urls = files.flatMap((file) =>
        DATA_FORMATS.map((format) => ({
          loc: `${origin}${DATA_PATHS.download(file.tabel, file.tahun, format)}`,
          lastmod: file.updated_at,
        })),
      );
      return c.body(urlset(urls), 200, typed(XML));
    }),
  )
  .get(
    "/rss.xml",
    publicOnly(async (c) => {
      const origin = originOf(c);
      const [articles, identity] = await Promise.all([rssArticles(c.env.DB), readIdentity(c.env.DB)]);
      const body = rss(
        {
          title: identity.villageName,
          link: `${origin}/`,
          description: identity.description,
          self: `${origin}/rss.xml`,
        },
        articles.map((row) => ({
          title: row.judul,
          link: recordUrl(origin, "artikel", row.id),
          summary: truncate(row.awal, limits.summaryList),
          published: row.created_at,
          image: absoluteImage(row.gambar, origin),
        })),
      );
      return c.body(body, 200, typed(RSS));
    }),
  );
