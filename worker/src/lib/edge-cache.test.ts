import { env } from "cloudflare:workers";
import { sampleArtikel } from "@padukuhan/shared/sample-content";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest, createAccount, signIn } from "../../test/auth";
import { ADMIN_HOST, request } from "../../test/http";
import { JPEG } from "../../test/upload";
import { loadSampleContent } from "../content/sample-content";
import { versionedUrl } from "./edge-cache";

let token = "";
beforeAll(async () => {
  await loadSampleContent(env.DB);
  await createAccount("penyunting", "rahasia-sekali");
  token = await signIn("penyunting", "rahasia-sekali");
});

const article = sampleArtikel[0];

describe("the edge cache", () => {
  it.each(["/", `/artikel/${article?.id}`, "/api/artikel", "/api/galeri", "/api/pages/galeri"])(
    "answers a second identical request for %s from the cache",
    async (path) => {
      const first = await request(path);
      await first.arrayBuffer();
      expect(first.headers.get("x-cache")).toBe("MISS");
      const second = await request(path);
      expect(second.headers.get("x-cache")).toBe("HIT");
      expect(second.status).toBe(200);
      expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
      expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(second.headers.get("cloudflare-cdn-cache-control")).toBe(
        "max-age=300, stale-while-revalidate=86400",
      );
      await second.arrayBuffer();
    },
  );

  it("answers 304 when the browser's ETag matches, for HTML and API alike", async () => {
    for (const path of ["/galeri", "/api/umkm"]) {
      const first = await request(path);
      await first.arrayBuffer();
      const etag = first.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const again = await request(path, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    }
  });

  it("shows an admin's write on the very next request", async () => {
    const before = await request("/api/galeri");
    await before.arrayBuffer();
    await (await request("/api/galeri")).arrayBuffer();
    const form = new FormData();
    form.set("judul", "Foto Baru Kerja Bakti");
    form.set("image", new File([JPEG], "baru.jpg", { type: "image/jpeg" }));
    const created = await adminRequest("/api/admin/galeri", { method: "POST", body: form, token });
    expect(created.status).toBe(201);

    const after = await request("/api/galeri");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("Foto Baru Kerja Bakti");
    const page = await request("/galeri");
    expect(await page.text()).toContain("Foto Baru Kerja Bakti");
  });

  it("never caches the admin host, the auth API or the admin API", async () => {
    for (const [path, host] of [
      ["/api/auth/session", ADMIN_HOST],
      ["/api/admin/overview", ADMIN_HOST],
      ["/admin", ADMIN_HOST],
      ["/api/artikel", ADMIN_HOST],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const response = await adminRequest(path, { token, headers: { Host: host } });
        expect(response.headers.get("x-cache"), path).toBeNull();
        await response.arrayBuffer();
      }
    }
  });

  it("keys answers by page, content version and deployment", () => {
    const key = (path: string, content: string, deployment: string) =>
      versionedUrl("http://localhost", path, content, deployment).href;
    const base = key("/galeri?q=sawah", "v1", "d1");
    expect(key("/galeri?q=sawah", "v1", "d1")).toBe(base);
    expect(key("/galeri?q=sawah", "v2", "d1")).not.toBe(base);
    expect(key("/galeri?q=sawah", "v1", "d2")).not.toBe(base);
    expect(key("/galeri?q=pasar", "v1", "d1")).not.toBe(base);
  });

  it("keeps different pages and queries apart", async () => {
    const search = await request("/artikel?q=posyandu");
    await search.arrayBuffer();
    expect(search.headers.get("x-cache")).toBe("MISS");
    const other = await request("/artikel?q=panen");
    await other.arrayBuffer();
    expect(other.headers.get("x-cache")).toBe("MISS");
  });

  it.each([
    ["/", "/?x=123"],
    ["/", "/?utm_source=wa&fbclid=abc"],
    ["/artikel?q=panen", "/artikel?q=%20Panen%20%20&zzz=1"],
    ["/artikel?kategori=Kesehatan", "/artikel?kategori=kesehatan"],
    ["/galeri", "/galeri?halaman=1"],
    ["/galeri", "/galeri?halaman=abc"],
    ["/umkm", "/umkm?urut=terbaru&tampilan=grid"],
    ["/umkm?q=batik&tampilan=daftar", "/umkm?tampilan=daftar&q=batik&urut=relevan"],
    ["/api/artikel", "/api/artikel?limit=20&foo=bar"],
    ["/api/pages/artikel?q=panen", "/api/pages/artikel?q=PANEN&x=1"],
  ])("serves %s's copy for %s: made-up or non-canonical queries are a HIT", async (canonical, variant) => {
    await (await request(canonical)).arrayBuffer();
    const response = await request(variant);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("HIT");
    await response.arrayBuffer();
  });

  it("does not cache unknown paths, which read no content", async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await request("/tidak-ada-halaman");
      expect(response.status).toBe(404);
      expect(response.headers.get("x-cache")).toBeNull();
      await response.arrayBuffer();
    }
  });

  it("does not keep error answers", async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await request("/artikel/tidak-ada");
      expect(response.status).toBe(404);
      expect(response.headers.get("x-cache")).not.toBe("HIT");
      await response.arrayBuffer();
    }
  });
});
