import type { Artikel } from "@padukuhan/shared/artikel";
import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { limits } from "@padukuhan/shared/constants";
import { displayHost, mailtoLink, withScheme } from "@padukuhan/shared/contact";
import { formatDate, formatDateTime } from "@padukuhan/shared/format";
import { toArtikelCard } from "@padukuhan/shared/pages";
import { sampleArtikel } from "@padukuhan/shared/sample-content";
import { teamEmail, villageName } from "@padukuhan/shared/village";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  DESKTOP,
  desktopContext,
  fetchLocal,
  openPublicPage,
  phoneContext,
  publicUrl,
  sharedBrowser,
  sharedPages,
  waitForApp,
  waitForIsland,
} from "./browser";
import { type AdminContent, adminContent, numbered } from "./public-content";

const browser = sharedBrowser();
/** Pages the tests below only read, opened once at each size. */
const readOnly = sharedPages(browser);

// ---------------------------------------------------------------------------
// What the sample content makes us expect
// ---------------------------------------------------------------------------

const newest = [...sampleArtikel].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const cards = newest.map((artikel) => toArtikelCard(artikel));
const kategoriOf = (artikel: { kategori: string }) => artikel.kategori || DEFAULT_KATEGORI;
const categories = [...new Set(newest.map(kategoriOf))];
const countOf = (kategori: string) => newest.filter((a) => kategoriOf(a) === kategori).length;
const sharedKategori = categories.find((kategori) => countOf(kategori) > 1);
const uniqueKategori = categories.find((kategori) => countOf(kategori) === 1);

function requireArtikel(found: Artikel | undefined, what: string): Artikel {
  if (!found) throw new Error(`the sample content has no article ${what}`);
  return found;
}
/** The sample article whose related link has no scheme ('www.…'). */
const schemelessLink = requireArtikel(
  newest.find((a) => a.link && !/^[a-z]+:\/\//i.test(a.link)),
  "with a link without scheme",
);
const inSharedKategori = requireArtikel(
  newest.find((a) => kategoriOf(a) === sharedKategori),
  "sharing its category",
);
const aloneInKategori = requireArtikel(
  newest.find((a) => kategoriOf(a) === uniqueKategori),
  "alone in its category",
);
const longestTitle = requireArtikel([...newest].sort((a, b) => b.judul.length - a.judul.length)[0], "at all");

const SHARE_STORY_MAILTO = mailtoLink(
  teamEmail,
  `Bagikan Cerita untuk ${villageName}`,
  [
    `Halo Pengelola Website ${villageName},`,
    "",
    "Saya ingin membagikan cerita berikut.",
    "",
    "Nama:",
    "Judul cerita:",
    "Isi cerita:",
    "",
    "Jika ada foto kegiatan, silakan lampirkan di email ini.",
    "",
    "Terima kasih.",
  ].join("\n"),
);

const shownText = (count: number) => `Menampilkan ${count} artikel`;
/** Whether a word of `text` starts with `term`, ignoring case: how a visitor expects a search to match. */
const hasWordStarting = (text: string, term: string) =>
  text
    .toLocaleLowerCase("id-ID")
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word.startsWith(term.toLocaleLowerCase("id-ID")));
/** Results arrive from the server after a pause in typing: give them time. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** The titles of the article cards in the list, in order. */
function listedTitles(page: Page) {
  return page.locator(".artikel-results .card h3").allTextContents();
}

function titlesMatching(predicate: (card: (typeof cards)[number]) => boolean) {
  return cards.filter(predicate).map((card) => card.judul);
}

/**
 * The server's HTML of the result list alone: the sidebar and the hydration data also hold
 * titles, so only this part shows what the list itself contains.
 */
async function serverResults(path: string) {
  const response = await fetchLocal(publicUrl(path));
  const html = await response.text();
  const start = html.indexOf('id="artikel-hasil"');
  expect(start).toBeGreaterThan(0);
  return { status: response.status, results: html.slice(start, html.indexOf("</section>", start)) };
}

// ---------------------------------------------------------------------------
// /artikel
// ---------------------------------------------------------------------------

