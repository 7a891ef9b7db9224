import { sampleGaleri } from "@padukuhan/shared/sample-content";
import { villageInfo } from "@padukuhan/shared/village";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  collectPageErrors,
  DESKTOP,
  desktopContext,
  focusRing,
  holdingScripts,
  ownSender,
  phoneContext,
  publicUrl,
  seenHiddenWords,
  sharedBrowser,
  trapNavigations,
  waitForApp,
  waitForIsland,
} from "./browser";

// Issue #13: details of the public site a visitor noticed.

const browser = sharedBrowser();

const newest = <T extends { createdAt: string }>(records: T[]) =>
  [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** The fixed top bar would sit over element screenshots further down the page. */
const hideTopbar = (page: Page) =>
  page.$eval(".topbar", (node) => {
    (node as HTMLElement).style.visibility = "hidden";
  });

describe("the home page's gallery photos", () => {
  const shown = newest(sampleGaleri).slice(0, 8);

  it("each open their photo on the gallery page, in its dialog; closing it leaves the visitor there", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(publicUrl("/"));
    await waitForApp(page);
    const links = page.locator(".home-gallery a");
    expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")))).toEqual(
      shown.map((photo) => `/galeri#foto-${photo.id}`),
    );
    // The link is named by the photo it shows.
    const photo = shown[5] as (typeof shown)[number];
    const link = page.getByRole("link", { name: photo.judul, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.tap();

    await page.waitForURL(publicUrl(`/galeri#foto-${photo.id}`));
    const dialog = page.getByRole("dialog", { name: photo.judul });
    await dialog.waitFor();
    await dialog.locator("img").evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: "e2e/artifacts/home-gallery-photo-opened-360.png" });

    await dialog.getByRole("button", { name: "Tutup" }).click();
    await dialog.waitFor({ state: "hidden" });
    // Back on the gallery at that photo; a reload would not open it again. (The dialog's close
    // event, which takes the photo out of the address, comes a moment after it shut.)
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("[data-photo]")?.getAttribute("data-photo")),
      )
      .toBe(photo.id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("are links that work without JavaScript: the gallery page opens at the photo", async () => {
    const context = await phoneContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(publicUrl("/"));
    const photo = shown[7] as (typeof shown)[number];
    await page.getByRole("link", { name: photo.judul, exact: true }).click();
    await page.waitForURL(publicUrl(`/galeri#foto-${photo.id}`));
    const item = page.locator(`#foto-${photo.id}`);
    await expect
      .poll(async () => {
        const box = await item.boundingBox();
        return box !== null && box.y >= 0 && box.y < 740;
      })
      .toBe(true);
    expect(await item.textContent()).toContain(photo.judul);
    await context.close();
  });
});

describe("the footer map", () => {
  it("shows a card with a pin, the address and a button, fetching nothing else until it is tapped", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const site = new URL(publicUrl()).host;
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.host !== site) elsewhere.push(request.url());
    });
    await page.goto(publicUrl("/"));
    await waitForApp(page);
    const map = page.locator("footer").locator(".map");
    await map.scrollIntoViewIfNeeded();
    await waitForIsland(page, "footerMap");
    await hideTopbar(page);

    expect(await map.locator("iframe").count()).toBe(0);
    const preview = await map.evaluate((node) => ({
      text: node.textContent,
      pinVisible: (node.querySelector("svg")?.getBoundingClientRect().width ?? 0) > 20,
    }));
    expect(preview.text).toContain(villageInfo.address);
    expect(preview.pinVisible).toBe(true);
    const button = map.getByRole("button", { name: "Tampilkan peta" });
    expect(await button.isVisible()).toBe(true);
    const link = map.getByRole("link", { name: "Lihat di Google Maps" });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute("href")).toBe(villageInfo.mapLink);
    await map.screenshot({ path: "e2e/artifacts/footer-map-preview-360.png" });
    expect(elsewhere).toEqual([]);

    await button.tap();
    const frame = map.locator("iframe");
    await frame.waitFor();
    // The place of the village's Google Maps link, embedded.
    expect(await frame.getAttribute("src")).toBe(
      "https://www.google.com/maps?q=Sumberagung%2C%20Moyudan%2C%20Sleman%2C%20Daerah%20Istimewa%20Yogyakarta&output=embed",
    );
    expect(await frame.getAttribute("title")).toBe("Peta lokasi Padukuhan Karangrejo");
    expect(await link.isVisible()).toBe(true);
    await context.close();
  });
});

