/**
 * Issue 20, parts 5 and 6: WhatsApp messages that say what they are about, and where a UMKM
 * is. 'Bagikan ke WhatsApp' beside the share buttons, 'Hubungi via WhatsApp' and each product's
 * 'Pesan' naming the business, the product, its price and the page; the address and its
 * 'Buka di Google Maps' link, saved through the admin form. Expected texts are written out
 * here, not made by the product's own functions.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import type { Umkm } from "@padukuhan/shared/umkm";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminUrl,
  desktopContext,
  fetchLocal,
  openPublicPage,
  phoneContext,
  publicUrl,
  sharedBrowser,
  signInAsAdmin,
} from "./browser";

const RUN = Date.now().toString(36);

const browser = sharedBrowser();

function sample(nama: string): Umkm {
  const umkm = sampleUmkm.find((u) => u.nama === nama);
  if (!umkm) throw new Error(`no sample UMKM named ${nama}`);
  return umkm;
}
const anyaman = sample("Anyaman Bambu Karya Mandiri");
const artikel = sampleArtikel[0];
if (!artikel) throw new Error("no sample article");

/** Opens a public page at phone size, waits for the app, and collects what it logs as errors. */
async function open(context: BrowserContext, pagePath: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors, status } = await openPublicPage(context, pagePath);
  expect(status).toBe(200);
  return { page, errors };
}

/** The prefilled text of a wa.me link, as WhatsApp reads it. */
function whatsappText(href: string | null, number = ""): string {
  const prefix = `https://wa.me/${number}?text=`;
  expect(href?.startsWith(prefix), `${href} starts with ${prefix}`).toBe(true);
  // Intl writes a no-break space after "Rp"; read it as the plain space a person sees.
  return decodeURIComponent((href ?? "").slice(prefix.length)).replace(/\u00a0/g, " ");
}

