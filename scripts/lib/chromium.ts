/**
 * Debian's Chromium, as the browser tests, the sample-image scripts and the benchmark start
 * it. Playwright's own browser download does not work here.
 */
import { type Browser, type BrowserServer, chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** No background services: a closed network refuses their connections, many at a time. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Chromium listening for `chromium.connect`: one browser that several test files share. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