/** The text of each line an element's text is laid out on, read character by character. */
function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const lines: { top: number; text: string }[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
      for (let index = 0; index < text.length; index++) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const last = lines.at(-1);
        if (last && Math.abs(last.top - top) < 4) last.text += text.data[index];
        else lines.push({ top, text: text.data[index] as string });
      }
    }
    return lines.map((line) => line.text);
  });
}

describe("the footer email", () => {
  it.each([
    [1280, 800],
    [1024, 768],
    [800, 800],
    [360, 740],
  ])("at %i px wraps, if at all, only after '@' or '.', never inside a word", async (width, height) => {
    const context =
      width < 500
        ? await phoneContext(browser)
        : await desktopContext(browser, { viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(publicUrl("/"));
    // Read out as the address itself, not with a pause at each break point.
    const email = page.locator("footer address").getByRole("link", { name: villageInfo.email, exact: true });
    expect(await email.getAttribute("href")).toBe(`mailto:${villageInfo.email}`);
    const lines = await renderedLines(email);
    expect(lines.join("")).toBe(villageInfo.email);
    for (const line of lines.slice(0, -1)) expect(line, lines.join(" / ")).toMatch(/[@.]$/);
    if (width >= DESKTOP.width) expect(lines).toEqual([villageInfo.email]);
    await email.scrollIntoViewIfNeeded();
    await hideTopbar(page);
    await page.locator("footer address").screenshot({ path: `e2e/artifacts/footer-email-${width}.png` });
    await context.close();
  });
});

describe("forms in an English browser", () => {
  const REQUIRED = "Kolom ini wajib diisi.";
  const EMAIL = "Masukkan alamat email yang benar, misalnya nama@contoh.com.";

  const messages = (form: Locator) =>
    form
      // The fields a person fills: not the contact form's hidden honeypot (out of the tab order).
      .locator("input:not([tabindex='-1']), textarea")
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).validationMessage));

  it("'Hubungi Kami' explains empty fields and a wrong email in Indonesian, then sends", async () => {
    const context = await phoneContext(browser, { locale: "en-US", ...ownSender() });
    const page = await context.newPage();
    await page.goto(publicUrl("/#kontak"));
    await waitForApp(page);
    await waitForIsland(page, "contactForm");
    // The browser itself speaks English here: the page has to say it in Indonesian.
    expect(
      await page.evaluate(() => {
        const probe = document.createElement("input");
        probe.required = true;
        return probe.validationMessage;
      }),
    ).toMatch(/^Please/);
    const navigations = await trapNavigations(page);
    const form = page.locator(".contact-form");
    const send = page.getByRole("button", { name: "Kirim Pesan" });

    await send.click();
    expect(await messages(form)).toEqual([REQUIRED, REQUIRED, REQUIRED, REQUIRED]);

    await page.getByLabel("Nama", { exact: true }).fill("Budi Santoso");
    await page.getByLabel("Email", { exact: true }).fill("bukan-email");
    await page.getByLabel("Subjek").fill("Tanya jadwal posyandu");
    await send.click();
    expect(await messages(form)).toEqual(["", EMAIL, "", REQUIRED]);
    expect(await navigations()).toEqual([]);

    await page.getByLabel("Email", { exact: true }).fill("budi@example.com");
    await page.getByLabel("Pesan").fill("Kapan posyandu bulan ini?");
    // Asked before sending: once sent, the form gives way to the confirmation.
    expect(await messages(form)).toEqual(["", "", "", ""]);
    await send.click();
    // Kept in 'Pesan Masuk' (decision 013): the page says so, and the mail app is only offered.
    await page.getByText("Pesan Anda sudah terkirim").waitFor();
    expect(await navigations()).toEqual([]);
    await context.close();
  });

  it("the footer's newsletter field does too", async () => {
    const context = await phoneContext(browser, { locale: "en-US" });
    const page = await context.newPage();
    await page.goto(publicUrl("/artikel"));
    await waitForApp(page);
    await waitForIsland(page, "newsletter");
    const navigations = await trapNavigations(page);
    const form = page.locator("form.newsletter");
    const subscribe = form.getByRole("button", { name: "Berlangganan" });
    await subscribe.click();
    expect(await messages(form)).toEqual([REQUIRED]);
    await form.getByLabel("Dapatkan kabar terbaru").fill("budi");
    await subscribe.click();
    expect(await messages(form)).toEqual([EMAIL]);
    expect(await navigations()).toEqual([]);
    await form.getByLabel("Dapatkan kabar terbaru").fill("budi@example.com");
    await subscribe.click();
    await expect.poll(navigations).toHaveLength(1);
    await context.close();
  });
});