/** A finger needs at least 44 × 44 CSS pixels (WCAG 2.5.5). */
async function expectTappable(link: Locator) {
  const box = await link.boundingBox();
  expect(box, "visible").not.toBeNull();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("'Bagikan ke WhatsApp'", () => {
  it("shares an article's title and address, as a plain link in the server's HTML", async () => {
    const pagePath = `/artikel/${artikel.id}`;
    // No JavaScript needed: the link is already in the HTML the server sends.
    const html = await (await fetchLocal(publicUrl(pagePath))).text();
    expect(html).toContain('aria-label="Bagikan ke WhatsApp"');

    const context = await phoneContext(browser);
    const { page, errors } = await open(context, pagePath);
    const share = page.getByRole("link", { name: "Bagikan ke WhatsApp" });
    expect(whatsappText(await share.getAttribute("href"))).toBe(`${artikel.judul}\n${publicUrl(pagePath)}`);
    expect(await share.getAttribute("target")).toBe("_blank");
    await expectTappable(share);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("WhatsApp on a UMKM's page", () => {
  it("names the business, each product with its price, and the page; the seed's location stays", async () => {
    const pagePath = `/umkm/${anyaman.id}`;
    const pageUrl = publicUrl(pagePath);
    const context = await phoneContext(browser);
    const { page, errors } = await open(context, pagePath);

    const share = page.getByRole("link", { name: "Bagikan ke WhatsApp" });
    expect(whatsappText(await share.getAttribute("href"))).toBe(`Anyaman Bambu Karya Mandiri\n${pageUrl}`);

    // The sample's "85712345678" becomes 62 857…: the seed's normalisation.
    const contact = page.getByRole("link", { name: "Hubungi via WhatsApp" });
    expect(whatsappText(await contact.getAttribute("href"), "6285712345678")).toBe(
      "Halo Anyaman Bambu Karya Mandiri, saya melihat usaha Anda di website Padukuhan Karangrejo " +
        `dan ingin bertanya.\n${pageUrl}`,
    );

    const orders = [
      ["Besek Bambu (isi 10)", "Rp 35.000"],
      ["Tampah Anyaman", "Rp 45.000"],
      ["Kap Lampu Bambu", "Rp 85.000"],
    ];
    const links: Locator[] = [share, contact];
    for (const [produk, harga] of orders) {
      const order = page.getByRole("link", { name: `Pesan ${produk} via WhatsApp` });
      expect(await order.textContent()).toBe("Pesan");
      expect(whatsappText(await order.getAttribute("href"), "6285712345678")).toBe(
        `Halo Anyaman Bambu Karya Mandiri, saya ingin memesan ${produk} (${harga}) yang saya lihat ` +
          `di website Padukuhan Karangrejo.\n${pageUrl}`,
      );
      links.push(order);
    }

    // No address given: the seed's fixed location text, and no map link.
    await page.locator(".umkm-contact dd", { hasText: /^Padukuhan Karangrejo$/ }).waitFor();
    expect(await page.getByRole("link", { name: "Buka di Google Maps" }).count()).toBe(0);

    for (const link of links) await expectTappable(link);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a UMKM's address", () => {
  const nama = `Uji E2E Warung Alamat ${RUN}`;
  const alamat = "Dusun Karangrejo RT 03, Sumberagung, Moyudan, Sleman";
  const peta = "https://maps.app.goo.gl/Qx7bN2kLmP";
  let admin: BrowserContext;
  let adminPage: Page;
  let id: string | null = null;

  beforeAll(async () => {
    admin = await desktopContext(browser);
    await signInAsAdmin(admin);
    adminPage = await admin.newPage();
  });
  afterAll(async () => {
    if (id) {
      const status = await adminPage.evaluate(
        async (target) => (await fetch(target, { method: "DELETE" })).status,
        `/api/admin/umkm/${id}`,
      );
      expect(status).toBe(200);
    }
    await admin?.close();
  });

  async function openScreen() {
    await adminPage.goto(adminUrl("/admin/umkm"));
    await adminPage.getByRole("heading", { name: "Kelola UMKM", level: 1 }).waitFor();
    await adminPage.waitForFunction(() => !document.body.textContent?.includes("Memuat data"));
  }

  /** Opens 'Ubah' for the test's UMKM and waits until its whole record fills the form. */
  async function openEdit(expectedAlamat: string) {
    await adminPage.getByRole("button", { name: `Ubah ${nama}` }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Ubah UMKM" });
    await expect
      .poll(() => dialog.getByLabel("Alamat").inputValue(), { timeout: 10_000 })
      .toBe(expectedAlamat);
    return dialog;
  }

  async function save(dialog: Locator, button: string, method: "POST" | "PUT") {
    const answered = adminPage.waitForResponse(
      (response) => response.url().includes("/api/admin/umkm") && response.request().method() === method,
    );
    await dialog.getByRole("button", { name: button, exact: true }).click();
    const response = await answered;
    expect(response.status()).toBe(method === "POST" ? 201 : 200);
    return (await response.json()) as Umkm;
  }

  /** The public page at phone size: what 'Lokasi' says, and where 'Buka di Google Maps' goes. */
  async function publicLocation(): Promise<{ text: string; map: string | null }> {
    const context = await phoneContext(browser);
    const { page, errors } = await open(context, `/umkm/${id}`);
    const location = page.locator(".umkm-contact dd").last();
    const map = page.getByRole("link", { name: "Buka di Google Maps" });
    const result = {
      text: ((await location.textContent()) ?? "").replace("Buka di Google Maps", ""),
      map: (await map.count()) > 0 ? await map.getAttribute("href") : null,
    };
    if (result.map) {
      expect(await map.getAttribute("target")).toBe("_blank");
      await expectTappable(map);
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    return result;
  }

  it("is saved with its map link by the admin form, refusing a link that is not Google Maps", {
    timeout: 120_000,
  }, async () => {
    await openScreen();
    await adminPage.getByRole("button", { name: "Tambah UMKM" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Tambah UMKM" });
    await dialog.getByLabel("Nama UMKM").fill(nama);
    await dialog.getByLabel("Nama pemilik").fill("Bu Ratna");
    await dialog.getByLabel("Nomor telepon / WhatsApp").fill("0812 3456 7890");
    await dialog.getByLabel("Kategori").selectOption("Makanan");
    await dialog.getByLabel("Deskripsi").fill("Nasi pecel dan wedang jahe di tepi sawah.");
    await dialog.getByLabel("Alamat").fill(alamat);
    await dialog.getByLabel("Link Google Maps").fill("https://www.openstreetmap.org/#map=17/-7.77/110.25");
    const image = await readFile(
      path.join(import.meta.dirname, "../shared/content/images/umkm-gudeg/original.jpg"),
    );
    await dialog
      .getByLabel("Gambar UMKM")
      .setInputFiles({ name: "warung.jpg", mimeType: "image/jpeg", buffer: image });

    // Refused in the form, with the shared schema's words, before anything is sent.
    let sent = 0;
    adminPage.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/admin/umkm")) sent += 1;
    });
    await dialog.getByRole("button", { name: "Tambah UMKM", exact: true }).click();
    await dialog
      .getByText("Link peta harus berupa link Google Maps, misalnya https://maps.app.goo.gl/abc123")
      .waitFor();
    expect(await dialog.getByLabel("Link Google Maps").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toBe(0);

    await dialog.getByLabel("Link Google Maps").fill(peta);
    const record = await save(dialog, "Tambah UMKM", "POST");
    id = record.id;
    expect(record).toMatchObject({ alamat, peta });
    await adminPage.getByText("UMKM berhasil ditambahkan").waitFor();

    expect(await publicLocation()).toEqual({ text: alamat, map: peta });
  });

  it("shows in the edit form; without a map link the address is searched on Google Maps", {
    timeout: 120_000,
  }, async () => {
    if (!id) throw new Error("the previous test made no UMKM");
    // A fresh screen: the list it reads holds no address, so the form reads the whole record.
    await openScreen();
    const dialog = await openEdit(alamat);
    expect(await dialog.getByLabel("Link Google Maps").inputValue()).toBe(peta);

    const moved = "Jl. Kaliurang Km 12 No. 5, Sleman";
    await dialog.getByLabel("Alamat").fill(moved);
    await dialog.getByLabel("Link Google Maps").fill("");
    expect(await save(dialog, "Simpan Perubahan", "PUT")).toMatchObject({ alamat: moved, peta: null });
    await adminPage.getByText("UMKM berhasil diperbarui").waitFor();

    expect(await publicLocation()).toEqual({
      text: moved,
      map: "https://www.google.com/maps/search/?api=1&query=Jl.%20Kaliurang%20Km%2012%20No.%205%2C%20Sleman",
    });

    // Reopened after a reload, the form shows what was saved.
    await openScreen();
    const again = await openEdit(moved);
    expect(await again.getByLabel("Link Google Maps").inputValue()).toBe("");
    await again.getByRole("button", { name: "Batal" }).click();
  });
});
