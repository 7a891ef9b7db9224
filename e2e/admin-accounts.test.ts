import { type AccountSummary, type ActivityEntry, accountMessages } from "@padukuhan/shared/accounts";
import { authMessages } from "@padukuhan/shared/auth";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "./admin-account";
import { seriousAxeViolations } from "./axe";
import {
  adminContext,
  adminUrl,
  apiCall,
  apiPage,
  collectPageErrors,
  controlledClock,
  DESKTOP,
  desktopContext,
  PHONE,
  phoneContext,
  publicUrl,
  sharedBrowser,
  signInAsAdmin,
} from "./browser";

/** Every admin these tests add starts with this, so the clean-up finds them and nothing else. */
const PREFIX = "uji-";
const FIRST_PASSWORD = "password-pertama-1";
const OWN_PASSWORD = "password-sendiri-22";
const RESET_PASSWORD = "password-reset-333";
/** "5 Januari 2026 pukul 09.30": Indonesian month names, the hamlet's way of writing the time. */
const INDONESIAN_WHEN =
  /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4} pukul \d{2}\.\d{2}$/;

const browser = sharedBrowser();
const galeriIds: string[] = [];

afterAll(async () => {
  await cleanUp();
});

type Viewport = { width: number; height: number };
const VIEWPORTS: ReadonlyArray<[string, Viewport]> = [
  ["360", PHONE],
  ["desktop", DESKTOP],
];
const openContext = (viewport: Viewport) =>
  viewport === PHONE ? phoneContext(browser) : desktopContext(browser);

