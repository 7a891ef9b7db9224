import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import { adminUrl, collectPageErrors, fetchLocal, PHONE, publicUrl, waitForApp } from "./browser";

/** What `Page.getAppManifest` answers (the part read here). */
interface AppManifest {
  url: string;
  errors: { message: string; critical: number }[];
  data: string;
  manifest?: { name?: string; themeColor?: string; backgroundColor?: string; display?: string };
}

/**
 * A browser with a profile on disk, as a phone's is: Chromium refuses to install anything from
 * an incognito profile ('in-incognito'), which every Playwright `newContext` is.
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
});
