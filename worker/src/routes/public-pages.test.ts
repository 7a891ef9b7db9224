import { env } from "cloudflare:workers";
import { sampleArtikel, sampleGaleri, sampleUmkm } from "@padukuhan/shared/sample-content";
import { villageName } from "@padukuhan/shared/village";
import { beforeAll, describe, expect, it } from "vitest";
import { request } from "../../test/http";
import { loadSampleContent } from "../content/sample-content";

const PUBLIC_ORIGIN = "http://padukuhan.localhost:8787";

beforeAll(async () => {
  await loadSampleContent(env.DB);
});

function parse(html: string) {
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&");
  const payload = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1];
  return {
    title: html.match(/<title>(.*?)<\/title>/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&"),
    meta,
    payload: payload
      ? (JSON.parse(payload) as { config: { site: unknown }; location: { pathname: string; search: string } })
      : undefined,
    app: html.match(/<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s)?.[1] ?? "",
  };
}

/** The props the server gave an island of the page (`data-props`, React-escaped JSON). */
function islandProps<T>(html: string, name: string): T {
  const attribute = html.match(new RegExp(`<div data-island="${name}"[^>]*? data-props="([^"]*)"`))?.[1];
  if (attribute === undefined) throw new Error(`no ${name} island`);
  const text = attribute
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  return JSON.parse(text) as T;
}

const sample = sampleArtikel[0];
const umkm = sampleUmkm[0];
if (!sample || !umkm) throw new Error("sample content is empty");

describe("server-rendered public pages", () => {
  it.each([
    "/",
    "/artikel",
    `/artikel/${sample.id}`,
    "/about",
    "/galeri",
    "/umkm",
    `/umkm/${umkm.id}`,
    "/katalog",
    "/profil",
  ])("renders %s with its content in the HTML and every preview tag", async (path) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    const page = parse(await response.text());
    expect(page.app.length).toBeGreaterThan(500);
    expect(page.title).toContain(villageName);
    expect(page.canonical).toBe(`${PUBLIC_ORIGIN}${path}`);
    for (const key of ["description", "og:title", "og:description", "og:type", "og:image", "twitter:card"]) {
      expect(page.meta(key), key).toBeTruthy();
    }
    expect(page.meta("og:image")).toMatch(/^http:\/\/padukuhan\.localhost:8787\//);
    // What the islands need besides their own props: the page's place, not its data.
    expect(page.payload?.location.pathname).toBe(path);
    expect(Object.keys(page.payload ?? {}).sort()).toEqual(["config", "location"]);
  });

  it("writes the home page's content into the HTML, and sends its data nowhere else", async () => {
    const html = await (await request("/")).text();
    const page = parse(html);
    const cards = [...page.app.matchAll(/<a (?=[^>]*class="card-link")[^>]*href="\/artikel\/([^"]+)"/g)];
    expect(cards).toHaveLength(3);
    expect(page.app.match(/class="home-gallery"[\s\S]*?<\/ul>/)?.[0].match(/<li/g)).toHaveLength(
      Math.min(8, sampleGaleri.length),
    );
    // The cards are HTML, not island props: no article text travels twice.
    const [first] = sampleArtikel.filter((a) => html.includes(`/artikel/${a.id}`));
    expect(first).toBeDefined();
    expect(html.split(`/artikel/${first?.id}"`).length - 1).toBe(1);
  });

  it("asks for the first screen's main picture at the start of the page's markup, before the picture", async () => {
    for (const path of ["/", `/artikel/${sampleArtikel[0]?.id}`]) {
      const html = await (await request(path)).text();
      const hero = html.match(/<img\b[^>]*\bfetchpriority="high"[^>]*>/i)?.[0] ?? "";
      const srcset = hero.match(/\ssrcset="([^"]*)"/i)?.[1]?.replace(/&amp;/g, "&");
      expect(srcset, path).toBeTruthy();
      const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(preloads, path).toHaveLength(1);
      const [preload = ""] = preloads;
      expect(preload.replace(/&amp;/g, "&").toLowerCase(), path).toContain(`imagesrcset="${srcset}"`);
      expect(preload.toLowerCase(), path).toContain('fetchpriority="high"');
      // Right after the root opens (outside any island: hydration must not meet it there).
      expect(html.indexOf(preload), path).toBe(html.indexOf('<div id="root">') + '<div id="root">'.length);
      expect(html.indexOf(preload), path).toBeLessThan(html.indexOf(hero));
    }
  });

  it("gives an article page the article's own title, summary and image for link previews", async () => {
    const page = parse(await (await request(`/artikel/${sample.id}`)).text());
    expect(page.meta("og:title")).toBe(`${sample.judul} | ${villageName}`);
    expect(page.meta("og:type")).toBe("article");
    // Its 1200×630 link-preview copy, beside the original (share-preview.test.ts has the rest).
    expect(page.meta("og:image")).toBe(
      `${PUBLIC_ORIGIN}${sample.gambar.replace(/original\.jpg$/, "share.jpg")}`,
    );
    expect(sample.text.replace(/\s+/g, " ")).toContain(page.meta("og:description")?.replace(/\.\.\.$/, ""));
  });

  it("gives a UMKM page its own name and image", async () => {
    const page = parse(await (await request(`/umkm/${umkm.id}`)).text());
    expect(page.meta("og:title")).toBe(`${umkm.nama} | ${villageName}`);
    expect(page.meta("og:image")).toBe(
      `${PUBLIC_ORIGIN}${umkm.gambar.replace(/original\.jpg$/, "share.jpg")}`,
    );
  });

  it("answers an unknown path with 404 and 'Halaman tidak ditemukan'", async () => {
    const response = await request("/tidak-ada/sama-sekali");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Halaman tidak ditemukan");
  });

  it("answers an unknown article with 404 and its message", async () => {
    const response = await request("/artikel/tidak-ada");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Artikel tidak ditemukan");
  });

  it("redirects an unknown UMKM to the home page", async () => {
    const response = await request("/umkm/tidak-ada");
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "", PUBLIC_ORIGIN).pathname).toBe("/");
  });

  it("escapes data so an article cannot end the data script early", async () => {
    const html = await (await request("/artikel")).text();
    const scripts = html.match(/<script/g) ?? [];
    // The data script and the module script: nothing from the data became a tag.
    expect(scripts.length).toBe(2);
  });
});

