import { authMessages } from "@padukuhan/shared/auth";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN } from "./admin-account";
import { seriousAxeViolations } from "./axe";
import { adminUrl, desktopContext, phoneContext, publicUrl, sharedBrowser, signInAsAdmin } from "./browser";

const browser = sharedBrowser();

async function fillLogin(page: Page, username: string, password: string) {
  await page.goto(adminUrl("/login"));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

describe("the login page", () => {
  it("shows and hides the password, and links back to the public home", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await fillLogin(page, "siapa", "rahasia");
    const password = page.getByLabel("Password", { exact: true });
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Tampilkan password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Sembunyikan password" }).click();
    expect(await password.getAttribute("type")).toBe("password");
    expect(await page.getByRole("link", { name: "Kembali ke Beranda" }).getAttribute("href")).toBe(
      publicUrl("/"),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows the server's message for a wrong password and for an unknown user", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    for (const [username, password] of [
      [ADMIN.username, "bukan-passwordnya"],
      ["tidak-ada-orangnya", ADMIN.password],
    ] as const) {
      await fillLogin(page, username, password);
      await page.getByRole("button", { name: "Masuk" }).click();
      await expect.poll(() => page.getByRole("alert").textContent()).toBe(authMessages.wrongCredentials);
      expect(new URL(page.url()).pathname).toBe("/login");
    }
    await context.close();
  });

  it("says so when the request itself fails", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await fillLogin(page, ADMIN.username, ADMIN.password);
    await page.route("**/api/auth/login", (route) => route.abort());
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Terjadi kesalahan saat login. Silakan coba lagi nanti.");
    await context.close();
  });

  it("shows that it is busy while the request runs", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await fillLogin(page, ADMIN.username, "bukan-passwordnya");
    let release = () => {};
    await page.route("**/api/auth/login", async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    await page.getByRole("button", { name: "Masuk" }).click();
    const busy = page.getByRole("button", { name: "Memproses..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByRole("button", { name: "Masuk" }).waitFor();
    await context.close();
  });
});

describe("signing in", () => {
  it("goes to the public home after half a second and shows the admin's dropdown there", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await fillLogin(page, ADMIN.username, ADMIN.password);
    const started = Date.now();
    await page.getByRole("button", { name: "Masuk" }).click();
    await page.waitForURL(publicUrl("/"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);

    const menuButton = page.getByRole("button", { name: new RegExp(ADMIN.nama) });
    await menuButton.waitFor();
    expect(await menuButton.textContent()).toContain(`@${ADMIN.username}`);
    expect(await page.getByRole("link", { name: "Login Admin" }).count()).toBe(0);
    await menuButton.click();
    for (const item of ["Tambahkan Foto", "Kelola Artikel", "Kelola UMKM", "Pengaturan Situs", "Logout"]) {
      await page.getByRole("button", { name: item, exact: true }).waitFor();
    }
    await page.getByRole("button", { name: "Kelola Artikel", exact: true }).click();
    await page.waitForURL(adminUrl("/admin/artikel"));
    await context.close();
  });

  it("sends a signed-in admin who opens /login to the public home", async () => {
    const context = await desktopContext(browser);
    await signInAsAdmin(context);
    const page = await context.newPage();
    await page.goto(adminUrl("/login"));
    await page.waitForURL(publicUrl("/"));
    await context.close();
  });

  it("opens the gallery's add form from 'Tambahkan Foto' in the admin app", async () => {
    const context = await desktopContext(browser);
    await signInAsAdmin(context);
    const page = await context.newPage();
    await page.goto(adminUrl("/admin"));
    await page.getByRole("button", { name: new RegExp(ADMIN.nama) }).click();
    await page.getByRole("button", { name: "Tambahkan Foto", exact: true }).click();
    await page.waitForURL(adminUrl("/admin/galeri?tambah=1"));
    await context.close();
  });
});

describe("admin pages", () => {
  it("send a visitor without a session to /login", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    for (const path of ["/admin", "/admin/artikel", "/admin/umkm", "/admin/galeri", "/admin/password"]) {
      await page.goto(adminUrl(path));
      await page.waitForURL(adminUrl("/login"));
    }
    await context.close();
  });

  it("sign out every tab when one tab logs out", async () => {
    const context = await desktopContext(browser);
    await signInAsAdmin(context);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(adminUrl("/admin"));
    await second.goto(adminUrl("/admin/umkm"));
    await second.getByRole("heading", { name: "Kelola UMKM" }).waitFor();

    await first.getByRole("button", { name: new RegExp(ADMIN.nama) }).click();
    await first.getByRole("button", { name: "Logout", exact: true }).click();
    await first.waitForURL(adminUrl("/login"));
    // The other tab hears of it through browser storage and leaves too, without a reload.
    await second.waitForURL(adminUrl("/login"), { timeout: 5000 });
    await context.close();
  });

  it("send the admin to /login when a menu item finds the session expired", async () => {
    const context = await desktopContext(browser);
    await signInAsAdmin(context);
    const page = await context.newPage();
    await page.goto(adminUrl("/admin"));
    await page.getByRole("heading", { name: "Ringkasan" }).waitFor();
    // The server no longer knows this session (as after 24 hours): the cookie is gone.
    await context.clearCookies();
    await page.getByRole("button", { name: new RegExp(ADMIN.nama) }).click();
    await page.getByRole("button", { name: "Kelola UMKM", exact: true }).click();
    await page.waitForURL(adminUrl("/login"));
    await context.close();
  });

  it("show the overview with real counts and no serious axe violations", async () => {
    const context = await phoneContext(browser);
    await signInAsAdmin(context);
    const page = await context.newPage();
    await page.goto(adminUrl("/admin"));
    await expect.poll(() => page.getByTestId("jumlah-artikel").textContent()).toMatch(/^\d+$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("Ganti Password", () => {
  it("needs the current password and signs out the account's other sessions", async () => {
    const here = await desktopContext(browser);
    const elsewhere = await desktopContext(browser);
    await signInAsAdmin(here);
    await signInAsAdmin(elsewhere);
    const page = await here.newPage();
    await page.goto(adminUrl("/admin/password"));
    /** Fills and sends the form; answers the status of the server's answer to it. */
    const change = async (current: string, next: string) => {
      await page.getByLabel("Password saat ini").fill(current);
      await page.getByLabel("Password baru", { exact: true }).fill(next);
      await page.getByLabel("Ulangi password baru").fill(next);
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith("/api/auth/password")),
        page.getByRole("button", { name: "Simpan Password" }).click(),
      ]);
      return answer.status();
    };
    expect(await change("bukan-yang-ini", "kata-sandi-baru-456")).not.toBe(200);
    await expect.poll(() => page.getByRole("alert").textContent()).toBe(authMessages.currentPasswordWrong);
    expect(await change(ADMIN.password, "kata-sandi-baru-456")).toBe(200);
    await expect.poll(() => page.getByRole("status").textContent()).toBe(authMessages.passwordChanged);

    const other = await elsewhere.newPage();
    await other.goto(adminUrl("/admin"));
    await other.waitForURL(adminUrl("/login"));

    // Put the original password back for the other tests, and be sure the server has it.
    expect(await change("kata-sandi-baru-456", ADMIN.password)).toBe(200);
    await expect.poll(() => page.getByRole("status").textContent()).toBe(authMessages.passwordChanged);
    await here.close();
    await elsewhere.close();
  });
});
