import { type Artikel, artikelMessages } from "@padukuhan/shared/artikel";
import { contentMessages } from "@padukuhan/shared/content-schemas";
import { formatRupiah } from "@padukuhan/shared/format";
import { type Galeri, galeriMessages } from "@padukuhan/shared/galeri";
import { API_LIMIT } from "@padukuhan/shared/routes";
import { type Umkm, umkmMessages } from "@padukuhan/shared/umkm";
import type { Locator, Page, Request } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminContext,
  adminUrl,
  apiCall,
  apiPage,
  collectPageErrors,
  controlledClock,
  expectNoSideScroll,
  openAdminScreen,
  publicUrl,
  sharedBrowser,
  signInAsAdmin,
} from "./browser";
import { canvasJpeg, chooseFilledFile, choosePaddedJpeg, jpegFile } from "./images";

/** Everything these tests create starts with this, so the clean-up finds it and nothing else. */
const PREFIX = "Uji E2E";
const RUN = Date.now().toString(36);
const MB = 1024 * 1024;
const COMPRESSED = /Gambar berhasil dikompresi dari (\d+) KB menjadi (\d+) KB/;

const browser = sharedBrowser();
afterAll(async () => {
  await removeTestContent();
});

/** A small JPEG of random pixels (see `canvasJpeg`). */
const noiseJpeg = (page: Page, width: number, height: number, quality: number) =>
  canvasJpeg(page, width, height, { fill: "noise", quality });

type Entity = "artikel" | "umkm" | "galeri";

/** Every record of a list, page after page as the API hands them out. */
async function allRecords<T>(api: Page, entity: Entity): Promise<T[]> {
  const records: T[] = [];
  let cursor: string | null = null;
  do {
    const search = new URLSearchParams({ limit: String(API_LIMIT.max) });
    if (cursor !== null) search.set("cursor", cursor);
    const { status, body } = await apiCall(api, `/api/${entity}?${search}`);
    expect(status).toBe(200);
    const page = body as { data: T[]; next: string | null };
    records.push(...page.data);
    cursor = page.next;
  } while (cursor !== null);
  return records;
}

async function listCount(api: Page, entity: Entity): Promise<number> {
  return (await allRecords(api, entity)).length;
}

/** Records every write the page sends to the admin API. */
function recordWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/") && request.method() !== "GET") writes.push(request);
  });
  return writes;
}

/** Buttons and form controls on the screen (or in its open modal) smaller than a fingertip. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scope = document.querySelector("dialog[open]") ?? document.getElementById("konten");
    if (!scope) return ["no scope"];
    return Array.from(scope.querySelectorAll<HTMLElement>("button, input, select, textarea, a[href]"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.height < 44;
      })
      .map((element) => element.outerHTML.slice(0, 100));
  });
}

/** Deletes whatever the tests left behind (a failed run), through the real admin API. */
async function removeTestContent() {
  const context = await adminContext(browser);
  try {
    const api = await apiPage(context);
    const sweep = async (entity: Entity, name: (record: Record<string, unknown>) => unknown) => {
      const records = await allRecords<Record<string, unknown>>(api, entity);
      for (const record of records) {
        if (String(name(record)).startsWith(PREFIX)) {
          await apiCall(api, `/api/admin/${entity}/${String(record.id)}`, "DELETE");
        }
      }
    };
    await sweep("artikel", (record) => record.judul);
    await sweep("umkm", (record) => record.nama);
    await sweep("galeri", (record) => record.judul);
  } finally {
    await context.close();
  }
}

