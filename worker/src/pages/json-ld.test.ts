import { env } from "cloudflare:workers";
import type { Artikel } from "@padukuhan/shared/artikel";
import { sampleAgenda, sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import { villageInfo, villageName } from "@padukuhan/shared/village";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../test/auth";
import { budget, PENDUDUK, saved, umur } from "../../test/data-padukuhan";
import { request } from "../../test/http";
import { adminToken, file, formOf, JPEG, sendForm } from "../../test/upload";
import { loadSampleContent } from "../content/sample-content";
import { bumpContentVersion } from "../db/content-version";

// Google's rich results documentation: what each type requires or recommends.
// https://developers.google.com/search/docs/appearance/structured-data/{article,local-business,event,breadcrumb,organization}

const ORIGIN = "http://padukuhan.localhost:8787";
let token = "";

beforeAll(async () => {
  token = await adminToken();
  await loadSampleContent(env.DB);
});

type Json = Record<string, unknown>;

/** The sample village's address line, as a PostalAddress. */
const VILLAGE_ADDRESS = {
  "@type": "PostalAddress",
  streetAddress: "Jl. Karangrejo No. 1, Padukuhan Karangrejo, Kalurahan Sumberagung, Kapanewon Moyudan",
  addressLocality: "Kabupaten Sleman",
  addressRegion: "Daerah Istimewa Yogyakarta",
  postalCode: "55563",
  addressCountry: "ID",
};

/** Every JSON-LD block of the server's HTML, parsed as a crawler would. */
function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? "") as Json,
  );
}

async function page(path: string) {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  return { html, blocks: jsonLdOf(html), inHead: jsonLdOf(head) };
}

const ofType = (blocks: Json[], type: string) => {
  const found = blocks.filter((block) => block["@type"] === type);
  expect(found, type).toHaveLength(1);
  return found[0] as Json;
};