describe("the article list", () => {
  it("arrives from the server with every article and the count, before any script runs", async () => {
    const { status, results } = await serverResults("/artikel");
    expect(status).toBe(200);
    for (const artikel of newest) expect(results).toContain(escapeHtml(artikel.judul));
    expect(results).toContain(shownText(newest.length));
  });

  it("keeps a shared search link's filter in the server's HTML", async () => {
    const term = "posyandu";
    const expected = titlesMatching((c) => hasWordStarting(`${c.judul} ${c.summary}`, term));
    expect(expected.length).toBeGreaterThan(0);
    const { results } = await serverResults(`/artikel?q=${term}`);
    expect(results).toContain(shownText(expected.length));
    for (const artikel of newest) {
      if (expected.includes(artikel.judul)) expect(results).toContain(escapeHtml(artikel.judul));
      else expect(results).not.toContain(escapeHtml(artikel.judul));
    }
  });

  it("narrows the list and the count as the visitor types, and puts the search in the address", async () => {
    const context = await desktopContext(browser);
    const { page, errors } = await openPublicPage(context, "/artikel");
    await page.getByText(shownText(newest.length)).waitFor();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/pages/artikel")) requests.push(request.url());
    });

    // A word found only in a summary, typed key by key: every letter must arrive.
    const term = "Ditimbang";
    const expected = titlesMatching((c) => hasWordStarting(`${c.judul} ${c.summary}`, term));
    expect(expected.length).toBeGreaterThan(0);
    expect(newest.some((a) => hasWordStarting(a.judul, term))).toBe(false);
    const search = page.getByRole("searchbox", { name: "Cari artikel" });
    await search.pressSequentially(term);
    await expect.poll(() => search.inputValue()).toBe(term);
    await eventually(() => listedTitles(page)).toEqual(expected);
    await page.getByText(shownText(expected.length)).waitFor();
    // The address holds the search as the server reads it; the field keeps what was typed.
    expect(new URL(page.url()).searchParams.get("q")).toBe(term.toLowerCase());
    expect(await search.inputValue()).toBe(term);
    // The results follow a pause in the typing, not every key.
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.length).toBeLessThanOrEqual(2);

    // Searching by title too.
    const byTitle = newest[newest.length - 1]?.judul.split(" ").slice(0, 2).join(" ") ?? "";
    await search.fill(byTitle);
    const expectedByTitle = titlesMatching((c) =>
      byTitle.split(" ").every((word) => hasWordStarting(`${c.judul} ${c.summary}`, word)),
    );
    await eventually(() => listedTitles(page)).toEqual(expectedByTitle);
    await page.getByText(shownText(expectedByTitle.length)).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers exactly the categories of the articles and filters by the chosen one", async () => {
    const context = await desktopContext(browser);
    const { page } = await openPublicPage(context, "/artikel");
    const dropdown = page.getByRole("combobox", { name: "Kategori" });
    const options = await dropdown.locator("option").allTextContents();
    expect(options[0]).toBe("Semua Kategori");
    expect([...options.slice(1)].sort()).toEqual([...categories].sort());

    const kategori = sharedKategori ?? categories[0] ?? "";
    await dropdown.selectOption(kategori);
    await page.getByText(shownText(countOf(kategori))).waitFor();
    expect(await listedTitles(page)).toEqual(titlesMatching((c) => kategoriOf(c) === kategori));
    expect(new URL(page.url()).searchParams.get("kategori")).toBe(kategori);

    await dropdown.selectOption("");
    await page.getByText(shownText(newest.length)).waitFor();
    await context.close();
  });

  it("filters when a category in the sidebar is clicked, with real counts", async () => {
    const context = await desktopContext(browser);
    const { page } = await openPublicPage(context, "/artikel");
    const sidebar = page.getByRole("region", { name: "Kategori", exact: true });
    for (const kategori of categories) {
      await expect
        .poll(() => sidebar.getByRole("button", { name: kategori }).textContent())
        .toContain(String(countOf(kategori)));
    }
    const kategori = uniqueKategori ?? categories[0] ?? "";
    const button = sidebar.getByRole("button", { name: kategori });
    await button.click();
    await page.getByText(shownText(countOf(kategori))).waitFor();
    expect(await listedTitles(page)).toEqual(titlesMatching((c) => kategoriOf(c) === kategori));
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("combobox", { name: "Kategori" }).inputValue()).toBe(kategori);

    // A second click on the same category shows everything again.
    await button.click();
    await page.getByText(shownText(newest.length)).waitFor();
    await context.close();
  });

  it("says so when nothing matches, and can show everything again", async () => {
    const context = await desktopContext(browser);
    const { page } = await openPublicPage(context, "/artikel");
    await page.getByRole("searchbox", { name: "Cari artikel" }).fill("xyzzy tidak ada di mana pun");
    await page.getByText(shownText(0)).waitFor();
    await page.getByText("Tidak ada artikel yang cocok dengan pencarian Anda.").waitFor();
    expect(await listedTitles(page)).toEqual([]);
    await page.getByRole("button", { name: "Tampilkan Semua Artikel" }).click();
    await page.getByText(shownText(newest.length)).waitFor();
    expect(await page.getByRole("searchbox", { name: "Cari artikel" }).inputValue()).toBe("");
    await context.close();
  });

  it("lets a visitor email a story to the team with 'Bagikan Cerita'", async () => {
    const { page } = await readOnly("desktop", "/artikel");
    const link = page.getByRole("link", { name: "Bagikan Cerita" });
    expect(await link.getAttribute("href")).toBe(SHARE_STORY_MAILTO);
  });

  it("shows the latest four articles in the sidebar with their dates", async () => {
    const { page } = await readOnly("desktop", "/artikel");
    const latest = page.getByRole("region", { name: "Artikel Terbaru" });
    const expected = newest.slice(0, limits.latestSidebar);
    expect(await latest.getByRole("link").allTextContents()).toEqual(expected.map((a) => a.judul));
    expect(await latest.locator("time").allTextContents()).toEqual(
      expected.map((a) => formatDate(a.createdAt)),
    );
  });

  it("shows the first 150 characters of a long article followed by '...'", async () => {
    const long = requireArtikel(
      newest.find((a) => a.text.length > limits.summaryList),
      "longer than the summary",
    );
    const { page } = await readOnly("desktop", "/artikel");
    const card = page.locator(".artikel-results .card", {
      has: page.getByRole("link", { name: long.judul }),
    });
    const summary = (await card.locator(".card-body > p").last().textContent()) ?? "";
    expect(summary).toBe(`${long.text.slice(0, limits.summaryList)}...`);
    expect(summary).toHaveLength(limits.summaryList + 3);
  });

  it("opens an article as a page of its own when its title is clicked, and 'Kembali' returns to the list", async () => {
    const context = await desktopContext(browser);
    const { page, errors } = await openPublicPage(context, "/artikel");
    await page.evaluate(() => {
      (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
    });
    const target = newest[1] ?? newest[0];
    if (!target) throw new Error("no sample articles");
    await page.locator(".artikel-results").getByRole("link", { name: target.judul }).click();
    await page.getByRole("heading", { level: 1, name: target.judul }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/artikel/${target.id}`);
    // A document load (no client router): the edge answers it like any page.
    expect(
      await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage),
    ).toBeUndefined();

    // 'Kembali' returns to where the visitor came from.
    await waitForIsland(page, "back");
    await page.getByRole("link", { name: "Kembali" }).click();
    await page.getByText(shownText(newest.length)).waitFor();
    expect(new URL(page.url()).pathname).toBe("/artikel");
    expect(errors).toEqual([]);
    await context.close();
  });
});

// ---------------------------------------------------------------------------
// /artikel/:id
// ---------------------------------------------------------------------------

describe("an article page", () => {
  it("shows the article with its meta, paragraphs, related link and tags", async () => {
    const artikel = schemelessLink;
    const context = await desktopContext(browser);
    const { page, errors } = await openPublicPage(context, `/artikel/${artikel.id}`);
    const main = page.locator("main");

    await page.getByRole("heading", { level: 1, name: artikel.judul }).waitFor();
    expect(await main.locator(".page-hero .badge").textContent()).toBe(kategoriOf(artikel));
    const time = main.locator(".page-hero time");
    expect(await time.textContent()).toBe(formatDateTime(artikel.createdAt));
    expect(await time.getAttribute("datetime")).toBe(artikel.createdAt);
    await main.getByText("Admin Padukuhan").waitFor();

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await breadcrumb.getByRole("link").allTextContents()).toEqual(["Beranda", "Artikel"]);
    expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe(artikel.judul);

    const hero = main.locator("img.artikel-hero-image");
    expect(await hero.getAttribute("loading")).toBe("eager");
    expect(await hero.getAttribute("fetchpriority")).toBe("high");
    expect(await hero.getAttribute("width")).toBe("1200");
    expect(await hero.getAttribute("height")).toBe("800");

    const lines = artikel.text.split("\n").filter((line) => line.trim() !== "");
    expect(await main.locator(".artikel-text p").allTextContents()).toEqual(lines.map((line) => line.trim()));

    const linkCard = page.getByRole("region", { name: "Tautan Terkait" });
    await linkCard.getByText(displayHost(artikel.link ?? ""), { exact: true }).waitFor();
    expect(displayHost(artikel.link ?? "")).not.toMatch(/^www\./);
    await linkCard.getByText("Tautan ini membuka situs eksternal", { exact: false }).waitFor();
    const visit = linkCard.getByRole("link", { name: /Kunjungi/ });
    const href = (await visit.getAttribute("href")) ?? "";
    expect(href.startsWith("https://")).toBe(true);
    expect(href).toBe(withScheme(artikel.link ?? ""));
    expect(await visit.getAttribute("target")).toBe("_blank");
    expect(await visit.getAttribute("rel")).toBe("noopener noreferrer");

    const tags = page.getByRole("region", { name: "Tag", exact: true });
    expect(await tags.getByRole("listitem").allTextContents()).toEqual(artikel.tags.map((tag) => `#${tag}`));

    // The sidebar counts categories for real.
    const kategoriBox = page.getByRole("region", { name: "Kategori Artikel" });
    for (const kategori of categories) {
      await expect.poll(() => kategoriBox.getByText(kategori, { exact: true }).count()).toBe(1);
    }

    // 'Suka' only toggles on this screen.
    await waitForIsland(page, "like");
    const like = page.getByRole("button", { name: "Suka" });
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    await like.click();
    expect(await like.getAttribute("aria-pressed")).toBe("true");
    await like.click();
    expect(await like.getAttribute("aria-pressed")).toBe("false");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("lists other articles of the same category, newest first", async () => {
    const artikel = inSharedKategori;
    const expected = newest
      .filter((a) => a.id !== artikel.id && kategoriOf(a) === kategoriOf(artikel))
      .slice(0, limits.relatedMax)
      .map((a) => a.judul);
    const context = await desktopContext(browser);
    const { page } = await openPublicPage(context, `/artikel/${artikel.id}`);
    const related = page.getByRole("region", { name: "Artikel Terkait" });
    expect(await related.locator("h3").allTextContents()).toEqual(expected);
    for (const badge of await related.locator(".badge").allTextContents())
      expect(badge).toBe(kategoriOf(artikel));
    await context.close();
  });

  it("says 'Tidak ada artikel terkait' for an article alone in its category, and hides a missing link", async () => {
    const context = await desktopContext(browser);
    const { page } = await openPublicPage(context, `/artikel/${aloneInKategori.id}`);
    const related = page.getByRole("region", { name: "Artikel Terkait" });
    await related.getByText("Tidak ada artikel terkait").waitFor();
    expect(await related.locator(".card").count()).toBe(0);
    const withoutLink = newest.find((a) => !a.link);
    if (withoutLink) {
      await page.goto(publicUrl(`/artikel/${withoutLink.id}`));
      await page.getByRole("heading", { level: 1, name: withoutLink.judul }).waitFor();
      expect(await page.getByRole("region", { name: "Tautan Terkait" }).count()).toBe(0);
    }
    await context.close();
  });

  it("goes to the article list with 'Kembali' when opened from a shared link", async () => {
    const context = await desktopContext(browser);
    const { page } = await openPublicPage(context, `/artikel/${aloneInKategori.id}`);
    await waitForIsland(page, "back");
    await page.getByRole("link", { name: "Kembali", exact: true }).click();
    await page.getByText(shownText(newest.length)).waitFor();
    expect(new URL(page.url()).pathname).toBe("/artikel");
    await context.close();
  });

  it("goes back to the page of this site the visitor came from with 'Kembali'", async () => {
    const target = newest[0];
    if (!target) throw new Error("no sample articles");
    const context = await desktopContext(browser);
    const { page, errors } = await openPublicPage(context, "/");
    await page.locator("main").getByRole("link", { name: target.judul }).first().click();
    await page.getByRole("heading", { level: 1, name: target.judul }).waitFor();
    const depth = await page.evaluate(() => history.length);
    await waitForIsland(page, "back");
    await page.getByRole("link", { name: "Kembali", exact: true }).click();
    // Back in history to the home page, not on to the list its link names.
    await page.waitForURL(publicUrl("/"));
    expect(await page.evaluate(() => history.length)).toBe(depth);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript, 'Kembali' is a link to the article list", async () => {
    const html = await (await fetchLocal(publicUrl(`/artikel/${aloneInKategori.id}`))).text();
    expect(html).toMatch(/<a href="\/artikel" class="[^"]*artikel-back[^"]*">/);
  });

  it("copies its own address with 'Salin Link' and says 'Tersalin!' for about two seconds", async () => {
    const origin = new URL(publicUrl()).origin;
    const context = await desktopContext(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
    const { page } = await openPublicPage(context, `/artikel/${schemelessLink.id}`);
    await waitForIsland(page, "share");
    await page.getByRole("button", { name: "Salin Link" }).click();
    const copied = page.getByRole("button", { name: "Tersalin!" });
    await copied.waitFor();
    const shownAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await copied.waitFor({ state: "detached", timeout: 5000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1500);
    expect(shownFor).toBeLessThan(3500);
    await page.getByRole("button", { name: "Salin Link" }).waitFor();
    await context.close();
  });

  it("opens Facebook's share dialog for the article in a new window", async () => {
    const context = await desktopContext(browser);
    // No internet here: answer for Facebook so the window has somewhere to land.
    await context.route("https://www.facebook.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Facebook</title>" }),
    );
    const { page } = await openPublicPage(context, `/artikel/${schemelessLink.id}`);
    await waitForIsland(page, "share");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Facebook" }).click(),
    ]);
    await popup.waitForURL(/facebook\.com/);
    const prefix = "https://www.facebook.com/sharer/sharer.php?u=";
    expect(popup.url().startsWith(prefix)).toBe(true);
    expect(new URL(popup.url()).searchParams.get("u")).toBe(page.url());
    await context.close();
  });

  it("answers 404 with 'Artikel tidak ditemukan' for an unknown id", async () => {
    const path = "/artikel/tidak-ada-artikel-ini";
    const response = await fetchLocal(publicUrl(path));
    expect(response.status).toBe(404);

    const context = await desktopContext(browser);
    const { page, errors } = await openPublicPage(context, path);
    await page.getByRole("heading", { level: 1, name: "Artikel tidak ditemukan" }).waitFor();
    const home = page.locator("main").getByRole("link", { name: "Kembali ke Beranda" });
    expect(await home.getAttribute("href")).toBe("/");
    // The browser logs the 404 document itself; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    await context.close();
  });
});

