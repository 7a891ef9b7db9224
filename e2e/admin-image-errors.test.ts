import { sampleArtikel } from "@padukuhan/shared/sample-content";
import { describe, expect, it } from "vitest";
import { adminContext, adminUrl, sharedBrowser } from "./browser";

const browser = sharedBrowser();

/** Starts like a JPEG (so the type check passes) but cannot be decoded, so compression fails. */
function brokenJpeg(bytes: number) {
  const buffer = Buffer.alloc(bytes, 0x5a);
  buffer.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return { name: "rusak.jpg", mimeType: "image/jpeg", buffer };
}

describe("image problems in the admin forms", () => {
  it("says 'Gagal mengompresi gambar. Silakan coba gambar lain.' for an article photo over 1 MB that cannot be compressed", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(adminUrl("/admin/artikel"));
    await page.getByRole("button", { name: "Tambah Artikel" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Artikel" });
    await dialog.getByLabel("Gambar artikel").setInputFiles(brokenJpeg(1.2 * 1024 * 1024));
    await dialog.getByText("Gagal mengompresi gambar. Silakan coba gambar lain.", { exact: true }).waitFor();
    await context.close();
  });

  it("says the UMKM compression error for a photo over 5 MB that cannot be compressed, and keeps the form from being sent", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(adminUrl("/admin/umkm"));
    await page.getByRole("button", { name: "Tambah UMKM" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah UMKM" });
    await dialog.getByLabel("Gambar UMKM").setInputFiles(brokenJpeg(5.5 * 1024 * 1024));
    await dialog
      .getByText("Gagal mengompresi gambar atau ukuran masih terlalu besar. Silakan coba gambar lain.", {
        exact: true,
      })
      .waitFor();
    expect(await dialog.getByRole("button", { name: "Tambah UMKM" }).isDisabled()).toBe(true);
    await context.close();
  });

  it("refuses a small file with a JPEG header that cannot be drawn: 'Gagal membaca file gambar', no preview, nothing sent", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") writes.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(adminUrl("/admin/artikel"));
    await page.getByRole("button", { name: "Tambah Artikel" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Artikel" });
    // Everything else is valid, so only the image can stop the form.
    await dialog.getByLabel("Judul").fill("Gambar rusak");
    await dialog.getByLabel("Kategori").selectOption("Pendidikan");
    await dialog.getByLabel("Isi artikel").fill("Isi artikel dengan gambar yang rusak.");
    // 20 KB: under the 1 MB compression threshold, so only decoding can find it broken.
    await dialog.getByLabel("Gambar artikel").setInputFiles(brokenJpeg(20 * 1024));
    await dialog.getByText("Gagal membaca file gambar", { exact: true }).waitFor();
    expect(await dialog.getByRole("img", { name: "Pratinjau gambar baru" }).count()).toBe(0);
    expect(await dialog.getByText(/Gambar baru: rusak\.jpg/).count()).toBe(0);
    const submit = dialog.getByRole("button", { name: "Tambah Artikel" });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel("Gambar artikel").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "e2e/artifacts/admin-image-unreadable-360.png" });
    await submit.click({ force: true });
    expect(writes).toEqual([]);
    await context.close();
  });

  it("names a tiny chosen image's size in bytes, not '(0 KB)'", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(adminUrl("/admin/galeri"));
    await page.getByRole("button", { name: "Tambah Foto" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Foto Galeri" });
    // A real 1 × 1 GIF: it decodes, and is far under 1 KB.
    const dot = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    expect(dot.length).toBe(42);
    await dialog
      .getByLabel("Foto", { exact: true })
      .setInputFiles({ name: "titik.gif", mimeType: "image/gif", buffer: dot });
    await dialog.getByText("Gambar baru: titik.gif (42 B)", { exact: true }).waitFor();
    expect(await dialog.getByText("(0 KB)").count()).toBe(0);
    await context.close();
  });

  it("says 'Gambar tidak dapat dimuat' when the stored image of a record cannot be shown", async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const artikel = sampleArtikel[0];
    if (!artikel) throw new Error("no sample article");
    await page.route(`**${artikel.gambar}`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(adminUrl("/admin/artikel"));
    await page
      .getByRole("button", { name: `Ubah ${artikel.judul}`, exact: true })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Ubah Artikel" });
    await dialog.getByText("Gambar tidak dapat dimuat", { exact: true }).waitFor();
    await context.close();
  });
});