/** An article written through the admin API, as the admin app sends it. */
async function createArtikel(judul: string, extra: Record<string, string> = {}) {
  const fields = {
    judul,
    kategori: "Kesehatan",
    text: `${judul}. Isi lengkapnya.`,
    link: "",
    tags: "",
    ...extra,
  };
  const response = await sendForm(
    "/api/admin/artikel",
    "POST",
    formOf(fields, { image: file(JPEG, "foto.jpg", "image/jpeg") }),
    token,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return { fields, record: (await response.json()) as Artikel };
}

const artikel = sampleArtikel[0];
const umkm = sampleUmkm[0];
const agenda = sampleAgenda[0];
if (!artikel || !umkm || !agenda) throw new Error("sample content is empty");

describe("the home page: the hamlet as an organisation", () => {
  it("names the hamlet with its url, logo, description, address and contacts", async () => {
    const { blocks, inHead } = await page("/");
    // In the head, where no script of the app ever touches it.
    expect(inHead).toEqual(blocks);
    const organization = ofType(blocks, "GovernmentOrganization");
    expect(organization["@context"]).toBe("https://schema.org");
    expect(organization.name).toBe(villageName);
    expect(organization.url).toBe(`${ORIGIN}/`);
    expect(organization.logo).toEqual({ "@type": "ImageObject", url: `${ORIGIN}/favicon.svg` });
    expect(organization.description).toBeTruthy();
    expect(organization.image).toMatch(/^http:\/\/padukuhan\.localhost:8787\/.+\.(jpg|webp)$/);
    expect(organization.address).toEqual(VILLAGE_ADDRESS);
    // '(0274) 798 5210' in international form.
    expect(organization.telephone).toBe("+622747985210");
    expect(organization.email).toBe(villageInfo.email);
    // The sample village has no social accounts yet: no empty `sameAs`.
    expect(organization).not.toHaveProperty("sameAs");
  });

  it("lists the village's social accounts in `sameAs` once they are set", async () => {
    const social = {
      facebook: "https://www.facebook.com/karangrejo",
      instagram: "",
      youtube: "https://www.youtube.com/@karangrejo",
      twitter: "",
    };
    const form = new FormData();
    form.append("value", JSON.stringify(social));
    const saved = await sendForm("/api/admin/pengaturan/social", "PUT", form, token);
    expect(saved.status).toBe(200);
    const organization = ofType((await page("/")).blocks, "GovernmentOrganization");
    expect(organization.sameAs).toEqual([social.facebook, social.youtube]);
  });
});

describe("an article: NewsArticle and its breadcrumb", () => {
  it("has headline, images, both dates, author, publisher and the page it describes", async () => {
    const { blocks, inHead } = await page(`/artikel/${artikel.id}`);
    expect(inHead).toHaveLength(2);
    const news = ofType(blocks, "NewsArticle");
    expect(news.headline).toBe(artikel.judul);
    expect(news.image).toEqual([`${ORIGIN}${artikel.gambar}`]);
    expect(news.datePublished).toBe(artikel.createdAt);
    expect(news.dateModified).toBe(artikel.createdAt);
    expect(news.author).toEqual({ "@type": "Organization", name: "Admin Padukuhan", url: `${ORIGIN}/` });
    expect(news.publisher).toMatchObject({
      "@type": "GovernmentOrganization",
      name: villageName,
      logo: { "@type": "ImageObject", url: `${ORIGIN}/favicon.svg` },
    });
    expect(news.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": `${ORIGIN}/artikel/${artikel.id}` });
  });

  it("cuts a long title to 110 characters and dates an edit as the modification", async () => {
    const judul =
      `Laporan lengkap musyawarah warga tentang perbaikan jalan, irigasi sawah, dan lampu kampung ${"sepanjang tahun ".repeat(5)}`.trim();
    expect(judul.length).toBeGreaterThan(110);
    const { fields, record } = await createArtikel(judul);
    // Apart by at least a millisecond, so the edit's time differs from the publication's.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await sendForm(
      `/api/admin/artikel/${record.id}`,
      "PUT",
      formOf({ ...fields, text: `${judul}. Isi yang diperbaiki.` }),
      token,
    );
    expect(edited.status).toBe(200);
    const { updatedAt } = (await edited.json()) as Artikel;

    const news = ofType((await page(`/artikel/${record.id}`)).blocks, "NewsArticle");
    expect(news.headline).toHaveLength(110);
    expect(news.headline).toBe(`${judul.slice(0, 109).trimEnd()}…`);
    expect(news.datePublished).toBe(record.createdAt);
    expect(news.dateModified).toBe(updatedAt);
    expect(updatedAt).not.toBe(record.createdAt);
  });

  it("has a breadcrumb matching the visible one: Beranda › Artikel › the article", async () => {
    const { blocks, html } = await page(`/artikel/${artikel.id}`);
    expect(ofType(blocks, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Beranda", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Artikel", item: `${ORIGIN}/artikel` },
      { "@type": "ListItem", position: 3, name: artikel.judul, item: `${ORIGIN}/artikel/${artikel.id}` },
    ]);
    const visible = html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect(visible).toMatch(/href="\/"[^>]*>Beranda<\/a>/);
    expect(visible).toMatch(/href="\/artikel"[^>]*>Artikel<\/a>/);
    expect(visible).toContain(`>${artikel.judul}</li>`);
  });

  it("is not carried by a draft's admin preview, nor by a missing article", async () => {
    const { record: draft } = await createArtikel("Draf kabar rahasia", { status: "draf" });
    const preview = await adminRequest(`/admin/artikel/${draft.id}/pratinjau`, { token });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("Draf kabar rahasia");
    expect(jsonLdOf(html)).toEqual([]);

    const hidden = await request(`/artikel/${draft.id}`);
    expect(hidden.status).toBe(404);
    expect(jsonLdOf(await hidden.text())).toEqual([]);
  });
});

describe("a UMKM: LocalBusiness and its breadcrumb", () => {
  it("has name, address, image, telephone and its page", async () => {
    const { blocks } = await page(`/umkm/${umkm.id}`);
    const business = ofType(blocks, "LocalBusiness");
    expect(business.name).toBe(umkm.nama);
    expect(business.url).toBe(`${ORIGIN}/umkm/${umkm.id}`);
    expect(business.image).toEqual([`${ORIGIN}${umkm.gambar}`]);
    // '0812-3456-7890' as the WhatsApp button dials it.
    expect(business.telephone).toBe("+6281234567890");
    // No address of its own (the sample UMKM have none): the village's, where every UMKM is.
    expect(business.address).toEqual(VILLAGE_ADDRESS);
    expect(ofType(blocks, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Beranda", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "UMKM", item: `${ORIGIN}/umkm` },
      { "@type": "ListItem", position: 3, name: umkm.nama, item: `${ORIGIN}/umkm/${umkm.id}` },
    ]);
  });
  it("gives a UMKM with an address of its own that address", async () => {
    const other = sampleUmkm[1];
    if (!other) throw new Error("sample content has one UMKM");
    await env.DB.batch([
      env.DB.prepare("UPDATE umkm SET alamat = ? WHERE id = ?").bind(
        "Dusun Karangrejo RT 03, Sumberagung, Moyudan, Kabupaten Sleman, DI Yogyakarta 55563",
        other.id,
      ),
      bumpContentVersion(env.DB),
    ]);
    const business = ofType((await page(`/umkm/${other.id}`)).blocks, "LocalBusiness");
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Dusun Karangrejo RT 03, Sumberagung, Moyudan",
      addressLocality: "Kabupaten Sleman",
      addressRegion: "DI Yogyakarta",
      postalCode: "55563",
      addressCountry: "ID",
    });
  });
});

