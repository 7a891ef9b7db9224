import { copyUrls, srcSetFor } from "@padukuhan/shared/images";
import { sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import { carouselImages } from "@padukuhan/shared/village";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  collectPageErrors,
  DESKTOP,
  desktopContext,
  fetchLocal,
  PHONE,
  phoneContext,
  publicUrl,
  sharedBrowser,
  waitForApp,
} from "./browser";

const browser = sharedBrowser();

const artikel = sampleArtikel[0];
const umkm = sampleUmkm.find((item) => item.produk.length > 0);
if (!artikel || !umkm) throw new Error("the sample content has no article or no UMKM with products");
const firstSlide = carouselImages[0];
if (!firstSlide) throw new Error("the sample content has no carousel slide");

const pages = [
  "/",
  "/artikel",
  `/artikel/${artikel.id}`,
  "/galeri",
  "/umkm",
  "/umkm?tampilan=daftar",
  `/umkm/${umkm.id}`,
  "/about",
];

/** The URL of copy `width` of `url`. */
function copy(url: string, width: 400 | 800 | 1200): string {
  const found = copyUrls(url)?.find((item) => item.width === width);
  if (!found) throw new Error(`${url} has no ${width} copy`);
  return found.url;
}

interface ImageFacts {
  /** Enough to find the image in a failure message. */
  where: string;
  src: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchpriority: string | null;
  currentSrc: string;
  naturalWidth: number;
  /** Laid-out width and top edge in CSS px. */
  layoutWidth: number;
  top: number;
  /** The width `sizes` says for this screen, worked out by the browser itself; null without sizes. */
  sizesWidth: number | null;
}

/** Every <img> in the page, with the width its `sizes` resolves to on this screen. */
function imageFacts(page: Page): Promise<ImageFacts[]> {
  return page.$$eval("img", (images) =>
    (images as HTMLImageElement[]).map((image) => {
      let sizesWidth: number | null = null;
      const sizes = image.getAttribute("sizes");
      if (sizes) {
        // Split at the commas between entries, not those inside calc() or a media query.
        const entries: string[] = [];
        let depth = 0;
        let entry = "";
        for (const char of sizes) {
          if (char === "(") depth += 1;
          if (char === ")") depth -= 1;
          if (char === "," && depth === 0) {
            entries.push(entry.trim());
            entry = "";
          } else entry += char;
        }
        entries.push(entry.trim());
        for (const item of entries) {
          let media = "";
          if (item.startsWith("(")) {
            let level = 0;
            let end = 0;
            for (; end < item.length; end += 1) {
              if (item[end] === "(") level += 1;
              if (item[end] === ")") level -= 1;
              if (level === 0) break;
            }
            media = item.slice(0, end + 1);
          }
          if (media && !window.matchMedia(media).matches) continue;
          // The length as CSS reads it: vw, rem and calc() resolved by the same engine.
          const probe = document.createElement("div");
          probe.style.cssText = `position:absolute;left:0;top:0;height:1px;width:${item.slice(media.length).trim()}`;
          document.body.append(probe);
          sizesWidth = probe.getBoundingClientRect().width;
          probe.remove();
          break;
        }
      }
      const box = image.getBoundingClientRect();
      return {
        where: `${image.closest("[class]")?.className ?? ""} ${image.getAttribute("src")}`,
        src: image.getAttribute("src") ?? "",
        srcset: image.getAttribute("srcset"),
        sizes,
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        loading: image.getAttribute("loading"),
        fetchpriority: image.getAttribute("fetchpriority"),
        currentSrc: image.currentSrc,
        naturalWidth: image.naturalWidth,
        layoutWidth: box.width,
        top: box.top + window.scrollY,
        sizesWidth,
      };
    }),
  );
}

/** Waits until the image matching `selector` has loaded a picture, and returns it. */
async function loaded(page: Page, selector: string): Promise<ImageFacts> {
  await page.waitForFunction((css) => {
    const image = document.querySelector<HTMLImageElement>(css);
    return Boolean(image?.complete && image.naturalWidth > 0);
  }, selector);
  const facts = await imageFacts(page);
  const index = await page.$$eval(
    "img",
    (images, css) => images.findIndex((image) => image.matches(css)),
    selector,
  );
  const found = facts[index];
  if (!found) throw new Error(`no image matches ${selector}`);
  return found;
}

async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") requested.push(new URL(request.url()).pathname);
  });
  await page.goto(publicUrl(path));
  return { page, errors, requested };
}

