/**
 * 'Kirim Pesan' and 'Pesan Masuk' (docs/decisions/013) in a real browser, at 360 px and on a
 * desktop: sent without JavaScript and with it, then read and deleted by the admin. Each
 * context sends from an address of its own, so the hourly limit per address is never reached.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminContext,
  adminUrl,
  collectPageErrors,
  DESKTOP,
  desktopContext,
  ownSender,
  PHONE,
  phoneContext,
  publicUrl,
  sharedBrowser,
  trapNavigations,
  waitForApp,
  waitForIsland,
} from "./browser";

const browser = sharedBrowser();

type Viewport = { width: number; height: number };
const VIEWPORTS: ReadonlyArray<[string, Viewport]> = [
  ["360", PHONE],
  ["desktop", DESKTOP],
];
const openContext = (viewport: Viewport, javaScriptEnabled = true) =>
  viewport === PHONE
    ? phoneContext(browser, { javaScriptEnabled, ...ownSender() })
    : desktopContext(browser, { javaScriptEnabled, ...ownSender() });

async function fill(page: Page, subjek: string) {
  await page.getByLabel("Nama", { exact: true }).fill("Bu Sri Wahyuni");
  await page.getByLabel("Email", { exact: true }).fill("sri@example.com");
  await page.getByLabel("Subjek").fill(subjek);
  await page.getByLabel("Pesan").fill("Kapan posyandu bulan depan?\n<b>Terima kasih</b>.");
}

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each(VIEWPORTS)("'Kirim Pesan' at %s", (label, viewport) => {
  it("without JavaScript: the form posts, and the confirmation page says it was sent", async () => {
    const context = await openContext(viewport, false);
    const page = await context.newPage();
    await page.goto(publicUrl("/#kontak"), { waitUntil: "domcontentloaded" });
    await fill(page, `Tanpa JavaScript ${label}`);
    await page.getByRole("button", { name: "Kirim Pesan" }).click({ noWaitAfter: true });
    await page.waitForURL(publicUrl("/kontak/terkirim"), { waitUntil: "domcontentloaded" });
    expect(await page.content()).toContain("Pesan Anda sudah terkirim");
    await context.close();

    // The same page as a visitor with JavaScript sees it, checked where scripts can run.
    const checked = await openContext(viewport);
    const view = await checked.newPage();
    await view.goto(publicUrl("/kontak/terkirim"));
    await waitForApp(view);
    await view.getByText("Pesan Anda sudah terkirim").waitFor();
    expect(await noSideways(view)).toBe(true);
    expect(await seriousAxeViolations(view)).toEqual([]);
    await checked.close();
  });

  it("with JavaScript: sent in place, confirmed, and the prefilled mail offered", async () => {
    const context = await openContext(viewport);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(publicUrl("/#kontak"));
    await waitForApp(page);
    await waitForIsland(page, "contactForm");
    const navigations = await trapNavigations(page);
    await fill(page, `Dengan JavaScript ${label}`);
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await page.getByText("Pesan Anda sudah terkirim").waitFor();
    // Still the home page: nothing left it.
    expect(page.url()).toBe(publicUrl("/#kontak"));
    const mail = page.getByRole("link", { name: "Kirim juga lewat Email" });
    expect(await mail.getAttribute("href")).toContain(encodeURIComponent(`Dengan JavaScript ${label}`));
    expect(await navigations()).toEqual([]);
    expect(await noSideways(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // 'Tulis pesan lain' brings back an empty form.
    await page.getByRole("button", { name: "Tulis pesan lain" }).click();
    expect(await page.getByLabel("Subjek").inputValue()).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function openNav(page: Page, viewport: Viewport) {
  if (viewport === PHONE) await page.getByRole("button", { name: /^Menu/ }).click();
}

const badge = (page: Page) => page.locator(".admin-nav a[href='/admin/pesan'] .nav-badge [aria-hidden]");

describe.each(VIEWPORTS)("'Pesan Masuk' at %s", (label, viewport) => {
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it("shows the unread count, reads a message (marking it read) and deletes it", async () => {
    context = await adminContext(browser, viewport === PHONE ? "phone" : "desktop", ownSender());
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(adminUrl("/admin/pesan"));
    const subjek = `Dengan JavaScript ${label}`;
    const item = page.locator(".pesan-item", { hasText: subjek });
    await item.waitFor();
    await openNav(page, viewport);
    await badge(page).waitFor();
    const before = Number(await badge(page).textContent());
    expect(before).toBeGreaterThanOrEqual(1);
    if (viewport === PHONE) await page.keyboard.press("Escape");
    expect(await item.textContent()).toContain("Belum dibaca");
    // The row's tick box is tapped through a fingertip-sized label (the box alone is 20 px).
    const tapArea = await item.getByRole("checkbox").evaluate((box) => {
      const { width, height } = (box.closest("label") ?? box).getBoundingClientRect();
      return { width, height };
    });
    expect(tapArea.width).toBeGreaterThanOrEqual(44);
    expect(tapArea.height).toBeGreaterThanOrEqual(44);
    expect(await noSideways(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await item.getByRole("button", { name: `Baca: ${subjek}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    // Plain text, as typed: the tags are shown, never rendered.
    expect(await dialog.textContent()).toContain("<b>Terima kasih</b>.");
    const reply = dialog.getByRole("link", { name: "Balas" });
    expect(await reply.getAttribute("href")).toMatch(
      new RegExp(`^mailto:sri@example\\.com\\?subject=${encodeURIComponent(`Re: ${subjek}`)}`),
    );
    await dialog.getByRole("button", { name: "Tandai belum dibaca" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect.poll(async () => (await item.textContent())?.includes("Belum dibaca")).toBe(false);

    await dialog.getByRole("button", { name: "Hapus" }).click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText(`Pesan “${subjek}” akan dihapus.`).waitFor();
    await confirm.getByRole("button", { name: "Hapus" }).click();
    await page.getByText("Pesan berhasil dihapus").waitFor();
    expect(await item.count()).toBe(0);
    await openNav(page, viewport);
    await expect
      .poll(async () => ((await badge(page).count()) === 0 ? 0 : Number(await badge(page).textContent())))
      .toBe(before - 1);
    expect(errors).toEqual([]);
  });
});

/** Messages sent as the hydrated form sends them, from a visitor's page (same origin). */
async function sendMessages(subjects: string[]) {
  const context = await openContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(publicUrl("/"));
  await waitForApp(page);
  const statuses = await page.evaluate(async (all) => {
    const answers: number[] = [];
    for (const subjek of all) {
      const response = await fetch("/kontak", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ nama: "Pak RT", email: "rt@example.com", subjek, pesan: "Mohon dicek." }),
      });
      answers.push(response.status);
    }
    return answers;
  }, subjects);
  await context.close();
  expect(statuses).toEqual(subjects.map(() => 201));
}

