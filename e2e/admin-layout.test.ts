import { sampleArtikel } from "@padukuhan/shared/sample-content";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminContext,
  adminUrl,
  DESKTOP,
  expectNoSideScroll,
  focusRing,
  PHONE,
  seenHiddenWords,
  sharedBrowser,
} from "./browser";

const browser = sharedBrowser();

/** The admin's sections today, by the names the admin reads, and where each one goes. */
const SECTIONS = [
  ["Ringkasan", "/admin"],
  ["Artikel", "/admin/artikel"],
  ["UMKM", "/admin/umkm"],
  ["Galeri", "/admin/galeri"],
  ["Ganti Password", "/admin/password"],
] as const;

/** The sections planned next (issue #13): the phone menu must hold them too. */
const COMING_SECTIONS = ["Pengaturan Situs", "Kelola Admin", "Riwayat"];

/** The element lies wholly inside the window, and a tap on its middle reaches it. */
async function expectFullyOnScreen(locator: Locator, viewport: { width: number; height: number }) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not shown");
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.height).toBeGreaterThanOrEqual(44);
  const tapped = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(tapped).toBe(true);
}

/** Labels around a checkbox lower than a fingertip (44 px): the box alone is 20 px. */
function smallCheckboxLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("label"))
      .filter((label) => label.querySelector("input[type=checkbox]"))
      .filter((label) => {
        const box = label.getBoundingClientRect();
        return box.height > 0 && box.height < 44;
      })
      .map((label) => label.textContent ?? ""),
  );
}

/** Every section the nav offers, as its links say: more may come, each is checked. */
/** Each section's own words and path; 'Pesan Masuk' may carry its unread count after them. */
async function navSections(page: Page): Promise<Array<{ name: string; path: string }>> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>(".admin-nav a")).map((link) => {
      const words = link.cloneNode(true) as HTMLAnchorElement;
      words.querySelectorAll(".nav-badge").forEach((badge) => {
        badge.remove();
      });
      return { name: words.textContent ?? "", path: new URL(link.href).pathname };
    }),
  );
}

/** The section's link, its name starting with the section's words (a count may follow). */
const sectionLink = (nav: Locator, name: string) =>
  nav.getByRole("link", { name: new RegExp(`^${name}(\\s|\\d|$)`) });

describe("the admin navigation on a 360 × 740 phone", () => {
  it("opens from a 'Menu' button naming the current section, reaches every section, and never scrolls sideways", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(adminUrl("/admin/artikel"));
    const nav = page.getByRole("navigation", { name: "Menu admin" });
    const toggle = nav.getByRole("button", { name: /^Menu/ });
    await expectFullyOnScreen(toggle, PHONE);
    expect(await toggle.textContent()).toContain("Artikel");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expectNoSideScroll(page);

    const sections = await navSections(page);
    expect(sections).toEqual(expect.arrayContaining(SECTIONS.map(([name, path]) => ({ name, path }))));
    for (const { name, path } of sections) {
      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      for (const other of sections) {
        await expectFullyOnScreen(sectionLink(nav, other.name), PHONE);
      }
      await expectNoSideScroll(page);
      await sectionLink(nav, name).click();
      await page.waitForURL(adminUrl(path));
      // Following a link closes the menu, which now names the new section (once it rendered).
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => toggle.textContent()).toContain(name);
      expect(await sectionLink(nav, name).isVisible()).toBe(false);
      // The settings' checkboxes (the display's blocks) are tapped through their labels.
      if (path === "/admin/pengaturan") await page.getByRole("checkbox").first().waitFor();
      expect(await smallCheckboxLabels(page)).toEqual([]);
    }

    await toggle.click();
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("holds eight sections (three more are coming) wholly on the screen", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(adminUrl("/admin/galeri"));
    const nav = page.getByRole("navigation", { name: "Menu admin" });
    await nav.getByRole("button", { name: /^Menu/ }).click();
    // The coming sections not there yet, added as the list will add them: links of the same kind.
    await page.evaluate((labels) => {
      const list = document.querySelector(".admin-nav-list");
      const model = list?.querySelector("a:not(.active)");
      if (!list || !model) throw new Error("no nav list");
      const present = Array.from(list.querySelectorAll("a")).map((link) => link.textContent);
      for (const label of labels.filter((label) => !present.includes(label))) {
        const link = model.cloneNode() as HTMLAnchorElement;
        link.textContent = label;
        list.insertBefore(link, list.lastElementChild);
      }
    }, COMING_SECTIONS);
    const links = nav.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(SECTIONS.length + COMING_SECTIONS.length);
    for (const link of await links.all()) await expectFullyOnScreen(link, PHONE);
    await expectNoSideScroll(page);
    await page.screenshot({ path: "e2e/artifacts/admin-nav-360.png" });
    await context.close();
  });
});

