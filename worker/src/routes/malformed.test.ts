import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN_HOST, PUBLIC_HOST, request } from "../../test/http";
import { loadSampleContent } from "../content/sample-content";

await loadSampleContent(env.DB);

/** Paths a client may send by mistake or on purpose, for every route family. */
const PATHS = [
  "//",
  "//evil.example/artikel",
  "//evil.example/..",
  "/%",
  "/%E0%A4%A",
  "/artikel/%00",
  "/artikel/%E0%A4%A",
  "/artikel/",
  "/artikel//x",
  "/umkm/%ZZ",
  `/umkm/${"x".repeat(3000)}`,
  `/img/${"a".repeat(2000)}.jpg`,
  `/img/sample/${"b".repeat(1100)}.webp`,
  "/img/%00.jpg",
  "/img/",
  "/api/pages//",
  "/api/pages/%",
  "/api/pages/artikel/%E0%A4%A",
  "/api/pages/umkm?urut=%00",
  "/api/artikel?cursor=%25%25%25",
  "/api/artikel?cursor=AAAA",
  "/api/artikel?limit=-1&q=%22NEAR(",
  "/api/umkm?urut=../../&kategori=%00",
  "/api/galeri?q=*&kategori=Budaya",
  "/artikel?q=%22%22%22%22)(*",
  "/artikel?q=AND%20OR%20NOT",
  "/galeri?halaman=99999999999",
  "/galeri?halaman=99999",
  "/umkm?q=-&urut=nama&halaman=0",
  "/about/../admin",
  "/assets/../../wrangler.toml",
  "/assets/%2e%2e/x.js",
  "/favicon.svg/",
  "/api/placeholder/99999999/1",
  "/api/placeholder/-1/abc",
  "/api/admin/artikel/%00",
  "/api/auth/%",
];

describe("malformed requests", () => {
  it.each(PATHS.flatMap((path) => [PUBLIC_HOST, ADMIN_HOST, "evil.example"].map((host) => [path, host])))(
    "%s on %s is answered without a 5xx and without a foreign URL",
    async (path, host) => {
      const response = await request(path, { host });
      expect(response.status, `${host}${path}`).toBeLessThan(500);
      expect(response.headers.get("location") ?? "").not.toMatch(/^\/\/|^https?:\/\/evil/);
      const body = await response.text();
      // A host from the request never becomes a link (canonical, og:url), and no stack shows.
      expect(body).not.toMatch(/\/\/evil\.example|\bat .*\.(ts|js):\d+/);
    },
  );
});
