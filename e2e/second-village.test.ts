import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  collectPageErrors,
  DESKTOP,
  PHONE,
  publicUrl,
  sharedBrowser,
  signInOnPage,
  waitForApp,
} from "./browser";

/**
 * Issue 12: a second village takes the site over from the admin app alone. Its own server
 * (started by e2e/global-setup.ts beside the first) starts from an empty database without the
 * sample content (`npm start -- --empty`) and serves the same build.
 */

/** Words only the built-in hamlet's texts contain; none may be left anywhere public. */
const BUILT_IN_HAMLET = ["Karangrejo", "Sumberagung", "Moyudan", "Raka Adi Nugroho", "KKN", "Nama Padukuhan"];

const SLIDE_PHOTO = path.resolve(import.meta.dirname, "../shared/content/images/galeri-balai/original.jpg");

const server = inject("secondVillage");
const browser = sharedBrowser();

const signIn = (page: Page) => signInOnPage(page, { admin: server.adminOrigin, public: server.publicOrigin });

/** Saves one section and waits for its banner. */
async function save(page: Page, title: string) {
  const section = page.getByRole("region", { name: title });
  await section.getByRole("button", { name: "Simpan Perubahan" }).click();
  await section
    .getByRole("status")
    .filter({ hasText: `${title} berhasil disimpan` })
    .waitFor();
}

