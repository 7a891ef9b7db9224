import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from "playwright-core";
import { inject } from "vitest";

/** Debian's Chromium; Playwright's own browser download does not work here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const publicUrl = (path = "/") => `${inject("publicOrigin")}${path}`;
export const adminUrl = (path = "/") => `${inject("adminOrigin")}${path}`;

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
export const DESKTOP = { width: 1280, height: 800 } as const;

export function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    ...options,
  });
}

export function desktopContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ viewport: DESKTOP, ...options });
}

/** Fails the test with the page's own words when the page logs an error or throws. */
export function collectPageErrors(page: import("playwright-core").Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // A signed-out session check answers 401 by design; Chromium logs every 4xx it fetches.
    if (message.location().url.endsWith("/api/auth/session")) return;
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Records where the page tries to go (for `mailto:` and other links that would leave the
 * browser) and stops it there, through Chromium's Navigation API.
 */
export async function trapNavigations(
  page: import("playwright-core").Page,
): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __navigations: string[] }).__navigations = seen;
    const navigation = (window as unknown as { navigation: EventTarget }).navigation;
    navigation.addEventListener("navigate", (event) => {
      const navigate = event as Event & { destination: { url: string } };
      seen.push(navigate.destination.url);
      navigate.preventDefault();
    });
  });
  return () => page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);
}
