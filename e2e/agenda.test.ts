import type { Agenda } from "@padukuhan/shared/agenda";
import { wibInput } from "@padukuhan/shared/wib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminContext,
  adminUrl,
  collectPageErrors,
  controlledClock,
  desktopContext,
  fetchLocal,
  publicUrl,
  sharedBrowser,
  type Viewport,
  waitForApp,
} from "./browser";

const PREFIX = "Uji E2E";
const RUN = Date.now().toString(36);
const HOUR = 3_600_000;

const browser = sharedBrowser();

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each<Viewport>(["desktop", "phone"])("'Agenda Kegiatan' (%s)", (viewport) => {
  it("an admin adds an event: the home page, /agenda and its own page show it, with its calendar file", async () => {
    const context = await adminContext(browser, viewport);
    const clock = await controlledClock(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(adminUrl("/admin/agenda"));
    await page.getByRole("heading", { name: "Kelola Agenda", level: 1 }).waitFor();
    await page.waitForFunction(() => !document.body.textContent?.includes("Memuat data"));
    await expectNoSideScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Tomorrow: sooner than every sample event, so among the next three on the home page.
    const judul = `${PREFIX} agenda ${RUN} ${viewport}`;
    const start = Date.now() + 20 * HOUR;
    await page.getByRole("button", { name: "Tambah Agenda" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Agenda" });
    await dialog.waitFor();
    await expectNoSideScroll(page);
    await dialog.getByLabel("Judul agenda").fill(judul);
    await dialog.getByLabel("Mulai (WIB)").fill(wibInput(new Date(start)));
    await dialog.getByLabel("Selesai (WIB)").fill(wibInput(new Date(start + 2 * HOUR)));
    await dialog.getByLabel("Lokasi").fill("Balai Padukuhan");
    await dialog.getByLabel("Deskripsi").fill("Rapat warga membahas kerja bakti.");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const created = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/agenda") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Tambah Agenda" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const record = (await response.json()) as Agenda;
    await page.getByText("Agenda berhasil ditambahkan").waitFor();
    await dialog.waitFor({ state: "detached" });
    // The banner clears itself after 3 s (within 6 s, as before the clock was controlled).
    await clock.skip(3000);
    await page.getByText("Agenda berhasil ditambahkan").waitFor({ state: "detached", timeout: 3000 });
    await page.getByRole("button", { name: `Ubah ${judul}` }).waitFor();

    const visitor = await context.newPage();
    const visitorErrors = collectPageErrors(visitor);
    await visitor.goto(publicUrl("/"));
    await waitForApp(visitor);
    const upcoming = visitor.locator("section", {
      has: visitor.getByRole("heading", { name: "Agenda Mendatang", level: 2 }),
    });
    await upcoming.getByRole("link", { name: judul }).waitFor();
    expect(await upcoming.locator(".agenda-item").count()).toBeLessThanOrEqual(3);

    await visitor.goto(publicUrl("/agenda"));
    await waitForApp(visitor);
    await visitor.getByRole("heading", { name: "Agenda Kegiatan", level: 1 }).waitFor();
    await visitor.getByRole("link", { name: "Arsip Agenda" }).waitFor();
    await expectNoSideScroll(visitor);
    expect(await seriousAxeViolations(visitor)).toEqual([]);

    // In-app navigation to the event's page.
    await visitor.getByRole("link", { name: judul }).click();
    await visitor.getByRole("heading", { name: judul, level: 1 }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe(`/agenda/${record.id}`);
    await visitor.getByText("Balai Padukuhan").first().waitFor();
    await visitor.getByText(/WIB$/).first().waitFor();
    const calendar = visitor.getByRole("link", { name: "Tambahkan ke Kalender" });
    expect(await calendar.getAttribute("href")).toBe(`/api/agenda/${record.id}/kalender.ics`);
    // Its Event for search engines is in the page as the server sends it (worker/src/pages/json-ld.ts).
    const served = await (await fetchLocal(publicUrl(`/agenda/${record.id}`))).text();
    const blocks = [...served.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? "{}") as Record<string, unknown>,
    );
    expect(blocks).toContainEqual(expect.objectContaining({ "@type": "Event", name: judul }));
    await expectNoSideScroll(visitor);
    expect(await seriousAxeViolations(visitor)).toEqual([]);

    const ics = await fetchLocal(publicUrl(`/api/agenda/${record.id}/kalender.ics`));
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await ics.text()).toContain(`SUMMARY:${judul}`);

    // Clean up through the screen, as an admin would.
    await page.getByRole("button", { name: `Hapus ${judul}` }).click();
    const confirm = page.getByRole("dialog", { name: "Hapus agenda?" });
    await confirm.getByRole("button", { name: "Hapus", exact: true }).click();
    await page.getByText("Agenda berhasil dihapus").waitFor();
    await visitor.goto(publicUrl(`/agenda/${record.id}`));
    await visitor.getByRole("heading", { name: "Agenda tidak ditemukan" }).waitFor();

    expect(errors).toEqual([]);
    expect(visitorErrors.filter((error) => !/404/.test(error))).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("the 'Agenda' menu entry", () => {
  it.each([896, 1280])(
    "fits the top bar on one row at %i px, beside the name and the other entries",
    async (width) => {
      const context = await desktopContext(browser, { viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(publicUrl("/"));
      await waitForApp(page);
      const boxes = await page.$$eval(".main-nav a, .brand", (nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return { text: node.textContent?.trim() ?? "", top: box.top, right: box.right, height: box.height };
        }),
      );
      expect(boxes.map((box) => box.text)).toContain("Agenda");
      for (const box of boxes) expect(box.right, box.text).toBeLessThanOrEqual(width);
      const links = boxes.filter((box) => box.text !== "" && box.height > 0).slice(1);
      const tops = new Set(links.map((box) => Math.round(box.top)));
      expect(tops.size, JSON.stringify(links)).toBeLessThanOrEqual(2);
      await expectNoSideScroll(page);
      await context.close();
    },
  );
});
