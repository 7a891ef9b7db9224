/**
 * 'Lapor Warga' (docs/decisions/021) in a real browser on a 360 px phone: a resident sends a
 * report with photos, with JavaScript and without, gets its code and private page; the office
 * answers it and closes it in 'Laporan Warga'; the resident sees the answer, and the public
 * record shows what the office chose to show. Each resident sends from an address of their own.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LAPOR_KATEGORI_DEFAULT } from "@padukuhan/shared/lapor";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminContext,
  adminUrl,
  collectPageErrors,
  expectNoSideScroll,
  holdingScripts,
  ownSender,
  phoneContext,
  publicUrl,
  sharedBrowser,
  waitForIsland,
} from "./browser";

const browser = sharedBrowser();

const PHOTO = path.resolve(import.meta.dirname, "../shared/content/images/galeri-balai/original.jpg");
const SECOND_PHOTO = path.resolve(
  import.meta.dirname,
  "../shared/content/images/artikel-merti-dusun/original.jpg",
);
/** Where the phone says it is: the Worker keeps it to four decimals, about 11 m. */
const PLACE = { latitude: -7.795612, longitude: 110.369634 };
const CODE_PAGE = /\/lapor\/(LW-[0-9A-Z]{4}-[0-9A-Z]{4})$/;

async function fillReport(page: Page, judul: string) {
  await page.getByLabel("Kategori").selectOption("Jalan dan Jembatan");
  await page.getByLabel("Judul laporan").fill(judul);
  await page
    .getByLabel("Apa yang terjadi?")
    .fill("Lubangnya dalam, dua motor sudah jatuh.\nMohon segera ditambal.");
  await page.getByRole("textbox", { name: "Lokasi", exact: true }).fill("Jl. Kenanga depan balai RT 03");
  await page.getByLabel("Nama").fill("Pak Slamet Rahasia");
  await page.getByLabel("Nomor telepon/WhatsApp").fill("0812 3456 7890");
}

/** The codes the residents were given, by how they sent: the office answers both below. */
const sent = { withScript: "", withoutScript: "" };

/** The code the resident's page is at, after sending. */
async function sentCode(page: Page): Promise<string> {
  await page.waitForURL(CODE_PAGE, { waitUntil: "domcontentloaded" });
  return CODE_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? "";
}

