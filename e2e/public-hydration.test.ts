import { sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageErrors, launchBrowser, phoneContext, publicUrl, waitForApp } from "./browser";

declare global {
  interface Window {
    /** The elements of the server's HTML, recorded before the app starts. */
    __serverElements: Element[];
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
  ])("%s keeps every element the server sent, and logs no error", async (path) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The app starts only after the first screen (boot.ts), well after the document is parsed.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        window.__serverElements = Array.from(document.querySelectorAll("#root *"));
      });
    });
    await page.goto(publicUrl(path));
    await waitForApp(page);
    const { sent, kept } = await page.evaluate(() => ({
      sent: window.__serverElements.length,
      kept: window.__serverElements.filter((element) => element.isConnected).length,
    }));
    expect(sent, "the server rendered the page").toBeGreaterThan(50);
    expect(kept).toBe(sent);
    expect(errors).toEqual([]);
    await context.close();
  });
});
