import { formatDate } from "@padukuhan/shared/format";
import { sampleGaleri } from "@padukuhan/shared/sample-content";
import { about } from "@padukuhan/shared/village";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  collectPageErrors,
  DESKTOP,
  desktopContext,
  fetchLocal,
  phoneContext,
  publicUrl,
  sharedBrowser,
  waitForApp,
} from "./browser";
import { type AdminContent, adminContent, numbered } from "./public-content";

const browser = sharedBrowser();

const newest = <T extends { createdAt: string }>(records: T[]) =>
  [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** The filter order of seed section 3: 'Semua', then these. */
const GALERI_KATEGORI = ["Kegiatan", "Pemandangan", "Budaya", "Infrastruktur", "Masyarakat"];

/**
 * The category each sample photo belongs in by the keywords of seed section 3, written out
 * here (never asked of the product's own function, which would then check itself).
 */
const SAMPLE_KATEGORI: Record<string, string> = {
  "Hamparan sawah menjelang panen": "Pemandangan",
  "Latihan tari klasik anak-anak di pendapa": "Budaya",
  "Jembatan bambu di atas selokan": "Infrastruktur",
  "Warga gotong royong membangun pos ronda": "Masyarakat",
  "Senam pagi bersama ibu-ibu PKK": "Kegiatan",
  "Gunung Merapi terlihat dari pematang": "Pemandangan",
  "Pentas seni gamelan saat merti dusun": "Budaya",
  "Kantor balai padukuhan yang baru dicat": "Infrastruktur",
  "Pasar pagi penduduk Karangrejo": "Masyarakat",
  "Penyuluhan pertanian oleh mahasiswa KKN": "Kegiatan",
};

function sampleKategori(judul: string): string {
  const kategori = SAMPLE_KATEGORI[judul];
  if (!kategori) throw new Error(`no expected category written down for the sample photo '${judul}'`);
  return kategori;
}

/** What the gallery should show for the sample photos, newest first. */
const photos = newest(sampleGaleri).map((photo) => ({
  judul: photo.judul,
  kategori: sampleKategori(photo.judul),
  tanggal: formatDate(photo.createdAt),
}));
const titles = photos.map((photo) => photo.judul);
const presentKategori = GALERI_KATEGORI.filter((kategori) =>
  photos.some((photo) => photo.kategori === kategori),
);
const countOf = (kategori: string) => photos.filter((photo) => photo.kategori === kategori).length;
/** Filtered photos arrive from the server: give them time. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

async function open(
  path: string,
  makeContext: (browser: Browser) => Promise<BrowserContext> = desktopContext,
) {
  const context = await makeContext(browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(publicUrl(path));
  return { context, page, errors };
}

/**
 * Clicks only do something once the app has taken over the server-rendered HTML. Preact
 * hydrates the whole page in one pass before the app marks `<html data-hydrated>`.
 */
async function hydrated(page: Page, selector: string) {
  await waitForApp(page);
  await page.waitForSelector(selector);
}

const shownTitles = (page: Page) => page.locator("main .galeri-photo-title").allTextContents();
const featuredTitles = (page: Page) => page.locator(".galeri-featured .galeri-photo-title").allTextContents();
const gridTitles = (page: Page) => page.locator(".galeri-grid .galeri-photo-title").allTextContents();
const filters = (page: Page) => page.getByRole("group", { name: "Kategori foto" }).getByRole("button");
const searchBox = (page: Page) => page.getByLabel("Cari foto");

async function openGaleri(path = "/galeri", makeContext?: (browser: Browser) => Promise<BrowserContext>) {
  const opened = await open(path, makeContext);
  await hydrated(opened.page, ".galeri-filter");
  return opened;
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("the gallery page", () => {
  it("arrives with every photo title in the HTML, before any script runs", async () => {
    const html = await (await fetchLocal(publicUrl("/galeri"))).text();
    for (const judul of titles) expect(html).toContain(judul);
  });

  it("offers 'Semua' and each category that has photos, with real counts", async () => {
    const { context, page, errors } = await openGaleri();
    const labels = await filters(page).allTextContents();
    const shown = labels.map((label) => {
      const [, name, count] = /^(.+?)\s*(\d+)$/.exec(label.trim()) ?? [];
      return { name, count: Number(count) };
    });
    expect(shown[0]).toEqual({ name: "Semua", count: photos.length });
    const categories = shown.slice(1);
    expect(categories.map((c) => c.name)).toEqual(presentKategori);
    for (const { name, count } of categories) {
      expect(count).toBeGreaterThan(0);
      expect(count).toBe(countOf(String(name)));
    }
    expect(await filters(page).first().getAttribute("aria-pressed")).toBe("true");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows only a category's photos when it is chosen, and all again with 'Semua'", async () => {
    const { context, page, errors } = await openGaleri();
    const kategori = presentKategori[1] ?? presentKategori[0];
    const button = filters(page).filter({ hasText: String(kategori) });
    await button.click();
    const expected = photos.filter((photo) => photo.kategori === kategori).map((photo) => photo.judul);
    await eventually(() => shownTitles(page)).toEqual(expected);
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    await eventually(async () => new URL(page.url()).searchParams.get("kategori")).toBe(kategori);

    await filters(page).filter({ hasText: "Semua" }).click();
    await eventually(() => shownTitles(page)).toEqual(titles);
    await eventually(async () => new URL(page.url()).searchParams.has("kategori")).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a shared link with its category and search already applied", async () => {
    const photo = photos[1];
    if (!photo) throw new Error("the sample needs at least two photos");
    const word = photo.judul.split(" ")[0] ?? "";
    const { context, page } = await openGaleri(
      `/galeri?kategori=${encodeURIComponent(photo.kategori)}&q=${encodeURIComponent(word)}`,
    );
    const expected = photos
      .filter((p) => p.kategori === photo.kategori && p.judul.toLowerCase().includes(word.toLowerCase()))
      .map((p) => p.judul);
    expect(await shownTitles(page)).toEqual(expected);
    // The field shows the search as the address holds it.
    expect(await searchBox(page).inputValue()).toBe(word.toLowerCase());
    expect(await filters(page).filter({ hasText: photo.kategori }).getAttribute("aria-pressed")).toBe("true");
    await context.close();
  });

  it("narrows the photos by a word of the title or by the month of the date", async () => {
    const { context, page, errors } = await openGaleri();
    const word = "sawah";
    await searchBox(page).fill(word);
    const byTitle = photos.filter((photo) => photo.judul.toLowerCase().includes(word)).map((p) => p.judul);
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.length).toBeLessThan(photos.length);
    await eventually(() => shownTitles(page)).toEqual(byTitle);
    await eventually(async () => new URL(page.url()).searchParams.get("q")).toBe(word);

    const month = "Agustus";
    await searchBox(page).fill(month);
    const byDate = photos.filter((photo) => photo.tanggal.includes(month)).map((p) => p.judul);
    expect(byDate.length).toBeGreaterThan(0);
    expect(byDate.length).toBeLessThan(photos.length);
    await eventually(() => shownTitles(page)).toEqual(byDate);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("features the first three results and puts the rest in the grid, or all in the grid when fewer", async () => {
    const { context, page } = await openGaleri();
    expect(await featuredTitles(page)).toEqual(titles.slice(0, 3));
    expect(await gridTitles(page)).toEqual(titles.slice(3));

    const kategori = presentKategori.find((name) => countOf(name) < 3);
    if (!kategori) throw new Error("the sample needs a category with fewer than three photos");
    await filters(page).filter({ hasText: kategori }).click();
    await eventually(() => gridTitles(page)).toHaveLength(countOf(kategori));
    expect(await featuredTitles(page)).toEqual([]);
    await context.close();
  });

  it("opens a photo in a dialog that keeps focus and gives it back when closed", async () => {
    const { context, page, errors } = await openGaleri();
    const photo = photos[4];
    if (!photo) throw new Error("the sample needs at least five photos");
    const opener = page.locator(".galeri-photo", { hasText: photo.judul });
    const dialog = page.getByRole("dialog");
    const focusIsOnOpener = () =>
      page.evaluate(
        (judul) => document.activeElement?.querySelector(".galeri-photo-title")?.textContent === judul,
        photo.judul,
      );

    await opener.click();
    await dialog.waitFor();
    expect(await dialog.getByRole("heading").textContent()).toBe(photo.judul);
    expect(await dialog.getByRole("img", { name: photo.judul }).count()).toBe(1);
    const text = await dialog.textContent();
    expect(text).toContain(photo.kategori);
    expect(text).toContain(photo.tanggal);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await focusIsOnOpener()).toBe(true);

    // By keyboard this time: Enter on the photo, then 'Tutup'. (`press` targets the photo
    // itself, so a late re-render after closing cannot swallow the key.)
    await opener.press("Enter");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Tutup" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await focusIsOnOpener()).toBe(true);

    // A click on the dark backdrop around the dialog closes it too.
    await opener.click();
    await dialog.waitFor();
    await page.mouse.click(2, 2);
    await dialog.waitFor({ state: "hidden" });
    expect(await focusIsOnOpener()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Tidak ada gambar yang ditemukan' when nothing matches, and 'Reset Filter' brings all back", async () => {
    const { context, page, errors } = await openGaleri();
    await filters(page)
      .filter({ hasText: String(presentKategori[0]) })
      .click();
    await searchBox(page).fill("tidak ada foto seperti ini");
    await page.getByText("Tidak ada gambar yang ditemukan").waitFor();
    expect(await shownTitles(page)).toEqual([]);

    await page.getByRole("button", { name: "Reset Filter" }).click();
    await eventually(() => shownTitles(page)).toEqual(titles);
    expect(await searchBox(page).inputValue()).toBe("");
    expect(await filters(page).first().getAttribute("aria-pressed")).toBe("true");
    await eventually(async () => new URL(page.url()).search).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("highlights the first three categories, and choosing one filters the photos", async () => {
    expect(photos.length).toBeGreaterThan(3);
    const { context, page } = await openGaleri();
    const section = page.getByRole("region", { name: "Sorotan Kategori" });
    const cards = section.getByRole("button");
    const expected = presentKategori.slice(0, 3);
    expect(await cards.count()).toBe(3);
    const labels = await cards.allTextContents();
    expected.forEach((kategori, index) => {
      expect(labels[index]).toContain(kategori);
      expect(labels[index]).toContain(`${countOf(kategori)} foto`);
    });

    const chosen = String(expected[2]);
    await cards.nth(2).click();
    const inCategory = photos.filter((photo) => photo.kategori === chosen).map((photo) => photo.judul);
    await eventually(() => shownTitles(page)).toEqual(inCategory);
    expect(await filters(page).filter({ hasText: chosen }).getAttribute("aria-pressed")).toBe("true");
    await context.close();
  });

  for (const [size, makeContext] of [
    ["360 px", phoneContext],
    ["1280 px", desktopContext],
  ] as const) {
    it(`fits and passes axe at ${size}, also with a photo open`, async () => {
      const { context, page, errors } = await openGaleri("/galeri", makeContext);
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.locator(".galeri-photo").first().click();
      await page.getByRole("dialog").waitFor();
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("the about page", () => {
  it("tells the history with the founding year, borders, team, developer and the newest three photos", async () => {
    const { context, page, errors } = await open("/about", phoneContext);
    const hero = await page.locator(".page-hero").textContent();
    expect(hero).toContain(`Berdiri sejak ${about.foundingYear}`);
    expect(about.foundingYear).toBe(1645);

    const borders = await page.$$eval(".about-borders dl > div", (rows) =>
      rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
    );
    const { utara, selatan, timur, barat } = about.location.borders;
    expect(borders).toEqual([
      ["Utara", utara],
      ["Selatan", selatan],
      ["Timur", timur],
      ["Barat", barat],
    ]);

    const card = (title: string) =>
      page.locator("main article", { has: page.getByRole("heading", { name: title, exact: true }) });
    expect(await card(about.team.title).textContent()).toContain(about.team.text);
    const developer = await card(about.developer.title).textContent();
    expect(developer).toContain(about.developer.name);
    expect(developer).toContain(about.developer.text);

    const gallery = page.getByRole("region", { name: "Galeri Padukuhan" });
    expect(await gallery.locator("img").count()).toBe(3);
    expect(await gallery.locator(".about-gallery-title").allTextContents()).toEqual(titles.slice(0, 3));
    expect(await gallery.locator('a[href="/galeri"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [size, makeContext] of [
    ["360 px", phoneContext],
    ["1280 px", desktopContext],
  ] as const) {
    it(`fits and passes axe at ${size}`, async () => {
      const { context, page, errors } = await open("/about", makeContext);
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

// ---------------------------------------------------------------------------
// More photos than a page (added through the admin API, removed afterwards)
// ---------------------------------------------------------------------------

describe("the about page reached from another page", () => {
  it("is the server's page, whole, with no data request of its own", async () => {
    const { context, page } = await open("/");
    await waitForApp(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) requests.push(request.url());
    });
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Tentang" }).click();
    await page.getByRole("heading", { name: "Sejarah Padukuhan" }).waitFor();
    expect(await page.locator(".about-gallery li").count()).toBe(3);
    expect(await page.title()).toContain("Tentang Kami");
    // Without a connection, the service worker answers such a load (e2e/offline.test.ts).
    expect(requests.filter((url) => !url.includes("/api/auth/"))).toEqual([]);
    await context.close();
  });
});

describe("more photos than fit on a page", () => {
  const PAGE = 24;
  // No category keyword in these titles: they all land in 'Kegiatan'.
  const added = numbered(25, (n) => ({ judul: `Ujigaleri foto ${n}` }));
  const total = photos.length + added.length;
  const allTitles = [...titles, ...added.map((photo) => photo.judul)].sort();
  const more = (page: Page) => page.getByRole("link", { name: "Muat lebih banyak" });
  const earlier = (page: Page) => page.getByRole("link", { name: "Lihat foto sebelumnya" });
  const status = (page: Page) => page.locator(".galeri-status").textContent();

  let content: AdminContent | undefined;
  beforeAll(async () => {
    content = await adminContent(browser);
    await content.add("galeri", added);
  }, 120_000);
  afterAll(async () => {
    await content?.removeAll();
  }, 120_000);

  it("adds the next photos below with 'Muat lebih banyak', moves focus to them and keeps the page in the address", async () => {
    const { context, page, errors } = await openGaleri();
    expect(await status(page)).toBe(`Menampilkan ${total} dari ${total} foto`);
    const firstPage = await shownTitles(page);
    expect(firstPage).toHaveLength(PAGE);
    expect(await featuredTitles(page)).toHaveLength(3);
    expect(new URL((await more(page).getAttribute("href")) ?? "", publicUrl()).search).toBe("?halaman=2");

    await page.evaluate(() => {
      (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
    });
    await more(page).click();
    await eventually(() => shownTitles(page)).toHaveLength(total);
    const all = await shownTitles(page);
    expect(all.slice(0, PAGE)).toEqual(firstPage);
    expect([...all].sort()).toEqual(allTitles);
    expect(await featuredTitles(page)).toHaveLength(3);
    expect(await more(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe("?halaman=2");
    // Focus is on the first photo added, so the keyboard carries on from there.
    expect(
      await page.evaluate(() => document.activeElement?.querySelector(".galeri-photo-title")?.textContent),
    ).toBe(all[PAGE]);
    // The added pictures wait until they are scrolled to.
    const loading = await page.$$eval(".galeri-grid img", (images) =>
      images.map((image) => image.getAttribute("loading")),
    );
    expect(loading.slice(-(total - PAGE)).every((value) => value === "lazy")).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(
      true,
    );

    // The address opens that page on its own, with a way back to the photos before it.
    await page.reload();
    await hydrated(page, ".galeri-filter");
    expect(await shownTitles(page)).toEqual(all.slice(PAGE));
    expect(await featuredTitles(page)).toEqual([]);
    await earlier(page).click();
    await eventually(() => shownTitles(page)).toEqual(firstPage);
    expect(new URL(page.url()).search).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads more of a category, and starts over when the filter changes", async () => {
    const inKegiatan = countOf("Kegiatan") + added.length;
    expect(inKegiatan).toBeGreaterThan(PAGE);
    const { context, page, errors } = await openGaleri("/galeri?kategori=kegiatan");
    expect(new URL(page.url()).search).toBe("?kategori=Kegiatan");
    expect(await status(page)).toBe(`Menampilkan ${inKegiatan} dari ${total} foto`);
    await more(page).click();
    await eventually(() => shownTitles(page)).toHaveLength(inKegiatan);
    expect(new URL(page.url()).search).toBe("?kategori=Kegiatan&halaman=2");

    await filters(page).filter({ hasText: "Semua" }).click();
    await eventually(() => shownTitles(page)).toHaveLength(PAGE);
    expect(new URL(page.url()).search).toBe("");
    expect(await more(page).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: categories, search and 'Muat lebih banyak' are plain HTML", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(publicUrl("/galeri"));
    const firstPage = await shownTitles(page);
    expect(firstPage).toHaveLength(PAGE);

    await more(page).click();
    await page.waitForURL(/halaman=2/);
    const secondPage = await shownTitles(page);
    expect(secondPage).toHaveLength(total - PAGE);
    expect([...firstPage, ...secondPage].sort()).toEqual(allTitles);
    await earlier(page).click();
    await page.waitForURL((url) => !url.searchParams.has("halaman"));
    expect(await shownTitles(page)).toEqual(firstPage);

    const kategori = presentKategori.find((name) => name !== "Kegiatan") ?? "";
    await filters(page).filter({ hasText: kategori }).click();
    await page.waitForURL(/kategori=/);
    expect(await shownTitles(page)).toEqual(
      photos.filter((photo) => photo.kategori === kategori).map((p) => p.judul),
    );
    expect(await filters(page).filter({ hasText: kategori }).getAttribute("aria-pressed")).toBe("true");

    // A search keeps the chosen category.
    await searchBox(page).fill("Ujigaleri");
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await page.getByText("Tidak ada gambar yang ditemukan").waitFor();
    const address = new URL(page.url());
    expect(address.searchParams.get("q")).toBe("Ujigaleri");
    expect(address.searchParams.getAll("kategori")).toContain(kategori);
    await page.getByRole("button", { name: "Reset Filter" }).click();
    await page.waitForURL((url) => url.search === "");
    expect(await shownTitles(page)).toEqual(firstPage);
    await context.close();
  });

  for (const [size, makeContext] of [
    ["360 px", phoneContext],
    ["1280 px", desktopContext],
  ] as const) {
    it(`both pages fit and pass axe at ${size}`, async () => {
      for (const path of ["/galeri", "/galeri?halaman=2"]) {
        const { context, page, errors } = await openGaleri(path, makeContext);
        expect(await noOverflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});
