/**
 * 'Layar Balai' (issue 31) on a 1920×1080 television: the slides follow the office's choices, an
 * agenda item of today is marked, the QR code of a news slide opens that news,
 * an edit reaches the screen within one check, a dead network leaves it cycling with 'luring',
 * and quiet hours darken it. The clock is the test's (controlledClock), so minutes pass at once.
 */
import jsQR from "jsqr";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminContext,
  adminUrl,
  apiPage,
  collectPageErrors,
  controlledClock,
  publicUrl,
  sharedBrowser,
} from "./browser";
import { visit, waitUntilFilesKept } from "./kept";

const browser = sharedBrowser();
const TV = { width: 1920, height: 1080 } as const;
const WIB = 7 * 3_600_000;

let office: BrowserContext;
let api: Page;
let savedLayar: unknown;
let eventId = "";
let announcementId = "";
const ANNOUNCEMENT = "Pelayanan KTP keliling di balai hari Sabtu pukul 09.00";

/** 'YYYY-MM-DDTHH:MM' on the WIB clock, as the admin's forms take times. */
const wibInput = (time: number) => new Date(time + WIB).toISOString().slice(0, 16);
/** 'HH:MM' on the WIB clock. */
const wibClock = (time: number) => new Date(time + WIB).toISOString().slice(11, 16);

/** Saves the display's settings as the admin's 'Pengaturan Situs' does. */
async function saveLayar(value: Record<string, unknown>) {
  const status = await api.evaluate(async (json) => {
    const form = new FormData();
    form.append("value", json);
    return (await fetch("/api/admin/pengaturan/layar", { method: "PUT", body: form })).status;
  }, JSON.stringify(value));
  expect(status).toBe(200);
}

const CHOICES = {
  blok: ["pengumuman", "agenda", "artikel", "identitas"],
  detik: 5,
  teksBerjalan: "Kerja bakti membersihkan saluran hari Minggu pukul 07.00",
  jamTenang: { aktif: false, mulai: "22:00", selesai: "05:30" },
};

beforeAll(async () => {
  office = await adminContext(browser);
  api = await apiPage(office);
  savedLayar = await api.evaluate(
    async () =>
      (
        (await (await fetch("/api/admin/pengaturan", { cache: "no-store" })).json()) as Record<
          string,
          { value: unknown }
        >
      ).layar?.value,
  );
  // An event running now: today's, marked 'Hari ini' and shown first.
  const now = Date.now();
  eventId = await api.evaluate(
    async (fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch("/api/admin/agenda", { method: "POST", body: form });
      return ((await response.json()) as { id: string }).id;
    },
    {
      judul: "Posyandu Balita di Balai",
      mulai: wibInput(now - 30 * 60_000),
      selesai: wibInput(now + 3 * 3_600_000),
      lokasi: "Balai Padukuhan",
      deskripsi: "Penimbangan dan imunisasi balita.",
    },
  );
  expect(eventId).toBeTruthy();
  // The announcement in force, the first slide.
  announcementId = await api.evaluate(
    async (fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch("/api/admin/pengumuman", { method: "POST", body: form });
      return ((await response.json()) as { id: string }).id;
    },
    {
      text: ANNOUNCEMENT,
      link: "",
      mulai: wibInput(now - 3_600_000),
      selesai: wibInput(now + 6 * 3_600_000),
    },
  );
  expect(announcementId).toBeTruthy();
  await saveLayar(CHOICES);
});

afterAll(async () => {
  await api.evaluate(
    async (paths) => {
      for (const path of paths) await fetch(path, { method: "DELETE" });
    },
    [`/api/admin/agenda/${eventId}`, `/api/admin/pengumuman/${announcementId}`],
  );
  if (savedLayar) await saveLayar(savedLayar as Record<string, unknown>);
  await office.close();
});

/** A television's tab on `/layar`, its clock under the test's control. */
async function openScreen(context: BrowserContext) {
  const page = await context.newPage();
  const clock = await controlledClock(page);
  const errors = collectPageErrors(page);
  // What could not be fetched, by path: offline, only the minute's check of the page itself.
  const failed = new Set<string>();
  page.on("requestfailed", (request) => failed.add(new URL(request.url()).pathname));
  await page.goto(publicUrl("/layar"));
  await page.locator('[data-island="layar"][data-hydrated]').waitFor({ state: "attached" });
  return { page, clock, errors, failed };
}

