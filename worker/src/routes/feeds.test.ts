import { env } from "cloudflare:workers";
import type { Artikel } from "@padukuhan/shared/artikel";
import { DATA_FORMATS, DATA_PATHS } from "@padukuhan/shared/data-padukuhan";
import { sampleAgenda, sampleArtikel, sampleData, sampleUmkm } from "@padukuhan/shared/sample-content";
import { description as sampleDescription } from "@padukuhan/shared/village";
import { wibInput } from "@padukuhan/shared/wib";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../test/auth";
import { PENDUDUK, saved } from "../../test/data-padukuhan";
import { ADMIN_HOST, request } from "../../test/http";
import { adminToken, file, formOf, JPEG, sendForm } from "../../test/upload";
import { insertArtikelStatements } from "../content/artikel/store";
import { applyDueChanges } from "../content/due-changes";
import { loadSampleContent } from "../content/sample-content";
import { bumpContentVersion } from "../db/content-version";

const ORIGIN = "http://padukuhan.localhost:8787";

let token = "";
beforeAll(async () => {
  token = await adminToken();
  await loadSampleContent(env.DB);
});

/** A real XML parser: attributes kept (`@_name`), texts as strings, lists always lists. */
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ["sitemap", "url", "item", "image:image"].includes(name),
});

interface Loc {
  loc: string;
}
interface SitemapIndexDoc {
  sitemapindex: { "@_xmlns": string; sitemap?: Loc[] };
}
interface UrlEntry extends Loc {
  lastmod?: string;
  "image:image"?: { "image:loc": string }[];
}
interface UrlsetDoc {
  urlset: { "@_xmlns": string; "@_xmlns:image": string; url?: UrlEntry[] };
}
interface RssItemDoc {
  title: string;
  link: string;
  guid: { "#text": string; "@_isPermaLink": string };
  description: string;
  pubDate: string;
  enclosure?: { "@_url": string; "@_type": string; "@_length": string };
}
interface RssDoc {
  rss: {
    "@_version": string;
    "@_xmlns:atom": string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      "atom:link": { "@_href": string; "@_rel": string; "@_type": string };
      item?: RssItemDoc[];
    };
  };
}

/** GETs `path` on the public host, checks it is well-formed XML of `type`, and parses it. */
async function xml<T>(path: string, type = "application/xml; charset=utf-8", host?: string) {
  const response = await request(path, host ? { host } : {});
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe(type);
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return { doc: parser.parse(text) as T, cache: response.headers.get("x-cache"), text };
}

const rssDoc = (host?: string) => xml<RssDoc>("/rss.xml", "application/rss+xml; charset=utf-8", host);

/** Every child sitemap the index lists. */
async function childSitemaps(host?: string): Promise<string[]> {
  const { doc } = await xml<SitemapIndexDoc>("/sitemap.xml", undefined, host);
  return (doc.sitemapindex.sitemap ?? []).map((entry) => entry.loc);
}

/** Every `<url>` of every child sitemap the index lists, fetched by the URL the index gives. */
async function allUrls(host?: string): Promise<UrlEntry[]> {
  const urls: UrlEntry[] = [];
  for (const child of await childSitemaps(host)) {
    const { pathname, search } = new URL(child);
    urls.push(...((await xml<UrlsetDoc>(`${pathname}${search}`, undefined, host)).doc.urlset.url ?? []));
  }
  return urls;
}

const locs = async () => (await allUrls()).map((url) => url.loc);
const rssLinks = async () => ((await rssDoc()).doc.rss.channel.item ?? []).map((item) => item.link);