/**
 * Every image carries width and height; one stored with copies offers them with a `sizes` that
 * matches the width the CSS gives it (2 px of card border and rounding aside); and each one that
 * starts below the first screen waits until it is scrolled near (lazy).
 */
async function checkImages(page: Page, screenHeight: number) {
  const images = await imageFacts(page);
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(Number(image.width), image.where).toBeGreaterThan(0);
    expect(Number(image.height), image.where).toBeGreaterThan(0);
    const srcSet = srcSetFor(image.src);
    if (srcSet) {
      expect(image.srcset, image.where).toBe(srcSet);
      expect(image.sizes, image.where).toBeTruthy();
      expect(image.sizesWidth, image.where).not.toBeNull();
      const over = (image.sizesWidth ?? 0) - image.layoutWidth;
      expect(
        over,
        `${image.where}: sizes ${image.sizesWidth} for ${image.layoutWidth} px`,
      ).toBeGreaterThanOrEqual(-1);
      expect(
        over,
        `${image.where}: sizes ${image.sizesWidth} for ${image.layoutWidth} px`,
      ).toBeLessThanOrEqual(4);
    }
    if (image.top >= screenHeight) expect(image.loading, image.where).toBe("lazy");
  }
  // The sample pictures are all stored with copies, so every one of them must offer them.
  expect(images.filter((image) => image.src.startsWith("/img/sample/") && !image.srcset)).toEqual([]);
}

