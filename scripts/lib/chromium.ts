/**
 * Debian's Chromium, as the browser tests, the sample-image scripts and the benchmark start
 * it. Playwright's own browser download does not work here.
 */
import { type Browser, type BrowserServer, chromium } from "playwright-core";

/** The whole browser: the benchmark (Lighthouse), the sample images, the install test. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium build (package `chromium-headless-shell`, the
 * shell Playwright itself runs for headless tests): the same Blink and V8 without the browser's
 * own layer, so a new tab costs a fraction of the CPU. The browser tests run in it
 * (docs/decisions/020). It lacks what lives in that layer, such as the install checks.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

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

/** The headless shell listening for `chromium.connect`: one browser that the test files share. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
}
