/**
 * Gallery videos end to end: an admin adds a YouTube link, the dev server fetches the thumbnail
 * from a server this test runs (global-setup.ts points YOUTUBE_THUMBNAIL_ORIGIN at it), and a
 * visitor sees the stored thumbnail with a play mark. Nothing reaches YouTube: every request
 * to a YouTube host is recorded and aborted, and none is made before 'Putar video' is pressed.
 */
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { type Galeri, galeriMessages } from "@padukuhan/shared/galeri";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminContext,
  adminUrl,
  desktopContext,
  phoneContext,
  publicUrl,
  sharedBrowser,
  waitForApp,
} from "./browser";

const VIDEO_ID = "dQw4w9WgXcQ";
const RUN = Date.now().toString(36);

const browser = sharedBrowser();
let thumbnails: Server;
/** The paths the thumbnail server was asked for. */
const thumbnailRequests: string[] = [];

beforeAll(async () => {
  const jpeg = await readFile(
    path.join(import.meta.dirname, "../shared/content/images/produk-jahe-merah/original.jpg"),
  );
  thumbnails = createServer((request, response) => {
    thumbnailRequests.push(request.url ?? "");
    if (/^\/vi\/[\w-]{11}\/hqdefault\.jpg$/.test(request.url ?? "")) {
      response.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length });
      response.end(jpeg);
    } else {
      response.writeHead(404).end();
    }
  });
  const { port, hostname } = new URL(inject("thumbnailOrigin"));
  await new Promise<void>((resolve) => thumbnails.listen(Number(port), hostname, resolve));
});

afterAll(async () => {
  await new Promise((resolve) => thumbnails?.close(resolve));
});

const isYoutube = (url: string) =>
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|ggpht\.com)$/.test(new URL(url).hostname);

/** Aborts and records every request the context makes to a YouTube host. */
async function blockYoutube(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    (url) => isYoutube(url.href),
    async (route) => {
      seen.push(route.request().url());
      await route.abort("blockedbyclient");
    },
  );
  return seen;
}

async function addVideo(page: Page, judul: string) {
  await page.goto(adminUrl("/admin/galeri?tambah=1"));
  const dialog = page.getByRole("dialog", { name: "Tambah Foto Galeri" });
  await dialog.waitFor();
  await dialog.getByLabel("Judul foto").fill(judul);
  await dialog.getByLabel("Jenis").selectOption("video");
  // No photo is asked for once it is a video; a link that only looks like YouTube is refused.
  expect(await dialog.locator('input[type="file"]').count()).toBe(0);
  const link = dialog.getByLabel("Link video YouTube");
  await link.fill(`https://youtube.com.evil.example/watch?v=${VIDEO_ID}`);
  await dialog.getByRole("button", { name: "Tambah Video" }).click();
  await dialog.getByText(galeriMessages.videoLinkInvalid).waitFor();
  await link.fill(`https://youtu.be/${VIDEO_ID}?si=dibagikan`);
  await dialog.getByRole("button", { name: "Tambah Video" }).click();
  await page.getByText("Foto galeri berhasil ditambahkan").waitFor();
  await page.waitForURL(adminUrl("/admin/galeri"));
  // The list marks it as a video.
  const row = page.getByRole("row").filter({ hasText: judul });
  if ((await row.count()) > 0) expect(await row.first().textContent()).toContain("Video");
  else expect(await page.locator("li").filter({ hasText: judul }).first().textContent()).toContain("Video");
}

describe.each([
  ["phone (360 px)", phoneContext],
  ["desktop", desktopContext],
] as const)("a gallery video on %s", (_, openContext) => {
  it("is added from a link, shown as its stored thumbnail with a play mark, and plays only once asked", {
    timeout: 180_000,
  }, async () => {
    const context = await adminContext(browser, openContext === phoneContext ? "phone" : "desktop");
    const youtube = await blockYoutube(context);
    const admin = await context.newPage();
    const judul = `Video kirab budaya ${RUN} ${openContext === phoneContext ? "hp" : "desktop"}`;
    const thumbnailsBefore = thumbnailRequests.length;
    await addVideo(admin, judul);
    expect(thumbnailRequests.slice(thumbnailsBefore)).toEqual([`/vi/${VIDEO_ID}/hqdefault.jpg`]);
    const visitor = await context.newPage();
    await visitor.goto(publicUrl("/galeri"));
    await waitForApp(visitor);
    const list = await visitor.evaluate(
      () => fetch("/api/galeri?limit=50").then((response) => response.json()) as Promise<{ data: Galeri[] }>,
    );
    const record = list.data.find((item) => item.judul === judul);
    expect(record?.videoId).toBe(VIDEO_ID);

    const tile = visitor.getByRole("button", { name: `Putar video: ${judul}` });
    await tile.waitFor();
    // Our own copy of the thumbnail, and the play mark over it.
    expect(await tile.locator("img").getAttribute("src")).toMatch(/^\/img\/uploads\/[A-Za-z0-9]+\.jpg$/);
    expect(await tile.locator("svg.galeri-play").isVisible()).toBe(true);
    expect(await seriousAxeViolations(visitor)).toEqual([]);

    await tile.click();
    const dialog = visitor.getByRole("dialog", { name: judul });
    await dialog.waitFor();
    const play = dialog.getByRole("button", { name: "Putar video" });
    await play.waitFor();
    expect(await dialog.locator("iframe").count()).toBe(0);
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    // Looking costs the visitor nothing from YouTube.
    expect(youtube).toEqual([]);

    await play.click();
    const player = dialog.locator("iframe");
    await player.waitFor();
    expect(await player.getAttribute("src")).toBe(
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`,
    );
    expect(await player.getAttribute("title")).toBe(`Video: ${judul}`);
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
    expect(youtube.every((url) => new URL(url).hostname === "www.youtube-nocookie.com")).toBe(true);
    const box = await player.boundingBox();
    const viewport = visitor.viewportSize();
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    expect(await seriousAxeViolations(visitor)).toEqual([]);

    // Removed again through the admin API, as the admin's page would.
    const removed = await admin.evaluate(
      (url) => fetch(url, { method: "DELETE" }).then((response) => response.status),
      `/api/admin/galeri/${record?.id}`,
    );
    expect(removed).toBe(200);
    await context.close();
  });
});
