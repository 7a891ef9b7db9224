import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import {
  adminUrl,
  collectPageErrors,
  fetchLocal,
  PHONE,
  publicUrl,
  signInOnPage,
  waitForApp,
} from "./browser";

/** What `Page.getAppManifest` answers (the part read here). */
interface AppManifest {
  url: string;
  errors: { message: string; critical: number }[];
  data: string;
  manifest?: { name?: string; themeColor?: string; backgroundColor?: string; display?: string };
}

/**
 * A browser with a profile on disk, as a phone's is: Chromium refuses to install anything from
 * an incognito profile ('in-incognito'), which every Playwright `newContext` is. The whole
 * browser, not the other files' headless shell: the shell has no install checks and answers an
 * empty list of installability errors for any page, so there this test could not fail.
 */
let profile: string;
let context: BrowserContext;
beforeAll(async () => {
  profile = await mkdtemp(path.join(tmpdir(), "padukuhan-manifest-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
});
afterAll(async () => {
  await context?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

describe("installing the public site on a phone ('Tambahkan ke layar utama')", () => {
  it("Chromium reads the village's manifest, with its name and colours, and finds nothing in the way", async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(publicUrl("/"));
    await waitForApp(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest", {})) as AppManifest;
    expect(manifest.url).toBe(publicUrl("/manifest.webmanifest"));
    expect(manifest.errors).toEqual([]);
    // The sample village (npm start loads it), as Chromium parsed it.
    expect(manifest.manifest).toMatchObject({
      name: "Padukuhan Karangrejo",
      display: "kStandalone",
      themeColor: "rgba(46,107,63,1)",
      backgroundColor: "rgba(246,242,231,1)",
    });
    expect(JSON.parse(manifest.data)).toMatchObject({ short_name: "Karangrejo", lang: "id" });
    // No error at all: Chromium downloaded an icon it accepts, and the page, on *.localhost, counts
    // as a secure origin. Current Chromium no longer asks for a service worker to install.
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    // The browser bar takes the village's colour from the page itself.
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe("#2e6b3f");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the admin app offers nothing to install", async () => {
    const page = await context.newPage();
    await page.goto(adminUrl("/login"));
    await page.getByRole("button", { name: "Masuk" }).waitFor();
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest", {})) as AppManifest;
    expect(manifest.url).toBe("");
    expect(manifest.data).toBe("");
    expect((await fetchLocal(adminUrl("/manifest.webmanifest"))).status).toBe(404);
    await page.close();
  });

  it("a logo uploaded in 'Pengaturan Situs' becomes the home-screen icon, drawn by the admin's browser", async () => {
    const admin = await context.newPage();
    const errors = collectPageErrors(admin);
    await signInOnPage(admin);
    const identity = await openIdentity(admin);
    // A wide picture: the icon must show it whole, on white, not cropped.
    await identity.getByLabel("Logo (opsional)", { exact: true }).setInputFiles(WIDE_LOGO);
    await identity.getByText(/^Gambar baru: /).waitFor();
    try {
      await saveIdentity(identity);
      const manifest = (await (await fetchLocal(publicUrl("/manifest.webmanifest"))).json()) as {
        icons: { src: string; sizes: string; purpose: string }[];
      };
      const sources = manifest.icons.map((icon) => icon.src);
      expect(sources).toHaveLength(4);
      for (const icon of manifest.icons) {
        expect(icon.src).toMatch(/^\/img\/uploads\/[A-Za-z0-9]+\/icon-(192|512)\.png$/);
        const response = await fetchLocal(publicUrl(icon.src));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/png");
        const png = Buffer.from(await response.arrayBuffer());
        const size = Number(icon.sizes.split("x")[0]);
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
        // The corner is the white square the logo lies on, never transparent (iOS would blacken it).
        expect(topLeftPixel(png)).toEqual([255, 255, 255, 255]);
      }
      const page = await context.newPage();
      await page.goto(publicUrl("/"));
      await waitForApp(page);
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
      const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
      expect(touchIcon).toBe(sources[0]);
      await page.close();
    } finally {
      // The other browser tests know the sample village without a logo.
      const again = await openIdentity(admin);
      await again.getByRole("button", { name: "Hapus logo" }).click();
      await saveIdentity(again);
    }
    const restored = (await (await fetchLocal(publicUrl("/manifest.webmanifest"))).json()) as {
      icons: { src: string }[];
    };
    expect(restored.icons[0]?.src).toBe("/icons/icon-192.png");
    expect(errors).toEqual([]);
    await admin.close();
  });
});

const WIDE_LOGO = path.resolve(import.meta.dirname, "../shared/content/images/galeri-balai/original.jpg");

async function openIdentity(page: Page) {
  await page.goto(adminUrl("/admin/pengaturan"));
  await page.getByRole("heading", { level: 1, name: "Pengaturan Situs" }).waitFor();
  return page.getByRole("region", { name: "Identitas Padukuhan" });
}

async function saveIdentity(identity: Locator) {
  await identity.getByRole("button", { name: "Simpan Perubahan" }).click();
  await identity.getByRole("status").filter({ hasText: "Identitas Padukuhan berhasil disimpan" }).waitFor();
}

/**
 * The top-left pixel of an 8-bit RGB or RGBA PNG as [r, g, b, a]. Row 0's first pixel is stored
 * as it is under every filter (its neighbours count as zero), so no unfiltering is needed.
 */
function topLeftPixel(png: Buffer): number[] {
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(chunks));
  const rgba = png[25] === 6;
  return [rows[1] ?? -1, rows[2] ?? -1, rows[3] ?? -1, rgba ? (rows[4] ?? -1) : 255];
}
