import { sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageErrors, launchBrowser, phoneContext, publicUrl, waitForApp } from "./browser";

declare global {
  interface Window {
    /** The elements of the server's HTML and their parents, recorded before the app starts. */
    __serverElements: [Element, Element | null][];
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const artikel = sampleArtikel[0];
const umkm = sampleUmkm[0];
if (!artikel || !umkm) throw new Error("sample content has no article or UMKM");

/**
 * The Worker and the browser render the public pages with the same library (Preact,
 * docs/decisions/015). When they differ, hydration throws away the server's elements and builds
 * its own: the page flickers, and a field the visitor already typed into or focused is replaced.
 */
describe("the app takes over the server's page without rebuilding it", () => {
  it.each([
    "/",
    "/artikel",
    `/artikel/${artikel.id}`,
    "/umkm",
    `/umkm/${umkm.id}`,
    "/galeri",
    "/agenda",
    "/about",
  ])("%s keeps every element the server sent where it was, and logs no error", async (path) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The app starts only after the first screen (boot.ts), well after the document is parsed.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        window.__serverElements = Array.from(document.querySelectorAll("#root *"), (element) => [
          element,
          element.parentElement,
        ]);
      });
    });
    await page.goto(publicUrl(path));
    await waitForApp(page);
    // The islands hydrated later (when the browser is idle, or once seen) are checked too.
    for (const island of await page.locator("[data-island]").all())
      await island.locator(":scope > *").first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector("[data-island]:not([data-hydrated])") === null);
    const { sent, kept, added } = await page.evaluate(() => ({
      sent: window.__serverElements.length,
      // Still in the page, where the server put it (a mismatch removes elements, or moves them
      // into ones the browser built).
      kept: window.__serverElements.filter(
        ([element, parent]) => element.isConnected && element.parentElement === parent,
      ).length,
      // Nothing built beside them either (a mismatch can add a second copy of a part), except
      // the carousel's other pictures, which it adds once the app runs.
      added: Array.from(document.querySelectorAll("#root *"))
        .filter((element) => !window.__serverElements.some(([sent]) => sent === element))
        .filter((element) => !element.matches(".carousel-slide > img"))
        .map((element) => `${element.parentElement?.tagName} > ${element.tagName}`),
    }));
    expect(sent, "the server rendered the page").toBeGreaterThan(50);
    expect(kept).toBe(sent);
    expect(added).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