describe("an event: Event and its breadcrumb", () => {
  it("has name, start and end on the WIB clock, and a place with an address", async () => {
    const { blocks, html } = await page(`/agenda/${agenda.id}`);
    const event = ofType(blocks, "Event");
    expect(event.name).toBe(agenda.judul);
    // Pentas Seni Akhir Tahun: 20 December 2026, 19:00 to 22:00 WIB.
    expect(event.startDate).toBe("2026-12-20T19:00:00+07:00");
    expect(event.endDate).toBe("2026-12-20T22:00:00+07:00");
    expect(event.location).toEqual({
      "@type": "Place",
      name: agenda.lokasi,
      address: VILLAGE_ADDRESS,
    });
    expect(event.organizer).toMatchObject({ name: villageName, url: `${ORIGIN}/` });
    expect(event.url).toBe(`${ORIGIN}/agenda/${agenda.id}`);
    expect(ofType(blocks, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Beranda", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Agenda", item: `${ORIGIN}/agenda` },
      { "@type": "ListItem", position: 3, name: agenda.judul, item: `${ORIGIN}/agenda/${agenda.id}` },
    ]);
    // One copy, from the server: the page body carries none.
    const body = html.slice(html.indexOf("<body>"));
    expect(body).not.toContain("application/ld+json");
  });
});

describe("escaping", () => {
  it("keeps a title with '</script>' inside its JSON-LD block", async () => {
    const judul = "Awas </script><script>alert(1)</script> & <!-- kabar";
    const { record } = await createArtikel(judul);
    const { html, blocks } = await page(`/artikel/${record.id}`);
    expect(ofType(blocks, "NewsArticle").headline).toBe(judul);
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("pages without a record to describe", () => {
  it.each(["/artikel", "/galeri", "/umkm", "/about", "/agenda"])("%s carries no JSON-LD", async (path) => {
    expect((await page(path)).blocks).toEqual([]);
  });
});

describe("'Data Padukuhan': a Dataset naming the year's downloads", () => {
  const dataFile = (name: string, path: string, format: "csv" | "json") => ({
    "@type": "DataDownload",
    name: `${name} (${format.toUpperCase()})`,
    encodingFormat: format === "csv" ? "text/csv" : "application/json",
    contentUrl: `${ORIGIN}${path}.${format}`,
  });

  it("has none before any figures, then one per page with each table's files", async () => {
    // A village that has entered no figures yet: the sample village's go.
    await env.DB.batch([env.DB.prepare("DELETE FROM data_tabel"), bumpContentVersion(env.DB)]);
    expect((await page("/data")).blocks).toEqual([]);
    expect((await page("/data/apbdes")).blocks).toEqual([]);
    await saved(token, 2026, "penduduk", PENDUDUK);
    await saved(token, 2026, "umur", umur());
    await saved(token, 2026, "apbdes", budget());

    const penduduk = ofType((await page("/data")).inHead, "Dataset");
    expect(penduduk).toEqual({
      "@context": "https://schema.org",
      "@type": "Dataset",
      name: `Data Penduduk ${villageName} Tahun 2026`,
      description: `Data kependudukan ${villageName} tahun 2026: jumlah penduduk, kelompok umur. Dapat diunduh sebagai CSV dan JSON.`,
      url: `${ORIGIN}/data?tahun=2026`,
      temporalCoverage: "2026",
      inLanguage: "id",
      isAccessibleForFree: true,
      creator: expect.objectContaining({ "@type": "GovernmentOrganization", name: villageName }),
      distribution: [
        dataFile("Jumlah Penduduk 2026", "/data/penduduk-2026", "csv"),
        dataFile("Jumlah Penduduk 2026", "/data/penduduk-2026", "json"),
        dataFile("Kelompok Umur 2026", "/data/umur-2026", "csv"),
        dataFile("Kelompok Umur 2026", "/data/umur-2026", "json"),
      ],
    });
    // Google asks for 50 characters of description at least.
    expect(String(penduduk.description).length).toBeGreaterThanOrEqual(50);

    const apbdes = ofType((await page("/data/apbdes?tahun=2026")).inHead, "Dataset");
    expect(apbdes).toMatchObject({
      name: `APBDes ${villageName} Tahun 2026`,
      url: `${ORIGIN}/data/apbdes?tahun=2026`,
      temporalCoverage: "2026",
      distribution: [
        dataFile("APBDes 2026", "/data/apbdes-2026", "csv"),
        dataFile("APBDes 2026", "/data/apbdes-2026", "json"),
      ],
    });
  });
});
