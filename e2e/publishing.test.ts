import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Artikel } from "@padukuhan/shared/artikel";
import { wibInput } from "@padukuhan/shared/wib";
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminContext,
  adminUrl,
  apiCall,
  collectPageErrors,
  desktopContext,
  expectNoSideScroll,
  openAdminScreen,
  publicUrl,
  sharedBrowser,
  viewportContext,
} from "./browser";

/** Everything these tests create starts with this, so the clean-up finds it and nothing else. */
const PREFIX = "Uji E2E terbit";
const RUN = Date.now().toString(36);
const HOUR = 60 * 60 * 1000;
const IMAGE = path.resolve(import.meta.dirname, "../shared/content/images/artikel-posyandu/original.jpg");

const browser = sharedBrowser();
afterAll(async () => {
  await removeTestArticles();
});

/** Deletes what these tests left behind, drafts included (the admin's list has every status). */
async function removeTestArticles() {
  const context = await adminContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(adminUrl("/admin"));
    const { body } = await apiCall(page, "/api/admin/artikel?q=terbit&limit=50");
    for (const item of (body as { data: Artikel[] }).data) {
      if (item.judul.startsWith(PREFIX)) await apiCall(page, `/api/admin/artikel/${item.id}`, "DELETE");
    }
  } finally {
    await context.close();
  }
}

/** The article's row (wide screens) or card (phones): whichever is shown. */
const rowOf = (page: Page, judul: string): Locator =>
  page
    .getByRole("row", { name: new RegExp(judul) })
    .or(page.getByRole("listitem").filter({ hasText: judul }))
    .locator("visible=true")
    .first();

/** Saves the open form with `status` (and a publish time for 'terjadwal'); the record saved. */
async function saveWithStatus(page: Page, button: string, status: Artikel["status"]) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Status").selectOption(status);
  if (status === "terjadwal") {
    await dialog.getByLabel("Waktu terbit (WIB)").fill(wibInput(new Date(Date.now() + 2 * HOUR)));
  }
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes("/api/admin/artikel") && ["POST", "PUT"].includes(response.request().method()),
  );
  await dialog.getByRole("button", { name: button }).click();
  const response = await saved;
  expect(response.status()).toBeLessThan(300);
  await dialog.waitFor({ state: "detached" });
  return (await response.json()) as Artikel;
}

const MINUTE = 60 * 1000;
/** Time left to type the publish time and save it before it is due (the form refuses the past). */
const SAVE_MARGIN = 12_000;

/** The article the first test schedules and the last one sees published. */
let scheduled: { article: Artikel; judul: string; due: number } | undefined;

// Wrangler fires no Cron Trigger locally: `npm start` runs the minute job itself
// (scripts/lib/cron-ticker.ts). The article is due at the first minute boundary at least
// SAVE_MARGIN away, 12 to 72 s, for the real minute cron, never a made-up one. It is saved first
// and checked last, so its minute passes while the draft journeys run rather than after them.
describe("a scheduled article under `npm start`, before its minute", () => {
  it("is saved for its minute and is nowhere on the site before it", async () => {
    const signedIn = await adminContext(browser);
    const publicContext = await desktopContext(browser);
    try {
      const admin = await signedIn.newPage();
      const errors = collectPageErrors(admin);
      await openAdminScreen(admin, "/admin/artikel", "Kelola Artikel");
      const judul = `${PREFIX} ${RUN} terjadwal: kerja bakti saluran irigasi`;
      await admin.getByRole("button", { name: "Tambah Artikel" }).first().click();
      const dialog = admin.getByRole("dialog");
      await dialog.getByLabel("Judul").fill(judul);
      await dialog.getByLabel("Kategori").selectOption({ index: 1 });
      await dialog.getByLabel("Isi artikel").fill("Warga membersihkan saluran irigasi bersama-sama.");
      await dialog
        .getByLabel("Gambar artikel")
        .setInputFiles({ name: "irigasi.jpg", mimeType: "image/jpeg", buffer: await readFile(IMAGE) });
      await dialog.getByText(/Gambar baru: irigasi\.jpg/).waitFor();
      await dialog.getByLabel("Status").selectOption("terjadwal");
      const due = Math.ceil((Date.now() + SAVE_MARGIN) / MINUTE) * MINUTE;
      await dialog.getByLabel("Waktu terbit (WIB)").fill(wibInput(new Date(due)));
      const saved = admin.waitForResponse(
        (response) => response.url().includes("/api/admin/artikel") && response.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: "Tambah Artikel" }).click();
      const response = await saved;
      expect(response.status()).toBe(201);
      const article = (await response.json()) as Artikel;
      expect(article.status).toBe("terjadwal");
      expect(article.publishAt).toBe(new Date(due).toISOString());

      // Before its minute: nowhere on the site.
      const site = await publicContext.newPage();
      expect((await site.goto(publicUrl(`/artikel/${article.id}`)))?.status()).toBe(404);
      expect(Date.now()).toBeLessThan(due);
      expect(errors).toEqual([]);
      scheduled = { article, judul, due };
    } finally {
      await signedIn.close();
      await publicContext.close();
    }
  });
});