describe("the admin sidebar on a desktop", () => {
  it("runs down the whole page beside a long list, its links still in view at the bottom", async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.goto(adminUrl("/admin/artikel"));
    await page.getByRole("button", { name: `Ubah ${sampleArtikel[0]?.judul}`, exact: true }).waitFor();
    const nav = page.getByRole("navigation", { name: "Menu admin" });
    const pageBottom = () =>
      page.evaluate(() => {
        const nav = document.querySelector(".admin-nav")?.getBoundingClientRect();
        const main = document.querySelector("main")?.getBoundingClientRect();
        return {
          nav: (nav?.bottom ?? 0) + window.scrollY,
          main: (main?.bottom ?? 0) + window.scrollY,
          page: document.documentElement.scrollHeight,
        };
      });
    const bottoms = await pageBottom();
    expect(bottoms.page).toBeGreaterThan(DESKTOP.height);
    expect(bottoms.nav).toBeGreaterThanOrEqual(bottoms.main);
    // scrollHeight is whole pixels; the boxes are not.
    expect(bottoms.nav).toBeGreaterThanOrEqual(bottoms.page - 1);
    await page.screenshot({ path: "e2e/artifacts/admin-sidebar-desktop.png", fullPage: true });

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const { name } of await navSections(page)) {
      await expectFullyOnScreen(sectionLink(nav, name), DESKTOP);
    }
    expect(await nav.getByRole("button", { name: /^Menu/ }).isVisible()).toBe(false);
    await context.close();
  });

  it("reaches the foot of the window on a short page", async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.goto(adminUrl("/admin/password"));
    await page.getByLabel("Password saat ini").waitFor();
    const navBottom = await page.evaluate(
      () => document.querySelector(".admin-nav")?.getBoundingClientRect().bottom ?? 0,
    );
    expect(navBottom).toBeGreaterThanOrEqual(DESKTOP.height);
    await context.close();
  });
});

describe("the admin for the keyboard and screen readers", () => {
  it("hides the words for screen readers alone from sight and rings the keyboard's focus", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(adminUrl("/admin/artikel"));
    await page.locator(".content-card").first().waitFor();
    expect(await page.locator(".visually-hidden").count()).toBeGreaterThan(0);
    expect(await seenHiddenWords(page)).toEqual([]);
    await page.keyboard.press("Tab");
    expect(await focusRing(page)).toBe("solid 3px");
    await context.close();
  });
});

describe("the Link column of the article list", () => {
  const artikel = sampleArtikel.find((item) => (item.link ?? "").length > 20);
  if (!artikel?.link) throw new Error("no sample article with a link over 20 characters");
  const link = artikel.link;

  it.each([
    ["a 360 px phone", "phone", {}],
    // The narrowest phones still sold: the cut link no longer fits its card and must not wrap.
    ["a 320 px phone", "phone", { viewport: { width: 320, height: 640 } }],
    ["a desktop", "desktop", {}],
    // Just above the table's 56rem breakpoint, where its columns are narrowest.
    ["a 900 px wide window", "desktop", { viewport: { width: 900, height: 800 } }],
  ] as const)(
    "shows the link cut to 20 characters on one line on %s, the whole address in its title",
    async (_, viewport, options) => {
      const context = await adminContext(browser, viewport, options);
      const page = await context.newPage();
      await page.goto(adminUrl("/admin/artikel"));
      const cell = page.locator(`.cell-link[title="${link}"]`).filter({ visible: true });
      await cell.waitFor();
      expect(await cell.count()).toBe(1);
      expect(await cell.textContent()).toBe(`${link.slice(0, 20)}...`);
      const lines = await cell.evaluate((element) => element.getClientRects().length);
      expect(lines).toBe(1);
      const { height, lineHeight } = await cell.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeLessThanOrEqual(lineHeight * 1.5);
      await expectNoSideScroll(page);
      await context.close();
    },
  );
});