/** The page's errors besides the browser's note of each request that failed (`failed` says which). */
const realErrors = (errors: string[]) => errors.filter((error) => !error.includes("Failed to load resource"));

const slideKind = (page: Page) => page.locator(".layar").getAttribute("data-slide");

/** Slides on until the screen shows `kind` (within one cycle of seven). */
async function skipTo(page: Page, clock: { skip: (ms: number) => Promise<void> }, kind: string) {
  for (let slide = 0; slide < 7 && (await slideKind(page)) !== kind; slide++) await clock.skip(5_000);
  await page.locator(`.layar[data-slide="${kind}"]`).waitFor();
}

/** The text of the QR code on the screen, read from its pixels as a phone's camera would. */
async function qrText(page: Page): Promise<string | null> {
  const png = await page.locator(".layar-stage .layar-qr").screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

describe("'Layar Balai' at 1920×1080", () => {
  it("cycles the office's choices: the announcement, today's event first, news with a working QR code, the village and its clock", async () => {
    const context = await browser.newContext({ viewport: TV, serviceWorkers: "block" });
    // The headless browser has no screen to keep on: its wake lock is one that counts requests.
    await context.addInitScript(() => {
      const counted = window as { wakeLocks?: number };
      counted.wakeLocks = 0;
      Object.defineProperty(navigator, "wakeLock", {
        value: {
          request: async () => {
            counted.wakeLocks = (counted.wakeLocks ?? 0) + 1;
            return { release: async () => undefined };
          },
        },
      });
    });
    const { page, clock, errors } = await openScreen(context);

    expect(await slideKind(page)).toBe("pengumuman");
    // It asks to keep the screen on.
    expect(await page.evaluate(() => (window as { wakeLocks?: number }).wakeLocks)).toBe(1);
    await page.locator(".layar-stage").getByText(ANNOUNCEMENT).waitFor();
    // Read from 4 metres: text at least about 35 px, titles about 65 px, on a 1080-line screen.
    const sizes = await page.evaluate(() => ({
      text: Number.parseFloat(getComputedStyle(document.querySelector(".layar") as Element).fontSize),
      title: Number.parseFloat(
        getComputedStyle(document.querySelector(".layar-stage h2") as Element).fontSize,
      ),
    }));
    expect(sizes.text).toBeGreaterThanOrEqual(34);
    expect(sizes.title).toBeGreaterThanOrEqual(64);

    await clock.skip(5_000);
    expect(await slideKind(page)).toBe("agenda");
    const first = page.locator(".layar-stage .layar-agenda li").first();
    expect(await first.locator(".layar-badge").innerText()).toBe("Hari ini");
    expect(await first.locator(".layar-agenda-title").innerText()).toBe("Posyandu Balita di Balai");
    await page.getByRole("marquee").getByText(CHOICES.teksBerjalan).waitFor();
    // Nobody sits at it: no cursor, nothing to scroll.
    const screen = await page.evaluate(() => ({
      cursor: getComputedStyle(document.body).cursor,
      wide: document.documentElement.scrollWidth - window.innerWidth,
      tall: document.documentElement.scrollHeight - window.innerHeight,
      clock: document.querySelector(".layar-time")?.textContent ?? "",
    }));
    expect(screen).toMatchObject({ cursor: "none", wide: 0, tall: 0 });
    expect(screen.clock).toMatch(/^\d{2}\.\d{2} WIB$/);

    await clock.skip(5_000);
    await page.locator('.layar[data-slide="artikel"]').waitFor();
    const title = await page.locator(".layar-stage .layar-artikel h2").innerText();
    const link = await qrText(page);
    expect(link).toMatch(new RegExp(`^${publicUrl("/artikel/")}[A-Za-z0-9_-]+$`));
    // The code leads to the article on the screen.
    const reader = await context.newPage();
    await reader.goto(String(link));
    expect(await reader.getByRole("heading", { level: 1 }).innerText()).toBe(title);
    await reader.close();

    // One slide per article (four), then the village with the date, then the cycle again.
    for (let slide = 0; slide < 4; slide++) await clock.skip(5_000);
    await page.locator('.layar[data-slide="identitas"]').waitFor();
    await page.locator(".layar-stage .layar-date").waitFor();
    await clock.skip(5_000);
    await page.locator('.layar[data-slide="pengumuman"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an edit within one check, and keeps cycling offline with 'luring' until the network returns", async () => {
    const context = await browser.newContext({ viewport: TV, serviceWorkers: "block" });
    const { page, clock, errors, failed } = await openScreen(context);
    await page.getByRole("marquee").getByText(CHOICES.teksBerjalan).waitFor();

    // The office changes the running text in 'Pengaturan Situs', and the photos block on.
    const admin = await office.newPage();
    await admin.goto(adminUrl("/admin/pengaturan"));
    const section = admin.getByRole("region", { name: "Layar Balai" });
    await section.getByLabel("Teks berjalan").fill("Malam ini ronda giliran RT 03");
    await section.getByLabel("Foto Terbaru").check();
    await section.getByRole("button", { name: "Simpan Perubahan" }).click();
    await section.getByRole("status").filter({ hasText: "Layar Balai berhasil disimpan" }).waitFor();
    await admin.close();
    await clock.skip(60_000);
    await page.getByRole("marquee").getByText("Malam ini ronda giliran RT 03").waitFor();
    // The photos join the cycle after the news: one slide each.
    await skipTo(page, clock, "galeri");

    await context.setOffline(true);
    await clock.skip(60_000);
    await page.getByRole("status").filter({ hasText: "luring" }).waitFor();
    const before = await page.locator(".layar").getAttribute("data-slide-index");
    await clock.skip(5_000);
    await expect.poll(() => page.locator(".layar").getAttribute("data-slide-index")).not.toBe(before);

    await context.setOffline(false);
    await clock.skip(60_000);
    await page.getByRole("status").filter({ hasText: "luring" }).waitFor({ state: "detached" });
    await saveLayar(CHOICES);
    // Every picture was there: fetched while the network was.
    expect([...failed]).toEqual(["/layar"]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("goes dark in quiet hours and lights up again when they end", async () => {
    const now = Date.now();
    await saveLayar({
      ...CHOICES,
      jamTenang: { aktif: true, mulai: wibClock(now - 3_600_000), selesai: wibClock(now + 3_600_000) },
    });
    const context = await browser.newContext({ viewport: TV, serviceWorkers: "block" });
    const { page, clock, errors } = await openScreen(context);
    await page.locator(".layar-quiet").waitFor();
    expect(await page.locator(".layar-slide").count()).toBe(0);

    // Past the end of the quiet hours: the next minute's tick lights it, the running text moving.
    await clock.skip(3_600_000 + 60_000);
    await page.locator(".layar-stage .layar-slide").waitFor();
    expect(
      await page
        .getByRole("marquee")
        .locator("p")
        .evaluate((line) => line.getAnimations().length),
    ).toBe(1);
    await saveLayar(CHOICES);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("after a power cut opens offline from its kept copy, cycles, and recovers by itself", async () => {
    const context = await browser.newContext({ viewport: TV, serviceWorkers: "allow" });
    const first = await context.newPage();
    await visit(first, "/layar");
    // Every slide's picture too, fetched once the display has started.
    await first.waitForLoadState("networkidle");
    await waitUntilFilesKept(first, "/layar");
    await first.close();

    // The box restarts without a network: its browser opens /layar again.
    await context.setOffline(true);
    const { page, clock, errors, failed } = await openScreen(context);
    await page.getByRole("marquee").getByText(CHOICES.teksBerjalan).waitFor();
    const before = await page.locator(".layar").getAttribute("data-slide-index");
    await clock.skip(5_000);
    await expect.poll(() => page.locator(".layar").getAttribute("data-slide-index")).not.toBe(before);
    await clock.skip(60_000);
    await page.getByRole("status").filter({ hasText: "luring" }).waitFor();

    // A whole cycle offline: every slide, pictures and QR codes included, from the kept copies.
    for (let slide = 0; slide < 7; slide++) await clock.skip(5_000);
    await skipTo(page, clock, "identitas");
    expect([...failed]).toEqual(["/layar"]);

    await context.setOffline(false);
    await clock.skip(60_000);
    await page.getByRole("status").filter({ hasText: "luring" }).waitFor({ state: "detached" });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  // 1,200 clock steps, one browser round trip each: 22 s alone, 43 s beside another file (the
  // browser tests run two at a time), so it gets twice the usual time.
  it("runs a compressed day (1,200 slides, content changes, a check a minute) without errors or growth", {
    timeout: 120_000,
  }, async () => {
    const context = await browser.newContext({ viewport: TV, serviceWorkers: "block" });
    const { page, clock, errors } = await openScreen(context);
    const cdp = await context.newCDPSession(page);
    const measure = async () => {
      await cdp.send("HeapProfiler.collectGarbage");
      const { usedSize } = await cdp.send("Runtime.getHeapUsage");
      const nodes = await page.evaluate(() => document.getElementsByTagName("*").length);
      return { heap: usedSize, nodes };
    };
    /** `count` slides of 5 seconds; the minute's check falls due every twelfth, a change every 120th. */
    const run = async (count: number, from: number) => {
      for (let step = from; step < from + count; step++) {
        if (step % 120 === 60) await saveLayar({ ...CHOICES, teksBerjalan: `Kabar ke-${step}` });
        await clock.skip(5_000);
      }
    };
    await run(120, 0);
    await page.getByRole("marquee").getByText("Kabar ke-60").waitFor();
    const before = await measure();
    // 1,080 slides more: about 150 cycles of seven, nine changes.
    await run(1080, 120);
    await page.getByRole("marquee").getByText("Kabar ke-1140").waitFor();
    const after = await measure();
    console.log(
      `layar, a compressed day: heap ${before.heap} -> ${after.heap} bytes, elements ${before.nodes} -> ${after.nodes}`,
    );
    // A leak of a slide's worth per cycle would pass 1 MB long before the day is over.
    expect(after.heap - before.heap).toBeLessThan(1_000_000);
    expect(Math.abs(after.nodes - before.nodes)).toBeLessThan(60);
    expect(errors).toEqual([]);
    await saveLayar(CHOICES);
    await context.close();
  });

  it("reloads for a new deployment when its cycle starts over, not in the middle of one", async () => {
    const context = await browser.newContext({ viewport: TV, serviceWorkers: "block" });
    const { page, clock, errors } = await openScreen(context);
    // The next check finds the page naming another build's script (Node cannot reach the
    // site's *.localhost name, so the page fetches the real one and the route rewrites it).
    const current = await page.evaluate(async () => (await fetch("/layar", { cache: "no-store" })).text());
    const newBuild = current.replace(/data-entry="[^"]+"/, 'data-entry="/assets/public-NEWBUILD.js"');
    expect(newBuild).not.toBe(current);
    await page.route(publicUrl("/layar"), (route) =>
      route.request().resourceType() === "document"
        ? route.continue()
        : route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: newBuild }),
    );
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await clock.skip(60_000);
    const sameDocument = () =>
      page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
    // Still the same page on the next slide: the cycle (announcement, agenda, four news, the village) goes on.
    await clock.skip(5_000);
    expect(await sameDocument()).toBe(true);
    await page.unroute(publicUrl("/layar"));
    const reloaded = page.waitForEvent("load");
    for (let slide = 0; slide < 8; slide++) {
      if (!(await sameDocument().catch(() => false))) break;
      await clock.skip(5_000).catch(() => undefined);
    }
    await reloaded;
    expect(await sameDocument()).toBe(false);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it.each([
    { width: 1280, height: 720 },
    { width: 1080, height: 1920 },
  ])("fills a $width×$height screen with nothing to scroll", async (viewport) => {
    const context = await browser.newContext({ viewport, serviceWorkers: "block" });
    const { page, clock } = await openScreen(context);
    for (const kind of ["agenda", "artikel"]) {
      await skipTo(page, clock, kind);
      const fits = await page.evaluate(() => {
        const stage = document.querySelector(".layar-stage") as HTMLElement;
        return {
          page:
            document.documentElement.scrollHeight <= innerHeight &&
            document.documentElement.scrollWidth <= innerWidth,
          slide: stage.scrollHeight <= stage.clientHeight + 1 && stage.scrollWidth <= stage.clientWidth + 1,
        };
      });
      expect(fits, kind).toEqual({ page: true, slide: true });
    }
    await context.close();
  });
});
