import { sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import { describe, expect, it } from "vitest";
import { collectPageErrors, phoneContext, publicUrl, sharedBrowser, waitForApp } from "./browser";

declare global {
  interface Window {
    /** The elements of the server's HTML and their parents, recorded before the app starts. */
    __serverElements: [Element, Element | null][];
  }
}

const browser = sharedBrowser();

const artikel = sampleArtikel[0];
const umkm = sampleUmkm[0];
if (!artikel || !umkm) throw new Error("sample content has no article or UMKM");

/** Every island of the page hydrated: those waiting to be seen are brought into view first. */
async function allIslandsHydrated(page: import("playwright-core").Page) {
  await waitForApp(page);
  await page.evaluate(async () => {
    // Each one stays in view until the browser has drawn two frames: the observers that start
    // an island look once a frame, and a fixed pause missed one on a loaded machine.
    const twoFrames = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
    for (const island of Array.from(document.querySelectorAll("[data-island]"))) {
      island.firstElementChild?.scrollIntoView();
      await twoFrames();
    }
  });
  await page.waitForFunction(
    () => document.querySelectorAll("[data-island]:not([data-hydrated])").length === 0,
  );
}

/**
 * The Worker renders the public pages with React and the browser hydrates their islands with
 * React (docs/decisions/015). When an island's server HTML and its first render in the browser
 * differ, hydration throws the server's elements away and builds its own: the page flickers,
 * and a field the visitor already typed into or focused is replaced.
 */
describe("the islands take over the server's page without rebuilding it", () => {
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
    await allIslandsHydrated(page);
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
    expect(await page.locator("[data-island]").count(), "the page has islands").toBeGreaterThan(0);
    expect(kept).toBe(sent);
    expect(added).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the hydration check", () => {
  it("fails when an island throws the server's HTML away", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The top bar's admin slot with its element changed before the island hydrates: React
    // cannot match it, so it renders the island anew, as a real mismatch would.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const login = document.querySelector(".button-login");
        login?.replaceWith(Object.assign(document.createElement("em"), { textContent: login.textContent }));
        window.__serverElements = Array.from(document.querySelectorAll("#root *"), (element) => [
          element,
          element.parentElement,
        ]);
      });
    });
    await page.goto(publicUrl("/about"));
    await allIslandsHydrated(page);
    const kept = await page.evaluate(
      () =>
        window.__serverElements.filter(
          ([element, parent]) => element.isConnected && element.parentElement === parent,
        ).length,
    );
    expect(kept).toBeLessThan(await page.evaluate(() => window.__serverElements.length));
    expect(errors.join("\n")).toContain("[island]");
    await context.close();
  });
});

describe("moving between pages", () => {
  it("is a document load that puts the focus on the new page's heading, and 'back' keeps the place", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(publicUrl("/about"));
    await waitForApp(page);
    // Gone after a document load: no client router keeps the old page's script state.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    // Down to the footer's link, so the click itself scrolls nowhere.
    const link = page.locator("footer").getByRole("link", { name: "Artikel", exact: true });
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await link.click();
    await page.waitForURL(publicUrl("/artikel"));
    await page.locator("main h1").waitFor();
    expect(await page.evaluate(() => "__samePage" in window)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.matches("main h1") ?? false)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Artikel");

    await page.goBack();
    await page.waitForURL(publicUrl("/about"));
    // The browser's own restoration: where the visitor was, and no heading grabbed the focus.
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, scrolled);
    expect(await page.evaluate(() => document.activeElement?.matches("main h1") ?? false)).toBe(false);
    await context.close();
  });
});
