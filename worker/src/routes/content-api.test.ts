import { env } from "cloudflare:workers";
import { apiMessages } from "@padukuhan/shared/messages";
import { sampleArtikel, sampleGaleri, sampleUmkm } from "@padukuhan/shared/sample-content";
import type { Artikel, Galeri, Umkm } from "@padukuhan/shared/types";
import { beforeAll, describe, expect, it } from "vitest";
import { errorBody, request } from "../../test/http";
import { loadSampleContent } from "../db/sample-content";

const newestFirst = <T extends { createdAt: string }>(records: T[]) =>
  [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

beforeAll(async () => {
  await loadSampleContent(env.DB);
});

describe("GET /api/artikel", () => {
  it("lists every article newest first, with the seed's field names", async () => {
    const response = await request("/api/artikel");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await response.json()) as Artikel[];
    expect(body.map((a) => a.id)).toEqual(newestFirst(sampleArtikel).map((a) => a.id));
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(
      ["id", "judul", "text", "link", "kategori", "gambar", "tags", "createdAt", "updatedAt"].sort(),
    );
  });

  it("returns one article with its tags in order", async () => {
    const sample = sampleArtikel.find((a) => a.tags.length > 1) ?? sampleArtikel[0];
    if (!sample) throw new Error("sample content has no article");
    const response = await request(`/api/artikel/${sample.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(sample);
  });

  it("answers an unknown id with a 404 and an Indonesian message", async () => {
    const response = await request("/api/artikel/tidak-ada");
    expect(response.status).toBe(404);
    expect(await errorBody(response)).toEqual({
      error: { code: "not_found", message: apiMessages.artikelNotFound },
    });
  });

  it("answers a wrong method with 405 and says which methods are allowed", async () => {
    for (const path of ["/api/artikel", `/api/artikel/${sampleArtikel[0]?.id}`]) {
      const response = await request(path, { method: "POST", body: "{}" });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect((await errorBody(response)).error.message).toBe(apiMessages.methodNotAllowed);
    }
  });
});

describe("GET /api/umkm", () => {
  it("lists every UMKM newest first with products and tags", async () => {
    const response = await request("/api/umkm");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Umkm[];
    expect(body).toEqual(newestFirst(sampleUmkm));
  });

  it("returns one UMKM and 404s an unknown one", async () => {
    const sample = sampleUmkm.find((u) => u.produk.length > 0);
    if (!sample) throw new Error("sample content has no UMKM with products");
    const found = await request(`/api/umkm/${sample.id}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(sample);

    const missing = await request("/api/umkm/tidak-ada");
    expect(missing.status).toBe(404);
    expect((await errorBody(missing)).error.message).toBe(apiMessages.umkmNotFound);
  });

  it("refuses DELETE on the public API", async () => {
    const response = await request(`/api/umkm/${sampleUmkm[0]?.id}`, { method: "DELETE" });
    expect(response.status).toBe(405);
  });
});

describe("GET /api/galeri", () => {
  it("lists every photo newest first", async () => {
    const response = await request("/api/galeri");
    expect(response.status).toBe(200);
    expect((await response.json()) as Galeri[]).toEqual(newestFirst(sampleGaleri));
  });
});

describe("unknown API paths", () => {
  it.each(["/api", "/api/", "/api/berita", "/api/artikel/a/b", "/api/galeri/abc"])(
    "answers %s with a JSON 404, never the app shell",
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(await errorBody(response)).toEqual({
        error: { code: "not_found", message: apiMessages.routeNotFound },
      });
    },
  );

  it("never answers odd ids with a 500", async () => {
    for (const id of ["%00", "%E0%A4%A", "'%20OR%201=1--", "x".repeat(5000), "%2e%2e%2fetc"]) {
      const response = await request(`/api/artikel/${id}`);
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).not.toMatch(/at .*\.(ts|js)|stack/i);
    }
  });
});