// ---------------------------------------------------------------------------
// Phone layout and accessibility
// ---------------------------------------------------------------------------

const pages = [
  { name: "the article list", path: "/artikel", slug: "list" },
  { name: "the article with the longest title", path: `/artikel/${longestTitle.id}`, slug: "longest-title" },
  { name: "the article with a related link", path: `/artikel/${schemelessLink.id}`, slug: "related-link" },
];

describe("on a 360 px phone", () => {
  for (const { name, path, slug } of pages) {
    it(`${name} needs no sideways scrolling`, async () => {
      const { page } = await readOnly("phone", path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/artifacts/artikel-${slug}-360.png`, fullPage: true });
    });
  }
});

describe("accessibility", () => {
  // axe is injected as an inline script, which the site's Content Security Policy rightly blocks.
  const sizes = [
    { label: "360 px", viewport: "phone" },
    { label: "1280 px", viewport: "desktop" },
  ] as const;
  for (const { label, viewport } of sizes) {
    for (const { name, path } of [
      ...pages,
      { name: "the unknown article", path: "/artikel/tidak-ada", slug: "" },
    ]) {
      it(`${name} has no serious or critical axe violations at ${label}`, async () => {
        const { page } = await readOnly(viewport, path);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  }
});

// ---------------------------------------------------------------------------
// The search in the address
// ---------------------------------------------------------------------------

/** The titles whose title or summary has a word starting with `term`. */
const titlesWithWord = (term: string) =>
  titlesMatching((c) => hasWordStarting(`${c.judul} ${c.summary}`, term));

/** The address of the page `link` leads to, as path and query. */
async function linkTarget(link: import("playwright-core").Locator) {
  const url = new URL((await link.getAttribute("href")) ?? "", publicUrl());
  return url.pathname + url.search;
}

describe("the article list's address", () => {
  it("holds the search: a reload shows the same results, and Back returns to them", async () => {
    const panen = titlesWithWord("panen");
    expect(panen.length).toBeGreaterThan(0);
    expect(panen.length).toBeLessThan(newest.length);
    const context = await desktopContext(browser);
    const { page, errors } = await openPublicPage(context, "/");
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Artikel" }).click();
    await page.getByText(shownText(newest.length)).waitFor();
    // A new page: its search works once its island has started.
    await waitForApp(page);

    const search = page.getByRole("searchbox", { name: "Cari artikel" });
    await search.fill("panen");
    await eventually(() => listedTitles(page)).toEqual(panen);
    await page.getByText(shownText(panen.length)).waitFor();
    expect(new URL(page.url()).search).toBe("?q=panen");

    await page.reload();
    await waitForApp(page);
    expect(await listedTitles(page)).toEqual(panen);
    expect(await search.inputValue()).toBe("panen");

    // An article, then Back: the search and its results are still there.
    await page.locator(".artikel-results").getByRole("link", { name: panen[0] }).click();
    await page.getByRole("heading", { level: 1, name: panen[0] }).waitFor();
    await page.goBack();
    await eventually(() => listedTitles(page)).toEqual(panen);
    expect(new URL(page.url()).search).toBe("?q=panen");
    expect(await search.inputValue()).toBe("panen");

    // Typing replaced the address rather than adding to the history: Back leaves the list.
    await page.goBack();
    await page.waitForURL(publicUrl("/"));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("names its canonical address: the search in lower case, unknown parameters left out", async () => {
    const html = await (await fetchLocal(publicUrl("/artikel?q=Panen&x=1"))).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
    const url = new URL(canonical);
    expect(url.pathname + url.search).toBe("/artikel?q=panen");

    const context = await desktopContext(browser);
    const { page, errors } = await openPublicPage(context, "/artikel?q=%20Panen%20&x=1");
    expect(new URL(page.url()).search).toBe("?q=panen");
    expect(await listedTitles(page)).toEqual(titlesWithWord("panen"));
    expect(await page.getByRole("searchbox", { name: "Cari artikel" }).inputValue()).toBe("panen");
    expect(errors).toEqual([]);
    await context.close();
  });
});

// ---------------------------------------------------------------------------
// More articles than a page (added through the admin API, removed afterwards)
// ---------------------------------------------------------------------------

describe("more articles than fit on a page", () => {
  const WORD = "ujihalaman";
  const added = numbered(13, (n) => ({
    judul: `Ujihalaman artikel ${n}`,
    kategori: "Pendidikan",
    text: `Artikel uji ${WORD} nomor ${n}, dibuat untuk mencoba halaman daftar artikel.`,
    link: "",
    tags: "",
  }));
  const total = newest.length + added.length;
  const allTitles = [...newest.map((a) => a.judul), ...added.map((a) => a.judul)].sort();
  const pager = (page: Page) => page.getByRole("navigation", { name: "Halaman artikel" });
  const cardCount = (page: Page) => page.locator(".artikel-results .card").count();

  let content: AdminContent | undefined;
  beforeAll(async () => {
    content = await adminContent(browser);
    await content.add("artikel", added);
  }, 120_000);
  afterAll(async () => {
    await content?.removeAll();
  }, 120_000);

  it("shows twelve at a time, with links to the next and previous pages that Back follows", async () => {
    const context = await desktopContext(browser);
    const { page, errors } = await openPublicPage(context, "/artikel");
    await page.getByText(shownText(total)).waitFor();
    expect(await cardCount(page)).toBe(12);
    const firstPage = await listedTitles(page);
    expect(await pager(page).locator(".pager-position").textContent()).toBe("Halaman 1 dari 2");
    expect(await pager(page).getByRole("link", { name: "Sebelumnya" }).count()).toBe(0);
    const next = pager(page).getByRole("link", { name: "Berikutnya" });
    expect(await linkTarget(next)).toBe("/artikel?halaman=2");

    await page.evaluate(() => {
      (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
    });
    await next.click();
    await eventually(() => cardCount(page)).toBe(total - 12);
    expect(new URL(page.url()).search).toBe("?halaman=2");
    expect(await pager(page).locator(".pager-position").textContent()).toBe("Halaman 2 dari 2");
    expect(await pager(page).getByRole("link", { name: "Berikutnya" }).count()).toBe(0);
    expect(await linkTarget(pager(page).getByRole("link", { name: "Sebelumnya" }))).toBe("/artikel");
    // Every article once, over the two pages.
    expect([...firstPage, ...(await listedTitles(page))].sort()).toEqual(allTitles);
    // The new page is read from its start: a page of its own (a document load), with the
    // focus on its results.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("artikel-hasil");
    expect(
      await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage),
    ).toBeUndefined();

    await page.goBack();
    await eventually(() => listedTitles(page)).toEqual(firstPage);
    expect(new URL(page.url()).search).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the search and category in the page links, as the server writes them", async () => {
    const context = await desktopContext(browser);
    const { page, errors } = await openPublicPage(context, "/artikel");
    await page.getByRole("searchbox", { name: "Cari artikel" }).fill("UjiHalaman");
    await page.getByText(shownText(added.length)).waitFor();
    expect(await cardCount(page)).toBe(12);
    const next = pager(page).getByRole("link", { name: "Berikutnya" });
    expect(await linkTarget(next)).toBe(`/artikel?q=${WORD}&halaman=2`);
    // The same link in the server's HTML, for an address typed differently.
    const html = await (await fetchLocal(publicUrl(`/artikel?halaman=1&q=%20UJIHALAMAN`))).text();
    const serverLink = /<a[^>]*>Berikutnya<\/a>/.exec(html)?.[0] ?? "";
    expect(serverLink).toContain(`href="/artikel?q=${WORD}&amp;halaman=2"`);

    await next.click();
    await eventually(() => cardCount(page)).toBe(added.length - 12);
    // The second page is a page of its own: its filters work once its island has started.
    await waitForApp(page);
    // A new filter starts again at the first page.
    await page.getByRole("combobox", { name: "Kategori" }).selectOption("Pendidikan");
    await eventually(() => cardCount(page)).toBe(12);
    expect(new URL(page.url()).search).toBe(`?q=${WORD}&kategori=Pendidikan`);
    expect(await pager(page).locator(".pager-position").textContent()).toBe("Halaman 1 dari 2");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: the search form and the page links are plain HTML", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(publicUrl("/artikel"));
    await page.getByText(shownText(total)).waitFor();

    const search = page.getByRole("searchbox", { name: "Cari artikel" });
    await search.fill("UjiHalaman");
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await page.waitForURL(/q=UjiHalaman/);
    await page.getByText(shownText(added.length)).waitFor();
    expect(await cardCount(page)).toBe(12);
    expect(await search.inputValue()).toBe(WORD);
    const firstPage = await listedTitles(page);

    await pager(page).getByRole("link", { name: "Berikutnya" }).click();
    await page.waitForURL(/halaman=2/);
    const secondPage = await listedTitles(page);
    expect(secondPage).toHaveLength(added.length - 12);
    expect([...firstPage, ...secondPage].sort()).toEqual(added.map((a) => a.judul).sort());
    await pager(page).getByRole("link", { name: "Sebelumnya" }).click();
    await page.waitForURL((url) => !url.searchParams.has("halaman"));
    expect(await listedTitles(page)).toEqual(firstPage);

    // A category without a search.
    const kategori = uniqueKategori ?? categories[0] ?? "";
    await search.fill("");
    await page.getByRole("combobox", { name: "Kategori" }).selectOption(kategori);
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await page.waitForURL(/kategori=/);
    expect(await listedTitles(page)).toEqual(titlesMatching((c) => kategoriOf(c) === kategori));

    // Nothing found, and back to everything.
    await search.fill("xyzzy tidak ada");
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await page.getByText("Tidak ada artikel yang cocok dengan pencarian Anda.").waitFor();
    await page.getByRole("button", { name: "Tampilkan Semua Artikel" }).click();
    await page.getByText(shownText(total)).waitFor();
    await context.close();
  });

  for (const [label, open] of [
    ["360 px", phoneContext],
    ["1280 px", desktopContext],
  ] as const) {
    it(`the second page fits and has no serious axe violations at ${label}`, async () => {
      const context = await open(browser);
      const { page, errors } = await openPublicPage(context, "/artikel?halaman=2");
      await pager(page).waitFor();
      const heights = await pager(page)
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