/** Signs `context` in through the login API (no redirect, no page): for setting things up. */
async function apiSignIn(context: BrowserContext, username: string, password: string): Promise<Page> {
  const api = await apiPage(context);
  const answer = await apiCall(api, "/api/auth/login", "POST", { username, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return api;
}

/** Signs in through the login form, as a person does; answers where the app then went. */
async function signInWithForm(context: BrowserContext, username: string, password: string) {
  const page = await context.newPage();
  await page.goto(adminUrl("/login"));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  return page;
}

async function accounts(api: Page): Promise<AccountSummary[]> {
  const answer = await apiCall<{ data: AccountSummary[] }>(api, "/api/admin/akun");
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Adds an admin through the API and gives them their own password, as after a first sign-in. */
async function addReadyAdmin(api: Page, username: string, nama: string): Promise<AccountSummary> {
  const added = await apiCall<AccountSummary>(api, "/api/admin/akun", "POST", {
    username,
    nama,
    password: FIRST_PASSWORD,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body;
}

/** Changes the first password of the admin signed in on `api` (which ends their other sessions). */
async function changeFirstPassword(api: Page) {
  const changed = await apiCall(api, "/api/auth/password", "POST", {
    currentPassword: FIRST_PASSWORD,
    newPassword: OWN_PASSWORD,
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}

/** Removes what these tests added: their admins and gallery photos. */
async function cleanUp() {
  const context = await desktopContext(browser);
  const api = await apiSignIn(context, ADMIN.username, ADMIN.password);
  for (const account of await accounts(api)) {
    if (account.username.startsWith(PREFIX)) await apiCall(api, `/api/admin/akun/${account.id}`, "DELETE");
  }
  for (const id of galeriIds) await apiCall(api, `/api/admin/galeri/${id}`, "DELETE");
  await context.close();
}

/** The card of one admin on 'Kelola Admin'. */
const card = (page: Page, username: string) => page.locator(`li.account-card[data-username="${username}"]`);

/** The lines of 'Riwayat' on screen, as read: "who what “record”". */
const activityLines = (page: Page) =>
  page.locator(".activity-item .activity-what").evaluateAll((lines) => lines.map((line) => line.textContent));

/** Waits until 'Riwayat' shows its lines (or says it has none) for the filters in the address. */
async function openActivity(page: Page, search = "") {
  await page.goto(adminUrl(`/admin/riwayat${search}`));
  await page.getByRole("heading", { name: "Riwayat", level: 1 }).waitFor();
  await page.locator(".activity-list, .activity p.list-note[role=status]").first().waitFor();
}

/** A console line for a refusal the test asks for (Chromium logs every 4xx it fetches). */
const REFUSAL = /^console: Failed to load resource: the server responded with a status of (400|401|409)/;
const unexpected = (errors: string[]) => errors.filter((error) => !REFUSAL.test(error));

describe("Kelola Admin", () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`adds an admin who must change the first password before anything else, resets and removes them (${name})`, async () => {
      const username = `${PREFIX}${name}`;
      const nama = `Admin Uji ${name}`;
      const context = await adminContext(browser, viewport === PHONE ? "phone" : "desktop");
      const clock = await controlledClock(context);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(adminUrl("/admin/akun"));
      await page.getByRole("heading", { name: "Kelola Admin", level: 1 }).waitFor();

      // The caller's own card: 'Anda', and neither reset nor remove.
      const own = card(page, ADMIN.username);
      await own.waitFor();
      expect(await own.locator(".badge").allTextContents()).toEqual(["Anda"]);
      expect(await own.getByRole("button").count()).toBe(0);
      expect(await own.locator("dd").first().textContent()).toMatch(INDONESIAN_WHEN);

      // Empty: each field says what is wrong beside it, and the first one gets focus.
      await page.getByRole("button", { name: "Tambah Admin" }).click();
      const dialog = page.getByRole("dialog", { name: "Tambah Admin" });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(
        "Admin baru wajib menggantinya dengan password miliknya sendiri saat pertama login.",
      );
      await dialog.getByRole("button", { name: "Tambah Admin", exact: true }).click();
      const errorOf = (id: string) => page.locator(`#${id}-error`);
      await errorOf("akun-username").waitFor();
      expect(await errorOf("akun-username").textContent()).toBe(accountMessages.usernameInvalid);
      expect(await errorOf("akun-nama").textContent()).toBe("Nama wajib diisi.");
      expect(await errorOf("akun-password").textContent()).toBe("Password wajib diisi.");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("akun-username");
      expect(await page.locator("#akun-username").getAttribute("aria-describedby")).toContain(
        "akun-username-error",
      );

      // The passwords differ: said beside the confirmation, and nothing is sent.
      const writes: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/admin/akun"))
          writes.push(request.url());
      });
      await dialog.getByLabel("Username", { exact: true }).fill(ADMIN.username.toUpperCase());
      await dialog.getByLabel("Nama lengkap", { exact: true }).fill(nama);
      await dialog.getByLabel("Password pertama", { exact: true }).fill(FIRST_PASSWORD);
      await dialog.getByLabel("Ulangi password", { exact: true }).fill(`${FIRST_PASSWORD}x`);
      await dialog.getByRole("button", { name: "Tambah Admin", exact: true }).click();
      await expect
        .poll(() => errorOf("akun-password-ulang").textContent())
        .toBe("Konfirmasi password tidak sama");
      expect(await errorOf("akun-username").count()).toBe(0);
      expect(writes).toEqual([]);

      // A username taken (in another case): the server's message beside the username.
      await dialog.getByLabel("Ulangi password", { exact: true }).fill(FIRST_PASSWORD);
      await dialog.getByRole("button", { name: "Tambah Admin", exact: true }).click();
      await expect.poll(() => errorOf("akun-username").textContent()).toBe("Username sudah dipakai.");
      expect(writes).toHaveLength(1);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("akun-username");

      // Added: the banner for 3 s, the new card with its badge, never signed in.
      await dialog.getByLabel("Username", { exact: true }).fill(username);
      // Held on its way, so the busy label can be seen.
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let arrived = () => {};
      const held = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      await page.route("**/api/admin/akun", async (route) => {
        arrived();
        await gate;
        await route.continue();
      });
      await dialog.getByRole("button", { name: "Tambah Admin", exact: true }).click();
      await held;
      expect(await dialog.getByRole("button", { name: "Menambahkan..." }).isDisabled()).toBe(true);
      release();
      const banner = page.getByText(accountMessages.created);
      await banner.waitFor();
      await page.unroute("**/api/admin/akun");
      expect(await dialog.count()).toBe(0);
      const added = card(page, username);
      expect(await added.locator(".badge").allTextContents()).toEqual(["Harus ganti password"]);
      expect(await added.locator("dd").first().textContent()).toBe("Belum pernah");
      // The first password was never written down in this browser.
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(FIRST_PASSWORD);
      await clock.skip(3000);
      await banner.waitFor({ state: "detached", timeout: 1500 });

      // The new admin, in a browser of their own: kept on 'Ganti Password' until it is changed.
      const theirs = await openContext(viewport);
      const their = await signInWithForm(theirs, username, FIRST_PASSWORD);
      const theirErrors = collectPageErrors(their);
      await their.waitForURL(adminUrl("/admin/password"));
      const note = their.getByText("Anda masuk dengan password sementara. Ganti password terlebih dahulu.");
      await note.waitFor();
      expect(await seriousAxeViolations(their)).toEqual([]);
      await their.goto(adminUrl("/admin/artikel"));
      await their.waitForURL(adminUrl("/admin/password"));
      await note.waitFor();
      await their.getByLabel("Password saat ini").fill(FIRST_PASSWORD);
      await their.getByLabel("Password baru", { exact: true }).fill(OWN_PASSWORD);
      await their.getByLabel("Ulangi password baru").fill(OWN_PASSWORD);
      await their.getByRole("button", { name: "Simpan Password" }).click();
      await their.getByRole("status").filter({ hasText: authMessages.passwordChanged }).waitFor();
      await note.waitFor({ state: "detached" });
      await their.getByRole("link", { name: "Lanjut ke Ringkasan" }).click();
      await their.waitForURL(adminUrl("/admin"));
      await their.goto(adminUrl("/admin/artikel"));
      await their.getByRole("heading", { name: "Kelola Artikel" }).waitFor();
      expect(new URL(their.url()).pathname).toBe("/admin/artikel");

      // Their card no longer asks for a change, and shows when they signed in.
      await page.reload();
      await card(page, username).waitFor();
      expect(await card(page, username).locator(".badge").count()).toBe(0);
      expect(await card(page, username).locator("dd").first().textContent()).toMatch(INDONESIAN_WHEN);

      // Reset: the passwords must match; then their sessions end and the badge is back.
      await page.getByRole("button", { name: `Reset Password @${username}` }).click();
      const reset = page.getByRole("dialog", { name: `Reset Password @${username}` });
      await reset.waitFor();
      expect(await reset.textContent()).toContain("akan keluar dari semua perangkat");
      await reset.getByLabel("Password pertama yang baru", { exact: true }).fill("pendek");
      await reset.getByLabel("Ulangi password", { exact: true }).fill("lain-lagi");
      await reset.getByRole("button", { name: "Reset Password", exact: true }).click();
      await expect.poll(() => errorOf("reset-password").textContent()).toBe(authMessages.passwordTooShort);
      expect(await errorOf("reset-password-ulang").textContent()).toBe("Konfirmasi password tidak sama");
      await reset.getByLabel("Password pertama yang baru", { exact: true }).fill(RESET_PASSWORD);
      await reset.getByLabel("Ulangi password", { exact: true }).fill(RESET_PASSWORD);
      await reset.getByRole("button", { name: "Reset Password", exact: true }).click();
      await page.getByText(accountMessages.reset).waitFor();
      expect(await card(page, username).locator(".badge").allTextContents()).toEqual([
        "Harus ganti password",
      ]);

      // Their next action finds the session gone and goes to /login.
      await their.getByRole("button", { name: new RegExp(nama) }).click();
      await their.getByRole("button", { name: "Kelola UMKM", exact: true }).click();
      await their.waitForURL(adminUrl("/login"));
      await theirs.close();

      // Remove: asked first, then gone from the list.
      await page.getByRole("button", { name: `Hapus @${username}` }).click();
      const remove = page.getByRole("dialog", { name: "Hapus admin?" });
      await remove.waitFor();
      expect(await remove.textContent()).toContain(`${nama} (@${username}) tidak akan bisa login lagi`);
      await remove.getByRole("button", { name: "Hapus", exact: true }).click();
      await page.getByText(accountMessages.removed).waitFor();
      expect(await card(page, username).count()).toBe(0);

      // 'Riwayat' tells the account changes, newest first.
      await openActivity(page, "?jenis=akun");
      expect((await activityLines(page)).slice(0, 4)).toEqual([
        `${ADMIN.nama} menghapus admin “${username}”`,
        `${ADMIN.nama} mereset password admin “${username}”`,
        `${username} mengganti password`,
        `${ADMIN.nama} menambahkan admin “${username}”`,
      ]);

      expect(unexpected(errors)).toEqual([]);
      expect(unexpected(theirErrors)).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it("offers neither reset nor removal of oneself, and shows the Worker's refusal of the last admin (360)", async () => {
    const context = await adminContext(browser, "phone");
    const api = await apiPage(context);
    const self = (await accounts(api)).find((account) => account.self);
    if (!self) throw new Error("no own account in the list");
    // The Worker refuses them too, whatever a hand-made request tries.
    const removeSelf = await apiCall<{ error: { message: string } }>(
      api,
      `/api/admin/akun/${self.id}`,
      "DELETE",
    );
    expect([removeSelf.status, removeSelf.body.error.message]).toEqual([400, accountMessages.removeSelf]);
    const resetSelf = await apiCall<{ error: { message: string } }>(
      api,
      `/api/admin/akun/${self.id}/password`,
      "POST",
      { password: RESET_PASSWORD },
    );
    expect([resetSelf.status, resetSelf.body.error.message]).toEqual([400, accountMessages.resetOwn]);

    const other = await addReadyAdmin(api, `${PREFIX}terakhir`, "Admin Terakhir");
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(adminUrl("/admin/akun"));
    await card(page, other.username).waitFor();
    expect(await page.getByRole("button", { name: `Hapus @${ADMIN.username}` }).count()).toBe(0);
    expect(await page.getByRole("button", { name: `Reset Password @${ADMIN.username}` }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Hapus @/ }).count()).toBeGreaterThan(0);

    // The last admin can only be met in a race (two admins removing each other at once), and
    // the e2e admin always remains: the Worker's 409 (worker tests) is played here as it answers.
    await page.route(`**/api/admin/akun/${other.id}`, (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "invalid_input", message: accountMessages.removeLast } }),
      }),
    );
    await page.getByRole("button", { name: `Hapus @${other.username}` }).click();
    const remove = page.getByRole("dialog", { name: "Hapus admin?" });
    await remove.getByRole("button", { name: "Hapus", exact: true }).click();
    const refusal = remove.getByRole("alert");
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(`Gagal menghapus admin${accountMessages.removeLast}`);
    await remove.getByRole("button", { name: "Batal" }).click();
    expect(await card(page, other.username).count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("ends every other session of one's own, keeps this one, and lists the devices (desktop)", async () => {
    const setup = await desktopContext(browser);
    const adminApi = await apiSignIn(setup, ADMIN.username, ADMIN.password);
    const username = `${PREFIX}perangkat`;
    await addReadyAdmin(adminApi, username, "Admin Perangkat");
    await setup.close();

    const here = await desktopContext(browser);
    await changeFirstPassword(await apiSignIn(here, username, FIRST_PASSWORD));
    const elsewhere = await phoneContext(browser);
    const elsewherePage = await signInWithForm(elsewhere, username, OWN_PASSWORD);
    await elsewherePage.waitForURL(publicUrl("/"));

    const page = await here.newPage();
    const errors = collectPageErrors(page);
    await page.goto(adminUrl("/admin/akun"));
    const devices = page.locator(".session-item");
    await expect.poll(() => devices.count()).toBe(2);
    expect(await page.locator(".session-item .badge").allTextContents()).toEqual(["Perangkat ini"]);
    for (const text of await page.locator(".session-item dd").allTextContents()) {
      expect(text).toMatch(INDONESIAN_WHEN);
    }
    expect(await page.locator(".session-device strong").first().textContent()).toMatch(/\S/);

    await page.getByRole("button", { name: "Keluar dari semua perangkat lain" }).click();
    await page.getByText(accountMessages.otherSessionsEnded).waitFor();
    expect(await devices.count()).toBe(1);
    expect(await page.getByText("Tidak ada perangkat lain yang sedang login.").count()).toBe(1);

    // The other browser is signed out; this one is not.
    await elsewherePage.goto(adminUrl("/admin"));
    await elsewherePage.waitForURL(adminUrl("/login"));
    await page.reload();
    await expect.poll(() => devices.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/admin/akun");
    expect(unexpected(errors)).toEqual([]);
    await here.close();
    await elsewhere.close();
  });

  it("has no serious axe violations, with the add form open too, and a 360 px screenshot", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(adminUrl("/admin/akun"));
    await card(page, ADMIN.username).waitFor();
    await page.locator(".session-item").first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "e2e/artifacts/admin-accounts-360.png", fullPage: true });
    await page.getByRole("button", { name: "Tambah Admin" }).click();
    await page.getByRole("dialog", { name: "Tambah Admin" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("Riwayat", () => {
  const username = `${PREFIX}riwayat`;
  const nama = "Admin Riwayat";
  /** Sign-ins of that admin, more than one page of 20. */
  const SIGN_INS = 21;
  let person: AccountSummary;

  beforeAll(async () => {
    const setup = await desktopContext(browser);
    const adminApi = await apiSignIn(setup, ADMIN.username, ADMIN.password);
    person = await addReadyAdmin(adminApi, username, nama);
    // One failed sign-in by that name (few: the address allows 20 an hour, docs/decisions/008),
    // then successful ones, each a line of its own; a success clears the failure's count.
    const other = await desktopContext(browser);
    const api = await apiPage(other);
    const failed = await apiCall(api, "/api/auth/login", "POST", { username, password: "bukan-ini-123" });
    expect(failed.status).toBe(401);
    for (let count = 0; count < SIGN_INS; count++) {
      let answer = await apiCall(api, "/api/auth/login", "POST", { username, password: FIRST_PASSWORD });
      // 503 while the dev server reloads (a file saved meanwhile): that sign-in is tried again.
      for (let retry = 0; answer.status === 503 && retry < 10; retry++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        answer = await apiCall(api, "/api/auth/login", "POST", { username, password: FIRST_PASSWORD });
      }
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      await apiCall(api, "/api/auth/logout", "POST");
    }
    await setup.close();
    await other.close();
  }, 120_000);

  for (const [name, viewport] of VIEWPORTS) {
    it(`shows who did what and when, newest first, filters by admin and kind, and loads older lines (${name})`, async () => {
      // Signed in here, through the form: 'Riwayat' then shows this sign-in below the photo.
      const context = await openContext(viewport);
      await signInAsAdmin(context);
      const api = await apiPage(context);
      // A content write: a gallery photo (a 1 × 1 GIF, which needs no WebP copies).
      const judul = `Foto Riwayat ${name}`;
      const photo = await api.evaluate(async (judul) => {
        const gif = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) =>
          c.charCodeAt(0),
        );
        const body = new FormData();
        body.append("judul", judul);
        body.append("image", new Blob([gif], { type: "image/gif" }), "uji.gif");
        const response = await fetch("/api/admin/galeri", { method: "POST", body });
        return { status: response.status, body: (await response.json()) as { id: string } };
      }, judul);
      expect(photo.status).toBe(201);
      galeriIds.push(photo.body.id);

      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await openActivity(page);
      // Newest first: the photo, then this sign-in.
      expect((await activityLines(page)).slice(0, 2)).toEqual([
        `${ADMIN.nama} menambahkan foto galeri “${judul}”`,
        `${ADMIN.nama} masuk`,
      ]);
      for (const when of await page.locator(".activity-item time").allTextContents()) {
        expect(when).toMatch(INDONESIAN_WHEN);
      }
      expect(await page.getByRole("status").textContent()).toBe("Menampilkan 20 riwayat terbaru");

      // By kind: only gallery lines (once the filtered page is in), this photo first.
      const kindsShown = () =>
        page.locator(".activity-item").evaluateAll((items) => items.map((item) => item.dataset.kind));
      expect(new Set(await kindsShown()).size).toBeGreaterThan(1);
      await page.getByLabel("Jenis").selectOption({ label: "Galeri" });
      await page.waitForURL(adminUrl("/admin/riwayat?jenis=galeri"));
      await expect.poll(async () => [...new Set(await kindsShown())]).toEqual(["galeri"]);
      expect((await activityLines(page))[0]).toBe(`${ADMIN.nama} menambahkan foto galeri “${judul}”`);

      // By admin and kind: that admin never touched the gallery.
      await page.getByLabel("Admin", { exact: true }).selectOption({ label: `${nama} (@${username})` });
      await page.getByText("Belum ada riwayat untuk pilihan ini.").waitFor();

      // By admin alone: their sign-ins, a page of 20, then the older ones down to the failure.
      await page.getByLabel("Jenis").selectOption({ label: "Semua jenis" });
      await page.waitForURL(adminUrl(`/admin/riwayat?akun=${person.id}`));
      await expect.poll(() => activityLines(page)).toEqual(Array(20).fill(`${nama} masuk`));
      await page.getByRole("button", { name: "Muat lebih banyak" }).click();
      await expect.poll(async () => (await activityLines(page)).length).toBe(SIGN_INS + 1);
      expect((await activityLines(page)).slice(-2)).toEqual([`${nama} masuk`, `${nama} gagal masuk`]);
      expect(await page.getByRole("button", { name: "Muat lebih banyak" }).count()).toBe(0);
      expect(await page.getByRole("status").textContent()).toBe(
        `Menampilkan ${SIGN_INS + 1} riwayat terbaru`,
      );
      // The API's own order, page after page: the screen shows exactly that.
      const all: ActivityEntry[] = [];
      let cursor: string | null = null;
      do {
        const search = new URLSearchParams({ akun: person.id, limit: "50" });
        if (cursor) search.set("cursor", cursor);
        const answer = await apiCall<{ data: ActivityEntry[]; next: string | null }>(
          api,
          `/api/admin/riwayat?${search}`,
        );
        all.push(...answer.body.data);
        cursor = answer.body.next;
      } while (cursor);
      const shownTimes = await page
        .locator(".activity-item time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
      expect(shownTimes).toEqual(all.map((entry) => entry.at));
      expect([...shownTimes].sort().reverse()).toEqual(shownTimes);

      expect(await seriousAxeViolations(page)).toEqual([]);
      if (viewport === PHONE) {
        await page.goto(adminUrl("/admin/riwayat"));
        await page.locator(".activity-list").waitFor();
        await page.screenshot({ path: "e2e/artifacts/admin-activity-360.png" });
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it("says when it cannot load and tries again, and says when there is nothing yet (360)", async () => {
    const context = await adminContext(browser, "phone");
    const page = await context.newPage();
    await page.route("**/api/admin/riwayat?*", (route) => route.abort());
    await page.goto(adminUrl("/admin/riwayat"));
    const failure = page.getByRole("alert");
    await failure.waitFor();
    expect(await failure.textContent()).toBe("Gagal mengambil riwayatCoba lagi");
    expect(await page.locator(".activity-item").count()).toBe(0);
    await page.unroute("**/api/admin/riwayat?*");
    await page.getByRole("button", { name: "Coba lagi" }).click();
    await page.locator(".activity-item").first().waitFor();
    expect(await failure.count()).toBe(0);

    // A village that has just started: no line yet.
    await page.route("**/api/admin/riwayat?*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"data":[],"next":null}' }),
    );
    await page.reload();
    await page.getByText("Belum ada riwayat.", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Muat lebih banyak" }).count()).toBe(0);
    await context.close();
  });
});