describe("the same look on article and UMKM pages", () => {
  it("one breadcrumb, with the same separator", async () => {
    for (const path of [`/artikel/${sample.id}`, `/umkm/${umkm.id}`]) {
      const page = parse(await (await request(path)).text());
      expect(page.app, path).toMatch(
        /<nav aria-label="Breadcrumb" class="breadcrumb"><ol><li><a href="\/"[^>]*>Beranda<\/a>/,
      );
    }
  });

  it("card titles styled alike on the article and UMKM lists", async () => {
    const home = parse(await (await request("/")).text()).app;
    // Attributes in any order (the renderer decides it).
    expect(home).toMatch(/<a (?=[^>]*class="card-link")[^>]*href="\/artikel\//);
    expect(home).toMatch(/<a (?=[^>]*class="card-link")[^>]*href="\/umkm\//);
  });
});

describe("a UMKM without a phone number", () => {
  it("shows 'Hubungi via WhatsApp' disabled, says why, and links no WhatsApp", async () => {
    const newVersion = () =>
      env.DB.prepare(
        "INSERT INTO app_meta (key, value) VALUES ('content_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      ).bind(crypto.randomUUID());
    await env.DB.batch([
      env.DB.prepare("UPDATE umkm SET no_telp = '' WHERE id = ?").bind(umkm.id),
      newVersion(),
    ]);
    try {
      const html = await (await request(`/umkm/${umkm.id}`)).text();
      expect(html).toMatch(
        /<button type="button" class="button" disabled="" aria-describedby="umkm-tanpa-wa">Hubungi via WhatsApp<\/button>/,
      );
      expect(html).toContain('<p id="umkm-tanpa-wa" class="umkm-note">Nomor WhatsApp belum tersedia.</p>');
      // No chat link to the business, nor to order a product (the share buttons' WhatsApp
      // share is the visitor's own chat, not the business's).
      expect(html).not.toMatch(/wa\.me\/\d/);
    } finally {
      await env.DB.batch([
        env.DB.prepare("UPDATE umkm SET no_telp = ? WHERE id = ?").bind(umkm.no_telp, umkm.id),
        newVersion(),
      ]);
    }
  });
});

describe("detail page sidebars", () => {
  it.each([
    [`/artikel/${sample.id}`, "/artikel", sampleArtikel],
    [`/umkm/${umkm.id}`, "/umkm", sampleUmkm],
  ] as const)("%s links each category to %s filtered by it", async (path, list, records) => {
    const page = parse(await (await request(path)).text());
    const links = [
      ...page.app.matchAll(/<a (?=[^>]*class="category-row category-link")[^>]*href="([^"]+)"/g),
    ].map((match) => decodeURIComponent((match[1] ?? "").replace(/&amp;/g, "&").replace(/\+/g, " ")));
    const categories = [...new Set(records.map((record) => record.kategori))].sort();
    expect(links.sort()).toEqual(categories.map((kategori) => `${list}?kategori=${kategori}`).sort());
  });
});

describe("list pages in the URL", () => {
  it.each([
    ["/artikel?q=Panen&x=1", "/artikel?q=panen"],
    ["/artikel?halaman=2&kategori=kesehatan", "/artikel?kategori=Kesehatan&halaman=2"],
    ["/galeri?q=%20sawah%20&halaman=0", "/galeri?q=sawah"],
    ["/umkm?tampilan=daftar&urut=nama&utm_source=wa", "/umkm?urut=nama&tampilan=daftar"],
  ])("renders %s with the canonical URL %s", async (path, canonical) => {
    const page = parse(await (await request(path)).text());
    expect(page.canonical).toBe(`${PUBLIC_ORIGIN}${canonical}`);
    expect(page.meta("og:url")).toBe(`${PUBLIC_ORIGIN}${canonical}`);
  });

  it("sends a path with doubled slashes to its single-slash form", async () => {
    for (const [path, location] of [
      ["//", "/"],
      ["//artikel?q=panen", "/artikel?q=panen"],
      ["/artikel//", "/artikel/"],
    ]) {
      const response = await request(path as string);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(location);
    }
  });

  it("renders the search results and their count on the server", async () => {
    const html = await (await request("/artikel?q=posyandu")).text();
    const page = parse(html);
    // The list is a live island (public-app/src/islands/live-page.tsx): its data are its props.
    const { data } = islandProps<{
      loaded: {
        data: { params: { q: string }; results: { items: { judul: string }[]; total: { count: number } } };
      };
    }>(html, "artikelList").loaded;
    expect(data.params.q).toBe("posyandu");
    expect(data.results.items.length).toBeGreaterThan(0);
    expect(data.results.total.count).toBe(data.results.items.length);
    for (const item of data.results.items) expect(page.app).toContain(item.judul.replace(/&/g, "&amp;"));
    expect(page.app).toContain(`Menampilkan ${data.results.total.count} artikel`);
  });

  it("pages the gallery 24 at a time and says how many match in all", async () => {
    const data = (await (await request("/api/pages/galeri?kategori=Budaya")).json()) as {
      data: { results: { items: { kategori: string }[]; total: { count: number }; hasNext: boolean } };
    };
    const budaya = sampleGaleri.filter((photo) => photo.kategori === "Budaya");
    expect(data.data.results.items).toHaveLength(budaya.length);
    expect(data.data.results.items.every((photo) => photo.kategori === "Budaya")).toBe(true);
    expect(data.data.results.total.count).toBe(budaya.length);
    expect(data.data.results.hasNext).toBe(false);
  });
});

describe("GET /api/pages/*", () => {
  it("returns exactly the data the server gives the list's island, with the page's title", async () => {
    const html = await (await request("/galeri?kategori=Budaya")).text();
    const inlined = islandProps<{ loaded: { data: unknown } }>(html, "galeri").loaded.data;
    const response = await request("/api/pages/galeri?kategori=Budaya");
    expect(response.status).toBe(200);
    // The live list sets the document's title from it, as the server wrote it.
    expect(await response.json()).toEqual({
      data: inlined,
      title: parse(html).title?.replace(/&amp;/g, "&"),
    });
  });

  it("answers an unknown article with 404 and the page data", async () => {
    const response = await request("/api/pages/artikel/tidak-ada");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { data: { artikel: unknown } }).data.artikel).toBeNull();
  });

  it("tells the browser where an unknown UMKM goes", async () => {
    const response = await request("/api/pages/umkm/tidak-ada");
    expect(await response.json()).toEqual({ redirect: "/" });
  });
});
