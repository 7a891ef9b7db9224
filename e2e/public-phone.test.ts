import { sampleAgenda, sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import { describe, expect, it } from "vitest";
import { phoneContext, publicUrl, sharedBrowser } from "./browser";

const browser = sharedBrowser();

const pages = [
  "/",
  "/artikel",
  `/artikel/${sampleArtikel[0]?.id}`,
  "/galeri",
  "/umkm",
  `/umkm/${sampleUmkm[0]?.id}`,
  "/about",
  "/agenda",
  `/agenda/${sampleAgenda[0]?.id}`,
];

describe("on a 360 px phone", () => {
  it.each(pages)("every control on %s is at least 44 px tall and wide enough to tap", async (path) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(publicUrl(path));
    // Controls, and links that stand alone (navigation, footer); links inside running text
    // are exempt, as in WCAG's target-size rule.
    const small = await page.$$eval(
      "button, .button, input, select, textarea, header a, nav a, footer a, .social a",
      (nodes) =>
        nodes
          .filter((node) => {
            const style = getComputedStyle(node);
            const box = node.getBoundingClientRect();
            return style.visibility !== "hidden" && box.width > 0 && box.height > 0;
          })
          .map((node) => ({ html: node.outerHTML.slice(0, 80), box: node.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 24)
          .map(({ html, box }) => `${Math.round(box.width)}×${Math.round(box.height)} ${html}`),
    );
    expect(small).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
