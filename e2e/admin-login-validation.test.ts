import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "../scripts/lib/chromium";
import { ADMIN } from "./admin-account";
import { adminUrl, phoneContext } from "./browser";

// An English browser: its own validation bubbles would say 'Please fill out this field.'.
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_FLAGS, "--lang=en-US"],
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Counts the browser's own validation (each `invalid` event is a bubble it would show). */
async function watchNativeValidation(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = { count: 0 };
    (window as unknown as { __invalid: typeof seen }).__invalid = seen;
    document.addEventListener("invalid", () => seen.count++, true);
  });
  return () => page.evaluate(() => (window as unknown as { __invalid: { count: number } }).__invalid.count);
}

const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement);

describe("the login form in an English browser", () => {
  it("says in Indonesian that both fields are required, marks and focuses the empty one, and sends nothing", async () => {
    const context = await phoneContext(browser, { locale: "en-US" });
    const page = await context.newPage();
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    await page.goto(adminUrl("/login"));
    await page.getByRole("button", { name: "Masuk" }).waitFor();
    const nativeBubbles = await watchNativeValidation(page);
    const logins: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/login")) logins.push(request.method());
    });
    const username = page.getByLabel("Username", { exact: true });
    const password = page.getByLabel("Password", { exact: true });

    await page.getByRole("button", { name: "Masuk" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Username dan password wajib diisi");
    expect(await username.getAttribute("aria-invalid")).toBe("true");
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    expect(await isFocused(page, "Username")).toBe(true);
    expect(await nativeBubbles()).toBe(0);
    expect(await page.locator("body").textContent()).not.toContain("Please fill out this field");

    // Only the password left empty: that field is marked and focused, the username no longer.
    await username.fill(ADMIN.username);
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect.poll(() => password.getAttribute("aria-invalid")).toBe("true");
    expect(await username.getAttribute("aria-invalid")).toBeNull();
    expect(await isFocused(page, "Password")).toBe(true);
    expect(await page.getByRole("alert").textContent()).toBe("Username dan password wajib diisi");
    expect(await nativeBubbles()).toBe(0);
    expect(logins).toEqual([]);

    // Typing clears the mark; with both filled the form is sent as before (stopped on the way,
    // so no failed sign-in counts against the test account).
    await password.fill("bukan-passwordnya");
    expect(await password.getAttribute("aria-invalid")).toBeNull();
    expect(await page.getByText("Username dan password wajib diisi").count()).toBe(0);
    await page.route("**/api/auth/login", (route) => route.abort());
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Terjadi kesalahan saat login. Silakan coba lagi nanti.");
    expect(logins).toEqual(["POST"]);
    await context.close();
  });

  it("counts a username of only spaces as empty, as the server does", async () => {
    const context = await phoneContext(browser, { locale: "en-US" });
    const page = await context.newPage();
    await page.goto(adminUrl("/login"));
    await page.getByLabel("Username", { exact: true }).fill("   ");
    await page.getByLabel("Password", { exact: true }).fill("apa-saja-panjang");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Username dan password wajib diisi");
    expect(await isFocused(page, "Username")).toBe(true);
    await context.close();
  });
});
