import { env } from "cloudflare:workers";
import { sampleAgenda, sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import { villageName } from "@padukuhan/shared/village";
import { beforeAll, describe, expect, it } from "vitest";
import { largeAgenda, largeArtikel, largeGaleri, largeUmkm } from "../../../scripts/lib/large-content";
import { request } from "../../test/http";
import { insertAgendaStatements } from "../content/agenda/store";
import { insertArtikelStatements } from "../content/artikel/store";
import { insertGaleriStatements } from "../content/galeri/store";
import { loadSampleContent } from "../content/sample-content";
import { insertUmkmStatements } from "../content/umkm/store";
import { bumpContentVersion } from "../db/content-version";

const ORIGIN = "http://padukuhan.localhost:8787";

beforeAll(async () => {
  await loadSampleContent(env.DB);
  // Enough records for a second page of every list: 12 articles, UMKM and events a page, 24 photos.
  const db = env.DB;
  await db.batch([
    ...largeArtikel(13).flatMap((record) => insertArtikelStatements(db, record)),
    ...largeUmkm(12).flatMap((record) => insertUmkmStatements(db, record)),
    ...largeGaleri(20).flatMap((record) => insertGaleriStatements(db, record)),
    // Half upcoming, half in the archive: 13 each.
    ...largeAgenda(26).flatMap((record) => insertAgendaStatements(db, record)),
    bumpContentVersion(db),
  ]);
});

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The three things a search engine takes from a page's head. */
async function headOf(path: string) {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const one = (pattern: RegExp) => {
    const found = [...head.matchAll(pattern)].map(([, value]) => decode(value ?? ""));
    expect(found, `${path}: ${pattern}`).toHaveLength(1);
    return found[0] ?? "";
  };
  return {
    path,
    title: one(/<title>([^<]*)<\/title>/g),
    description: one(/<meta name="description" content="([^"]*)">/g),
    canonical: one(/<link rel="canonical" href="([^"]*)">/g),
  };
}

/** Every kind of public page, with a category, a search and a second page of each list. */
const PAGES = [
  "/",
  "/artikel",
  "/artikel?kategori=Kesehatan",
  "/artikel?q=panen",
  "/artikel?halaman=2",
  ...sampleArtikel.map((artikel) => `/artikel/${artikel.id}`),
  "/umkm",
  "/umkm?kategori=Makanan",
  "/umkm?halaman=2",
  ...sampleUmkm.map((umkm) => `/umkm/${umkm.id}`),
  "/galeri",
  "/galeri?kategori=Budaya",
  "/galeri?halaman=2",
  "/about",
  "/agenda",
  "/agenda?halaman=2",
  "/agenda/arsip",
  "/agenda/arsip?halaman=2",
  ...sampleAgenda.map((agenda) => `/agenda/${agenda.id}`),
  "/katalog",
  "/profil",
];

describe("every public page has a head of its own", () => {
  it("a title, a description and an absolute canonical URL, none of them shared with another page", async () => {
    const heads = [];
    for (const path of PAGES) heads.push(await headOf(path));

    for (const head of heads) {
      expect(head.title.trim(), head.path).not.toBe("");
      expect(head.title, head.path).toContain(villageName);
      expect(head.description.trim(), head.path).not.toBe("");
      // Absolute, on the public origin, the page's own canonical address.
      expect(head.canonical, head.path).toBe(`${ORIGIN}${head.path}`);
    }
    for (const key of ["title", "description", "canonical"] as const) {
      const seen = new Map<string, string>();
      for (const head of heads) {
        const other = seen.get(head[key]);
        expect(other, `${head.path} has the ${key} of ${other}: "${head[key]}"`).toBeUndefined();
        seen.set(head[key], head.path);
      }
    }
  });

  it("names a list's category, search and page in its title and description", async () => {
    const kategori = await headOf("/artikel?kategori=Kesehatan");
    expect(kategori.title).toBe(`Artikel: Kesehatan | ${villageName}`);
    expect(kategori.description).toMatch(/^Kategori Kesehatan\. /);

    const search = await headOf("/artikel?q=panen");
    expect(search.title).toBe(`Artikel - Pencarian "panen" | ${villageName}`);

    const second = await headOf("/galeri?halaman=2");
    expect(second.title).toBe(`Galeri - Halaman 2 | ${villageName}`);
    expect(second.description).toMatch(/^Halaman 2\. /);

    const archive = await headOf("/agenda/arsip?halaman=2");
    expect(archive.title).toBe(`Arsip Agenda - Halaman 2 | ${villageName}`);
  });

  it("keeps the canonical query: unknown parameters dropped, values normalised", async () => {
    const head = await headOf("/artikel?utm_source=wa&kategori=kesehatan&halaman=2");
    expect(head.canonical).toBe(`${ORIGIN}/artikel?kategori=Kesehatan&halaman=2`);
    expect(head.title).toBe(`Artikel: Kesehatan - Halaman 2 | ${villageName}`);
  });
});
