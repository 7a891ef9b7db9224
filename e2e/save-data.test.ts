import { carouselImages } from "@padukuhan/shared/village";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  collectPageErrors,
  controlledClock,
  phoneContext,
  publicUrl,
  sharedBrowser,
  waitForApp,
} from "./browser";

/**
 * A visitor with Chrome's data saver on (`Save-Data: on`) on a DPR 2 phone: every picture comes
 * as its smallest copy, and the home carousel shows its first slide only, before and after the
 * app starts, and after moving around in the app.
 */

const browser = sharedBrowser();

const firstSlide = carouselImages[0];
if (!firstSlide || carouselImages.length < 2) throw new Error("the sample content needs two slides or more");

/** `/img/…/name/original.jpg` → `/img/…/name/` (where its copies are). */
const folderOf = (src: string) => src.replace(/original\.\w+$/, "");

async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // What the browser really downloaded, whatever the markup said.
  const fetched: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image") fetched.push(new URL(response.url()).pathname);
  });
  await page.goto(publicUrl(path));
  return { page, errors, fetched };
}

/** Scrolls to the bottom so every lazy image is asked for, and waits until they have all arrived. */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** Uploaded or sample pictures stored with copies, as fetched. */
const pictures = (fetched: string[]) => fetched.filter((path) => path.startsWith("/img/"));

const slidesShown = (page: Page) =>
  page.$$eval(".carousel-slide", (slides) => slides.map((slide) => slide.querySelector("img")?.alt ?? ""));

describe("with Save-Data: on, on a phone at DPR 2", () => {
  it("the home page and the article list download only the smallest copies, and one slide", async () => {
    const context = await phoneContext(browser, { extraHTTPHeaders: { "Save-Data": "on" } });
    const clock = await controlledClock(context);
    const { page, errors, fetched } = await open(context, "/");
    await waitForApp(page);
    await loadEveryImage(page);

    expect(await slidesShown(page)).toEqual([firstSlide.alt]);
    expect(await page.locator(".carousel-dot").count()).toBe(1);
    // Nothing to rotate to: after the 5 s interval the same slide is still the only one.
    await clock.skip(5500);
    expect(await slidesShown(page)).toEqual([firstSlide.alt]);

    const home = pictures(fetched);
    expect(home).toContain(`${folderOf(firstSlide.src)}400.webp`);
    expect(home.length).toBeGreaterThanOrEqual(10);
    expect(home.filter((path) => !path.endsWith("/400.webp"))).toEqual([]);
    for (const other of carouselImages.slice(1)) {
      expect(fetched.filter((path) => path.startsWith(folderOf(other.src)))).toEqual([]);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Moving on inside the app (its data from the API) keeps saving data.
    fetched.length = 0;
    await page.getByRole("link", { name: "Lihat Semua Artikel" }).click();
    await page.waitForURL(publicUrl("/artikel"));
    await page.locator(".cards img").first().waitFor();
    await loadEveryImage(page);
    const list = pictures(fetched);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((path) => !path.endsWith("/400.webp"))).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Back home in the app: still the first slide alone.
    await page.goBack();
    await page.locator(".carousel").waitFor();
    expect(await slidesShown(page)).toEqual([firstSlide.alt]);
    expect(pictures(fetched).filter((path) => !path.endsWith("/400.webp"))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the article list, opened directly, downloads only the smallest copies", async () => {
    const context = await phoneContext(browser, { extraHTTPHeaders: { "Save-Data": "on" } });
    const { page, errors, fetched } = await open(context, "/artikel");
    await waitForApp(page);
    await loadEveryImage(page);
    const list = pictures(fetched);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((path) => !path.endsWith("/400.webp"))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("without Save-Data, on the same phone", () => {
  it("the home page still loads the copies the screen needs, and every slide", async () => {
    const context = await phoneContext(browser);
    const { page, errors, fetched } = await open(context, "/");
    await waitForApp(page);
    // 360 CSS px at DPR 2: the 800 copy of the first slide, as before.
    await expect.poll(() => fetched).toContain(`${folderOf(firstSlide.src)}800.webp`);
    expect(await page.locator(".carousel-slide").count()).toBe(carouselImages.length);
    expect(await page.locator(".carousel-dot").count()).toBe(carouselImages.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});