describe("robots.txt", () => {
  it("on the public host allows everything and names the sitemap", async () => {
    const response = await request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: http://padukuhan.localhost:8787/sitemap.xml\n",
    );
  });

  it("on the admin host refuses everything", async () => {
    const response = await adminRequest("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("on the admin host", () => {
  it.each([
    "/sitemap.xml",
    "/sitemap-halaman.xml",
    "/sitemap-artikel.xml",
    "/sitemap-umkm.xml",
    "/sitemap-agenda.xml",
    "/sitemap-data.xml",
    "/rss.xml",
  ])("%s is not found (never the admin app)", async (path) => {
    const response = await request(path, { host: ADMIN_HOST });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Alamat tidak ditemukan.");
  });
});

describe("the sitemaps", () => {
  it("the index names the fixed pages' sitemap and one per collection", async () => {
    const { doc } = await xml<SitemapIndexDoc>("/sitemap.xml");
    expect(doc.sitemapindex["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(await childSitemaps()).toEqual([
      "http://padukuhan.localhost:8787/sitemap-halaman.xml",
      "http://padukuhan.localhost:8787/sitemap-artikel.xml",
      "http://padukuhan.localhost:8787/sitemap-umkm.xml",
      "http://padukuhan.localhost:8787/sitemap-agenda.xml",
      "http://padukuhan.localhost:8787/sitemap-data.xml",
    ]);
  });

  it("lists the fixed public pages", async () => {
    const { doc } = await xml<UrlsetDoc>("/sitemap-halaman.xml");
    expect(doc.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(doc.urlset.url?.map((url) => url.loc)).toEqual([
      "http://padukuhan.localhost:8787/",
      "http://padukuhan.localhost:8787/artikel",
      "http://padukuhan.localhost:8787/about",
      "http://padukuhan.localhost:8787/galeri",
      "http://padukuhan.localhost:8787/umkm",
      "http://padukuhan.localhost:8787/agenda",
      "http://padukuhan.localhost:8787/agenda/arsip",
      "http://padukuhan.localhost:8787/lapor",
      "http://padukuhan.localhost:8787/lapor/daftar",
      "http://padukuhan.localhost:8787/data",
      "http://padukuhan.localhost:8787/data/apbdes",
    ]);
  });

  it("lists each record's page with its last change and its image", async () => {
    const urls = await allUrls();
    const merti = urls.find((url) => url.loc === `${ORIGIN}/artikel/deJG9PD1YR4GBEUMjvtp`);
    expect(merti).toEqual({
      loc: "http://padukuhan.localhost:8787/artikel/deJG9PD1YR4GBEUMjvtp",
      lastmod: "2026-07-12T09:30:00Z",
      "image:image": [
        { "image:loc": "http://padukuhan.localhost:8787/img/sample/artikel-merti-dusun/original.jpg" },
      ],
    });
    const umkm = sampleUmkm[0] as (typeof sampleUmkm)[number];
    expect(urls.find((url) => url.loc === `${ORIGIN}/umkm/${umkm.id}`)).toEqual({
      loc: `${ORIGIN}/umkm/${umkm.id}`,
      lastmod: umkm.createdAt.replace(".000Z", "Z"),
      "image:image": [{ "image:loc": `${ORIGIN}${umkm.gambar}` }],
    });
    // A sample event has no image: no image element, not an empty one.
    const agenda = sampleAgenda[0] as (typeof sampleAgenda)[number];
    expect(urls.find((url) => url.loc === `${ORIGIN}/agenda/${agenda.id}`)).toEqual({
      loc: `${ORIGIN}/agenda/${agenda.id}`,
      lastmod: "2026-11-20T01:00:00Z",
    });
    // Every sample record once, nothing else.
    expect(urls.map((url) => url.loc).sort()).toEqual(
      [
        ...[
          "/",
          "/artikel",
          "/about",
          "/galeri",
          "/umkm",
          "/agenda",
          "/agenda/arsip",
          "/lapor",
          "/lapor/daftar",
          "/data",
          "/data/apbdes",
        ],
        ...sampleArtikel.map((record) => `/artikel/${record.id}`),
        ...sampleUmkm.map((record) => `/umkm/${record.id}`),
        ...sampleAgenda.map((record) => `/agenda/${record.id}`),
        ...sampleData.flatMap(({ tabel, tahun }) =>
          DATA_FORMATS.map((format) => DATA_PATHS.download(tabel, tahun, format)),
        ),
      ]
        .map((path) => `${ORIGIN}${path}`)
        .sort(),
    );
  });

  it("gives each page the URL the page itself calls canonical, whatever host was asked", async () => {
    const urls = await allUrls("mirror.example");
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url.loc.startsWith(`${ORIGIN}/`), url.loc).toBe(true);
    const article = `${ORIGIN}/artikel/${sampleArtikel[1]?.id}`;
    expect(urls.map((url) => url.loc)).toContain(article);
    const page = await (await request(new URL(article).pathname)).text();
    expect(page).toContain(`<link rel="canonical" href="${article}">`);
  });

  it("a page past the last is not found; an unusable number means the first page", async () => {
    const past = await request("/sitemap-artikel.xml?halaman=2");
    expect(past.status).toBe(404);
    expect(await past.text()).toBe("Alamat tidak ditemukan.");
    const first = await xml<UrlsetDoc>("/sitemap-artikel.xml");
    for (const odd of ["?halaman=1", "?halaman=abc", "?halaman=-3", "?x=1"]) {
      expect((await xml<UrlsetDoc>(`/sitemap-artikel.xml${odd}`)).text, odd).toBe(first.text);
    }
  });
});

describe("the RSS feed", () => {
  it("is RSS 2.0 for the village, in Indonesian, naming itself", async () => {
    const { doc } = await rssDoc();
    expect(doc.rss["@_version"]).toBe("2.0");
    expect(doc.rss["@_xmlns:atom"]).toBe("http://www.w3.org/2005/Atom");
    const { item, ...channel } = doc.rss.channel;
    expect(channel).toEqual({
      title: "Padukuhan Karangrejo",
      link: "http://padukuhan.localhost:8787/",
      description: sampleDescription,
      language: "id",
      "atom:link": {
        "@_href": "http://padukuhan.localhost:8787/rss.xml",
        "@_rel": "self",
        "@_type": "application/rss+xml",
      },
    });
    expect(item?.map((entry) => entry.link)).toContain(`${ORIGIN}/artikel/deJG9PD1YR4GBEUMjvtp`);
  });

  it("is linked from every public page's head", async () => {
    const link =
      '<link rel="alternate" type="application/rss+xml" title="Padukuhan Karangrejo" href="/rss.xml">';
    for (const path of ["/", "/artikel", `/artikel/${sampleArtikel[0]?.id}`, "/umkm", "/agenda", "/about"]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(link);
    }
  });
});

const fields = (judul: string, extra: Record<string, string> = {}) => ({
  judul,
  kategori: "Kesehatan",
  text: `${judul}: isi artikel tentang kegiatan warga padukuhan.`,
  link: "",
  tags: "",
  ...extra,
});

async function create(judul: string, extra: Record<string, string> = {}) {
  const response = await sendForm(
    "/api/admin/artikel",
    "POST",
    formOf(fields(judul, extra), { image: file(JPEG, "foto.jpg", "image/jpeg") }),
    token,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Artikel;
}

describe("drafts, scheduled articles and the cache", () => {
  it("a draft and a scheduled article appear in neither sitemap nor feed, until they are published", async () => {
    // Cached first, so what follows also shows each write reaching the cached copies.
    for (const path of ["/sitemap.xml", "/sitemap-artikel.xml", "/rss.xml"]) {
      await (await request(path)).arrayBuffer();
      const again = await request(path);
      expect(again.headers.get("x-cache"), path).toBe("HIT");
      await again.arrayBuffer();
    }
    const publishAt = Date.now() + 3_600_000;
    const draft = await create("Posyandu lansia bulan depan", { status: "draf" });
    const scheduled = await create("Lomba desa tahun ini", {
      status: "terjadwal",
      publishAt: wibInput(new Date(publishAt)),
    });
    const urlOf = (record: Artikel) => `${ORIGIN}/artikel/${record.id}`;
    expect(await locs()).not.toContain(urlOf(draft));
    expect(await locs()).not.toContain(urlOf(scheduled));
    expect(await rssLinks()).not.toContain(urlOf(draft));
    expect(await rssLinks()).not.toContain(urlOf(scheduled));

    const published = await sendForm(
      `/api/admin/artikel/${draft.id}`,
      "PUT",
      formOf(fields(draft.judul, { status: "terbit" })),
      token,
    );
    expect(published.status).toBe(200);
    const afterEdit = await rssDoc();
    expect(afterEdit.cache).toBe("MISS");
    expect(afterEdit.doc.rss.channel.item?.map((item) => item.link)).toContain(urlOf(draft));
    expect(await locs()).toContain(urlOf(draft));
    expect(await locs()).not.toContain(urlOf(scheduled));

    // The minute job publishes the scheduled one at its time (to the minute), dated then.
    const at = Date.parse(scheduled.publishAt as string);
    expect((await applyDueChanges(env.DB, at)).artikel).toBeGreaterThanOrEqual(1);
    const afterJob = await rssDoc();
    expect(afterJob.cache).toBe("MISS");
    const item = afterJob.doc.rss.channel.item?.find((entry) => entry.link === urlOf(scheduled));
    expect(item?.pubDate).toBe(new Date(at).toUTCString());
    const url = (await allUrls()).find((entry) => entry.loc === urlOf(scheduled));
    expect(url?.lastmod).toBe(new Date(at).toISOString().replace(/\.\d{3}Z$/, "Z"));
  });

  it("a new article shows in the feed and the sitemap on the next request after the write", async () => {
    await (await request("/rss.xml")).arrayBuffer();
    expect((await rssDoc()).cache).toBe("HIT");
    const record = await create("Kerja bakti saluran irigasi");
    const after = await rssDoc();
    expect(after.cache).toBe("MISS");
    expect(after.doc.rss.channel.item?.map((item) => item.link)).toContain(`${ORIGIN}/artikel/${record.id}`);
    expect(await locs()).toContain(`${ORIGIN}/artikel/${record.id}`);
  });
});

describe("the feed's items", () => {
  const base = Date.parse("2031-01-01T00:00:00.000Z");
  const DAY = 86_400_000;
  const newer = (index: number): Artikel => ({
    id: `rss${String(index).padStart(3, "0")}`,
    judul: `Kabar ke-${index}`,
    text: `Isi kabar ke-${index}.`,
    link: null,
    kategori: "Kesehatan",
    gambar: "/img/uploads/abc/original.jpg",
    tags: [],
    status: "terbit",
    publishAt: null,
    createdAt: new Date(base + index * DAY).toISOString(),
    updatedAt: null,
  });

  beforeAll(async () => {
    const special: Artikel = {
      ...newer(30),
      id: "rssspecial",
      // A bell character (not allowed in XML at all) pasted into the title, and markup-like text.
      judul: 'Bakso & Mie "Pak Dul" <Enak>\u0007 di Pasar',
      text: `Warung <b>baru</b> & ramai. ${"Warga antre sejak pagi. ".repeat(10)}`,
      gambar: "https://cdn.example.org/foto/bakso.png?w=800&h=600",
    };
    await env.DB.batch([
      ...Array.from({ length: 25 }, (_, index) => insertArtikelStatements(env.DB, newer(index + 1))).flat(),
      ...insertArtikelStatements(env.DB, special),
      // Newer than all, but a draft and a scheduled one: never in the feed.
      ...insertArtikelStatements(env.DB, { ...newer(40), id: "rssdraft", status: "draf" }),
      ...insertArtikelStatements(env.DB, {
        ...newer(41),
        id: "rssscheduled",
        status: "terjadwal",
        publishAt: new Date(base + 50 * DAY).toISOString(),
      }),
      bumpContentVersion(env.DB),
    ]);
  });

  it("are exactly the 20 newest published articles, newest first", async () => {
    const items = (await rssDoc()).doc.rss.channel.item ?? [];
    expect(items.map((item) => item.link)).toEqual([
      `${ORIGIN}/artikel/rssspecial`,
      ...Array.from(
        { length: 19 },
        (_, index) => `${ORIGIN}/artikel/rss${String(25 - index).padStart(3, "0")}`,
      ),
    ]);
  });

  it("carry title, permalink guid, plain summary, RFC 822 date and the image as enclosure", async () => {
    const items = (await rssDoc()).doc.rss.channel.item ?? [];
    expect(items[1]).toEqual({
      title: "Kabar ke-25",
      link: "http://padukuhan.localhost:8787/artikel/rss025",
      guid: { "#text": "http://padukuhan.localhost:8787/artikel/rss025", "@_isPermaLink": "true" },
      description: "Isi kabar ke-25.",
      pubDate: "Sun, 26 Jan 2031 00:00:00 GMT",
      enclosure: {
        "@_url": "http://padukuhan.localhost:8787/img/uploads/abc/original.jpg",
        "@_type": "image/jpeg",
        "@_length": "0",
      },
    });
  });

  it("escape every text, so markup and stray characters cannot break or inject", async () => {
    const { doc, text } = await rssDoc();
    const special = doc.rss.channel.item?.[0];
    expect(special?.title).toBe('Bakso & Mie "Pak Dul" <Enak> di Pasar');
    // The description is HTML to readers: the text's own '<b>' must stay text there.
    const plain = `Warung <b>baru</b> & ramai. ${"Warga antre sejak pagi. ".repeat(10)}`;
    expect(special?.description).toBe(
      `${plain.slice(0, 150).replace("&", "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}...`,
    );
    expect(special?.description.startsWith("Warung &lt;b&gt;baru&lt;/b&gt; &amp; ramai. Warga")).toBe(true);
    expect(special?.enclosure).toEqual({
      "@_url": "https://cdn.example.org/foto/bakso.png?w=800&h=600",
      "@_type": "image/png",
      "@_length": "0",
    });
    expect(text).not.toContain("\u0007");
    expect(text).not.toContain("<b>");
  });
});

// Last in the file: it removes the sample village's figures, which the earlier tests count.
describe("the open data's sitemap", () => {
  it("is listed once a table is filled in, with each table's files dated by its last change", async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM data_tabel"), bumpContentVersion(env.DB)]);
    expect(await childSitemaps()).not.toContain(`${ORIGIN}/sitemap-data.xml`);
    const none = await request("/sitemap-data.xml");
    expect(none.status).toBe(404);
    await none.arrayBuffer();

    const penduduk = await saved(token, 2026, "penduduk", PENDUDUK);
    const older = await saved(token, 2025, "penduduk", PENDUDUK);
    expect((await childSitemaps()).at(-1)).toBe(`${ORIGIN}/sitemap-data.xml`);
    const { doc, cache } = await xml<UrlsetDoc>("/sitemap-data.xml");
    expect(cache).toBe("MISS");
    const lastmod = (iso: string) => iso.replace(/\.\d{3}Z$/, "Z");
    expect(doc.urlset.url).toEqual([
      { loc: `${ORIGIN}/data/penduduk-2026.csv`, lastmod: lastmod(penduduk.updatedAt) },
      { loc: `${ORIGIN}/data/penduduk-2026.json`, lastmod: lastmod(penduduk.updatedAt) },
      { loc: `${ORIGIN}/data/penduduk-2025.csv`, lastmod: lastmod(older.updatedAt) },
      { loc: `${ORIGIN}/data/penduduk-2025.json`, lastmod: lastmod(older.updatedAt) },
    ]);
    expect((await xml<UrlsetDoc>("/sitemap-data.xml")).cache).toBe("HIT");
  });
});
