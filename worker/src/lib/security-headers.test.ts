import { describe, expect, it } from "vitest";
import { adminRequest } from "../../test/auth";
import { ADMIN_HOST, PUBLIC_HOST, request } from "../../test/http";

const paths: Array<[string, string]> = [
  [ADMIN_HOST, "/"],
  [ADMIN_HOST, "/login"],
  [ADMIN_HOST, "/api/auth/session"],
  [ADMIN_HOST, "/api/admin/overview"],
  [PUBLIC_HOST, "/"],
  [PUBLIC_HOST, "/artikel/tidak-ada"],
  [PUBLIC_HOST, "/api/artikel"],
  [PUBLIC_HOST, "/api/tidak-ada"],
  [PUBLIC_HOST, "/api/placeholder/10/10"],
  [PUBLIC_HOST, "/img/tidak-ada.jpg"],
  [PUBLIC_HOST, "/login"],
  // Plain localhost is redirected to the public host: the redirect carries them too.
  ["localhost:8787", "/"],
];

describe("headers on every response", () => {
  it.each(paths)("are set on %s%s", async (host, path) => {
    const response = await request(path, { host });
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Our own files, and on a public page its inline boot script by its hash: nothing else.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?(;|$)/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    // Images must stay embeddable by link previews and the public site.
    expect(response.headers.get("cross-origin-resource-policy")).toBeNull();
    // Local development is plain http: no HSTS there (production is covered below).
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("keep a route's own stricter policy (images are sandboxed)", async () => {
    const { env } = await import("cloudflare:workers");
    await env.IMAGES.put("uji/header.gif", new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), {
      httpMetadata: { contentType: "image/gif" },
    });
    const response = await request("/img/uji/header.gif");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  it("add a year of HSTS when the site runs on https", async () => {
    const { app } = await import("../app");
    const { env } = await import("cloudflare:workers");
    const response = await app.request(
      "/api/artikel",
      {},
      { ...env, PUBLIC_ORIGIN: "https://padukuhan.example" },
    );
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("cover error answers too", async () => {
    const response = await adminRequest("/api/admin/overview");
    expect(response.status).toBe(401);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("the frames a public page may show", () => {
  it.each(["/", "/galeri"])(
    "%s allows the footer's map and YouTube's privacy-enhanced player, nothing else",
    async (path) => {
      const response = await request(path, { host: PUBLIC_HOST });
      expect(response.status).toBe(200);
      const directives = (response.headers.get("content-security-policy") ?? "").split(/;\s*/);
      expect(directives.filter((directive) => directive.startsWith("frame-src"))).toEqual([
        "frame-src https://www.google.com https://www.youtube-nocookie.com",
      ]);
      // The thumbnails are our own copies: no YouTube image or script source is opened.
      expect(directives).toContain("img-src 'self' data:");
      expect(directives.filter((directive) => directive.startsWith("script-src"))).toEqual([
        expect.stringMatching(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/),
      ]);
      expect(directives.join(" ")).not.toMatch(/youtube\.com|ytimg|\*/);
    },
  );
});