describe.each(["desktop", "phone"] as const)("the article journey (%s)", (viewport) => {
  it("adds with compression, shows it publicly, edits, deletes and removes its image", {
    timeout: 180_000,
  }, async () => {
    const context = await adminContext(browser, viewport);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const clock = await controlledClock(page);
    await openAdminScreen(page, "/admin/artikel", "Kelola Artikel");
    await expectNoSideScroll(page);

    const judul = `${PREFIX} artikel ${RUN} ${viewport}`;

    await page.getByRole("button", { name: "Tambah Artikel" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Artikel" });
    await dialog.waitFor();
    await expectNoSideScroll(page);
    await dialog.getByLabel("Judul").fill(judul);
    await dialog.getByLabel("Kategori").selectOption("Pendidikan");
    await dialog
      .getByLabel("Isi artikel")
      .fill("Paragraf pertama tentang kegiatan belajar.\nParagraf kedua.");
    await dialog.getByLabel("Link terkait").fill("https://example.org/kegiatan");
    await dialog.getByLabel("Tag").fill("pendidikan, anak");
    const big = await choosePaddedJpeg(dialog.getByLabel("Gambar artikel"), "besar.jpg", {
      width: 1100,
      height: 1000,
      bytes: MB + 100 * 1024,
    });
    expect(big).toBeGreaterThan(MB);

    const note = dialog.getByText(COMPRESSED);
    await note.waitFor({ timeout: 30_000 });
    const [, from, to] = COMPRESSED.exec((await note.textContent()) ?? "") ?? [];
    expect(Number(from)).toBeGreaterThan(1024);
    expect(Number(to)).toBeLessThan(Number(from));
    // The note goes away after the seed's 3 s (within 6 s, as before the clock was controlled).
    await clock.skip(3000);
    await note.waitFor({ state: "detached", timeout: 3000 });

    const created = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/artikel") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Tambah Artikel" }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const record = (await createdResponse.json()) as Artikel;
    await page.getByText("Artikel berhasil ditambahkan").waitFor();
    await dialog.waitFor({ state: "detached" });
    // The banner clears itself after 3 s.
    await clock.skip(3000);
    await page.getByText("Artikel berhasil ditambahkan").waitFor({ state: "detached", timeout: 3000 });
    await page.getByRole("button", { name: `Ubah ${judul}` }).waitFor();
    await expectNoSideScroll(page);

    const visitor = await context.newPage();
    await visitor.goto(publicUrl("/artikel"));
    await visitor.getByText(judul).first().waitFor();
    await visitor.goto(publicUrl(`/artikel/${record.id}`));
    await visitor.getByRole("heading", { name: judul }).waitFor();

    // Edit the title and the image.
    const newJudul = `${judul} (diperbarui)`;
    await page.getByRole("button", { name: `Ubah ${judul}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Ubah Artikel" });
    await editDialog.waitFor();
    expect(await editDialog.getByLabel("Judul").inputValue()).toBe(judul);
    await editDialog.getByLabel("Judul").fill(newJudul);
    await editDialog
      .getByLabel("Gambar artikel")
      .setInputFiles(jpegFile("baru.jpg", await noiseJpeg(page, 300, 200, 0.8)));
    await editDialog.getByText(/Gambar baru: baru\.jpg/).waitFor();
    const updated = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/admin/artikel/${record.id}`) && response.request().method() === "PUT",
    );
    await editDialog.getByRole("button", { name: "Simpan Perubahan" }).click();
    const updatedRecord = (await (await updated).json()) as Artikel;
    expect(updatedRecord.gambar).not.toBe(record.gambar);
    await page.getByText("Artikel berhasil diperbarui").waitFor();
    await editDialog.waitFor({ state: "detached" });
    await visitor.goto(publicUrl(`/artikel/${record.id}`));
    await visitor.getByRole("heading", { name: newJudul }).waitFor();

    // Delete, after the warning.
    await page.getByRole("button", { name: `Hapus ${newJudul}` }).click();
    const confirm = page.getByRole("dialog", { name: "Hapus artikel?" });
    await confirm.getByText("Tindakan ini tidak dapat dibatalkan.").waitFor();
    await confirm.getByRole("button", { name: "Hapus", exact: true }).click();
    await page.getByText("Artikel berhasil dihapus").waitFor();
    await confirm.waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: `Ubah ${newJudul}` }).count()).toBe(0);

    await visitor.goto(publicUrl("/artikel"));
    await visitor.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await visitor.getByText(newJudul).count()).toBe(0);
    expect((await apiCall(await apiPage(context), updatedRecord.gambar)).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the UMKM journey", () => {
  it("compresses a photo over 5 MB, saves two products and tags, shows them publicly, deletes", {
    timeout: 180_000,
  }, async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openAdminScreen(page, "/admin/umkm", "Kelola UMKM");

    const nama = `${PREFIX} UMKM ${RUN}`;

    await page.getByRole("button", { name: "Tambah UMKM" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah UMKM" });
    await dialog.getByLabel("Nama UMKM").fill(nama);
    await dialog.getByLabel("Nama pemilik").fill("Bu Sri Wahyuni");
    await dialog.getByLabel("Nomor telepon / WhatsApp").fill("0812 3456 7890");
    await dialog.getByLabel("Kategori").selectOption("Makanan");
    await dialog.getByLabel("Deskripsi").fill("Keripik singkong dan peyek kacang buatan rumah.");
    await dialog.getByLabel("Tag").fill("keripik, oleh-oleh");
    const huge = await choosePaddedJpeg(dialog.getByLabel("Gambar UMKM"), "toko.jpg", {
      width: 2000,
      height: 1600,
      bytes: 5 * MB + 300 * 1024,
    });
    expect(huge).toBeGreaterThan(5 * MB);
    const note = dialog.getByText(COMPRESSED);
    await note.waitFor({ timeout: 60_000 });
    const [, from, to] = COMPRESSED.exec((await note.textContent()) ?? "") ?? [];
    expect(Number(from)).toBeGreaterThan(5 * 1024);
    expect(Number(to)).toBeLessThanOrEqual(5 * 1024);

    await dialog.getByRole("button", { name: "Tambah Produk" }).click();
    await dialog.getByLabel("Nama produk").nth(0).fill("Keripik Singkong");
    await dialog.getByLabel("Harga (Rp)").nth(0).fill("15.000");
    await dialog.getByRole("button", { name: "Tambah Produk" }).click();
    await dialog.getByLabel("Nama produk").nth(1).fill("Peyek Kacang");
    await dialog.getByLabel("Harga (Rp)").nth(1).fill("25000");
    await dialog
      .getByLabel("Foto produk")
      .nth(1)
      .setInputFiles(jpegFile("peyek.jpg", await noiseJpeg(page, 200, 200, 0.8)));
    await dialog.getByText(/Gambar baru: peyek\.jpg/).waitFor();

    const created = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/umkm") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Tambah UMKM" }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const record = (await createdResponse.json()) as Umkm;
    expect(record.produk.map((item) => [item.nama, item.harga])).toEqual([
      ["Keripik Singkong", 15000],
      ["Peyek Kacang", 25000],
    ]);
    expect(record.produk[1]?.gambar).toMatch(/^\/img\//);
    expect(record.tags).toEqual(["keripik", "oleh-oleh"]);
    await page.getByText("UMKM berhasil ditambahkan").waitFor();

    const visitor = await context.newPage();
    await visitor.goto(publicUrl("/umkm"));
    await visitor.getByText(nama).first().waitFor();
    await visitor.goto(publicUrl(`/umkm/${record.id}`));
    await visitor.getByRole("heading", { name: nama }).waitFor();
    for (const text of [
      formatRupiah(15000),
      formatRupiah(25000),
      "Keripik Singkong",
      "Peyek Kacang",
      "keripik",
      "oleh-oleh",
    ]) {
      await visitor.getByText(text, { exact: true }).first().waitFor();
    }

    // Edit one price; the product photo and the main image stay as they were.
    await page.getByRole("button", { name: `Ubah ${nama}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Ubah UMKM" });
    await editDialog.getByText("Gambar saat ini").first().waitFor();
    expect(await editDialog.getByLabel("Harga (Rp)").nth(1).inputValue()).toBe("25000");
    await editDialog.getByLabel("Harga (Rp)").nth(0).fill("17.500");
    const updated = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/admin/umkm/${record.id}`) && response.request().method() === "PUT",
    );
    await editDialog.getByRole("button", { name: "Simpan Perubahan" }).click();
    const updatedRecord = (await (await updated).json()) as Umkm;
    expect(updatedRecord.produk.map((item) => item.harga)).toEqual([17500, 25000]);
    expect(updatedRecord.produk[1]?.gambar).toBe(record.produk[1]?.gambar);
    expect(updatedRecord.gambar).toBe(record.gambar);
    await page.getByText("UMKM berhasil diperbarui").waitFor();
    await visitor.goto(publicUrl(`/umkm/${record.id}`));
    await visitor.getByText(formatRupiah(17500), { exact: true }).first().waitFor();

    await page.getByRole("button", { name: `Hapus ${nama}` }).click();
    const confirm = page.getByRole("dialog", { name: "Hapus UMKM?" });
    await confirm.getByText("Tindakan ini tidak dapat dibatalkan.").waitFor();
    await confirm.getByRole("button", { name: "Hapus", exact: true }).click();
    await page.getByText("UMKM berhasil dihapus").waitFor();
    const api = await apiPage(context);
    expect((await apiCall(api, `/api/umkm/${record.id}`)).status).toBe(404);
    expect((await apiCall(api, record.gambar)).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the gallery", () => {
  it("opens the add modal from ?tambah=1, refuses a file over 5 MB, adds, shows and deletes a photo", {
    timeout: 120_000,
  }, async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    const writes = recordWrites(page);
    const api = await apiPage(context);
    const before = await listCount(api, "galeri");
    await page.goto(adminUrl("/admin/galeri?tambah=1"));
    const dialog = page.getByRole("dialog", { name: "Tambah Foto Galeri" });
    await dialog.waitFor();
    expect(page.url()).toBe(adminUrl("/admin/galeri?tambah=1"));

    const judul = `${PREFIX} foto sawah ${RUN}`;
    await dialog.getByLabel("Judul foto").fill(judul);
    // A JPEG header and 5.5 MB after it: the browser refuses it by size alone.
    await chooseFilledFile(dialog.getByLabel("Foto", { exact: true }), {
      name: "besar.jpg",
      type: "image/jpeg",
      head: [0xff, 0xd8, 0xff, 0xe0],
      length: 5.5 * MB,
    });
    await dialog.getByText(contentMessages.imageTooLarge).waitFor();
    expect(await dialog.getByRole("button", { name: "Tambah Foto" }).isDisabled()).toBe(true);
    expect(writes).toEqual([]);
    expect(await listCount(api, "galeri")).toBe(before);

    await dialog
      .getByLabel("Foto", { exact: true })
      .setInputFiles(jpegFile("sawah.jpg", await noiseJpeg(page, 640, 480, 0.7)));
    await dialog.getByText(/Gambar baru: sawah\.jpg/).waitFor();
    expect(await dialog.getByText(contentMessages.imageTooLarge).count()).toBe(0);
    await dialog.getByRole("button", { name: "Tambah Foto" }).click();
    await page.getByText("Foto galeri berhasil ditambahkan").waitFor();
    // Closed: the parameter goes, so a reload does not open the modal again.
    await page.waitForURL(adminUrl("/admin/galeri"));
    expect(await listCount(api, "galeri")).toBe(before + 1);

    const visitor = await context.newPage();
    await visitor.goto(publicUrl("/galeri"));
    await visitor.getByText(judul).first().waitFor();

    await page.getByRole("button", { name: `Hapus ${judul}` }).click();
    await page
      .getByRole("dialog", { name: "Hapus foto galeri?" })
      .getByRole("button", { name: "Hapus", exact: true })
      .click();
    await page.getByText("Foto galeri berhasil dihapus").waitFor();
    expect(await listCount(api, "galeri")).toBe(before);
    await visitor.goto(publicUrl("/galeri"));
    await visitor.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await visitor.getByText(judul).count()).toBe(0);
    await context.close();
  });
});

/** Adds gallery photos through the admin API (a small plain JPEG each), oldest first. */
async function addPhotos(api: Page, titles: string[]): Promise<Galeri[]> {
  return api.evaluate(async (titles) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.fillStyle = "#2e6b3f";
    context.fillRect(0, 0, 64, 48);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.8));
    if (!blob) throw new Error("toBlob failed");
    const records: Galeri[] = [];
    for (const judul of titles) {
      const body = new FormData();
      body.append("judul", judul);
      body.append("image", blob, "foto.jpg");
      const response = await fetch("/api/admin/galeri", { method: "POST", body });
      if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
      records.push((await response.json()) as Galeri);
    }
    return records;
  }, titles);
}

