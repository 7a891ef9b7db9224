/**
 * robots.txt, the sitemaps (sitemaps.org 0.9, with Google's image extension) and the RSS 2.0
 * feed as text, from what `content/feeds.ts` read. Pure: every URL comes in absolute, every text
 * goes out escaped.
 */

/**
 * Characters XML 1.0 does not allow even escaped: C0 controls other than tab, line feed and
 * carriage return, U+FFFE and U+FFFF, and halves of a surrogate pair. A title pasted with one
 * would make the whole document unreadable to every crawler, so they are dropped.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point: they are removed.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text (or a URL) safe in XML content and in a quoted attribute. */
export const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const IMAGE_NS = "http://www.google.com/schemas/sitemap-image/1.1";
const ATOM_NS = "http://www.w3.org/2005/Atom";

/** 2026-07-12T09:30:00Z: a W3C datetime (sitemaps' `lastmod`), to the second, in UTC. */
export const w3cDatetime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** Sun, 12 Jul 2026 09:30:00 GMT: RFC 822 as RSS 2.0 asks (with a four-digit year). */
export const rfc822 = (ms: number) => new Date(ms).toUTCString();

/**
 * An image's absolute URL on `origin` (our `/img/...`, or an imported address as it is), or
 * null when it is none that a crawler can fetch.
 */
export function absoluteImage(gambar: string | null, origin: string): string | null {
  if (!gambar) return null;
  try {
    const url = new URL(gambar, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** An image's type by its name's extension (uploads are named by their sniffed type); null if unknown. */
export function imageType(url: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return (extension && IMAGE_TYPES[extension]) ?? null;
}

/**
 * The public host's robots.txt: everything may be crawled (pages, images, the API the pages
 * render from), and the sitemap is named. The admin host's refuses everything: it is for the
 * village's staff, never for search results.
 */
export function robotsTxt(host: "public" | "admin", origin: string): string {
  if (host === "admin") return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** A sitemap index: one `<sitemap>` per absolute URL. */
export function sitemapIndex(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, "</sitemapindex>", ""].join(
    "\n",
  );
}

export interface SitemapUrl {
  /** Absolute, canonical. */
  loc: string;
  /** Milliseconds; left out where the site keeps no time of the last change. */
  lastmod?: number;
  /** Absolute. */
  image?: string | null;
}

/** One sitemap (`<urlset>`), with the image namespace for the records' pictures. */
export function urlset(urls: SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod, image }) =>
    [
      `<url><loc>${escapeXml(loc)}</loc>`,
      lastmod === undefined ? "" : `<lastmod>${w3cDatetime(lastmod)}</lastmod>`,
      image ? `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>` : "",
      "</url>",
    ].join(""),
  );
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">`,
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export interface RssChannel {
  title: string;
  /** The site's home page, absolute. */
  link: string;
  description: string;
  /** The feed's own absolute URL (`atom:link rel="self"`). */
  self: string;
}

export interface RssItem {
  title: string;
  /** The article's page, absolute: also its guid. */
  link: string;
  /** Plain text. */
  summary: string;
  /** When it went public (ms). */
  published: number;
  /** Absolute image URL, if any. */
  image: string | null;
}

/** HTML for plain text: RSS readers read `description` as HTML, so `<` must stay a character. */
const htmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function rssItem(item: RssItem): string {
  const type = item.image ? imageType(item.image) : null;
  return [
    "<item>",
    `<title>${escapeXml(item.title)}</title>`,
    `<link>${escapeXml(item.link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    `<description>${escapeXml(htmlText(item.summary))}</description>`,
    `<pubDate>${rfc822(item.published)}</pubDate>`,
    // Its size is not stored; 0 is what feeds write when they cannot tell.
    item.image && type ? `<enclosure url="${escapeXml(item.image)}" type="${type}" length="0"/>` : "",
    "</item>",
  ].join("");
}

/** An RSS 2.0 feed in Indonesian. */
export function rss(channel: RssChannel, items: RssItem[]): string {
  return [
    XML_DECLARATION,
    `<rss version="2.0" xmlns:atom="${ATOM_NS}">`,
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    "<language>id</language>",
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(rssItem),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
