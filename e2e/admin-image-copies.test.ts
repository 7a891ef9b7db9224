import type { Artikel } from "@padukuhan/shared/artikel";
import type { Galeri } from "@padukuhan/shared/galeri";
import { copyUrls, shareImageUrl } from "@padukuhan/shared/images";
import { API_LIMIT } from "@padukuhan/shared/routes";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  adminContext,
  apiCall,
  apiPage,
  collectPageErrors,
  openAdminScreen,
  publicUrl,
  sharedBrowser,
} from "./browser";
import { canvasJpeg } from "./images";

/** Everything these tests create starts with this, so the clean-up finds it and nothing else. */
const PREFIX = "Uji E2E salinan";
const RUN = Date.now().toString(36);

const browser = sharedBrowser();
afterAll(async () => {
  await removeTestContent();
});

/** Fetches an image in the page and decodes it: status, type and its real pixel size. */
async function inspectImage(page: Page, url: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { cache: "no-store" });
    const type = response.headers.get("content-type");
    if (!response.ok) return { status: response.status, type, width: 0, height: 0 };
    const bitmap = await createImageBitmap(await response.blob());
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { status: response.status, type, ...size };
  }, url);
}

async function removeTestContent() {
  const context = await adminContext(browser);
  try {
    const api = await apiPage(context);
    for (const entity of ["artikel", "galeri"]) {
      // Only this run's own records match the search; its pages are followed to the end.
      const ours: Array<{ id: string; judul: string }> = [];
      let cursor: string | null = null;
      do {
        const search = new URLSearchParams({ q: PREFIX, limit: String(API_LIMIT.max) });
        if (cursor !== null) search.set("cursor", cursor);
        const page = (await apiCall(api, `/api/${entity}?${search}`)).body as {
          data: Array<{ id: string; judul: string }>;
          next: string | null;
        };
        ours.push(...page.data.filter((record) => record.judul.startsWith(PREFIX)));
        cursor = page.next;
      } while (cursor !== null);
      for (const record of ours) await apiCall(api, `/api/admin/${entity}/${record.id}`, "DELETE");
    }
  } finally {
    await context.close();
  }
}

const FOLDER_URL = /^\/img\/uploads\/[A-Za-z0-9]{20}\/original\.jpg$/;

