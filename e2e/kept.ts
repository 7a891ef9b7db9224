/**
 * What a page with the service worker allowed has kept for offline use (decision 018): waits
 * for the worker to keep a page and the files it loaded. For the offline journeys
 * (offline.test.ts, layar.test.ts).
 */
import type { Page } from "playwright-core";
import { publicUrl, waitForApp } from "./browser";

/**
 * Asks the page `check` until it answers true. Not `waitForFunction`: these checks read the
 * Cache API, and a promise is not an answer there (it would count as true at once).
 */
export async function until<Arg>(page: Page, what: string, check: (arg: Arg) => Promise<boolean>, arg: Arg) {
  const deadline = Date.now() + 20_000;
  // Plain data goes in (URLs, paths), so the page receives `arg` as it is.
  const inPage = check as (arg: unknown) => Promise<boolean>;
  while (!(await page.evaluate(inPage, arg as unknown))) {
    if (Date.now() > deadline) throw new Error(`still not so after 20 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the service worker controls the page and has kept `path` (the page's own copy). */
export async function waitUntilKept(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await until(
    page,
    `${path} kept`,
    async (wanted) => {
      for (const name of await caches.keys()) {
        if (await (await caches.open(name)).match(new URL(wanted, location.origin).href)) return true;
      }
      return false;
    },
    path,
  );
}

/** Opens `path` as a visitor would and waits until the phone keeps it and the files it loaded. */
export async function visit(page: Page, path: string) {
  await page.goto(publicUrl(path));
  await waitForApp(page);
  await waitUntilKept(page, path);
  await waitUntilFilesKept(page, path);
}

/** Waits until every photo and app file the page has loaded so far is kept. */
export async function waitUntilFilesKept(page: Page, path: string) {
  await until(
    page,
    `the files ${path} loaded kept`,
    async () => {
      const files = performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && /^\/(img|assets)\//.test(url.pathname));
      for (const file of files) if (!(await caches.match(file.href, { ignoreVary: true }))) return false;
      return true;
    },
    null,
  );
}
