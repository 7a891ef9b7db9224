import { env } from "cloudflare:workers";
import { sampleArtikel } from "@padukuhan/shared/sample-content";
import { beforeAll, describe, expect, it } from "vitest";
import { request } from "../../test/http";

// This file's database is broken on purpose (storage is isolated per test file).
beforeAll(async () => {
  await env.DB.exec(
    "DROP TABLE artikel_tags; DROP TABLE artikel; DROP TABLE umkm_produk; DROP TABLE umkm_tags; DROP TABLE umkm; DROP TABLE app_meta;",
  );
});

describe("when the database cannot be read", () => {
  it("still shows the home page and article list with the built-in content", async () => {
    for (const path of ["/", "/artikel"]) {
      const response = await request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const newest = [...sampleArtikel].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
      expect(html).toContain(newest?.judul);
    }
  });

  it("shows the seed's message on the UMKM list instead of a stack trace", async () => {
    const response = await request("/umkm");
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Gagal mengambil data UMKM");
    expect(html).not.toMatch(/D1_ERROR|no such table|at .*\.ts/);
  });

  it.each([`/artikel/${sampleArtikel[0]?.id}`, "/umkm/abc"])(
    "answers %s with an Indonesian error page (503), not raw JSON",
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("x-cache")).not.toBe("HIT");
      const html = await response.text();
      expect(html).toContain("Gagal memuat halaman");
      expect(html).toContain("<title>Halaman tidak dapat dimuat");
      // Raw JSON would carry an "error" key (the boot script listens for the "error" event).
      expect(html).not.toMatch(/"error"\s*:|D1_ERROR|no such table|at .*\.ts/);
    },
  );

  it("answers the page data of such a page with a JSON 503 the browser can act on", async () => {
    const response = await request(`/api/pages/artikel/${sampleArtikel[0]?.id}`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("server_error");
  });
});
