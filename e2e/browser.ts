import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { inject } from "vitest";

/** Debian's Chromium; Playwright's own browser download does not work here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const port = () => inject("port");
export const publicUrl = (path = "/") => `http://localhost:${port()}${path}`;
export const adminUrl = (path = "/") => `http://admin.localhost:${port()}${path}`;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** A cheap Android phone's screen, the size most visitors see. */
export const PHONE = { width: 360, height: 740 } as const;

export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}
