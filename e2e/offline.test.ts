import { sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminUrl,
  collectPageErrors,
  desktopContext,
  fetchLocal,
  phoneContext,
  publicUrl,
  sharedBrowser,
  signInAsAdmin,
  waitForApp,
} from "./browser";
import { until, visit, waitUntilKept } from "./kept";

// Issue #22: pages and photos a visitor has seen stay readable on a bad signal.

const browser = sharedBrowser();

const NOTICE = "Anda sedang offline. Halaman ini adalah salinan yang tersimpan";

/** A phone with the service worker allowed (the other tests block it: e2e/browser.ts). */
const phoneWithWorker = () => phoneContext(browser, { serviceWorkers: "allow" });

const [artikel, artikelNeverSeen] = sampleArtikel;
const [umkm, umkmNeverSeen] = sampleUmkm;

/** Whether any cache of the page's worker holds `paths` (each one), ignoring `Vary`. */
const keptNow = (page: Page, paths: string[]) =>
  page.evaluate(async (paths) => {
    const found: string[] = [];
    for (const path of paths) {
      if (await caches.match(new URL(path, location.origin).href, { ignoreVary: true })) found.push(path);
    }
    return found;
  }, paths);

/** An article of the journey's own, which the site unpublishes while the phone has it. */
const UNPUBLISHED = {
  judul: `Kabar yang ditarik ${Date.now()}`,
  kategori: "Pendidikan",
  text: "Kabar ini diterbitkan lalu ditarik kembali oleh admin.",
};

/** A form the admin sends from the admin host (its session and Origin go along), with a small JPEG when adding. */
function adminForm(
  admin: Page,
  method: "POST" | "PUT" | "DELETE",
  path: string,
  fields: Record<string, string>,
) {
  return admin.evaluate(
    async ({ method, path, fields }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      if (method === "POST") {
        const canvas = document.createElement("canvas");
        canvas.width = 64;
        canvas.height = 48;
        canvas.getContext("2d")?.fillRect(0, 0, 64, 48);
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.8));
        if (blob) body.append("image", blob, "kabar.jpg");
      }
      const response = await fetch(path, { method, body: method === "DELETE" ? null : body });
      return { status: response.status, body: (await response.json().catch(() => null)) as { id?: string } };
    },
    { method, path, fields },
  );
}

