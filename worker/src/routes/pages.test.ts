import { describe, expect, it } from "vitest";
import { ADMIN_HOST, PUBLIC_HOST, request } from "../../test/http";

/** The app's script a shell loads by file (the admin's), or the entry the public boot script names. */
async function shellScript(response: Response) {
  const html = await response.text();
  return html.match(/<script type="module" src="(\/assets\/[^"]+)"/)?.[1];
}
const bootEntry = async (response: Response) => (await response.text()).match(/data-entry="([^"]+)"/)?.[1];

/** What a CSP names an inline element's text by, worked out here rather than by the Worker's own helper. */
async function sha256Base64(text: string | undefined) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

describe("host routing", () => {
  it("serves the public bundle on the public host", async () => {
    const response = await request("/", { host: PUBLIC_HOST });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.clone().text();
    // A tiny boot script, inline, names the app's entry and chunks (public-app/src/boot.ts):
    // no script file is fetched before it runs.
    expect(await shellScript(response)).toBeUndefined();
    expect(html).toMatch(
      /<script type="module" data-entry="\/assets\/public-[A-Z0-9]+\.js"[^>]*>[\s\S]{500,}?<\/script>/,
    );
  });

  it("allows exactly the inline boot script by its hash, on a fresh page and from the edge cache", async () => {
    for (const attempt of ["MISS", "HIT"]) {
      const response = await request("/agenda", { host: PUBLIC_HOST });
      expect(response.headers.get("x-cache")).toBe(attempt);
      const boot = (await response.text()).match(
        /<script type="module" data-entry[^>]*>([\s\S]*?)<\/script>/,
      )?.[1];
      expect(boot?.length).toBeGreaterThan(500);
      const hash = await sha256Base64(boot);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).not.toContain("unsafe-inline");
    }
  });

  it("inlines the public stylesheet and allows exactly that text by its hash", async () => {
    for (const attempt of ["MISS", "HIT"]) {
      const response = await request("/galeri", { host: PUBLIC_HOST });
      expect(response.headers.get("x-cache")).toBe(attempt);
      const css = (await response.text()).match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
      expect(css.length).toBeGreaterThan(1000);
      const hash = await sha256Base64(css);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toContain("unsafe-inline");
    }
  });

  it("serves the admin bundle on the admin host", async () => {
    const response = await request("/", { host: ADMIN_HOST });
    expect(response.status).toBe(200);
    expect(await shellScript(response)).toMatch(/^\/assets\/admin-[A-Z0-9]+\.js$/);
  });

  it("loads the right app for a deep link on reload", async () => {
    expect(await bootEntry(await request("/artikel/abc", { host: PUBLIC_HOST }))).toMatch(/public-/);
    expect(await shellScript(await request("/admin/umkm", { host: ADMIN_HOST }))).toMatch(/admin-/);
    expect(await shellScript(await request("/login", { host: ADMIN_HOST }))).toMatch(/admin-/);
  });

  it.each(["/login", "/admin", "/admin/umkm", "/admin/artikel?tab=baru"])(
    "sends %s on the public host to the same path on the admin host",
    async (path) => {
      const response = await request(path, { host: PUBLIC_HOST });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`http://${ADMIN_HOST}${path}`);
    },
  );

  it("does not treat a look-alike path as the admin area", async () => {
    const response = await request("/administrasi", { host: PUBLIC_HOST });
    expect(response.status).not.toBe(302);
  });
});
