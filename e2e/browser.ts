import { request as httpRequest } from "node:http";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
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

/**
 * The site of this file's worker: files run side by side, each worker against a site of its own
 * (e2e/global-setup.ts), so a file's counts and lists hold only its own worker's changes.
 */
function ownSite() {
  const sites = inject("sites");
  const site = sites[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % sites.length];
  if (!site) throw new Error("e2e/global-setup.ts started no site");
  return site;
}
export const publicUrl = (path = "/") => `${ownSite().publicOrigin}${path}`;
export const adminUrl = (path = "/") => `${ownSite().adminOrigin}${path}`;

/**
 * The Chromium all e2e files share (launched once by e2e/global-setup.ts), as this file's own
 * connection: call it once at the top of a test file. It connects before the file's first test
 * and disconnects after its last hook, which closes every context the file left open. The
 * answer stands for the connected browser from then on.
 */
export function sharedBrowser(): Browser {
  let connected: Browser | undefined;
  beforeAll(async () => {
    connected = await chromium.connect(inject("browserEndpoint"));
  });
  // Registered before the file's own hooks, so it runs after their clean-up (hooks unwind).
  afterAll(async () => {
    await connected?.close();
  });
  return new Proxy({} as Browser, {
    get(_, property) {
      if (!connected)
        throw new Error("the shared browser is connected in beforeAll: use it in tests and hooks");
      const value: unknown = Reflect.get(connected, property);
      return typeof value === "function" ? value.bind(connected) : value;
    },
  });
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

export type Viewport = "desktop" | "phone";

/** A fresh context at a phone's or a desktop's size. */
export function viewportContext(
  browser: Browser,
  viewport: Viewport,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return viewport === "phone" ? phoneContext(browser, options) : desktopContext(browser, options);
}

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;
const adminStates = new WeakMap<Browser, Promise<StorageState>>();

/**
 * What one sign-in of the e2e admin through the login form leaves in the browser (the session
 * cookie, the public site's admin hint), made once per browser connection, so once per file.
 * The sign-in itself is tested in e2e/admin-auth.test.ts.
 */
function adminState(browser: Browser): Promise<StorageState> {
  let state = adminStates.get(browser);
  if (!state) {
    state = (async () => {
      const context = await desktopContext(browser);
      try {
        await signInAsAdmin(context);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    adminStates.set(browser, state);
  }
  return state;
}

/**
 * A fresh context already signed in as the e2e admin, with this file's one session (see
 * `adminState`): as after `signInAsAdmin`, without a sign-in and a public home page per test.
 * Not for a test that ends the session (signing out, changing the password): it would end the
 * file's other tests' session too.
 */
export async function adminContext(
  browser: Browser,
  viewport: Viewport = "desktop",
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return viewportContext(browser, viewport, { storageState: await adminState(browser), ...options });
}

/** Opens an admin screen and waits until its list has loaded. */
export async function openAdminScreen(page: Page, path: string, heading: string) {
  await page.goto(adminUrl(path));
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  await page.waitForFunction(() => !document.body.textContent?.includes("Memuat data"));
}

/**
 * A tab on the admin origin for API calls: Node cannot resolve *.localhost names, Chromium
 * can, and the context's session cookie (and the Origin header writes need) come along.
 * The page the test works in stays in front: a tab behind another gets no animation frames,
 * so each click there waited about two seconds for the element to count as stable.
 */
export async function apiPage(context: BrowserContext): Promise<Page> {
  const inFront = context.pages()[0];
  const page = await context.newPage();
  await page.goto(adminUrl("/api/galeri"));
  await inFront?.bringToFront();
  return page;
}

/** A request from `api`'s page (its host, its cookie) and the answer's status and JSON body. */
export function apiCall<T = unknown>(
  api: Page,
  path: string,
  method = "GET",
  json?: unknown,
): Promise<{ status: number; body: T }> {
  return api.evaluate(
    async ({ path, method, json }) => {
      const response = await fetch(path, {
        method,
        cache: "no-store",
        headers: json === undefined ? {} : { "Content-Type": "application/json" },
        body: json === undefined ? null : JSON.stringify(json),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, method, json },
  ) as Promise<{ status: number; body: T }>;
}

/** No sideways scrolling, against the screen too: a phone widens its layout viewport to fit content that overflows. */
export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - Math.min(window.innerWidth, window.screen.width),
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Puts the time of a context (or a tab's context) under the test's control, for the documents
 * it loads from now on: time still flows, and `skip` jumps it ahead, firing every timer due on
 * the way, so a test of a 5-second timer does not wait 5 seconds. Install it before the page
 * loads.
 */
export async function controlledClock(target: Page | BrowserContext) {
  await target.clock.install();
  return { skip: (milliseconds: number) => target.clock.fastForward(milliseconds) };
}

/**
 * Public pages that tests only read (their layout, their markup, axe), each opened once per
 * file at each size and shared by those tests: a context of its own per test cost a page load
 * and the app's start each time. Never for a test that clicks, types or navigates: the next test
 * would find the page changed. Call it at the top of a test file or describe block.
 */
export function sharedPages(browser: Browser) {
  const opened = new Map<string, ReturnType<typeof openPublicPage>>();
  afterAll(async () => {
    // A page that failed to open failed its test already: not a second time here.
    for (const result of await Promise.allSettled(opened.values()))
      if (result.status === "fulfilled") await result.value.page.context().close();
  });
  return (viewport: Viewport, path: string) => {
    const key = `${viewport} ${path}`;
    let page = opened.get(key);
    if (!page) {
      page = viewportContext(browser, viewport).then((context) => openPublicPage(context, path));
      opened.set(key, page);
    }
    return page;
  };
}

/**
 * Opens `path` of the public site in a new tab of `context`, waits until its app has started
 * (`waitForApp`), and collects what the tab logs as errors.
 */
export async function openPublicPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(publicUrl(path));
  await waitForApp(page);
  return { page, errors, status: response?.status() };
}

/** Fails the test with the page's own words when the page logs an error or throws. */
export function collectPageErrors(page: Page): string[] {
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
export async function trapNavigations(page: Page): Promise<() => Promise<string[]>> {
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
 * A slow phone: the islands' scripts (the boot script is inline in the page) wait
 * until `release()`, so the server's HTML is on screen and usable while its islands have not
 * started. Routing also turns the browser's cache off, so each `open` fetches them, and waits,
 * again.
 */
export async function holdingScripts(page: Page) {
  let release = () => {};
  let held = Promise.resolve();
  const islandScript = (url: URL) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js");
  await page.route(islandScript, async (route) => {
    await held;
    await route.continue();
  });
  return {
    async open(path: string) {
      held = new Promise((resolve) => {
        release = resolve;
      });
      await page.goto(publicUrl(path), { waitUntil: "commit" });
    },
    release: () => release(),
  };
}

/**
 * Waits until the public app has taken over the server's HTML. It starts only after the first
 * screen (public-app/src/boot.ts), so a click before this would reach plain HTML. On a page
 * whose islands all wait to be seen (`html[data-islands-wait]`), the boot script is all there
 * is until then: `waitForIsland` brings one in.
 */
export async function waitForApp(page: Page, { reloaded = false } = {}) {
  try {
    await page.waitForSelector("html[data-hydrated], html[data-islands-wait]", { state: "attached" });
  } catch (error) {
    // A page that never starts says how far it got: which islands hydrated, which of its
    // scripts never arrived, whether the tab was in the background.
    const state = await page.evaluate(startState).catch(() => undefined);
    // Once in about ten runs of the suite, with two files at a time, one of the local dev
    // server's script answers never came (CI, November 2026). That is the test server's
    // stall, not the page's: load the page once more, loudly. A page whose scripts all arrived
    // and still did not start fails at once, as does a second stall.
    if (!reloaded && state && state.scriptsMissing.length > 0) {
      console.warn(
        `waitForApp: ${page.url()} never received ${state.scriptsMissing.join(", ")}; loading it again`,
      );
      await page.reload();
      return waitForApp(page, { reloaded: true });
    }
    throw new Error(
      `${(error as Error).message}\n${page.url()} as it stands: ${JSON.stringify(state ?? "the page is gone")}`,
    );
  }
}

/** What the boot script (public-app/src/boot.ts) and the islands left on the page. */
function startState() {
  const arrived = new Set(performance.getEntriesByType("resource").map((entry) => entry.name));
  const entry = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry;
  const scripts = Array.from(
    document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"),
    (link) => link.href,
  ).concat(entry ? [new URL(entry, location.href).href] : []);
  return {
    readyState: document.readyState,
    visibility: document.visibilityState,
    bootRan: document.documentElement.dataset.js !== undefined,
    islands: Array.from(
      document.querySelectorAll<HTMLElement>("[data-island]"),
      (island) =>
        `${island.dataset.island} (${island.dataset.when ?? "load"}): ${island.dataset.hydrated === undefined ? "not hydrated" : "hydrated"}`,
    ),
    scriptsAsked: scripts.length,
    scriptsMissing: scripts.filter((href) => !arrived.has(href)),
  };
}

/** Words meant for screen readers alone (`.visually-hidden`) that take room on the screen. */
export function seenHiddenWords(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll(".visually-hidden"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 || box.height > 1;
      })
      .map((element) => element.textContent ?? ""),
  );
}

/** The ring the keyboard's focus draws around the focused element: its style and width. */
export function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
}

/**
 * Waits until the page's first island `name` (public-app/src/islands/registry.ts) works,
 * scrolling it into view first: islands below the first screen hydrate only once seen (or when
 * the browser is idle), and a click before that would reach plain HTML.
 */
export async function waitForIsland(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.locator(":scope > *").first().scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor({ state: "attached" });
}

/**
 * Signs in through the login form as the e2e admin (e2e/admin-account.ts), as a person does;
 * the app then goes to the public home. Returns that tab.
 */
export async function signInAsAdmin(context: BrowserContext): Promise<Page> {
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
  page: Page,
  origins: Origins = { admin: adminUrl(""), public: publicUrl("") },
): Promise<void> {
  await page.goto(`${origins.admin}/login`);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.waitForURL(`${origins.public}/`);
}