describe("for the keyboard and screen readers", () => {
  it("keeps the skip link off the screen until the keyboard reaches it, with a ring, and hides the menu's label from sight alone", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(publicUrl("/"));
    const skip = page.getByRole("link", { name: "Langsung ke konten" });
    const bottomOf = async () => {
      const box = await skip.boundingBox();
      return box ? box.y + box.height : Number.NaN;
    };
    expect(await bottomOf()).toBeLessThanOrEqual(0);
    await expect.poll(() => page.getByRole("button", { name: "Buka menu" }).count()).toBe(1);
    expect(await seenHiddenWords(page)).toEqual([]);
    await page.keyboard.press("Tab");
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await bottomOf()).toBeGreaterThan(0);
    expect(await focusRing(page)).toBe("solid 3px");
    await context.close();
  });
});

describe("the page title band", () => {
  it.each(["/artikel", "/galeri", "/umkm", "/about"])(
    "on %s lines its title up with the page content at 1280 and 360 px",
    async (path) => {
      for (const open of [desktopContext, phoneContext]) {
        const context = await open(browser);
        const page = await context.newPage();
        await page.goto(publicUrl(path));
        const { title, content, card } = await page.evaluate(() => {
          const section = document.querySelector("main .section") as HTMLElement;
          return {
            title: document.querySelector(".page-hero h1")?.getBoundingClientRect().x,
            content:
              section.getBoundingClientRect().x + Number.parseFloat(getComputedStyle(section).paddingLeft),
            card: document.querySelector("main .card")?.getBoundingClientRect().x ?? null,
          };
        });
        expect(title).toBe(content);
        if (card !== null) expect(title).toBe(card);
        if (path === "/artikel" && open === desktopContext)
          await page.screenshot({ path: "e2e/artifacts/page-hero-artikel-1280.png" });
        await context.close();
      }
    },
  );
});

describe("the UMKM list view", () => {
  it.each([360, 1280])(
    "at %i px shows each photo whole enough to recognise, not as a strip",
    async (width) => {
      const context =
        width < 500
          ? await phoneContext(browser)
          : await desktopContext(browser, { viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(publicUrl("/umkm?tampilan=daftar"));
      const boxes = await page
        .locator(".umkm-row img")
        .evaluateAll((images) =>
          images
            .map((image) => image.getBoundingClientRect())
            .map(({ width, height }) => ({ width, height })),
        );
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.height, JSON.stringify(box)).toBeGreaterThanOrEqual(0.5 * box.width);
        expect(box.width, JSON.stringify(box)).toBeGreaterThanOrEqual(0.5 * box.height);
      }
      if (width === 360) {
        await hideTopbar(page);
        const first = page.locator(".umkm-row").first();
        await first.scrollIntoViewIfNeeded();
        await first.screenshot({ path: "e2e/artifacts/umkm-list-row-360.png" });
      }
      await context.close();
    },
  );
});