describe("a resident's report on a 360 px phone", () => {
  it("with JavaScript: two photos compressed on the phone, the place from the phone, then the private page", async () => {
    const context = await phoneContext(browser, {
      ...ownSender(),
      geolocation: PLACE,
      permissions: ["geolocation"],
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(publicUrl("/lapor"));
    await waitForIsland(page, "laporForm");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fillReport(page, "Jalan berlubang di depan balai");
    await page.getByRole("button", { name: "Ambil lokasi dari ponsel" }).tap();
    await page.getByText("Titik lokasi dari ponsel: -7.7956, 110.3696").waitFor();
    await page.getByLabel(/^Foto/).setInputFiles([PHOTO, SECOND_PHOTO]);
    const chosen = page.getByRole("list", { name: "Foto yang dipilih" }).getByRole("listitem");
    expect(await chosen.count()).toBe(2);
    await expectNoSideScroll(page);
    await page.getByRole("button", { name: "Kirim Laporan" }).tap();

    const kode = await sentCode(page);
    sent.withScript = kode;
    await page.getByRole("heading", { level: 1, name: "Jalan berlubang di depan balai" }).waitFor();
    await page.getByText(kode, { exact: true }).first().waitFor();
    expect(await page.getByRole("status").innerText()).toContain("Status: Baru");
    const html = await page.content();
    expect(html).not.toContain("Pak Slamet Rahasia");
    expect(html).not.toContain("0812 3456 7890");
    // The map link at the rounded place, and the code and link ready for the resident's WhatsApp.
    expect(await page.getByRole("link", { name: "Lihat di peta" }).getAttribute("href")).toBe(
      "https://www.google.com/maps?q=-7.7956%2C110.3696",
    );
    const whatsApp = new URL(
      (await page.getByRole("link", { name: "Simpan ke WhatsApp" }).getAttribute("href")) ?? "",
    );
    expect(whatsApp.searchParams.get("text")).toContain(publicUrl(`/lapor/${kode}`));

    // Both photos arrived as the phone re-encoded them: JPEGs of other bytes than the originals.
    const photos = page.getByRole("list", { name: "Foto laporan" }).getByRole("img");
    expect(await photos.count()).toBe(2);
    const originals = [(await readFile(PHOTO)).length, (await readFile(SECOND_PHOTO)).length];
    const served = await photos.evaluateAll((images) =>
      Promise.all(
        images.map(async (image) => {
          const response = await fetch((image as HTMLImageElement).src);
          return {
            type: response.headers.get("Content-Type"),
            size: (await response.arrayBuffer()).byteLength,
          };
        }),
      ),
    );
    for (const [index, photo] of served.entries()) {
      expect(photo.type).toBe("image/jpeg");
      expect(photo.size).not.toBe(originals[index]);
    }
    await expectNoSideScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript: one photo in a plain form, then the private page", async () => {
    const context = await phoneContext(browser, { ...ownSender(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(publicUrl("/lapor"), { waitUntil: "domcontentloaded" });
    await fillReport(page, "Saluran tersumbat dekat masjid");
    // No phone location without a script: the place is the words alone.
    expect(await page.getByRole("button", { name: "Ambil lokasi dari ponsel" }).count()).toBe(0);
    await page.getByLabel(/^Foto/).setInputFiles(PHOTO);
    await page.getByRole("button", { name: "Kirim Laporan" }).click({ noWaitAfter: true });
    const kode = await sentCode(page);
    expect(kode).not.toBe("");
    sent.withoutScript = kode;
    await page.getByRole("heading", { level: 1, name: "Saluran tersumbat dekat masjid" }).waitFor();
    expect(await page.getByRole("list", { name: "Foto laporan" }).getByRole("img").count()).toBe(1);
    await expectNoSideScroll(page);
    await context.close();
  });

  it("keeps a photo chosen before the page's scripts arrived", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const scripts = await holdingScripts(page);
    await scripts.open("/lapor");
    await page.getByLabel(/^Foto/).setInputFiles(PHOTO);
    scripts.release();
    await waitForIsland(page, "laporForm");
    const chosen = page.getByRole("list", { name: "Foto yang dipilih" }).getByRole("listitem");
    expect(await chosen.allInnerTexts()).toEqual([expect.stringContaining(path.basename(PHOTO))]);
    await context.close();
  });

  it("the office answers both in 'Laporan Warga' on its phone, closes one, shows it publicly; each resident sees the answer", async () => {
    const office = await adminContext(browser, "phone");
    const page = await office.newPage();
    const errors = collectPageErrors(page);
    for (const [judul, kode, status] of [
      ["Jalan berlubang di depan balai", sent.withScript, "Selesai"],
      ["Saluran tersumbat dekat masjid", sent.withoutScript, "Diproses"],
    ] as const) {
      await page.goto(adminUrl("/admin/laporan"));
      await page.getByRole("heading", { level: 1, name: "Laporan Warga" }).waitFor();
      await page.getByRole("link", { name: judul }).tap();
      await page.getByRole("heading", { level: 1, name: judul }).waitFor();
      // The office sees who sent it; the resident's words stay as written.
      await page.getByText("Pak Slamet Rahasia").first().waitFor();
      await page.getByText(kode).first().waitFor();
      await page.getByLabel("Tulis jawaban").fill(`Terima kasih, sudah kami tangani (${status}).`);
      await page.getByRole("button", { name: "Kirim Jawaban" }).tap();
      await page.getByText("Jawaban terkirim").waitFor();
      await page.getByLabel("Status laporan").selectOption({ label: status });
      await page.getByRole("button", { name: "Simpan Status" }).tap();
      await page.getByText(`Status laporan diubah menjadi ${status}`).waitFor();
      if (status === "Selesai") {
        await page.getByLabel("Tampilkan di situs").check();
        await page.getByText("Laporan ditampilkan di situs", { exact: true }).waitFor();
      }
      await expectNoSideScroll(page);
    }
    expect(errors).toEqual([]);
    await office.close();

    // Each resident, as they sent it: with a script, and without one.
    for (const [kode, status, javaScriptEnabled] of [
      [sent.withScript, "Selesai", true],
      [sent.withoutScript, "Diproses", false],
    ] as const) {
      const resident = await phoneContext(browser, { ...ownSender(), javaScriptEnabled });
      const view = await resident.newPage();
      await view.goto(publicUrl(`/lapor/${kode}`), { waitUntil: "domcontentloaded" });
      expect(await view.getByRole("status").innerText()).toContain(`Status: ${status}`);
      await view.getByText(`Terima kasih, sudah kami tangani (${status}).`).waitFor();
      await resident.close();
    }

    // The public record shows the report the office chose to show, and only that one.
    const visitor = await phoneContext(browser, { javaScriptEnabled: false });
    const record = await visitor.newPage();
    await record.goto(publicUrl("/lapor/daftar"), { waitUntil: "domcontentloaded" });
    await record.getByRole("heading", { level: 3, name: "Jalan berlubang di depan balai" }).waitFor();
    expect(
      await record.getByRole("heading", { level: 3, name: "Saluran tersumbat dekat masjid" }).count(),
    ).toBe(0);
    const html = await record.content();
    expect(html).toContain("Terima kasih, sudah kami tangani (Selesai).");
    for (const secret of [sent.withScript, "Pak Slamet Rahasia", "0812 3456 7890"])
      expect(html).not.toContain(secret);
    await record.getByRole("img", { name: /Laporan warga per bulan/ }).waitFor();
    await expectNoSideScroll(record);
    await visitor.close();
  });

  it("without JavaScript, a report the Worker refuses says why on a plain page, with the way back to the form", async () => {
    const context = await phoneContext(browser, { ...ownSender(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(publicUrl("/lapor"), { waitUntil: "domcontentloaded" });
    await fillReport(page, "Foto yang bukan foto");
    await page.getByLabel(/^Foto/).setInputFiles({
      name: "foto.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<html>bukan gambar</html>"),
    });
    await page.getByRole("button", { name: "Kirim Laporan" }).click({ noWaitAfter: true });
    await page.getByRole("heading", { level: 1, name: "Laporan belum terkirim" }).waitFor();
    expect(await page.content()).toContain("Format foto tidak valid. Gunakan JPG, PNG, atau WebP.");
    await page.getByRole("link", { name: "Kembali ke formulir Lapor Warga" }).click();
    await page.waitForURL(publicUrl("/lapor"), { waitUntil: "domcontentloaded" });
    await context.close();
  });

  it("tells a resident who follows a wrong code that there is no such report", async () => {
    const context = await phoneContext(browser, ownSender());
    const page = await context.newPage();
    const answer = await page.goto(publicUrl("/lapor/LW-0000-0000"));
    expect(answer?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Laporan tidak ditemukan" }).waitFor();
    await page.getByRole("link", { name: "Ke formulir Lapor Warga" }).waitFor();
    await context.close();
  });

  it("offers the categories the office keeps in 'Pengaturan Situs'", async () => {
    const office = await adminContext(browser, "phone");
    const page = await office.newPage();
    await page.goto(adminUrl("/admin/pengaturan"));
    const section = page.getByRole("region", { name: "Kategori Lapor Warga" });
    await section.getByRole("button", { name: "Tambah Kategori" }).tap();
    await section.getByLabel("Nama kategori 8").fill("Jalan Licin Berlumut");
    await section.getByRole("button", { name: "Simpan Perubahan" }).tap();
    await section.getByRole("status").filter({ hasText: "Kategori Lapor Warga berhasil disimpan" }).waitFor();
    await office.close();

    const resident = await phoneContext(browser, { javaScriptEnabled: false });
    const form = await resident.newPage();
    await form.goto(publicUrl("/lapor"), { waitUntil: "domcontentloaded" });
    const options = await form.getByLabel("Kategori").locator("option").allInnerTexts();
    expect(options.slice(1)).toEqual([...LAPOR_KATEGORI_DEFAULT, "Jalan Licin Berlumut"]);
    await resident.close();
  });
});