describe("WebP copies made in the admin's browser", () => {
  it("sends 400, 800 and 1200 px copies and the 1200×630 link preview with a new article; the public page offers them", {
    timeout: 180_000,
  }, async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openAdminScreen(page, "/admin/artikel", "Kelola Artikel");

    const judul = `${PREFIX} artikel ${RUN}`;
    const photo = await canvasJpeg(page, 1600, 1000);
    expect(photo.length).toBeLessThan(1024 * 1024);

    await page.getByRole("button", { name: "Tambah Artikel" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Artikel" });
    await dialog.waitFor();
    await dialog.getByLabel("Judul").fill(judul);
    await dialog.getByLabel("Kategori").selectOption("Pertanian");
    await dialog.getByLabel("Isi artikel").fill("Sawah di utara dusun mulai menguning.");
    await dialog
      .getByLabel("Gambar artikel")
      .setInputFiles({ name: "sawah.jpg", mimeType: "image/jpeg", buffer: photo });
    await dialog.getByText(/Gambar baru: sawah\.jpg/).waitFor({ timeout: 30_000 });

    const created = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/artikel") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Tambah Artikel" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const record = (await response.json()) as Artikel;
    expect(record.gambar).toMatch(FOLDER_URL);
    await page.getByText("Artikel berhasil ditambahkan").waitFor();

    // Each copy answers as a WebP exactly as wide as its name says, in the photo's proportions.
    const copies = copyUrls(record.gambar) ?? [];
    expect(copies.map((copy) => copy.width)).toEqual([400, 800, 1200]);
    const visitor = await context.newPage();
    await visitor.goto(publicUrl("/"));
    for (const copy of copies) {
      expect(await inspectImage(visitor, copy.url)).toEqual({
        status: 200,
        type: "image/webp",
        width: copy.width,
        height: (copy.width * 1000) / 1600,
      });
    }
    expect(await inspectImage(visitor, record.gambar)).toMatchObject({
      status: 200,
      type: "image/jpeg",
      width: 1600,
    });

    // The article page's picture lists the copies; the browser shows one of them.
    await visitor.goto(publicUrl(`/artikel/${record.id}`));
    await visitor.getByRole("heading", { name: judul }).waitFor();

    // Its link preview is the 1200×630 JPEG made beside them, cropped from the photo's middle.
    const share = shareImageUrl(record.gambar) ?? "";
    expect(share).toBe(record.gambar.replace(/original\.jpg$/, "share.jpg"));
    const head = async (selector: string) => visitor.locator(selector).getAttribute("content");
    const ogImage = (await head('meta[property="og:image"]')) ?? "";
    expect(new URL(ogImage).pathname).toBe(share);
    expect(await head('meta[property="og:image:width"]')).toBe("1200");
    expect(await head('meta[property="og:image:height"]')).toBe("630");
    expect(await head('meta[property="og:image:type"]')).toBe("image/jpeg");
    expect(await head('meta[property="og:image:alt"]')).toBe(judul);
    expect(await inspectImage(visitor, new URL(ogImage).pathname)).toEqual({
      status: 200,
      type: "image/jpeg",
      width: 1200,
      height: 630,
    });
    const hero = visitor.locator("img.artikel-hero-image");
    const srcset = (await hero.getAttribute("srcset")) ?? "";
    for (const copy of copies) expect(srcset).toContain(`${copy.url} ${copy.width}w`);
    await visitor.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>("img.artikel-hero-image");
      return image?.complete && image.naturalWidth > 0;
    });
    const shown = await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    expect(copies.map((copy) => copy.url)).toContain(shown);

    // Deleting the article deletes its copies too.
    const api = await apiPage(context);
    expect((await apiCall(api, `/api/admin/artikel/${record.id}`, "DELETE")).status).toBe(200);
    for (const url of [record.gambar, ...copies.map((copy) => copy.url), share]) {
      expect((await inspectImage(visitor, url)).status).toBe(404);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("makes a portrait photo's copies as wide as their names, the largest as wide as the photo", {
    timeout: 120_000,
  }, async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openAdminScreen(page, "/admin/galeri", "Kelola Galeri");

    const judul = `${PREFIX} galeri ${RUN}`;
    await page.getByRole("button", { name: "Tambah Foto" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Foto Galeri" });
    await dialog.waitFor();
    await dialog.getByLabel("Judul foto").fill(judul);
    await dialog
      .getByLabel("Foto", { exact: true })
      .setInputFiles({ name: "tugu.jpg", mimeType: "image/jpeg", buffer: await canvasJpeg(page, 900, 1400) });
    await dialog.getByText(/Gambar baru: tugu\.jpg/).waitFor({ timeout: 30_000 });

    const created = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/galeri") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Tambah Foto" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const record = (await response.json()) as Galeri;
    expect(record.foto).toMatch(FOLDER_URL);

    const visitor = await context.newPage();
    await visitor.goto(publicUrl("/"));
    const widths = [];
    for (const copy of copyUrls(record.foto) ?? []) {
      const image = await inspectImage(visitor, copy.url);
      expect(image).toMatchObject({ status: 200, type: "image/webp" });
      widths.push(image.width);
    }
    expect(widths).toEqual([400, 800, 900]);
    // A portrait photo's link preview is still exactly 1200×630: its middle, scaled to fill.
    expect(await inspectImage(visitor, shareImageUrl(record.foto) ?? "")).toEqual({
      status: 200,
      type: "image/jpeg",
      width: 1200,
      height: 630,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