describe("responsive images on a 360 px phone at DPR 2", () => {
  it("home fetches the first slide first, as the 800 px WebP copy, and the other slides lazily", async () => {
    const context = await phoneContext(browser);
    const { page, errors, requested } = await open(context, "/");
    const first = await loaded(page, ".carousel-slide:first-child img");
    expect(first.srcset).toBe(srcSetFor(firstSlide.src));
    for (const width of [400, 800, 1200] as const) {
      expect(first.srcset).toContain(`${copy(firstSlide.src, width)} ${width}w`);
    }
    expect(first.sizes).toBe("100vw");
    expect(first.loading ?? "eager").toBe("eager");
    expect(first.fetchpriority).toBe("high");
    expect([first.width, first.height]).toEqual([String(firstSlide.width), String(firstSlide.height)]);
    // 360 CSS px at DPR 2 need 720 pixels: the 400 copy would be blurred, the 800 one is
    // enough (Chromium takes the next larger copy once the smaller falls below the screen's
    // density), and the 1200 one would waste bytes.
    expect(new URL(first.currentSrc).pathname).toBe(copy(firstSlide.src, 800));
    expect(requested).toContain(copy(firstSlide.src, 800));
    expect(requested).not.toContain(copy(firstSlide.src, 1200));
    expect(requested).not.toContain(firstSlide.src);

    // The other slides' pictures are added once the app runs, so they never compete with the first.
    await waitForApp(page);
    const images = await imageFacts(page);
    const slides = images.filter((image) => carouselImages.some((slide) => slide.src === image.src));
    expect(slides).toHaveLength(carouselImages.length);
    for (const slide of slides.slice(1)) {
      expect(slide.loading, slide.where).toBe("lazy");
      expect(slide.fetchpriority, slide.where).not.toBe("high");
    }
    // Articles, photos and UMKM are all below the carousel.
    const below = images.filter((image) => !slides.includes(image));
    expect(below.length).toBeGreaterThanOrEqual(10);
    for (const image of below) expect(image.loading, image.where).toBe("lazy");
    expect(requested.filter((path) => /\/original\.(jpg|png)$/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the server's HTML asks for the first slide's copy with high priority before any script runs", async () => {
    const html = await (await fetchLocal(publicUrl("/"))).text();
    // The <img> itself, found by the browser's preload scanner as the HTML arrives. HTML
    // attribute names are case-insensitive, so `srcSet` and `srcset` are the same attribute.
    const highPriority = html.match(/<img[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
    expect(highPriority).toHaveLength(1);
    const slide = highPriority[0] ?? "";
    expect(slide.match(/ srcset="([^"]*)"/i)?.[1]).toBe(srcSetFor(firstSlide.src));
    expect(slide.match(/ sizes="([^"]*)"/i)?.[1]).toBe("100vw");
    expect(slide).not.toContain('loading="lazy"');
    // Only the first slide's picture is in the markup: the others wait for the app. (The
    // carousel island's props name every slide, as text the browser never fetches.)
    const markup = html.replace(/ data-props="[^"]*"/g, "");
    expect(markup.length).toBeLessThan(html.length);
    for (const other of carouselImages.slice(1))
      expect(markup).not.toContain(other.src.replace(/\/original\.\w+$/, "/"));
  });

  it("an article loads its hero at once with high priority, as a WebP copy", async () => {
    const context = await phoneContext(browser);
    const { page, errors, requested } = await open(context, `/artikel/${artikel.id}`);
    const hero = await loaded(page, ".artikel-hero-image");
    expect(hero.srcset).toBe(srcSetFor(artikel.gambar));
    expect(hero.sizes).toBeTruthy();
    expect(hero.loading ?? "eager").toBe("eager");
    expect(hero.fetchpriority).toBe("high");
    // 328 CSS px (the screen less the page's 1rem margins) at DPR 2: 656 pixels, so the 800 copy.
    expect(hero.layoutWidth).toBe(PHONE.width - 32);
    expect(new URL(hero.currentSrc).pathname).toBe(copy(artikel.gambar ?? "", 800));
    expect(requested).not.toContain(artikel.gambar);
    for (const image of (await imageFacts(page)).filter((image) => image.src !== artikel.gambar)) {
      expect(image.loading, image.where).toBe("lazy");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a UMKM loads its photo at once with high priority, and its products as small copies", async () => {
    const context = await phoneContext(browser);
    const { page, errors } = await open(context, `/umkm/${umkm.id}`);
    const photo = await loaded(page, ".umkm-photo");
    expect(photo.srcset).toBe(srcSetFor(umkm.gambar));
    expect(photo.fetchpriority).toBe("high");
    expect(photo.loading ?? "eager").toBe("eager");
    const product = await loaded(page, ".umkm-product img");
    // Two products a row, about 155 CSS px each: the 400 copy is sharp at DPR 2.
    expect(new URL(product.currentSrc).pathname).toBe(copy(umkm.produk[0]?.gambar ?? "", 400));
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(pages)(
    "every image on %s has width and height, a truthful sizes, and waits below the first screen",
    async (path) => {
      const context = await phoneContext(browser);
      const { page, errors } = await open(context, path);
      await checkImages(page, PHONE.height);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("the gallery's large view takes a copy for the dialog's width", async () => {
    const context = await phoneContext(browser);
    const { page, errors } = await open(context, "/galeri");
    // A click only opens the dialog once the app has taken over the server-rendered HTML (the
    // boot script starts it up to 3 s after the page, later on a busy machine).
    await waitForApp(page);
    await page.locator(".galeri-photo").first().click();
    const large = await loaded(page, ".galeri-dialog img");
    expect(large.srcset).toBe(srcSetFor(large.src));
    expect(Math.abs((large.sizesWidth ?? 0) - large.layoutWidth)).toBeLessThanOrEqual(1);
    expect(large.currentSrc).toMatch(/\/800\.webp$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  /** The article's hero once it shows a picture, with `blocked` URLs failing as if missing. */
  async function heroWithout(blocked: string) {
    const context = await phoneContext(browser);
    await context.route(blocked, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(publicUrl(`/artikel/${artikel?.id}`));
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>(".artikel-hero-image");
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    const hero = await page.$eval(".artikel-hero-image", (image) => ({
      shown: new URL((image as HTMLImageElement).currentSrc).pathname,
      naturalWidth: (image as HTMLImageElement).naturalWidth,
      srcset: image.getAttribute("srcset"),
      width: image.getAttribute("width"),
    }));
    await context.close();
    return hero;
  }

  it("falls back to the original when a copy cannot be loaded, and to the placeholder after it", async () => {
    // The original, whole (its pixel count as Chromium reports it varies with the density it
    // had chosen among the failed copies: loaded is what counts).
    const original = await heroWithout("**/*.webp");
    expect({ ...original, naturalWidth: original.naturalWidth > 0 }).toEqual({
      shown: artikel.gambar,
      naturalWidth: true,
      srcset: null,
      width: "1200",
    });
    const folder = artikel.gambar?.replace(/original\.jpg$/, "") ?? "";
    expect(await heroWithout(`**${folder}*`)).toEqual({
      shown: "/api/placeholder/1200/800",
      naturalWidth: 1200,
      srcset: null,
      width: "1200",
    });
  });
});

describe("responsive images on a desktop screen", () => {
  it.each(pages)(
    "every image on %s has width and height, a truthful sizes, and waits below the first screen",
    async (path) => {
      const context = await desktopContext(browser);
      const { page, errors } = await open(context, path);
      await checkImages(page, DESKTOP.height);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
