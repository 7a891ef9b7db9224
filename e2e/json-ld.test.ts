import { sampleAgenda, sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import { describe, expect, it } from "vitest";
import { collectPageErrors, desktopContext, publicUrl, sharedBrowser, waitForApp } from "./browser";

const browser = sharedBrowser();

declare global {
  interface Window {
    /** Every Content Security Policy violation the page raised, recorded from the start. */
    __cspViolations: string[];
  }
}

const [artikel] = sampleArtikel;
const [umkm] = sampleUmkm;
const [agenda] = sampleAgenda;

describe("structured data in the browser", () => {
  it.each([
    ["/", ["GovernmentOrganization"]],
    [`/artikel/${artikel?.id}`, ["NewsArticle", "BreadcrumbList"]],
    [`/umkm/${umkm?.id}`, ["LocalBusiness", "BreadcrumbList"]],
    [`/agenda/${agenda?.id}`, ["Event", "BreadcrumbList"]],
  ])("%s: its JSON-LD parses, raises no CSP violation and leaves the app to start", async (path, types) => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.__cspViolations.push(`${event.violatedDirective}: ${event.blockedURI || "inline"}`);
      });
    });
    const errors = collectPageErrors(page);
    await page.goto(publicUrl(path));
    await waitForApp(page);
    const found = await page.$$eval('head script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => (JSON.parse(script.textContent ?? "") as { "@type": string })["@type"]),
    );
    expect(found).toEqual(types);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
    // The listener does hear the page's policy: an inline script of code is refused and recorded.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.ran = true";
      document.head.append(script);
    });
    await expect.poll(() => page.evaluate(() => window.__cspViolations)).toEqual(["script-src-elem: inline"]);
    await context.close();
  });
});
