import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, type Report } from "html-validate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { errorPage } from "../worker/src/pages/error-page";
import {
  adminUrl,
  desktopContext,
  fetchLocal,
  phoneContext,
  publicUrl,
  sharedBrowser,
  signInAsAdmin,
  waitForApp,
} from "./browser";

const root = path.resolve(import.meta.dirname, "..");
// The project's .htmlvalidate.mjs: found from a file name at the root, as the CLI finds it.
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Each problem as one line a person can act on: where, which rule, what, on which element. */
async function problems(where: string, html: string): Promise<string[]> {
  const report: Report = await validator.validateString(html, path.join(root, "page.html"));
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${where}: ${message.ruleId}: ${message.message} (${message.selector ?? "document"})`,
    ),
  );
}

/** The server's HTML for a public page, as a browser first gets it. */
async function serverHtml(url: string): Promise<string> {
  const answer = await fetchLocal(url);
  expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
  return answer.text();
}

const browser = sharedBrowser();

/** The first record a list page links to, e.g. "/artikel/abc", from the server's HTML. */
async function firstRecordPath(listPath: string): Promise<string> {
  const html = await serverHtml(publicUrl(listPath));
  const paths = [...html.matchAll(new RegExp(`href="(${listPath}/[^"/?#]+)"`, "g"))].map((match) => match[1]);
  const found = paths.find((path) => path !== "/agenda/arsip");
  if (!found) throw new Error(`no record link on ${listPath}`);
  return found;
}

/** Runs `visit` over `items` in two browser tabs at once: page loads wait on the network, not the CPU. */
async function inTwoTabs<T>(
  open: () => Promise<Page>,
  items: T[],
  visit: (page: Page, item: T) => Promise<void>,
) {
  const queue = [...items];
  await Promise.all(
    [open(), open()].map(async (opening) => {
      const page = await opening;
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(page, item);
    }),
  );
}

describe("the markup a validator accepts", () => {
  it("on every public page, as the server sends it and once the app has taken it over", {
    timeout: 180_000,
  }, async () => {
    const context = await phoneContext(browser);
    const found: string[] = [];
    try {
      const paths = [
        "/",
        "/artikel",
        "/artikel?q=warga",
        await firstRecordPath("/artikel"),
        "/about",
        "/galeri",
        "/umkm",
        "/umkm?tampilan=daftar",
        await firstRecordPath("/umkm"),
        "/agenda",
        "/agenda/arsip",
        await firstRecordPath("/agenda"),
        "/kontak/terkirim",
        "/data",
        "/layar",
        "/halaman-yang-tidak-ada",
      ];
      await inTwoTabs(
        () => context.newPage(),
        paths,
        async (page, pagePath) => {
          const [html] = await Promise.all([serverHtml(publicUrl(pagePath)), page.goto(publicUrl(pagePath))]);
          found.push(...(await problems(`server ${pagePath}`, html)));
          await waitForApp(page);
          found.push(...(await problems(`app ${pagePath}`, await page.content())));
        },
      );
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it("with a long article's title cut to 70 characters in the tab, and whole in link previews", async () => {
    const article = publicUrl("/artikel/RJE0jsEUv39wpnVtBse3");
    const cut = "Kerja Bakti Bersihkan Selokan Menjelang Musim… | Padukuhan Karangrejo";
    const html = await serverHtml(article);
    expect(html).toContain(`<title>${cut}</title>`);
    expect(html).toContain(
      '<meta property="og:title" content="Kerja Bakti Bersihkan Selokan Menjelang Musim Hujan | Padukuhan Karangrejo">',
    );
    const context = await phoneContext(browser);
    try {
      const page = await context.newPage();
      // The app sets the title itself on every navigation: from a search's results to the article.
      await page.goto(publicUrl("/artikel?q=selokan"));
      await waitForApp(page);
      await page.locator('main a[href="/artikel/RJE0jsEUv39wpnVtBse3"]').first().click();
      await page
        .getByRole("heading", { level: 1, name: "Kerja Bakti Bersihkan Selokan Menjelang Musim Hujan" })
        .waitFor();
      await expect.poll(() => page.title()).toBe(cut);
    } finally {
      await context.close();
    }
  });

  it("on the Worker's own plain pages", async () => {
    // A contact form sent without JavaScript from elsewhere: refused with a page of its own.
    const refused = await fetchLocal(publicUrl("/kontak"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://elsewhere.example" },
    });
    expect(refused.status).toBe(403);
    const found = [
      ...(await problems("form refused", await refused.text())),
      // Shown when a page cannot be rendered at all; nothing here can make it fail on purpose.
      ...(await problems("error page", errorPage("Coba lagi beberapa saat lagi."))),
    ];
    expect(found).toEqual([]);
  });

  it("on every admin page, signed in, with each add form open", { timeout: 180_000 }, async () => {
    const context = await desktopContext(browser);
    const found: string[] = [];
    try {
      const signedOut = await context.newPage();
      await signedOut.goto(adminUrl("/login"));
      await signedOut.getByRole("button", { name: "Masuk" }).waitFor();
      found.push(...(await problems("server admin /login", await serverHtml(adminUrl("/login")))));
      found.push(...(await problems("app /login", await signedOut.content())));
      await signedOut.close();

      const page = await signInAsAdmin(context);
      const screens: [string, string | null][] = [
        ["/admin", null],
        ["/admin/artikel", "Tambah Artikel"],
        ["/admin/umkm", "Tambah UMKM"],
        ["/admin/galeri", "Tambah Foto"],
        ["/admin/agenda", "Tambah Agenda"],
        ["/admin/pengumuman", "Tambah Pengumuman"],
        ["/admin/pesan", null],
        ["/admin/pengaturan", null],
        ["/admin/akun", "Tambah Admin"],
        ["/admin/riwayat", null],
        ["/admin/password", null],
      ];
      await inTwoTabs(
        () => context.newPage(),
        screens,
        async (tab, [screen, addButton]) => {
          await tab.goto(adminUrl(screen));
          await tab.getByRole("heading", { level: 1 }).first().waitFor();
          await tab.waitForFunction(() => !document.body.textContent?.includes("Memuat"));
          found.push(...(await problems(`app ${screen}`, await tab.content())));
          if (!addButton) return;
          await tab.getByRole("button", { name: addButton }).first().click();
          await tab.getByRole("dialog").waitFor();
          await tab.waitForFunction(() => !document.body.textContent?.includes("Memuat"));
          found.push(...(await problems(`app ${screen} '${addButton}'`, await tab.content())));
        },
      );

      // The preview of an article: the public page, drawn by the Worker on the admin host.
      await page.goto(adminUrl("/admin/artikel"));
      await page
        .getByRole("link", { name: /^Pratinjau / })
        .first()
        .click();
      await page.waitForURL(/\/pratinjau$/);
      found.push(...(await problems("preview", await page.content())));
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
