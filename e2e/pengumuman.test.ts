import { wibInput } from "@padukuhan/shared/wib";
import type { Page } from "playwright-core";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminContext,
  adminUrl,
  apiCall,
  collectPageErrors,
  openAdminScreen,
  publicUrl,
  sharedBrowser,
  viewportContext,
  waitForApp,
} from "./browser";

/** Everything these tests create starts with this, so the clean-up finds it and nothing else. */
const PREFIX = "Uji E2E pengumuman";
const RUN = Date.now().toString(36);
const HOUR = 60 * 60 * 1000;

const browser = sharedBrowser();
// Only one announcement may be active: each journey starts with none of these tests' own.
beforeEach(async () => {
  await removeTestAnnouncements();
});
afterAll(async () => {
  await removeTestAnnouncements();
});

async function removeTestAnnouncements() {
  const context = await adminContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(adminUrl("/api/admin/pengumuman?limit=50"));
    const { body } = await apiCall(page, "/api/admin/pengumuman?limit=50");
    for (const item of (body as { data: Array<{ id: string; text: string }> }).data) {
      if (item.text.startsWith(PREFIX)) await apiCall(page, `/api/admin/pengumuman/${item.id}`, "DELETE");
    }
  } finally {
    await context.close();
  }
}

/** Fills the open form: a period `fromHours`..`toHours` around now, typed in WIB. */
async function fillForm(page: Page, text: string, fromHours: number, toHours: number) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Teks pengumuman").fill(text);
  await dialog.getByLabel("Mulai (WIB)").fill(wibInput(new Date(Date.now() + fromHours * HOUR)));
  await dialog.getByLabel("Selesai (WIB)").fill(wibInput(new Date(Date.now() + toHours * HOUR)));
}

async function addAnnouncement(page: Page, text: string, fromHours: number, toHours: number) {
  await page.getByRole("button", { name: "Tambah Pengumuman" }).first().click();
  await fillForm(page, text, fromHours, toHours);
  await page.getByRole("dialog").getByRole("button", { name: "Tambah Pengumuman" }).click();
  await page.getByText("Pengumuman berhasil ditambahkan").waitFor();
}

/** The record's row (desktop table) or card (phone), whichever the screen shows. */
const record = (page: Page, text: string) =>
  page.locator("tr, .content-card").filter({ hasText: text }).locator("visible=true").first();

const bar = (page: Page) => page.getByRole("complementary", { name: "Pengumuman" });

describe.each(["desktop", "phone"] as const)("the announcement bar (%s)", (viewport) => {
  it("shows an active announcement, stays closed once closed, and leaves open tabs when it ends", {
    timeout: 180_000,
  }, async () => {
    const signedIn = await adminContext(browser, viewport);
    const publicContext = await viewportContext(browser, viewport);
    try {
      const admin = await signedIn.newPage();
      await openAdminScreen(admin, "/admin/pengumuman", "Kelola Pengumuman");
      const first = `${PREFIX} ${RUN} ${viewport}: kerja bakti Minggu pagi`;
      await addAnnouncement(admin, first, -1, 24);
      await record(admin, first).getByText("Aktif", { exact: true }).waitFor();
      expect(await seriousAxeViolations(admin)).toEqual([]);

      // An overlapping period is refused, naming the active one.
      await admin.getByRole("button", { name: "Tambah Pengumuman" }).first().click();
      await fillForm(admin, `${PREFIX} ${RUN} bertabrakan`, 2, 3);
      await admin.getByRole("dialog").getByRole("button", { name: "Tambah Pengumuman" }).click();
      await expect
        .poll(() => admin.locator("#pengumuman-mulai-error").textContent())
        .toContain(`Periode ini bertabrakan dengan pengumuman lain: "${first}"`);
      await admin.getByRole("dialog").getByRole("button", { name: "Batal" }).click();

      const site = await publicContext.newPage();
      const errors = collectPageErrors(site);
      await site.goto(publicUrl("/"), { waitUntil: "domcontentloaded" });
      await expect.poll(() => bar(site).textContent()).toContain(first);
      await waitForApp(site);
      expect(await seriousAxeViolations(site)).toEqual([]);
      // Readable at 360 px: the bar is no wider than the screen.
      const box = await bar(site).boundingBox();
      expect(box?.width).toBeLessThanOrEqual(viewport === "phone" ? 360 : 1280);

      await site.getByRole("button", { name: "Tutup pengumuman" }).click();
      await expect.poll(() => bar(site).count()).toBe(0);
      await site.reload({ waitUntil: "domcontentloaded" });
      await site.waitForSelector("#konten");
      expect(await bar(site).isVisible()).toBe(false);

      // A new announcement (another id) shows again, though the last one was closed.
      await record(admin, first).getByRole("button", { name: /Hapus/ }).click();
      await admin.getByRole("dialog").getByRole("button", { name: /Hapus/ }).click();
      await admin.getByText("Pengumuman berhasil dihapus").waitFor();
      const second = `${PREFIX} ${RUN} ${viewport}: posyandu balita`;
      await addAnnouncement(admin, second, -1, 24);
      await site.reload({ waitUntil: "domcontentloaded" });
      await expect.poll(() => bar(site).textContent()).toContain(second);
      await waitForApp(site);

      // Ended (edited into the past) while the tab is open: the next page opened (a new
      // document, rendered by the server) no longer has it.
      await record(admin, second).getByRole("button", { name: /Ubah/ }).click();
      await fillForm(admin, second, -3, -1);
      await admin.getByRole("dialog").getByRole("button", { name: "Simpan Perubahan" }).click();
      await admin.getByText("Pengumuman berhasil diperbarui").waitFor();
      if (viewport === "phone") await site.getByRole("button", { name: "Buka menu" }).click();
      await site.getByRole("link", { name: "Artikel", exact: true }).first().click();
      await site.waitForURL(/\/artikel$/);
      await expect.poll(() => bar(site).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await signedIn.close();
      await publicContext.close();
    }
  });
});