describe.each(VIEWPORTS)("'Pesan Masuk' bulk actions and stars at %s", (label, viewport) => {
  it("ticks messages, marks them read, stars one, and deletes the ticked ones after asking", async () => {
    const [a, b, c] = ["A", "B", "C"].map((letter) => `Massal ${letter} ${label}`) as [
      string,
      string,
      string,
    ];
    await sendMessages([a, b, c]);
    const context = await adminContext(browser, viewport === PHONE ? "phone" : "desktop", ownSender());
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(adminUrl("/admin/pesan"));
    const item = (subjek: string) => page.locator(".pesan-item", { hasText: subjek });
    await item(c).waitFor();
    await page.getByText("Pesan yang sudah dibaca dihapus otomatis 180 hari setelah diterima").waitFor();

    // 'Pilih semua' ticks every shown message, and unticks them.
    await page.getByLabel("Pilih semua").check();
    expect(await page.getByLabel(`Pilih pesan: ${a}`).isChecked()).toBe(true);
    await page.getByLabel("Pilih semua").uncheck();
    await page.getByText("0 pesan dipilih").waitFor();

    await page.getByLabel(`Pilih pesan: ${a}`).check();
    await page.getByLabel(`Pilih pesan: ${b}`).check();
    await page.getByText("2 pesan dipilih").waitFor();
    await page.locator(".pesan-bulk").getByRole("button", { name: "Tandai sudah dibaca" }).click();
    await page.getByText("2 pesan ditandai sudah dibaca").waitFor();
    for (const subjek of [a, b]) {
      await expect.poll(async () => (await item(subjek).textContent())?.includes("Belum dibaca")).toBe(false);
    }
    expect(await item(c).textContent()).toContain("Belum dibaca");

    const starC = page.getByRole("button", { name: `Beri bintang: ${c}` });
    await starC.click();
    await expect.poll(() => starC.getAttribute("aria-pressed")).toBe("true");
    expect(await noSideways(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await item(c).waitFor();
    expect(await page.getByRole("button", { name: `Beri bintang: ${c}` }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    await page.getByLabel(`Pilih pesan: ${a}`).check();
    await page.getByLabel(`Pilih pesan: ${b}`).check();
    await page.locator(".pesan-bulk").getByRole("button", { name: "Hapus" }).click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText("2 pesan yang dipilih akan dihapus.").waitFor();
    await confirm.getByRole("button", { name: "Hapus" }).click();
    await page.getByText("2 pesan berhasil dihapus").waitFor();
    expect(await item(a).count()).toBe(0);
    expect(await item(b).count()).toBe(0);
    expect(await item(c).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
