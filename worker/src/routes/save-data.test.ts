import { env } from "cloudflare:workers";
import { carouselImages } from "@padukuhan/shared/village";
import { beforeAll, describe, expect, it } from "vitest";
import { request } from "../../test/http";
import { loadSampleContent } from "../content/sample-content";
import { savesData } from "../lib/save-data";

/**
 * `Save-Data: on` (Chrome's data saver, Lite mode): the page offers every image's smallest copy
 * alone and the home carousel's first slide only, and is cached apart from the usual page.
 */

beforeAll(async () => {
  await loadSampleContent(env.DB);
});

const SAVE_DATA = { "Save-Data": "on" };

const PAYLOAD = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/;

interface Page {
  html: string;
  /** The HTML without the page's data: what the browser renders and fetches from. */
  markup: string;
  images: { src: string; srcset: string | null }[];
  config: { saveData?: boolean };
  etag: string | null;
  vary: string | null;
  cache: string | null;
}

async function open(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await request(path, { headers });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const markup = html.replace(PAYLOAD, "");
  const images = [...markup.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    src: tag.match(/ src="([^"]*)"/)?.[1] ?? "",
    // Attribute names are case-insensitive in HTML; the renderer writes JSX's `srcSet` as it likes.
    srcset: tag.match(/ srcset="([^"]*)"/i)?.[1] ?? null,
  }));
  const payload = JSON.parse(html.match(PAYLOAD)?.[1] ?? "{}") as { config: Page["config"] };
  return {
    html,
    markup,
    images,
    config: payload.config,
    etag: response.headers.get("etag"),
    vary: response.headers.get("vary"),
    cache: response.headers.get("x-cache"),
  };
}

/** The uploaded and sample images, stored with copies (`…/original.jpg`). */
const withCopies = (page: Page) => page.images.filter((image) => /\/original\.(jpg|png)$/.test(image.src));

/** `…/abc/original.jpg` → `…/abc/400.webp 400w`, written out, not by the product's own function. */
const smallestOnly = (src: string) => src.replace(/original\.(jpg|png)$/, "400.webp 400w");
const allCopies = (src: string) => {
  const folder = src.replace(/original\.(jpg|png)$/, "");
  return `${folder}400.webp 400w, ${folder}800.webp 800w, ${folder}1200.webp 1200w`;
};

const slideCount = (page: Page) => page.markup.match(/class="carousel-slide[ "]/g)?.length ?? 0;
const dotCount = (page: Page) => page.markup.match(/class="carousel-dot"/g)?.length ?? 0;

describe("a page asked for with Save-Data: on", () => {
  it("offers each image on the home page as its smallest copy alone, and the first slide only", async () => {
    const page = await open("/", SAVE_DATA);
    const images = withCopies(page);
    expect(images.length).toBeGreaterThanOrEqual(10);
    for (const image of images) expect(image.srcset, image.src).toBe(smallestOnly(image.src));
    // No larger copy is named anywhere, not in a preload link either.
    expect(page.html).not.toMatch(/\/(800|1200)\.webp/);

    expect(carouselImages.length).toBeGreaterThan(1);
    expect(slideCount(page)).toBe(1);
    expect(page.markup).toContain('aria-label="1 dari 1"');
    expect(dotCount(page)).toBe(1);
    for (const other of carouselImages.slice(1)) {
      expect(page.markup).not.toContain(other.src.replace(/original\.\w+$/, ""));
    }
    // The browser hydrates from the same flag, so it renders what the server did.
    expect(page.config.saveData).toBe(true);
    expect(page.vary).toContain("Save-Data");
  });

  it("offers the smallest copy alone on the article list", async () => {
    const page = await open("/artikel", SAVE_DATA);
    const images = withCopies(page);
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) expect(image.srcset, image.src).toBe(smallestOnly(image.src));
    expect(page.html).not.toMatch(/\/(800|1200)\.webp/);
  });

  it("changes nothing for a visitor without it (or with Save-Data: off)", async () => {
    for (const headers of [{}, { "Save-Data": "off" }] as Record<string, string>[]) {
      const page = await open("/", headers);
      const images = withCopies(page);
      expect(images.length).toBeGreaterThanOrEqual(10);
      for (const image of images) expect(image.srcset, image.src).toBe(allCopies(image.src));
      expect(slideCount(page)).toBe(carouselImages.length);
      expect(dotCount(page)).toBe(carouselImages.length);
      expect(page.config).not.toHaveProperty("saveData");
      expect(page.vary).toContain("Save-Data");
    }
  });

  it("is cached apart: asked with it first, a visitor without it never gets its copy", async () => {
    const saving = await open("/galeri", SAVE_DATA);
    expect(saving.cache).toBe("MISS");
    const usual = await open("/galeri");
    expect(usual.cache).toBe("MISS");
    expect(usual.html).toMatch(/\/800\.webp 800w/);
    expect(usual.config).not.toHaveProperty("saveData");
    expect(usual.etag).not.toBe(saving.etag);

    const savingAgain = await open("/galeri", SAVE_DATA);
    expect(savingAgain.cache).toBe("HIT");
    expect(savingAgain.html).toBe(saving.html);
    expect(savingAgain.vary).toContain("Save-Data");
    const usualAgain = await open("/galeri");
    expect(usualAgain.cache).toBe("HIT");
    expect(usualAgain.html).toBe(usual.html);
    expect(usualAgain.vary).toContain("Save-Data");
  });

  it("is cached apart: asked without it first, a visitor saving data never gets the usual copy", async () => {
    const usual = await open("/umkm");
    expect(usual.cache).toBe("MISS");
    const saving = await open("/umkm", SAVE_DATA);
    expect(saving.cache).toBe("MISS");
    expect(saving.html).not.toMatch(/\/(800|1200)\.webp/);
    expect(saving.config.saveData).toBe(true);
    expect(saving.etag).not.toBe(usual.etag);
    expect((await open("/umkm")).html).toBe(usual.html);
    expect((await open("/umkm", SAVE_DATA)).html).toBe(saving.html);

    // The usual copy's ETag does not make the other copy a 304.
    const revalidated = await request("/umkm", {
      headers: { ...SAVE_DATA, "If-None-Match": usual.etag ?? "" },
    });
    expect(revalidated.status).toBe(200);
    expect(await revalidated.text()).toBe(saving.html);
  });

  it("leaves the page data API alone: one answer, cached once, for both", async () => {
    const usual = await request("/api/pages/artikel");
    expect(usual.headers.get("x-cache")).toBe("MISS");
    const body = await usual.text();
    const saving = await request("/api/pages/artikel", { headers: SAVE_DATA });
    expect(saving.headers.get("x-cache")).toBe("HIT");
    expect(await saving.text()).toBe(body);
    expect(saving.headers.get("vary") ?? "").not.toContain("Save-Data");
  });
});

describe("savesData", () => {
  it("reads the header as Chrome sends it, and nothing else", () => {
    expect(savesData("on")).toBe(true);
    expect(savesData("On")).toBe(true);
    expect(savesData(" on ; extra")).toBe(true);
    expect(savesData("off")).toBe(false);
    expect(savesData("")).toBe(false);
    expect(savesData(undefined)).toBe(false);
    expect(savesData("onward")).toBe(false);
  });
});