/** The records on screen, top to bottom, by their 'Ubah …' buttons (table or cards, whichever shows). */
async function shownTitles(page: Page): Promise<string[]> {
  const names = await page
    .getByRole("button", { name: /^Ubah / })
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => button.getClientRects().length > 0)
        .map((button) => button.textContent ?? ""),
    );
  return names.map((name) => name.replace(/^Ubah\s*/, ""));
}

describe.each(["desktop", "phone"] as const)("a gallery longer than one page (%s)", (viewport) => {
  it("shows 20, loads the rest on request, edits and deletes on page 2 in place, searches", {
    timeout: 180_000,
  }, async () => {
    const context = await adminContext(browser, viewport);
    const api = await apiPage(context);
    // Words of their own, so the search finds these photos and nothing left by other tests.
    const batch = `banyak${RUN}${viewport}`;
    const kite = `layang${RUN}${viewport}`;
    const titles = Array.from({ length: 25 }, (_, index) =>
      index === 7 ? `${PREFIX} ${batch} foto ${index + 1} ${kite}` : `${PREFIX} ${batch} foto ${index + 1}`,
    );
    const created = await addPhotos(api, titles);
    try {
      const total = await listCount(api, "galeri");
      expect(total).toBeGreaterThanOrEqual(25);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await openAdminScreen(page, "/admin/galeri", "Kelola Galeri");
      const status = page.getByRole("status").filter({ hasText: /Menampilkan|Tidak ada|Mencari/ });
      const more = page.getByRole("button", { name: "Muat lebih banyak" });
      await status.getByText("Menampilkan 20 foto galeri", { exact: true }).waitFor();

      // The newest first: the first page is 20 of the 25 just added.
      const firstPage = await shownTitles(page);
      expect(firstPage).toHaveLength(20);
      for (const title of firstPage) expect(titles).toContain(title);
      await more.waitFor();
      await expectNoSideScroll(page);
      if (viewport === "phone") {
        await more.scrollIntoViewIfNeeded();
        expect(await smallTargets(page)).toEqual([]);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Page after page until the last, which has no button.
      for (let shown = 20; shown < total; ) {
        await more.click();
        shown = Math.min(shown + 20, total);
        await status.getByText(`Menampilkan ${shown} foto galeri`, { exact: true }).waitFor();
        expect(await shownTitles(page)).toHaveLength(shown);
      }
      await more.waitFor({ state: "detached" });
      // The pressed button is gone: focus is on the count, not lost to the page.
      expect(await status.evaluate((element) => element === document.activeElement)).toBe(true);
      const everything = await shownTitles(page);
      expect(everything.slice(0, 20)).toEqual(firstPage);
      expect(new Set(everything).size).toBe(total);
      for (const title of titles) expect(everything).toContain(title);

      // The first photo of page 2: edited, it stays where it was, with the rest still shown.
      const secondPage = everything[20] ?? "";
      expect(titles).toContain(secondPage);
      expect(firstPage).not.toContain(secondPage);
      const edited = `${secondPage} diperbarui`;
      await page.getByRole("button", { name: `Ubah ${secondPage}`, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Ubah Foto Galeri" });
      await dialog.getByLabel("Judul foto").fill(edited);
      await dialog.getByRole("button", { name: "Simpan Perubahan" }).click();
      await page.getByText("Foto galeri berhasil diperbarui").waitFor();
      await dialog.waitFor({ state: "detached" });
      const afterEdit = await shownTitles(page);
      expect(afterEdit).toEqual(everything.map((title) => (title === secondPage ? edited : title)));

      // Deleted, it goes, and nothing else does.
      await page.getByRole("button", { name: `Hapus ${edited}`, exact: true }).click();
      await page
        .getByRole("dialog", { name: "Hapus foto galeri?" })
        .getByRole("button", { name: "Hapus", exact: true })
        .click();
      await page.getByText("Foto galeri berhasil dihapus").waitFor();
      expect(await shownTitles(page)).toEqual(afterEdit.filter((title) => title !== edited));
      await status.getByText(`Menampilkan ${total - 1} foto galeri`, { exact: true }).waitFor();

      // A word from one title finds that photo alone (any case); clearing brings the list back.
      const search = page.getByRole("searchbox", { name: "Cari foto" });
      await search.fill(kite.toUpperCase());
      await status.getByText(`Menampilkan 1 foto galeri yang cocok dengan “${kite}”`).waitFor();
      expect(await shownTitles(page)).toEqual([titles[7]]);
      expect(await more.count()).toBe(0);
      await expectNoSideScroll(page);
      if (viewport === "phone") expect(await smallTargets(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Bersihkan pencarian" }).click();
      expect(await search.inputValue()).toBe("");
      await status.getByText("Menampilkan 20 foto galeri", { exact: true }).waitFor();
      expect(await shownTitles(page)).toHaveLength(20);
      await more.waitFor();

      // A search with more matches than a page pages too.
      await search.fill(batch);
      await status.getByText(`Menampilkan 20 foto galeri yang cocok dengan “${batch}”`).waitFor();
      await more.click();
      await status.getByText(`Menampilkan 24 foto galeri yang cocok dengan “${batch}”`).waitFor();
      expect(new Set(await shownTitles(page)).size).toBe(24);
      expect(await more.count()).toBe(0);

      // Nothing matches: it says so, and 'Bersihkan' is right there.
      await search.fill(`tidakada${RUN}`);
      await status.getByText("Tidak ada foto galeri yang cocok dengan pencarian.").waitFor();
      expect(await shownTitles(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Bersihkan pencarian" }).click();
      await status.getByText("Menampilkan 20 foto galeri", { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      for (const record of created) await apiCall(api, `/api/admin/galeri/${record.id}`, "DELETE");
      await context.close();
    }
  });
});

describe("checks before sending", () => {
  it("shows the schema's messages beside empty required fields, focuses the first, saves nothing", async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const writes = recordWrites(page);
    const api = await apiPage(context);
    const cases = [
      {
        path: "/admin/artikel",
        heading: "Kelola Artikel",
        add: "Tambah Artikel",
        entity: "artikel",
        first: "Judul",
        messages: [
          contentMessages.judulRequired,
          contentMessages.kategoriRequired,
          artikelMessages.textRequired,
          artikelMessages.imageRequired,
        ],
      },
      {
        path: "/admin/umkm",
        heading: "Kelola UMKM",
        add: "Tambah UMKM",
        entity: "umkm",
        first: "Nama UMKM",
        messages: [
          umkmMessages.namaRequired,
          umkmMessages.pemilikRequired,
          umkmMessages.telpRequired,
          contentMessages.kategoriRequired,
          umkmMessages.textRequired,
          umkmMessages.imageRequired,
        ],
      },
      {
        path: "/admin/galeri",
        heading: "Kelola Galeri",
        add: "Tambah Foto",
        entity: "galeri",
        first: "Judul foto",
        messages: [contentMessages.judulRequired, galeriMessages.imageRequired],
      },
    ] as const;
    for (const screen of cases) {
      const before = await listCount(api, screen.entity);
      await openAdminScreen(page, screen.path, screen.heading);
      await page.getByRole("button", { name: screen.add }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: screen.add }).click();
      for (const message of screen.messages) await dialog.getByText(message, { exact: true }).waitFor();
      const first = dialog.getByLabel(screen.first, { exact: true });
      expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await first.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await first.getAttribute("aria-describedby")) ?? "";
      const described = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)?.textContent).join(" "),
        describedBy.split(" "),
      );
      expect(described).toContain(screen.messages[0]);
      expect(await listCount(api, screen.entity)).toBe(before);
    }
    // A phone-style price ("15.000") and an empty product name: the product's own boxes are marked.
    await openAdminScreen(page, "/admin/umkm", "Kelola UMKM");
    await page.getByRole("button", { name: "Tambah UMKM" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Tambah Produk" }).click();
    await dialog.getByLabel("Harga (Rp)").fill("lima ribu");
    await dialog.getByRole("button", { name: "Tambah UMKM" }).click();
    await dialog.getByText(umkmMessages.produkInvalid).waitFor();
    expect(await dialog.getByLabel("Nama produk").getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByLabel("Harga (Rp)").getAttribute("aria-invalid")).toBe("true");
    expect(writes).toEqual([]);
    await context.close();
  });

  it("refuses a text file, an SVG and a text file named .jpg with the seed's format message", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    const writes = recordWrites(page);
    await openAdminScreen(page, "/admin/artikel", "Kelola Artikel");
    await page.getByRole("button", { name: "Tambah Artikel" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Judul").fill(`${PREFIX} salah format ${RUN}`);
    await dialog.getByLabel("Kategori").selectOption("Teknologi");
    await dialog.getByLabel("Isi artikel").fill("Isi.");
    const files = [
      { name: "catatan.txt", mimeType: "text/plain", buffer: Buffer.from("bukan gambar") },
      {
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      },
      { name: "menyamar.jpg", mimeType: "image/jpeg", buffer: Buffer.from("ini teks biasa, bukan JPEG") },
    ];
    for (const file of files) {
      await dialog.getByLabel("Gambar artikel").setInputFiles(file);
      await dialog.getByText(contentMessages.imageFormat).waitFor();
      expect(await dialog.getByRole("button", { name: "Tambah Artikel" }).isDisabled()).toBe(true);
      await dialog.getByRole("button", { name: "Hapus pilihan gambar" }).click();
      await dialog.getByText(contentMessages.imageFormat).waitFor({ state: "detached" });
    }
    await dialog.getByRole("button", { name: "Tambah Artikel" }).click();
    await dialog.getByText(artikelMessages.imageRequired).waitFor();
    expect(writes).toEqual([]);
    await context.close();
  });
});

describe("nothing is lost", () => {
  it("keeps the modal and every input when the server fails, then saves on retry", {
    timeout: 90_000,
  }, async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await openAdminScreen(page, "/admin/artikel", "Kelola Artikel");
    const judul = `${PREFIX} gagal dulu ${RUN}`;
    await page.getByRole("button", { name: "Tambah Artikel" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Artikel" });
    await dialog.getByLabel("Judul").fill(judul);
    await dialog.getByLabel("Kategori").selectOption("UMKM");
    await dialog.getByLabel("Isi artikel").fill("Isi yang tidak boleh hilang.");
    await dialog.getByLabel("Tag").fill("uji");
    await dialog
      .getByLabel("Gambar artikel")
      .setInputFiles(jpegFile("kecil.jpg", await noiseJpeg(page, 320, 240, 0.8)));
    await dialog.getByText(/Gambar baru: kecil\.jpg/).waitFor();

    let answer: "server" | "abort" = "server";
    await page.route("**/api/admin/artikel", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (answer === "abort") return route.abort();
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "server_error", message: "Server sedang sibuk" } }),
      });
    });
    await dialog.getByRole("button", { name: "Tambah Artikel" }).click();
    const alert = dialog.getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("Gagal menambahkan artikel");
    expect(await alert.textContent()).toContain("Server sedang sibuk");

    answer = "abort";
    await dialog.getByRole("button", { name: "Tambah Artikel" }).click();
    await expect.poll(() => alert.textContent()).toContain("Koneksi terputus");
    expect(await alert.textContent()).toContain("Gagal menambahkan artikel");

    expect(await dialog.getByLabel("Judul").inputValue()).toBe(judul);
    expect(await dialog.getByLabel("Kategori").inputValue()).toBe("UMKM");
    expect(await dialog.getByLabel("Isi artikel").inputValue()).toBe("Isi yang tidak boleh hilang.");
    expect(await dialog.getByLabel("Tag").inputValue()).toBe("uji");
    await dialog.getByText(/Gambar baru: kecil\.jpg/).waitFor();

    await page.unroute("**/api/admin/artikel");
    await dialog.getByRole("button", { name: "Tambah Artikel" }).click();
    await page.getByText("Artikel berhasil ditambahkan").waitFor();
    await page.getByRole("button", { name: `Hapus ${judul}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Hapus", exact: true }).click();
    await page.getByText("Artikel berhasil dihapus").waitFor();
    await context.close();
  });

  it("keeps typed text after Esc and after the session ends, and returns focus to the opener", {
    timeout: 90_000,
  }, async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await openAdminScreen(page, "/admin/galeri", "Kelola Galeri");
    const judul = `${PREFIX} draf ${RUN}`;
    const add = page.getByRole("button", { name: "Tambah Foto" });
    await add.click();
    let dialog = page.getByRole("dialog", { name: "Tambah Foto Galeri" });
    await dialog.getByLabel("Judul foto").fill(judul);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true);

    await add.click();
    dialog = page.getByRole("dialog", { name: "Tambah Foto Galeri" });
    await dialog.getByText("Isian yang belum tersimpan sebelumnya dipulihkan.").waitFor();
    expect(await dialog.getByLabel("Judul foto").inputValue()).toBe(judul);

    // The session ends on the server; the save sends the admin to /login instead of losing it.
    await dialog
      .getByLabel("Foto", { exact: true })
      .setInputFiles(jpegFile("x.jpg", await noiseJpeg(page, 100, 100, 0.8)));
    await dialog.getByText(/Gambar baru: x\.jpg/).waitFor();
    await context.clearCookies();
    const writes = recordWrites(page);
    await dialog.getByRole("button", { name: "Tambah Foto" }).click();
    await page.waitForURL(adminUrl("/login"));
    expect(writes).toEqual([]);

    await signInAsAdmin(context);
    await openAdminScreen(page, "/admin/galeri", "Kelola Galeri");
    await page.getByRole("button", { name: "Tambah Foto" }).click();
    dialog = page.getByRole("dialog", { name: "Tambah Foto Galeri" });
    expect(await dialog.getByLabel("Judul foto").inputValue()).toBe(judul);
    await dialog.getByRole("button", { name: "Mulai dari awal" }).click();
    expect(await dialog.getByLabel("Judul foto").inputValue()).toBe("");
    await context.close();
  });

  it("shows a labelled progress bar and busy, disabled buttons while the upload runs", {
    timeout: 90_000,
  }, async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    await openAdminScreen(page, "/admin/galeri", "Kelola Galeri");
    const judul = `${PREFIX} lambat ${RUN}`;
    await page.getByRole("button", { name: "Tambah Foto" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Foto Galeri" });
    await dialog.getByLabel("Judul foto").fill(judul);
    await dialog
      .getByLabel("Foto", { exact: true })
      .setInputFiles(jpegFile("lambat.jpg", await noiseJpeg(page, 800, 600, 0.9)));
    await dialog.getByText(/Gambar baru: lambat\.jpg/).waitFor();

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/admin/galeri", async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Tambah Foto" }).click();
    // Labelled by its <label>: "Mengunggah... N%", or "Menyimpan..." once the bytes are up.
    await dialog.getByRole("progressbar", { name: /Mengunggah|Menyimpan/ }).waitFor();
    const busy = dialog.getByRole("button", { name: "Menambahkan..." });
    expect(await busy.isDisabled()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Batal" }).isDisabled()).toBe(true);
    // Esc must not close it mid-upload.
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    release();
    await page.getByText("Foto galeri berhasil ditambahkan").waitFor();
    await page.unroute("**/api/admin/galeri");
    await page.getByRole("button", { name: `Hapus ${judul}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Hapus", exact: true }).click();
    await page.getByText("Foto galeri berhasil dihapus").waitFor();
    await context.close();
  });
});

describe("accessibility", () => {
  it.each(["desktop", "phone"] as const)(
    "has no serious axe violations on each screen with its modal open (%s)",
    async (viewport) => {
      const context = await adminContext(browser, viewport);
      const page = await context.newPage();
      for (const [path, heading, add] of [
        ["/admin/artikel", "Kelola Artikel", "Tambah Artikel"],
        ["/admin/umkm", "Kelola UMKM", "Tambah UMKM"],
        ["/admin/galeri", "Kelola Galeri", "Tambah Foto"],
      ] as const) {
        await openAdminScreen(page, path, heading);
        await expectNoSideScroll(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
        if (viewport === "phone") expect(await smallTargets(page)).toEqual([]);
        await page.getByRole("button", { name: add }).click();
        const dialog = page.getByRole("dialog");
        if (add === "Tambah UMKM") await dialog.getByRole("button", { name: "Tambah Produk" }).click();
        // With the error messages showing too.
        await dialog.getByRole("button", { name: add }).click();
        await dialog.locator(".field-error").first().waitFor();
        await expectNoSideScroll(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
        if (viewport === "phone") expect(await smallTargets(page)).toEqual([]);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        // The delete confirmation of the first (sample) row.
        await page
          .getByRole("button", { name: /^Hapus / })
          .first()
          .click();
        await page.getByRole("dialog").getByText("Tindakan ini tidak dapat dibatalkan.").waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.getByRole("dialog").getByRole("button", { name: "Batal" }).click();
      }
      await context.close();
    },
  );
});

describe("a list that cannot be loaded", () => {
  it("says so with the seed's text for each screen and loads on 'Coba lagi'", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    // Articles come from the admin's own list (drafts included), UMKM and photos from the public one.
    for (const [entity, listPath, heading, message] of [
      ["artikel", "/api/admin/artikel", "Kelola Artikel", "Gagal mengambil data artikel"],
      ["umkm", "/api/umkm", "Kelola UMKM", "Gagal mengambil data UMKM"],
      ["galeri", "/api/galeri", "Kelola Galeri", "Gagal mengambil data galeri"],
    ] as const) {
      // The list's pages, whatever their parameters.
      const list = (url: URL) => url.pathname === listPath;
      await page.route(list, (route) => route.abort());
      await page.goto(adminUrl(`/admin/${entity}`));
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await page.getByRole("alert").getByText(message).waitFor();
      await page.unroute(list);
      await page.getByRole("button", { name: "Coba lagi" }).click();
      await page
        .getByRole("button", { name: /^Ubah / })
        .first()
        .waitFor();
      expect(await page.getByText(message).count()).toBe(0);
    }
    await context.close();
  });
});

describe("the tables and the overview", () => {
  /** A record sent straight to the admin API from the signed-in tab, with a small real JPEG. */
  async function addThroughApi(
    api: Page,
    entity: "artikel" | "umkm",
    fields: Record<string, string>,
  ): Promise<string> {
    const image = (await noiseJpeg(api, 40, 30, 0.8)).toString("base64");
    const { status, body } = await api.evaluate(
      async ({ entity, fields, image }) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.set(key, value);
        const bytes = Uint8Array.from(atob(image), (char) => char.charCodeAt(0));
        form.set("image", new File([bytes], "kecil.jpg", { type: "image/jpeg" }));
        const response = await fetch(`/api/admin/${entity}`, { method: "POST", body: form });
        return { status: response.status, body: (await response.json()) as { id: string } };
      },
      { entity, fields, image },
    );
    expect(status).toBe(201);
    return body.id;
  }

  /** The three counts the overview (/admin) shows, once they have arrived. */
  async function overviewCounts(page: Page) {
    await page.goto(adminUrl("/admin"));
    await page.getByRole("heading", { name: "Ringkasan", level: 1 }).waitFor();
    const count = async (key: Entity) => {
      const text = (await page.getByTestId(`jumlah-${key}`).textContent())?.trim() ?? "";
      return /^\d+$/.test(text) ? Number(text) : Number.NaN;
    };
    const read = async () => ({
      artikel: await count("artikel"),
      umkm: await count("umkm"),
      galeri: await count("galeri"),
    });
    await expect.poll(async () => Object.values(await read()).every(Number.isInteger)).toBe(true);
    return read();
  }

  /** The row of the table whose title is `title`, once the list shows it. */
  async function rowOf(page: Page, title: string) {
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });
    await row.waitFor();
    return row;
  }

  const cellTexts = async (row: Locator) =>
    (await row.getByRole("cell").allTextContents()).map((text) => text.trim());

  const TEXT = "Warga Karangrejo bergotong royong membersihkan saluran irigasi sebelum musim tanam tiba.";
  const LINK = "https://karangrejo.example.id/berita/kerja-bakti-irigasi";

  it("cut text at 50 characters and links at 20; the overview counts an added and a deleted record", {
    timeout: 90_000,
  }, async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const api = await apiPage(context);
    const before = await overviewCounts(page);

    const judul = `${PREFIX} tabel artikel ${RUN}`;
    const nama = `${PREFIX} tabel UMKM ${RUN}`;
    const artikelId = await addThroughApi(api, "artikel", {
      judul,
      kategori: "Pertanian",
      text: TEXT,
      link: LINK,
      tags: "irigasi",
    });
    const umkmId = await addThroughApi(api, "umkm", {
      nama,
      nama_pemilik: "Bu Sumarni",
      no_telp: "0812-3456-7890",
      kategori: "Pertanian",
      text: TEXT,
      produk: JSON.stringify([{ nama: "Beras Merah", harga: 15000 }]),
    });
    expect(await overviewCounts(page)).toEqual({
      artikel: before.artikel + 1,
      umkm: before.umkm + 1,
      galeri: before.galeri,
    });

    // Written out, not computed: the first 50 characters of the text, the first 20 of the link.
    await openAdminScreen(page, "/admin/artikel", "Kelola Artikel");
    const artikelRow = await rowOf(page, judul);
    const artikelCells = await cellTexts(artikelRow);
    expect(artikelCells).toContain("Warga Karangrejo bergotong royong membersihkan sal...");
    expect(artikelCells).toContain("https://karangrejo.e...");
    expect(artikelCells.join(" ")).not.toContain(TEXT);
    expect(artikelCells.join(" ")).not.toContain(LINK);
    // The whole link stays at hand on hover.
    expect(await artikelRow.locator(".cell-link").getAttribute("title")).toBe(LINK);

    await openAdminScreen(page, "/admin/umkm", "Kelola UMKM");
    expect(await cellTexts(await rowOf(page, nama))).toContain(
      "Warga Karangrejo bergotong royong membersihkan sal...",
    );

    expect((await apiCall(api, `/api/admin/artikel/${artikelId}`, "DELETE")).status).toBe(200);
    expect((await apiCall(api, `/api/admin/umkm/${umkmId}`, "DELETE")).status).toBe(200);
    expect(await overviewCounts(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