describe("the phone menu button", () => {
  /** The icon's three bars: the middle one's colour, the outer two's rotation in degrees. */
  const icon = (page: Page) =>
    page.locator(".menu-icon").evaluate((node) => {
      const angle = (pseudo: string) => {
        const transform = getComputedStyle(node, pseudo).transform;
        if (transform === "none") return 0;
        const [a, b] = transform.slice(7, -1).split(",").map(Number) as [number, number];
        return Math.round((Math.atan2(b, a) * 180) / Math.PI);
      };
      return {
        middle: getComputedStyle(node).backgroundColor,
        before: angle("::before"),
        after: angle("::after"),
      };
    });

  it("shows three bars when closed and a close (×) icon when open", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(publicUrl("/"));
    await waitForApp(page);
    const header = page.locator("header");
    const opener = header.getByRole("button", { name: "Buka menu" });
    expect(await opener.getAttribute("aria-expanded")).toBe("false");
    const closed = await icon(page);
    expect(closed.middle).not.toBe("rgba(0, 0, 0, 0)");
    expect([closed.before, closed.after]).toEqual([0, 0]);

    await opener.tap();
    const closer = header.getByRole("button", { name: "Tutup menu" });
    expect(await closer.getAttribute("aria-expanded")).toBe("true");
    const open = await icon(page);
    expect(open.middle).toBe("rgba(0, 0, 0, 0)");
    expect([open.before, open.after]).toEqual([45, -45]);
    await header.screenshot({ path: "e2e/artifacts/menu-open-360.png" });

    await closer.tap();
    await header.getByRole("button", { name: "Buka menu" }).waitFor();
    expect((await icon(page)).middle).not.toBe("rgba(0, 0, 0, 0)");
    await context.close();
  });

  it("opens the menu before the page's scripts have arrived, and one tap closes it after", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const scripts = await holdingScripts(page);
    await scripts.open("/");
    const header = page.locator("header");
    const menuLink = header
      .getByRole("navigation", { name: "Menu utama" })
      .getByRole("link", { name: "UMKM" });
    const button = header.locator(".menu-toggle");
    await button.tap();
    await menuLink.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator("[data-island][data-hydrated]").count()).toBe(0);

    scripts.release();
    await waitForApp(page);
    expect(await menuLink.isVisible()).toBe(true);
    await header.getByRole("button", { name: "Tutup menu" }).tap();
    await menuLink.waitFor({ state: "hidden" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("works on a page whose islands wait, with no React until the footer comes near", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const islandScripts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/assets/")) islandScripts.push(request.url());
    });
    await page.goto(publicUrl("/data"), { waitUntil: "load" });
    await waitForApp(page);
    expect(await page.locator("html[data-islands-wait]").count()).toBe(1);

    // The top bar is the boot script's: the menu, its label, Escape, and the bar's colour.
    const header = page.locator("header");
    const opener = header.getByRole("button", { name: "Buka menu" });
    await opener.tap();
    await header
      .getByRole("navigation", { name: "Menu utama" })
      .getByRole("link", { name: "UMKM" })
      .waitFor();
    expect(await header.getByRole("button", { name: "Tutup menu" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(await header.evaluate((node) => node.classList.contains("topbar-solid"))).toBe(true);
    await page.keyboard.press("Escape");
    await header.getByRole("button", { name: "Buka menu" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("menu-toggle");
    expect(await header.evaluate((node) => node.classList.contains("topbar-solid"))).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => document.querySelector(".topbar")?.classList.contains("topbar-solid"));
    // A second, quiet: still nothing of React or the islands fetched.
    await page.waitForTimeout(1000);
    expect(islandScripts).toEqual([]);

    await waitForIsland(page, "newsletter");
    expect(islandScripts.length).toBeGreaterThan(0);
    expect(await page.locator('[data-island="adminSlot"][data-hydrated]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