describe("without a connection", () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let adminContext: BrowserContext;
  let admin: Page;
  let unpublished = "";

  beforeAll(async () => {
    context = await phoneWithWorker();
    page = await context.newPage();
    errors = collectPageErrors(page);
    await visit(page, "/");
    await visit(page, `/artikel/${artikel?.id}`);
    await visit(page, `/umkm/${umkm?.id}`);
    // Reached in the app, not opened: kept as well.
    await page.goto(publicUrl("/"));
    await waitForApp(page);
    await page.locator("header").getByRole("button", { name: "Buka menu" }).tap();
    await page.locator("header").getByRole("link", { name: "Tentang", exact: true }).tap();
    await page.getByRole("heading", { name: "Sejarah Padukuhan" }).waitFor();
    await waitUntilKept(page, "/about");

    // Issue #26: an article the phone keeps, unpublished while the home page that links it is open.
    adminContext = await desktopContext(browser);
    admin = await signInAsAdmin(adminContext);
    await admin.goto(adminUrl("/admin"));
    const added = await adminForm(admin, "POST", "/api/admin/artikel", { ...UNPUBLISHED, status: "terbit" });
    expect(added.status).toBe(201);
    unpublished = `/artikel/${added.body.id}`;
    await visit(page, unpublished);
    await page.goto(publicUrl("/"));
    await waitForApp(page);
    const link = page.getByRole("link", { name: UNPUBLISHED.judul }).first();
    await link.waitFor();
    const draft = await adminForm(admin, "PUT", `/api/admin/artikel/${added.body.id}`, {
      ...UNPUBLISHED,
      status: "draf",
    });
    expect(draft.status).toBe(200);
    // Reached in the app: its data answers 404, and the page's copy goes with the data's.
    await link.tap();
    await page.waitForURL(publicUrl(unpublished));
    await until(
      page,
      "the unpublished article's copies dropped",
      async (paths) => {
        for (const path of paths) if (await caches.match(new URL(path, location.origin).href)) return false;
        return true;
      },
      [unpublished, `/api/pages${unpublished}`],
    );
    // The app asks the worker to keep a page it reached (browser-load.ts), as it just did: the
    // browser's own copy of the article, from before, must not come back through that. Once the
    // page named after it is kept, the article was asked for as well.
    await page.evaluate(
      (urls) => navigator.serviceWorker.controller?.postMessage({ type: "keep", urls }),
      [unpublished, "/agenda"],
    );
    await waitUntilKept(page, "/agenda");
    expect(await keptNow(page, [unpublished, `/api/pages${unpublished}`])).toEqual([]);
    // Opened online as a whole page, it is gone too.
    expect((await page.goto(publicUrl(unpublished)))?.status()).toBe(404);

    // A copy kept 31 days ago, stamped as the worker stamps its copies: past its lifetime.
    await page.evaluate(
      async ({ path, storedAt }) => {
        const url = new URL(path, location.origin).href;
        const response = await fetch(url);
        const headers = new Headers(response.headers);
        headers.delete("Content-Encoding");
        headers.delete("Content-Length");
        headers.set("x-disimpan", String(storedAt));
        await (await caches.open("halaman-v2")).put(url, new Response(await response.text(), { headers }));
      },
      { path: `/artikel/${artikelNeverSeen?.id}`, storedAt: Date.now() - 31 * 24 * 60 * 60 * 1000 },
    );
    await context.setOffline(true);
  });
  afterAll(async () => {
    await context?.close();
    if (admin && unpublished) await adminForm(admin, "DELETE", `/api/admin${unpublished}`, {});
    await adminContext?.close();
  });

  const keptList = (heading: string) =>
    page.locator("h2", { hasText: heading }).locator("xpath=following-sibling::*[1]").textContent();

  it("reloads a page seen before, as it was, saying it is the phone's copy", async () => {
    await page.goto(publicUrl(`/artikel/${artikel?.id}`));
    await page.getByRole("heading", { level: 1, name: artikel?.judul }).waitFor();
    await page.getByRole("status").filter({ hasText: NOTICE }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: artikel?.judul }).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(1);
  });

  it("opens a page reached in the app earlier after a reload", async () => {
    await page.goto(publicUrl("/about"));
    await page.getByRole("heading", { name: "Sejarah Padukuhan" }).waitFor();
    await page.getByRole("status").filter({ hasText: NOTICE }).waitFor();
  });

  it("moves between kept pages in the app", async () => {
    await page.goto(publicUrl("/"));
    await waitForApp(page);
    await page.locator("header").getByRole("button", { name: "Buka menu" }).tap();
    await page.locator("header").getByRole("link", { name: "Tentang", exact: true }).tap();
    await page.waitForURL(publicUrl("/about"));
    await page.getByRole("heading", { name: "Sejarah Padukuhan" }).waitFor();
    expect(await page.locator("main").textContent()).not.toContain("Gagal memuat halaman");
    await page.getByRole("status").filter({ hasText: NOTICE }).waitFor();
  });

  it("shows the offline page for a page never seen, listing the kept articles and UMKM by title", async () => {
    await page.goto(publicUrl(`/umkm/${umkmNeverSeen?.id}`));
    await page.getByRole("heading", { level: 1, name: "Anda sedang offline" }).waitFor();
    expect(await keptList("Artikel yang tersimpan")).toContain(artikel?.judul);
    expect(await keptList("Artikel yang tersimpan")).not.toContain(artikelNeverSeen?.judul);
    expect(await keptList("UMKM yang tersimpan")).toContain(umkm?.nama);
    expect(await keptList("UMKM yang tersimpan")).not.toContain(umkmNeverSeen?.nama);
    // Its name and colours are the village's own, read from the pages kept.
    expect(await page.title()).toBe(`Anda sedang offline | ${await siteName(page)}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: artikel?.judul }).tap();
    await page.getByRole("heading", { level: 1, name: artikel?.judul }).waitFor();
  });

  it("shows neither an article the site unpublished nor a copy past its 30 days, nor lists them", async () => {
    for (const path of [unpublished, `/artikel/${artikelNeverSeen?.id}`]) {
      await page.goto(publicUrl(path));
      await page.getByRole("heading", { level: 1, name: "Anda sedang offline" }).waitFor();
      const list = await keptList("Artikel yang tersimpan");
      expect(list).toContain(artikel?.judul);
      expect(list).not.toContain(UNPUBLISHED.judul);
      expect(list).not.toContain(artikelNeverSeen?.judul);
    }
  });

  it("shows the offline page for a page never seen, reached in the app", async () => {
    await page.goto(publicUrl("/"));
    await waitForApp(page);
    await page.locator("header").getByRole("button", { name: "Buka menu" }).tap();
    await page.locator("header").getByRole("link", { name: "UMKM", exact: true }).tap();
    await page.getByRole("heading", { level: 1, name: "Anda sedang offline" }).waitFor();
  });

  it("shows the live page again, without the notice, once the connection is back", async () => {
    await context.setOffline(false);
    await page.goto(publicUrl(`/artikel/${artikel?.id}`));
    await page.getByRole("heading", { level: 1, name: artikel?.judul }).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);
    await page.goto(publicUrl(`/umkm/${umkmNeverSeen?.id}`));
    await page.getByRole("heading", { level: 1, name: umkmNeverSeen?.nama }).waitFor();
    // Photos never kept fail to load without a connection (the browser logs each); the page
    // itself threw nothing.
    expect(errors.filter((error) => error.startsWith("pageerror"))).toEqual([]);
  });
});

async function siteName(page: Page): Promise<string> {
  const response = await fetchLocal(publicUrl("/"));
  const match = (await response.text()).match(/<meta property="og:site_name" content="([^"]*)">/);
  expect(match, `${page.url()}: no site name`).not.toBeNull();
  return match?.[1] ?? "";
}

describe("a second visit", () => {
  it("loads no photo the first visit showed again", async () => {
    const context = await phoneWithWorker();
    const first = await context.newPage();
    await visit(first, "/");
    // The photos shown so far (the carousel fetches its next slide later, on its own time),
    // those loaded before the worker took over among them: each is kept.
    const photos = await first.evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.complete && image.currentSrc !== "")
        .map((image) => image.currentSrc)
        .filter((src) => new URL(src).pathname.startsWith("/img/")),
    );
    expect(photos.length).toBeGreaterThan(2);
    await until(
      first,
      "the first visit's photos kept",
      async (urls) => {
        const kept = await caches.open("gambar-v1");
        for (const url of urls) if (!(await kept.match(url))) return false;
        return true;
      },
      photos,
    );
    await first.close();

    const shown = new Set(photos);
    const fromNetwork: string[] = [];
    const fromWorker: string[] = [];
    const second = await context.newPage();
    second.on("response", (response) => {
      if (!shown.has(response.url())) return;
      if (response.fromServiceWorker()) fromWorker.push(response.url());
      else fromNetwork.push(response.url());
    });
    // What the worker itself fetches goes to the network: only what it started during the
    // second visit counts.
    const secondVisit = Date.now();
    context.on("requestfinished", (request) => {
      if (request.serviceWorker() && shown.has(request.url()) && request.timing().startTime >= secondVisit) {
        fromNetwork.push(`(worker) ${request.url()}`);
      }
    });
    await second.goto(publicUrl("/"));
    await waitForApp(second);
    await second.waitForLoadState("load");
    expect(fromWorker.length).toBeGreaterThan(2);
    expect(fromNetwork.join("\n")).toBe("");
    await context.close();
  });
});

describe("what the service worker never touches", () => {
  it("is absent on the admin host, and the public one never keeps admin or session answers", async () => {
    const context = await phoneWithWorker();
    const page = await context.newPage();
    await visit(page, "/");
    const admin = await context.newPage();
    await admin.goto(adminUrl("/login"));
    await admin.getByRole("button", { name: "Masuk", exact: true }).waitFor();
    await admin.waitForLoadState("load");
    expect(
      await admin.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
    ).toBe(0);
    expect(await admin.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect((await fetchLocal(adminUrl("/sw.js"))).status).toBe(404);

    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(kept.length).toBeGreaterThan(0);
    for (const url of kept) {
      expect(new URL(url).origin).toBe(new URL(publicUrl()).origin);
      expect(new URL(url).pathname).not.toMatch(/^\/(api\/(auth|admin)|admin)(\/|$)/);
    }
    await context.close();
  });

  it("drops the files an earlier deployment's pages named when a new worker takes over, without a reload", async () => {
    const context = await phoneWithWorker();
    const page = await context.newPage();
    await visit(page, "/");
    const old = await page.evaluate(async () => {
      const assets = await caches.open("aset-v1");
      const earlier = new URL("/assets/public-chunk-SEBELUMNYA.js", location.origin).href;
      await assets.put(
        earlier,
        new Response("// an earlier build", { headers: { "Content-Type": "text/javascript" } }),
      );
      // A new deployment's worker (another script URL is a new script to the browser, as new
      // bytes are): installed and in control of this open tab, which is not reloaded.
      const changed = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
      await navigator.serviceWorker.register("/sw.js?penerapan=2");
      await changed;
      return earlier;
    });
    // Dropped while the new worker activates, a moment after it took control.
    await until(
      page,
      "the earlier build's file dropped",
      async (earlier) => !(await (await caches.open("aset-v1")).match(earlier)),
      old,
    );
    // The current build's files stay: every one this page loaded.
    const kept = await page.evaluate(async () => {
      const assets = await caches.open("aset-v1");
      const loaded = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith("/assets/"));
      const gone: string[] = [];
      for (const name of loaded) if (!(await assets.match(name))) gone.push(name);
      return { loaded: loaded.length, gone };
    });
    expect(kept.loaded).toBeGreaterThan(0);
    expect(kept.gone).toEqual([]);
    await context.close();
  });
});
