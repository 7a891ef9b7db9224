import { sampleArtikel, sampleGaleri, sampleUmkm } from "@padukuhan/shared/sample-content";
import { villageName } from "@padukuhan/shared/village";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminUrl, fetchLocal, phoneContext, publicUrl, sharedBrowser } from "./browser";

const browser = sharedBrowser();

const newest = <T extends { createdAt: string }>(records: T[]) =>
  [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

async function loadedImages(page: Page, selector: string) {
  return page.$$eval(selector, (images) =>
    (images as HTMLImageElement[]).map((image) => ({ src: image.src, width: image.naturalWidth })),
  );
}

describe("the public home on a phone", () => {
  it("shows the sample content with real pictures at 360×740", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const failedRequests: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(publicUrl("/"));
    expect(response?.status()).toBe(200);

    await expect.poll(() => page.textContent("header")).toContain(villageName);
    const latest = newest(sampleArtikel).slice(0, 3);
    for (const item of latest) await page.getByRole("link", { name: item.judul }).waitFor();
    await page.getByRole("heading", { name: newest(sampleUmkm)[0]?.nama }).waitFor();
    await expect.poll(() => page.textContent("body")).toContain("615");

    // Scroll everything into view so lazy images load, then check they are real decoded images.
    // Scroll down the way a visitor would, so each lazy image comes near the screen once.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    const gallery = sampleGaleri.slice(0, 1).map((photo) => photo.judul);
    for (const judul of gallery) await page.getByRole("img", { name: judul }).first().waitFor();
    await expect
      .poll(async () => (await loadedImages(page, "main img")).filter((image) => image.width > 0).length)
      .toBeGreaterThanOrEqual(8);
    const images = await loadedImages(page, "main img");
    expect(images.every((image) => image.src.includes("/img/sample/"))).toBe(true);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(failedRequests).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "e2e/artifacts/home-360.png", fullPage: true });
    await context.close();
  });
});

describe("the admin host", () => {
  it("serves the admin app, not the public site", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(adminUrl("/admin"));
    // Nobody is signed in, so the admin app sends the visitor to its login page.
    await page.getByRole("heading", { name: "Login Admin" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    const scripts = await page.$$eval("script[src]", (nodes) =>
      nodes.map((node) => node.getAttribute("src")),
    );
    expect(scripts.some((src) => src?.startsWith("/assets/admin-"))).toBe(true);
    expect(scripts.some((src) => src?.startsWith("/assets/public-"))).toBe(false);
    await context.close();
  });

  it("receives visitors who open /login on the public host", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(publicUrl("/login"));
    expect(new URL(page.url()).host).toBe(new URL(adminUrl()).host);
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});

describe("hashed build files", () => {
  it("are served without the Worker, cached for a year as immutable, on both hosts", async () => {
    for (const url of [publicUrl("/"), adminUrl("/admin")]) {
      const html = await (await fetchLocal(url)).text();
      // The admin's entry is a `src`; the public boot script (inline) names its entry.
      const script = html.match(/<script[^>]+(?:src|data-entry)="(\/assets\/[^"]+\.js)"/)?.[1];
      if (!script) throw new Error(`no script in ${url}`);
      const response = await fetchLocal(new URL(script, url).href);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/javascript/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      // The Worker would have added its page headers and the edge cache its marker.
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("content-security-policy")).toBeNull();
    }
  });

  it("answers a missing one with 404, not the app shell", async () => {
    const response = await fetchLocal(publicUrl("/assets/public-DOESNOTEXIST.js"));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('id="root"');
  });
});