describe("a second village, from an empty database", () => {
  it("shows a site that names nobody before anything is set", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.publicOrigin}/`);
    const html = await page.content();
    for (const word of BUILT_IN_HAMLET.filter((item) => item !== "Nama Padukuhan"))
      expect(html).not.toContain(word);
    await expect(page.title()).resolves.toBe("Nama Padukuhan");
    await page.getByRole("heading", { level: 1, name: "Nama Padukuhan" }).waitFor();
    // No content yet: the home page's sections say so with the seed's texts.
    for (const text of [
      "Belum ada artikel tersedia.",
      "Belum ada foto galeri tersedia.",
      "Belum ada data UMKM tersedia.",
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await context.close();
  });

  it("becomes Dusun Sukamaju through 'Pengaturan Situs' alone, on a phone", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page);
    await page.goto(`${server.adminOrigin}/admin/pengaturan`);
    await page.getByRole("heading", { level: 1, name: "Pengaturan Situs" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const identity = page.getByRole("region", { name: "Identitas Padukuhan" });
    await identity.getByLabel("Nama padukuhan").fill("Dusun Sukamaju");
    await identity.getByLabel("Slogan").fill("Rukun Agawe Santosa");
    await identity
      .getByLabel("Deskripsi singkat")
      .fill("Dusun Sukamaju di lereng bukit, rumah petani kopi dan pengrajin bambu.");
    await identity.getByLabel("Warna utama (tombol, judul)", { exact: true }).fill("#8b1e3f");
    await save(page, "Identitas Padukuhan");

    const statistics = page.getByRole("region", { name: "Statistik" });
    await statistics.getByLabel("Jumlah penduduk (jiwa)").fill("banyak");
    await statistics.getByRole("button", { name: "Simpan Perubahan" }).click();
    await statistics.getByText("Isi dengan angka bulat, misalnya 615 atau 1.250").first().waitFor();
    await statistics.getByLabel("Jumlah penduduk (jiwa)").fill("1.432");
    await statistics.getByLabel("Luas wilayah (Ha)").fill("140");
    await statistics.getByLabel("Jumlah kepala keluarga").fill("410");
    await statistics.getByLabel("Jumlah RT").fill("7");
    await save(page, "Statistik");

    const contact = page.getByRole("region", { name: "Kontak dan Peta" });
    await contact.getByLabel("Alamat").fill("Jl. Kopi No. 3, Dusun Sukamaju");
    await contact.getByLabel("Telepon").fill("0812 3333 4444");
    await contact.getByLabel("Email kantor").fill("kantor@sukamaju.desa.id");
    await contact.getByLabel("Email tim pengelola").fill("pengelola@sukamaju.desa.id");
    await contact.getByLabel("Lokasi peta").fill("-7.5512, 110.1234");
    await save(page, "Kontak dan Peta");

    const carousel = page.getByRole("region", { name: "Slide Beranda" });
    await carousel.getByRole("button", { name: "Tambah Slide" }).click();
    await carousel.getByLabel("Gambar slide").setInputFiles({
      name: "balai.jpg",
      mimeType: "image/jpeg",
      buffer: await readFile(SLIDE_PHOTO),
    });
    await carousel.getByLabel("Judul slide").fill("Kebun Kopi Sukamaju");
    await carousel.getByLabel("Teks alternatif").fill("Kebun kopi di lereng bukit");
    await save(page, "Slide Beranda");
    expect(errors).toEqual([]);

    // Every public page, its title, meta tags and footer: the new village, and no trace of the old.
    for (const pathname of ["/", "/artikel", "/galeri", "/umkm", "/about"]) {
      await page.goto(`${server.publicOrigin}${pathname}`);
      const html = await page.content();
      for (const word of BUILT_IN_HAMLET) expect(html, `${pathname} names ${word}`).not.toContain(word);
      expect(await page.title()).toMatch(/Dusun Sukamaju$/);
      expect(await page.locator('meta[property="og:site_name"]').getAttribute("content")).toBe(
        "Dusun Sukamaju",
      );
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/Sukamaju/);
      await expect(page.locator("footer").innerText()).resolves.toContain("Jl. Kopi No. 3, Dusun Sukamaju");
    }
    await page.goto(`${server.publicOrigin}/`);
    await page.getByRole("heading", { level: 1, name: "Kebun Kopi Sukamaju" }).waitFor();
    const statsText = await page.getByRole("list", { name: "Statistik padukuhan" }).innerText();
    expect(statsText).toContain("1.432");
    expect(statsText).toContain("140 Ha");
    // The colour chosen shows: buttons take the new primary. (Not the top bar's 'Login Admin',
    // which this signed-in browser swaps for the admin's menu once the app runs.)
    const buttonColour = await page
      .getByRole("link", { name: "Selengkapnya tentang Kami" })
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(buttonColour).toBe("rgb(139, 30, 63)");
    // Its mailto: links write to the village's own mailbox.
    const register = await page.evaluate(() =>
      document.documentElement.outerHTML.includes("pengelola@sukamaju.desa.id"),
    );
    expect(register).toBe(true);
    await context.close();
  });

  it("never shows the built-in hamlet's articles when a search's results cannot be fetched", async () => {
    // Blocked: the service worker would answer before the stubbed network.
    const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${server.publicOrigin}/artikel`);
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { __before: true }));
    await page.route("**/api/**", (route) => route.abort());
    await page.getByLabel("Cari artikel").fill("panen");
    // The list loads its address as a page instead: the server's, of this village alone.
    await page.waitForURL(/\/artikel\?q=panen$/);
    await page.waitForFunction(() => !("__before" in window));
    await page.getByRole("heading", { level: 1, name: "Artikel" }).waitFor();
    const html = await page.content();
    for (const word of BUILT_IN_HAMLET) expect(html, `/artikel names ${word}`).not.toContain(word);
    await context.close();
  });

  it("shows the settings page at desktop width without serious accessibility problems, and keeps an unsaved change until told to start over", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${server.adminOrigin}/admin/pengaturan`);
    const identity = page.getByRole("region", { name: "Identitas Padukuhan" });
    await identity.getByLabel("Nama padukuhan").waitFor();
    expect(await identity.getByLabel("Nama padukuhan").inputValue()).toBe("Dusun Sukamaju");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Typed, not saved, and the page reloaded: the text comes back, said so, until 'Mulai dari awal'.
    await identity.getByLabel("Slogan").fill("Slogan yang belum disimpan");
    await page.reload();
    await identity.getByText("Isian yang belum tersimpan sebelumnya dipulihkan.").waitFor();
    expect(await identity.getByLabel("Slogan").inputValue()).toBe("Slogan yang belum disimpan");
    await identity.getByRole("button", { name: "Mulai dari awal" }).click();
    await identity
      .getByText("Isian yang belum tersimpan sebelumnya dipulihkan.")
      .waitFor({ state: "detached" });
    expect(await identity.getByLabel("Slogan").inputValue()).toBe("Rukun Agawe Santosa");
    await context.close();
  });

  it("keeps its own 'Data Padukuhan': figures entered here are here, and not on the other village's site", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page);
    const tahun = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Jakarta" }).format(
      new Date(),
    );
    await page.goto(`${server.adminOrigin}/admin/data?tahun=${tahun}`);
    const totals = page.getByRole("region", { name: "Jumlah Penduduk" });
    await totals.getByLabel("Jumlah penduduk (jiwa)").fill("2.468");
    await totals.getByLabel("Jumlah kepala keluarga (KK)").fill("777");
    await totals.getByLabel("Laki-laki").fill("1.234");
    await totals.getByLabel("Perempuan").fill("1.234");
    await totals.getByRole("button", { name: "Simpan" }).click();
    await totals.getByText(`Jumlah Penduduk ${tahun} berhasil disimpan`).waitFor();
    await page.goto(`${server.publicOrigin}/data`);
    await page.getByRole("heading", { level: 2, name: `Data Penduduk Tahun ${tahun}` }).waitFor();
    expect(await page.content()).toContain("2.468");
    // The other village (the suite's main site) never shows these figures.
    await page.goto(publicUrl("/data"));
    await page.getByRole("heading", { level: 1, name: "Data Padukuhan" }).waitFor();
    expect(await page.content()).not.toContain("2.468");
    await context.close();
  });
});
