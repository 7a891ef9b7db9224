import { request as httpRequest } from "node:http";
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { inject } from "vitest";
import { launchChromium } from "../scripts/lib/chromium";
import { ADMIN } from "./admin-account";

/** The part of Chromium's Navigation API used here: TypeScript's DOM types do not have it yet. */
interface NavigateEvent extends Event {
  readonly destination: { readonly url: string };
}
interface Navigation {
  addEventListener(type: "navigate", listener: (event: NavigateEvent) => void): void;
}

declare global {
  interface Window {
    readonly navigation: Navigation;
    /** Where the page tried to go, recorded by `trapNavigations`. */
    __navigations: string[];
  }
}

export const publicUrl = (path = "/") => `${inject("publicOrigin")}${path}`;
export const adminUrl = (path = "/") => `${inject("adminOrigin")}${path}`;

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** A cheap Android phone's screen, the size most visitors see. */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * The public site's service worker answers the page's requests before Playwright's `route`
 * sees them: the tests that stub or break the network run without it. The offline journey
 * (e2e/offline.test.ts) allows it.
 */
const WITHOUT_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: "block" };

export function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    ...WITHOUT_SERVICE_WORKER,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    ...options,
  });
}

/**
 * Context options that make the browser a visitor of its own: a documentation address
 * (RFC 3849) in `CF-Connecting-IP`, which the local Worker keeps as Cloudflare's edge would
 * set it. The contact form counts five messages an hour per address, an IPv6 one by its /64
 * (docs/decisions/013), and every test that sends one would otherwise share 127.0.0.1 and use
 * up each other's five: so the random part lies in the first 64 bits.
 */
export function ownSender(): Pick<BrowserContextOptions, "extraHTTPHeaders"> {
  const part = () => Math.floor(Math.random() * 0x10000).toString(16);
  return { extraHTTPHeaders: { "CF-Connecting-IP": `2001:db8:${part()}:${part()}::1` } };
}

export function desktopContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...WITHOUT_SERVICE_WORKER, viewport: DESKTOP, ...options });
}

/** Fails the test with the page's own words when the page logs an error or throws. */
export function collectPageErrors(page: import("playwright-core").Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => {
    // Chromium skips a cross-document view transition it cannot run (a tab in the background,
    // docs/decisions/015) and reports the skip as the new page's error: the page threw nothing.
    if (error.message.startsWith("Transition was aborted because of invalid state")) return;
    errors.push(`pageerror: ${error.message}`);
  });
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
    window.__navigations = seen;
    window.navigation.addEventListener("navigate", (event) => {
      seen.push(event.destination.url);
      event.preventDefault();
    });
  });
  return () => page.evaluate(() => window.__navigations);
}

/**
 * `fetch` for the test's own hosts from Node. Chromium resolves `*.localhost` to loopback, but
 * Node does not, and Node's fetch will not send another `Host`; so this goes to 127.0.0.1 with
 * the page's host in the header. Redirects are returned, not followed.
 */
export function fetchLocal(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const target = new URL(url);
  return new Promise<Response>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.pathname + target.search,
        method: init.method ?? "GET",
        headers: { ...init.headers, Host: target.host },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
          }
          const status = incoming.statusCode ?? 500;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * Waits until the public app has taken over the server's HTML. It starts only after the first
 * screen (public-app/src/boot.ts), so a click before this would reach plain HTML.
 */
export async function waitForApp(page: import("playwright-core").Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * Waits until the page's first island `name` (public-app/src/islands/registry.ts) works,
 * scrolling it into view first: islands below the first screen hydrate only once seen (or when
 * the browser is idle), and a click before that would reach plain HTML.
 */
export async function waitForIsland(page: import("playwright-core").Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.locator(":scope > *").first().scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor({ state: "attached" });
}

/**
 * Signs in through the login form as the e2e admin (e2e/admin-account.ts), as a person does;
 * the app then goes to the public home. Returns that tab.
 */
export async function signInAsAdmin(context: BrowserContext): Promise<import("playwright-core").Page> {
  const page = await context.newPage();
  await signInOnPage(page);
  return page;
}

/** Where a test's server answers: the shared one, or one a test started for itself. */
export interface Origins {
  admin: string;
  public: string;
}

/** Signs the e2e admin in on `page` through the login form, and waits for the public home it lands on. */
export async function signInOnPage(
  page: import("playwright-core").Page,
  origins: Origins = { admin: adminUrl(""), public: publicUrl("") },
): Promise<void> {
  await page.goto(`${origins.admin}/login`);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.waitForURL(`${origins.public}/`);
}
