import { env } from "cloudflare:workers";
import type { Agenda } from "@padukuhan/shared/agenda";
import type { Artikel } from "@padukuhan/shared/artikel";
import { COPY_WIDTHS, copyField, shareField } from "@padukuhan/shared/images";
import { sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import { sampleSettings } from "@padukuhan/shared/village";
import { wibInput } from "@padukuhan/shared/wib";
import { beforeAll, describe, expect, it } from "vitest";
import { request } from "../../test/http";
import { adminToken, file, formOf, JPEG, jpegHeader, PNG, sendForm, webp } from "../../test/upload";
import { loadSampleContent } from "../content/sample-content";

/**
 * Link previews (WhatsApp, Facebook, X): a page's `og:image` is its image's 1200×630 copy when
 * it has one, announced with its size, type and a description; a page without an image of its
 * own shows the first home page slide's.
 */

const ORIGIN = "http://padukuhan.localhost:8787";

let token = "";

beforeAll(async () => {
  token = await adminToken();
  await loadSampleContent(env.DB);
});

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Every `og:image*` and `twitter:*image*` tag of a page's head, in order, by name. */
async function previewTags(path: string): Promise<Record<string, string>> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = [
    ...head.matchAll(/<meta (?:name|property)="((?:og:image|twitter:)[^"]*)" content="([^"]*)">/g),
  ];
  const names = tags.map(([, name]) => name);
  // Each once: a preview reads the first of two and may take the wrong one.
  expect(new Set(names).size, names.join(" ")).toBe(names.length);
  return Object.fromEntries(tags.map(([, name, content]) => [name ?? "", decode(content ?? "")]));
}

const imageTags = (tags: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(tags).filter(([name]) => name.includes("image") || name === "twitter:card"),
  );

/** The three WebP copies and the link-preview JPEG, as the admin app sends them. */
const copies = () => ({
  ...Object.fromEntries(
    COPY_WIDTHS.map((width) => [
      copyField("image", width),
      file(webp(width, (width * 5) / 8), "a.webp", "image/webp"),
    ]),
  ),
  [shareField("image")]: file(jpegHeader(1200, 630), "a-share.jpg", "image/jpeg"),
});

const artikelFields = (judul: string) => ({
  judul,
  kategori: "Pertanian",
  text: "Panen padi tahun ini melimpah berkat irigasi baru.",
});

async function createArtikel(judul: string, files: Record<string, File>) {
  const response = await sendForm("/api/admin/artikel", "POST", formOf(artikelFields(judul), files), token);
  expect(response.status).toBe(201);
  return (await response.json()) as Artikel;
}

describe("the link preview of a page with an image of its own", () => {
  it("is the sample article's 1200×630 JPEG, with its size, type and the article's title as alt", async () => {
    const artikel = sampleArtikel[0];
    if (!artikel) throw new Error("no sample article");
    const share = `${ORIGIN}${artikel.gambar.replace(/\/original\.jpg$/, "/share.jpg")}`;
    expect(imageTags(await previewTags(`/artikel/${artikel.id}`))).toEqual({
      "og:image": share,
      "og:image:type": "image/jpeg",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": artikel.judul,
      "twitter:card": "summary_large_image",
      "twitter:image": share,
      "twitter:image:alt": artikel.judul,
    });
  });

  it("is the sample UMKM's 1200×630 JPEG, described by its name", async () => {
    const umkm = sampleUmkm[0];
    if (!umkm) throw new Error("no sample UMKM");
    const tags = await previewTags(`/umkm/${umkm.id}`);
    const share = `${ORIGIN}${umkm.gambar.replace(/\/original\.jpg$/, "/share.jpg")}`;
    expect(tags["og:image"]).toBe(share);
    expect([tags["og:image:width"], tags["og:image:height"]]).toEqual(["1200", "630"]);
    expect(tags["og:image:alt"]).toBe(umkm.nama);
    expect(tags["twitter:image:alt"]).toBe(umkm.nama);
  });

  it("is an uploaded article's own share.jpg, which the Worker serves as the JPEG that was sent", async () => {
    const judul = `Panen "raya" <2026> & syukuran`;
    const sent = copies();
    const record = await createArtikel(judul, { image: file(JPEG, "sawah.jpg", "image/jpeg"), ...sent });
    expect(record.gambar).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20}\/original\.jpg$/);
    const sharePath = record.gambar.replace(/\/original\.jpg$/, "/share.jpg");
    const tags = await previewTags(`/artikel/${record.id}`);
    expect(imageTags(tags)).toMatchObject({
      "og:image": `${ORIGIN}${sharePath}`,
      "og:image:type": "image/jpeg",
      "og:image:width": "1200",
      "og:image:height": "630",
      // Escaped in the HTML, the title itself once decoded.
      "og:image:alt": judul,
      "twitter:image:alt": judul,
    });
    const served = await request(sharePath);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const expected = new Uint8Array(await (sent[shareField("image")] as File).arrayBuffer());
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(expected);
  });

  it("is the image itself when it has no copies, with no size announced", async () => {
    const record = await createArtikel("Kerja bakti saluran", { image: file(JPEG, "a.jpg", "image/jpeg") });
    expect(record.gambar).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20}\.jpg$/);
    expect(imageTags(await previewTags(`/artikel/${record.id}`))).toEqual({
      "og:image": `${ORIGIN}${record.gambar}`,
      "og:image:type": "image/jpeg",
      "og:image:alt": "Kerja bakti saluran",
      "twitter:card": "summary_large_image",
      "twitter:image": `${ORIGIN}${record.gambar}`,
      "twitter:image:alt": "Kerja bakti saluran",
    });
  });

  it("is an event's own share.jpg; an event without an image shows the first slide's", async () => {
    const when = (days: number) => wibInput(new Date(Date.now() + days * 86_400_000));
    const fields = {
      judul: "Merti Dusun 2030",
      mulai: when(3),
      selesai: when(4),
      lokasi: "Balai Padukuhan",
      deskripsi: "Kirab budaya dan kenduri bersama.",
    };
    const withImage = await sendForm(
      "/api/admin/agenda",
      "POST",
      formOf(fields, { image: file(JPEG, "a.jpg", "image/jpeg"), ...copies() }),
      token,
    );
    expect(withImage.status).toBe(201);
    const event = (await withImage.json()) as Agenda;
    const eventTags = await previewTags(`/agenda/${event.id}`);
    expect(eventTags["og:image"]).toBe(`${ORIGIN}${event.gambar?.replace(/\/original\.jpg$/, "/share.jpg")}`);
    expect(eventTags["og:image:alt"]).toBe("Merti Dusun 2030");

    const withoutImage = await sendForm(
      "/api/admin/agenda",
      "POST",
      formOf({ ...fields, judul: "Ronda" }),
      token,
    );
    expect(withoutImage.status).toBe(201);
    const plain = (await withoutImage.json()) as Agenda;
    expect((await previewTags(`/agenda/${plain.id}`))["og:image"]).toBe(
      `${ORIGIN}/img/sample/carousel-sawah-merapi/share.jpg`,
    );
  });
});