// Each journey alone, one after another, in the scheduled article's wait: two tests at once
// (concurrent) once had a save answered 503 in a fresh-clone run (the local D1 under two
// writers), so nothing here runs beside another test.
describe("drafts and scheduled articles", () => {
  describe.sequential.each(["desktop", "phone"] as const)("%s", (viewport) => {
    it("a draft stays off the site, shows its badge and its preview; scheduled, then published", {
      timeout: 180_000,
    }, async () => {
      const signedIn = await adminContext(browser, viewport);
      const publicContext = await viewportContext(browser, viewport);
      try {
        const admin = await signedIn.newPage();
        const errors = collectPageErrors(admin);
        await openAdminScreen(admin, "/admin/artikel", "Kelola Artikel");
        const judul = `${PREFIX} ${RUN} ${viewport}: rapat pemuda karang taruna`;

        await admin.getByRole("button", { name: "Tambah Artikel" }).first().click();
        const dialog = admin.getByRole("dialog");
        await dialog.getByLabel("Judul").fill(judul);
        await dialog.getByLabel("Kategori").selectOption({ index: 1 });
        await dialog.getByLabel("Isi artikel").fill("Rapat pemuda membahas rencana kegiatan bulan depan.");
        await dialog
          .getByLabel("Gambar artikel")
          .setInputFiles({ name: "rapat.jpg", mimeType: "image/jpeg", buffer: await readFile(IMAGE) });
        await dialog.getByText(/Gambar baru: rapat\.jpg/).waitFor();
        const draft = await saveWithStatus(admin, "Tambah Artikel", "draf");
        expect(draft.status).toBe("draf");

        // In the admin with its badge; nowhere on the public site.
        await rowOf(admin, judul).getByText("Draf", { exact: true }).waitFor();
        await expectNoSideScroll(admin);
        expect(await seriousAxeViolations(admin)).toEqual([]);
        const site = await publicContext.newPage();
        expect((await site.goto(publicUrl(`/artikel/${draft.id}`)))?.status()).toBe(404);
        await site.goto(publicUrl("/artikel?q=karang+taruna"));
        expect(await site.getByText(judul).count()).toBe(0);

        // The preview: the public article page, marked as a preview.
        await rowOf(admin, judul)
          .getByRole("link", { name: `Pratinjau ${judul}` })
          .click();
        await admin.waitForURL(/\/admin\/artikel\/[^/]+\/pratinjau$/);
        await admin.getByRole("heading", { name: judul, level: 1 }).waitFor();
        await admin.getByText("Pratinjau: artikel ini masih Draf").waitFor();
        await expectNoSideScroll(admin);
        expect(await seriousAxeViolations(admin)).toEqual([]);
        await admin.getByRole("link", { name: "Kembali ke Kelola Artikel" }).click();
        await admin.getByRole("heading", { name: "Kelola Artikel", level: 1 }).waitFor();
        await admin.waitForFunction(() => !document.body.textContent?.includes("Memuat data"));

        // Scheduled: its badge and time; still off the site.
        await rowOf(admin, judul).getByRole("button", { name: /Ubah/ }).click();
        const scheduled = await saveWithStatus(admin, "Simpan Perubahan", "terjadwal");
        expect(scheduled.status).toBe("terjadwal");
        await rowOf(admin, judul).getByText("Terjadwal", { exact: true }).waitFor();
        expect((await site.goto(publicUrl(`/artikel/${draft.id}`)))?.status()).toBe(404);

        // Published: on the site at once.
        await rowOf(admin, judul).getByRole("button", { name: /Ubah/ }).click();
        await saveWithStatus(admin, "Simpan Perubahan", "terbit");
        await rowOf(admin, judul).getByText("Terbit", { exact: true }).waitFor();
        expect((await site.goto(publicUrl(`/artikel/${draft.id}`)))?.status()).toBe(200);
        await site.getByRole("heading", { name: judul, level: 1 }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await signedIn.close();
        await publicContext.close();
      }
    });
  });
});

describe("a scheduled article under `npm start`, from its minute on", () => {
  it("goes public at its minute, by the minute Cron Trigger", { timeout: 150_000 }, async () => {
    if (!scheduled) throw new Error("the first test saved no scheduled article");
    const { article, judul, due } = scheduled;
    const signedIn = await adminContext(browser);
    const publicContext = await desktopContext(browser);
    try {
      const admin = await signedIn.newPage();
      const errors = collectPageErrors(admin);
      const site = await publicContext.newPage();

      // From its minute on: the page, within seconds of the minute (the job runs then).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      let status = 404;
      while (status !== 200 && Date.now() < due + 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        status = (await site.goto(publicUrl(`/artikel/${article.id}`)))?.status() ?? 0;
      }
      expect(status).toBe(200);
      await site.getByRole("heading", { name: judul, level: 1 }).waitFor();
      await site.goto(publicUrl("/artikel?q=irigasi"));
      await site
        .getByRole("link", { name: new RegExp(judul) })
        .first()
        .waitFor();

      // And in the admin's list as published.
      await openAdminScreen(admin, "/admin/artikel", "Kelola Artikel");
      await rowOf(admin, judul).getByText("Terbit", { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await signedIn.close();
      await publicContext.close();
    }
  });
});
