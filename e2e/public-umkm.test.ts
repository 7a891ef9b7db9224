import { sampleUmkm } from "@padukuhan/shared/sample-content";
import type { Umkm } from "@padukuhan/shared/umkm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  DESKTOP,
  desktopContext,
  fetchLocal,
  holdingScripts,
  openPublicPage,
  phoneContext,
  publicUrl,
  sharedBrowser,
  waitForApp,
  waitForIsland,
} from "./browser";
import { type AdminContent, adminContent, numbered } from "./public-content";

const browser = sharedBrowser();

function sample(nama: string): Umkm {
  const umkm = sampleUmkm.find((u) => u.nama === nama);
  if (!umkm) throw new Error(`no sample UMKM named ${nama}`);
  return umkm;
}
const gudeg = sample("Gudeg Bu Sri");
const wedang = sample("Wedang Uwuh Sumber Rasa");
const anyaman = sample("Anyaman Bambu Karya Mandiri");
const keripik = sample("Keripik Tempe Mbok Darmi");
const batik = sample("Batik Tulis Sekar Arum");

const time = (u: Umkm) => Date.parse(u.createdAt);
const names = (list: Umkm[]) => list.map((u) => u.nama);
const newestFirst = names([...sampleUmkm].sort((a, b) => time(b) - time(a)));

/** Waits until the app has taken over the server-rendered page: a click before that is a plain link or a dead button. */
async function hydrated(page: Page) {
  await waitForApp(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Opens a page that answers 200, waits for hydration, and collects what the page logs as errors. */
async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors, status } = await openPublicPage(context, path);
  expect(status).toBe(200);
  await hydrated(page);
  return { page, errors };
}

const shownNames = (page: Page) => page.locator("main article h3").allTextContents();
const countLine = (page: Page) => page.locator(".umkm-count").textContent();
const searchField = (page: Page) => page.getByRole("searchbox", { name: "Cari UMKM" });