describe("the link preview of a page without an image of its own", () => {
  it.each(["/", "/artikel", "/galeri", "/umkm", "/about"])(
    "%s shows the first slide's 1200×630 JPEG",
    async (path) => {
      const slide = sampleSettings.carousel.slides[0];
      expect(slide?.image).toBe("/img/sample/carousel-sawah-merapi/original.jpg");
      const share = `${ORIGIN}/img/sample/carousel-sawah-merapi/share.jpg`;
      expect(imageTags(await previewTags(path))).toEqual({
        "og:image": share,
        "og:image:type": "image/jpeg",
        "og:image:width": "1200",
        "og:image:height": "630",
        // The slide's own description.
        "og:image:alt": "Sawah bertingkat dengan Gunung Merapi di kejauhan",
        "twitter:card": "summary_large_image",
        "twitter:image": share,
        "twitter:image:alt": "Sawah bertingkat dengan Gunung Merapi di kejauhan",
      });
    },
  );
});

describe("when the first slide changes", () => {
  const saveSlide = (alt: string, files: Record<string, File>) => {
    const form = new FormData();
    form.append(
      "value",
      JSON.stringify({ slides: [{ image: null, alt, caption: "Balai Dusun", description: "" }] }),
    );
    for (const [name, item] of Object.entries(files)) form.append(name, item);
    return sendForm("/api/admin/pengaturan/carousel", "PUT", form, token);
  };

  it("pages without an image show the new slide's share.jpg, or the slide itself when it has no copies", async () => {
    const withCopies = await saveSlide("Balai padukuhan di sore hari", {
      "slides.0.image": file(JPEG, "balai.jpg", "image/jpeg"),
      "slides.0.image_w400": file(webp(400, 250), "a.webp", "image/webp"),
      "slides.0.image_w800": file(webp(800, 500), "a.webp", "image/webp"),
      "slides.0.image_w1200": file(webp(1200, 750), "a.webp", "image/webp"),
      "slides.0.image_share": file(jpegHeader(1200, 630), "a-share.jpg", "image/jpeg"),
    });
    expect(withCopies.status).toBe(200);
    const slide = ((await withCopies.json()) as { value: { slides: Array<{ image: string }> } }).value
      .slides[0];
    expect(slide?.image).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20}\/original\.jpg$/);
    const home = await previewTags("/");
    expect(home["og:image"]).toBe(`${ORIGIN}${slide?.image.replace(/\/original\.jpg$/, "/share.jpg")}`);
    expect(home["og:image:alt"]).toBe("Balai padukuhan di sore hari");
    expect(home["og:image:width"]).toBe("1200");

    const png = await saveSlide("Balai padukuhan", {
      "slides.0.image": file(PNG, "balai.png", "image/png"),
    });
    expect(png.status).toBe(200);
    const flat = ((await png.json()) as { value: { slides: Array<{ image: string }> } }).value.slides[0]
      ?.image;
    expect(flat).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20}\.png$/);
    expect(imageTags(await previewTags("/galeri"))).toEqual({
      "og:image": `${ORIGIN}${flat}`,
      "og:image:type": "image/png",
      "og:image:alt": "Balai padukuhan",
      "twitter:card": "summary_large_image",
      "twitter:image": `${ORIGIN}${flat}`,
      "twitter:image:alt": "Balai padukuhan",
    });
  });
});