/** Results arrive from the server after a pause in typing: give them time. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Types into the search field until the list reacts, so a field typed into mid-hydration is retried. */
async function search(page: Page, words: string, expected: string[]) {
  await eventually(async () => {
    await searchField(page).fill(words);
    return shownNames(page);
  }).toEqual(expected);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe("the UMKM list", () => {
  it("arrives from the server with every business already in the HTML", async () => {
    const response = await fetchLocal(publicUrl("/umkm"));
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const umkm of sampleUmkm) expect(html).toContain(umkm.nama);
    expect(html).toContain(`Menampilkan ${sampleUmkm.length} UMKM`);
  });

  it("narrows the list by owner or a word of the description, and keeps the search in the link", async () => {
    const context = await phoneContext(browser);
    const { page, errors } = await open(context, "/umkm");
    expect(await shownNames(page)).toEqual(newestFirst);

    await search(page, wedang.nama_pemilik, [wedang.nama]);
    expect(await countLine(page)).toBe("Menampilkan 1 UMKM");

    // "indigo" only appears in the batik description.
    await search(page, "indigo", [batik.nama]);
    await eventually(async () => new URL(page.url()).searchParams.get("q")).toBe("indigo");

    // A shared link shows the same result, already in the server's HTML.
    expect(await (await fetchLocal(page.url())).text()).toContain("Menampilkan 1 UMKM");
    await page.reload();
    await hydrated(page);
    expect(await shownNames(page)).toEqual([batik.nama]);
    expect(await searchField(page).inputValue()).toBe("indigo");

    await search(page, "tidak ada usaha seperti ini", []);
    await page.getByText("Tidak ada UMKM yang cocok dengan pencarian Anda.").waitFor();
    expect(await countLine(page)).toBe("Menampilkan 0 UMKM");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters by category", async () => {
    const context = await phoneContext(browser);
    const { page } = await open(context, "/umkm");
    const kategori = page.getByLabel("Kategori", { exact: true });
    const options = await kategori.locator("option").allTextContents();
    expect(options[0]).toBe("Semua Kategori");
    expect(options.slice(1).sort()).toEqual([...new Set(sampleUmkm.map((u) => u.kategori))].sort());

    const makanan = newestFirst.filter((nama) => sample(nama).kategori === "Makanan");
    expect(makanan.length).toBe(2);
    await eventually(async () => {
      await kategori.selectOption("Makanan");
      return shownNames(page);
    }).toEqual(makanan);
    await kategori.selectOption("");
    await eventually(() => shownNames(page)).toEqual(newestFirst);
    await context.close();
  });

  it("sorts newest first, oldest first, or by name A-Z", async () => {
    const context = await phoneContext(browser);
    const { page } = await open(context, "/umkm");
    const sort = page.getByLabel("Urutkan");
    expect(await sort.locator("option").allTextContents()).toEqual(["Terbaru", "Terlama", "Nama A-Z"]);

    const alphabetical = names([...sampleUmkm].sort((a, b) => a.nama.localeCompare(b.nama, "id")));
    await eventually(async () => {
      await sort.selectOption({ label: "Nama A-Z" });
      return shownNames(page);
    }).toEqual(alphabetical);
    await sort.selectOption({ label: "Terlama" });
    await eventually(() => shownNames(page)).toEqual([...newestFirst].reverse());
    await sort.selectOption({ label: "Terbaru" });
    await eventually(() => shownNames(page)).toEqual(newestFirst);
    await context.close();
  });

  it("applies a search, category or sort chosen before the page's scripts arrived", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const scripts = await holdingScripts(page);
    const makanan = newestFirst.filter((nama) => sample(nama).kategori === "Makanan");

    await scripts.open("/umkm");
    await searchField(page).fill("indigo");
    scripts.release();
    await hydrated(page);
    await eventually(() => shownNames(page)).toEqual([batik.nama]);
    expect(new URL(page.url()).searchParams.get("q")).toBe("indigo");

    await scripts.open("/umkm");
    await page.getByLabel("Kategori", { exact: true }).selectOption("Makanan");
    await page.getByLabel("Urutkan").selectOption({ label: "Terlama" });
    scripts.release();
    await hydrated(page);
    await eventually(() => shownNames(page)).toEqual([...makanan].reverse());
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      kategori: "Makanan",
      urut: "terlama",
    });
    await context.close();
  });

  it("offers 'Paling sesuai' while there is a search text, and uses it by default then", async () => {
    const context = await desktopContext(browser);
    const { page, errors } = await open(context, "/umkm");
    const sort = page.getByLabel("Urutkan");
    await searchField(page).pressSequentially("Tempe");
    await eventually(() => sort.locator("option").allTextContents()).toEqual([
      "Paling sesuai",
      "Terbaru",
      "Terlama",
      "Nama A-Z",
    ]);
    await eventually(() => shownNames(page)).toEqual([keripik.nama]);
    expect(new URL(page.url()).search).toBe("?q=tempe");
    expect(await sort.inputValue()).toBe("relevan");

    // Another order is kept in the address beside the search.
    await sort.selectOption({ label: "Nama A-Z" });
    await eventually(async () => new URL(page.url()).search).toBe("?q=tempe&urut=nama");

    await searchField(page).fill("");
    await eventually(() => shownNames(page)).toEqual(
      names([...sampleUmkm].sort((a, b) => a.nama.localeCompare(b.nama, "id"))),
    );
    expect(await sort.locator("option").allTextContents()).toEqual(["Terbaru", "Terlama", "Nama A-Z"]);
    expect(new URL(page.url()).search).toBe("?urut=nama");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("cuts a long description at 100 characters in the grid and 150 in the list view", async () => {
    const long = sampleUmkm.find((u) => u.text.length > 160);
    if (!long) throw new Error("the sample data needs a long description");
    const context = await phoneContext(browser);
    const { page } = await open(context, "/umkm");
    const card = page.locator("main article", { has: page.getByRole("heading", { name: long.nama }) });

    expect(await page.getByRole("button", { name: "Grid" }).getAttribute("aria-pressed")).toBe("true");
    const gridTexts = await card.locator("p").allTextContents();
    expect(gridTexts).toContain(`${long.text.slice(0, 100)}...`);
    expect(gridTexts).not.toContain(long.text);

    const listButton = page.getByRole("button", { name: "Daftar" });
    await eventually(async () => {
      await listButton.click();
      return card.locator("p").allTextContents();
    }).toContain(`${long.text.slice(0, 150)}...`);
    expect(await listButton.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Grid" }).getAttribute("aria-pressed")).toBe("false");
    await eventually(async () => new URL(page.url()).searchParams.get("tampilan")).toBe("daftar");
    await context.close();
  });

  // Pages are documents (issue #27): only a list's own search and filters stay in the page.
  it("opens a business with 'Lihat Detail' as a page of its own", async () => {
    const context = await phoneContext(browser);
    const { page, errors } = await open(context, "/umkm");
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const link = page.getByRole("link", { name: `Lihat Detail ${gudeg.nama}` });
    expect(await link.textContent()).toBe("Lihat Detail");
    await link.click();
    await page.getByRole("heading", { level: 1, name: gudeg.nama }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/umkm/${gudeg.id}`);
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  // The list is the server's to fetch now: its 'Gagal mengambil data UMKM' page is tested with
  // the Worker (worker/src/routes/public-pages-fallback.test.ts). In the browser, a search whose
  // results cannot be fetched loads its address as a page, which the server answers.
  it("loads a search as a page when its results cannot be fetched in the page", async () => {
    const context = await desktopContext(browser);
    const { page, errors } = await open(context, "/umkm");
    await page.route("**/api/pages/umkm?*", (route) => route.abort());
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await searchField(page).fill("gudeg");
    await page.waitForURL((url) => url.searchParams.get("q") === "gudeg");
    await eventually(() => shownNames(page)).toEqual([gudeg.nama]);
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe("/umkm");
    // Chromium logs the refused request itself; the page threw nothing.
    expect(errors.filter((error) => error.startsWith("pageerror"))).toEqual([]);
    await context.close();
  });

  it("fits a 360 px phone in both views and has no serious accessibility problems", async () => {
    for (const makeContext of [phoneContext, desktopContext]) {
      const context = await makeContext(browser);
      for (const view of ["grid", "daftar"]) {
        const { page, errors } = await open(context, `/umkm?tampilan=${view}`);
        const pressed = view === "grid" ? "Grid" : "Daftar";
        expect(await page.getByRole("button", { name: pressed }).getAttribute("aria-pressed")).toBe("true");
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }
      await context.close();
    }
  });
});

describe("a UMKM's own page", () => {
  it("opens WhatsApp with a prefilled message, whatever way the number was written", async () => {
    const context = await phoneContext(browser);
    const cases = [
      { umkm: gudeg, number: "6281234567890", tel: "tel:+6281234567890" },
      { umkm: wedang, number: "6281327654410", tel: "tel:+6281327654410" },
      { umkm: anyaman, number: "6285712345678", tel: "tel:+6285712345678" },
    ];
    for (const { umkm, number, tel } of cases) {
      const { page } = await open(context, `/umkm/${umkm.id}`);
      // The page's own address on a line of its own, so the owner knows which page was seen.
      const message = `Halo ${umkm.nama}, saya melihat usaha Anda di website Padukuhan Karangrejo dan ingin bertanya.\n${publicUrl(`/umkm/${umkm.id}`)}`;
      const whatsapp = page.getByRole("link", { name: "Hubungi via WhatsApp" });
      expect(await whatsapp.getAttribute("href")).toBe(
        `https://wa.me/${number}?text=${encodeURIComponent(message)}`,
      );
      expect(await page.getByRole("link", { name: umkm.no_telp }).getAttribute("href")).toBe(tel);
      await page.getByText(umkm.nama_pemilik, { exact: true }).first().waitFor();
      await page
        // Every UMKM is in the hamlet: its name, from the village's settings.
        .locator(".umkm-contact dd", { hasText: /^Padukuhan Karangrejo$/ })
        .waitFor();
      await page.close();
    }
    await context.close();
  });

  it("lists products with Rupiah prices, a placeholder for a missing picture, and tags", async () => {
    const context = await phoneContext(browser);
    const { page } = await open(context, `/umkm/${anyaman.id}`);
    const products = page.locator(".umkm-product");
    expect(await products.locator("h3").allTextContents()).toEqual(anyaman.produk.map((p) => p.nama));
    const prices = await products.locator(".umkm-price").allTextContents();
    // Rupiah with dots between thousands; the space after "Rp" may be a no-break space.
    expect(prices.map((price) => price.replace(/\s/g, " "))).toEqual(["Rp 35.000", "Rp 45.000", "Rp 85.000"]);

    const withoutPicture = anyaman.produk.findIndex((p) => p.gambar === null);
    expect(withoutPicture).toBeGreaterThanOrEqual(0);
    const placeholder = products.nth(withoutPicture).locator("img");
    expect(await placeholder.getAttribute("src")).toContain("/api/placeholder/600/600");
    expect(await products.first().locator("img").getAttribute("src")).toContain("/img/sample/");

    await page.getByRole("heading", { name: "Tag" }).waitFor();
    expect(await page.locator(".tag-list li").allTextContents()).toEqual(anyaman.tags);
    await page.close();

    // A business without products or tags shows neither section.
    const plain = await open(context, `/umkm/${keripik.id}`);
    await plain.page.getByRole("heading", { level: 1, name: keripik.nama }).waitFor();
    expect(await plain.page.getByRole("heading", { name: "Produk" }).count()).toBe(0);
    expect(await plain.page.getByRole("heading", { name: "Tag" }).count()).toBe(0);
    await context.close();
  });

  it("suggests only businesses of the same category and counts every category", async () => {
    const context = await phoneContext(browser);
    const { page } = await open(context, `/umkm/${gudeg.id}`);
    const others = page.locator("section", { has: page.getByRole("heading", { name: "UMKM Lainnya" }) });
    const sameCategory = newestFirst.filter(
      (nama) => nama !== gudeg.nama && sample(nama).kategori === gudeg.kategori,
    );
    expect(sameCategory.length).toBeGreaterThan(0);
    expect(await others.getByRole("link").allTextContents()).toEqual(sameCategory);
    await others.getByRole("link", { name: keripik.nama }).click();
    await page.getByRole("heading", { level: 1, name: keripik.nama }).waitFor();

    const categories = page.locator("section", { has: page.getByRole("heading", { name: "Kategori UMKM" }) });
    const makananRow = categories.locator("li", { hasText: "Makanan" });
    expect(await makananRow.locator(".count").textContent()).toBe("2");
    await page.close();

    // The only Fashion business has no neighbours.
    const alone = await open(context, `/umkm/${batik.id}`);
    await alone.page.getByText("Belum ada UMKM lain di kategori ini.").waitFor();
    await context.close();
  });

  it("invites businesses to register with 'Daftar Sekarang' by email", async () => {
    const context = await phoneContext(browser);
    const { page } = await open(context, `/umkm/${wedang.id}`);
    const body = [
      "Halo Pengelola Website Padukuhan Karangrejo,",
      "",
      "Saya ingin mendaftarkan usaha saya di website Padukuhan Karangrejo. Berikut datanya:",
      "",
      "Nama usaha: ",
      "Nama pemilik: ",
      "Nomor telepon/WhatsApp: ",
      "Kategori: ",
      "Deskripsi usaha: ",
      "",
      "Terima kasih.",
    ].join("\n");
    expect(await page.getByRole("link", { name: "Daftar Sekarang" }).getAttribute("href")).toBe(
      `mailto:kkn.karangrejo.sumberagung@gmail.com?subject=${encodeURIComponent("Pendaftaran UMKM Padukuhan Karangrejo")}&body=${encodeURIComponent(body)}`,
    );
    await context.close();
  });

  // A business without a phone number: its disabled button is the server's HTML alone
  // (worker/src/routes/public-pages.test.ts).

  it("sends an unknown business back to the home page", async () => {
    const response = await fetchLocal(publicUrl("/umkm/tidak-ada"));
    expect([301, 302, 303, 307, 308]).toContain(response.status);
    expect(response.headers.get("location")).toMatch(/\/$/);

    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(publicUrl("/umkm/tidak-ada"));
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("copies its link and says 'Tersalin!'", async () => {
    const context = await desktopContext(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    const { page } = await open(context, `/umkm/${gudeg.id}`);
    await waitForIsland(page, "share");
    const copy = page.getByRole("button", { name: "Salin Link" });
    await copy.click();
    await page.getByRole("button", { name: "Tersalin!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl(`/umkm/${gudeg.id}`));
    await context.close();
  });

  it("shows the main picture first, fits a 360 px phone and has no serious accessibility problems", async () => {
    for (const makeContext of [phoneContext, desktopContext]) {
      const context = await makeContext(browser);
      const { page, errors } = await open(context, `/umkm/${anyaman.id}`);
      const photo = page.getByRole("img", { name: `Foto usaha ${anyaman.nama}` });
      expect(await photo.getAttribute("loading")).toBe("eager");
      expect(await photo.getAttribute("fetchpriority")).toBe("high");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

// ---------------------------------------------------------------------------
// More UMKM than a page (added through the admin API, removed afterwards)
// ---------------------------------------------------------------------------

describe("more UMKM than fit on a page", () => {
  const PAGE = 12;
  const added = numbered(8, (n) => ({
    nama: `Ujiusaha ${n}`,
    nama_pemilik: `Pemilik Uji ${n}`,
    no_telp: "0812 3456 7890",
    kategori: "Jasa",
    text: `Usaha uji nomor ${n}, dibuat untuk mencoba halaman daftar UMKM.`,
    tags: "",
    produk: "",
  }));
  const byName = [...sampleUmkm.map((u) => u.nama), ...added.map((u) => String(u.nama))].sort((a, b) =>
    a.localeCompare(b, "id"),
  );
  const pager = (page: Page) => page.getByRole("navigation", { name: "Halaman UMKM" });
  const rows = (page: Page) => page.locator(".umkm-row h3").allTextContents();

  let content: AdminContent | undefined;
  beforeAll(async () => {
    content = await adminContent(browser);
    await content.add("umkm", added);
  }, 120_000);
  afterAll(async () => {
    await content?.removeAll();
  }, 120_000);

  it("pages through the list with the sort and view kept in the links", async () => {
    const context = await desktopContext(browser);
    const { page, errors } = await open(context, "/umkm?tampilan=daftar&urut=nama");
    expect(await countLine(page)).toBe(`Menampilkan ${byName.length} UMKM`);
    expect(await rows(page)).toEqual(byName.slice(0, PAGE));
    expect(await pager(page).locator(".pager-position").textContent()).toBe("Halaman 1 dari 2");
    const next = pager(page).getByRole("link", { name: "Berikutnya" });
    expect(await next.getAttribute("href")).toBe("/umkm?urut=nama&tampilan=daftar&halaman=2");

    await next.click();
    await eventually(() => rows(page)).toEqual(byName.slice(PAGE));
    expect(new URL(page.url()).search).toBe("?urut=nama&tampilan=daftar&halaman=2");
    // The view is no new search: the grid shows the same page's businesses.
    await page.getByRole("button", { name: "Grid" }).click();
    await eventually(async () => new URL(page.url()).search).toBe("?urut=nama&halaman=2");
    await eventually(() => page.locator(".cards article h3").allTextContents()).toEqual(byName.slice(PAGE));
    // Back to the first page, as it was before 'Berikutnya'.
    await page.goBack();
    await eventually(() => rows(page)).toEqual(byName.slice(0, PAGE));
    expect(new URL(page.url()).search).toBe("?urut=nama&tampilan=daftar");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: the filter form, the view buttons and the page links", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(publicUrl("/umkm"));
    expect(await countLine(page)).toBe(`Menampilkan ${byName.length} UMKM`);
    expect(await shownNames(page)).toHaveLength(PAGE);

    await page.getByLabel("Urutkan").selectOption({ label: "Nama A-Z" });
    await page.getByRole("button", { name: "Daftar" }).click();
    await page.waitForURL(/tampilan=daftar/);
    expect(await page.getByRole("button", { name: "Daftar" }).getAttribute("aria-pressed")).toBe("true");
    expect(await rows(page)).toEqual(byName.slice(0, PAGE));

    await pager(page).getByRole("link", { name: "Berikutnya" }).click();
    await page.waitForURL(/halaman=2/);
    expect(await rows(page)).toEqual(byName.slice(PAGE));

    // A search keeps the view and the order, and starts at the first page.
    await searchField(page).fill("Ujiusaha");
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await page.waitForURL(/q=Ujiusaha/);
    expect(await countLine(page)).toBe(`Menampilkan ${added.length} UMKM`);
    expect(await rows(page)).toEqual(added.map((u) => String(u.nama)));
    expect(await page.getByLabel("Urutkan").inputValue()).toBe("nama");

    await searchField(page).fill("tidak ada usaha seperti ini");
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await page.getByText("Tidak ada UMKM yang cocok dengan pencarian Anda.").waitFor();
    await page.getByRole("button", { name: "Reset Pencarian" }).click();
    await page.waitForURL((url) => !url.searchParams.has("q"));
    expect(await countLine(page)).toBe(`Menampilkan ${byName.length} UMKM`);
    expect(await rows(page)).toEqual(byName.slice(0, PAGE));
    await context.close();
  });

  it("the second page fits a 360 px phone and has no serious accessibility problems", async () => {
    const context = await phoneContext(browser);
    const { page, errors } = await open(context, "/umkm?halaman=2");
    await pager(page).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
