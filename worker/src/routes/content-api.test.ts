import { env } from "cloudflare:workers";
import { type Artikel, artikelMessages } from "@padukuhan/shared/artikel";
import type { Galeri } from "@padukuhan/shared/galeri";
import { apiMessages } from "@padukuhan/shared/messages";
import { sampleArtikel, sampleGaleri, sampleUmkm } from "@padukuhan/shared/sample-content";
import { type Umkm, umkmMessages } from "@padukuhan/shared/umkm";
import { beforeAll, describe, expect, it } from "vitest";
import { errorBody, request } from "../../test/http";
import { loadSampleContent } from "../content/sample-content";

const newestFirst = <T extends { createdAt: string }>(records: T[]) =>
  [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

beforeAll(async () => {
  await loadSampleContent(env.DB);
});

interface ListBody<T> {
  data: T[];
  next: string | null;
}
const list = async <T>(path: string) => (await (await request(path)).json()) as ListBody<T>;

/** Every record of a list, following `next` page by page. */
async function everyPage<T>(path: string): Promise<{ records: T[]; pages: number }> {
  const records: T[] = [];
  let pages = 0;
  let next: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const body: ListBody<T> = await list<T>(next ? `${path}${separator}cursor=${next}` : path);
    records.push(...body.data);
    pages += 1;
    next = body.next;
  } while (next && pages < 20);
  return { records, pages };
}

describe("GET /api/artikel", () => {
  it("answers a page newest first, { data, next }, with the seed's field names", async () => {
    const response = await request("/api/artikel");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await response.json()) as ListBody<Artikel>;
    expect(body.data.map((a) => a.id)).toEqual(newestFirst(sampleArtikel).map((a) => a.id));
    expect(body.next).toBeNull();
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      [
        "id",
        "judul",
        "text",
        "link",
        "kategori",
        "gambar",
        "tags",
        "status",
        "publishAt",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
    // Each article with its own tags, in order.
    expect(body.data).toEqual(newestFirst(sampleArtikel));
  });

  it("pages with limit and cursor: every article once, in order", async () => {
    const first = await list<Artikel>("/api/artikel?limit=4");
    expect(first.data).toHaveLength(4);
    expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/);
    const { records, pages } = await everyPage<Artikel>("/api/artikel?limit=4");
    expect(pages).toBe(2);
    expect(records.map((a) => a.id)).toEqual(newestFirst(sampleArtikel).map((a) => a.id));
  });

  it("keeps limit between 1 and 50, 20 by default", async () => {
    expect((await list<Artikel>("/api/artikel?limit=1")).data).toHaveLength(1);
    expect((await list<Artikel>("/api/artikel?limit=0")).data).toHaveLength(sampleArtikel.length);
    expect((await list<Artikel>("/api/artikel?limit=abc")).data).toHaveLength(sampleArtikel.length);
    expect((await list<Artikel>("/api/artikel?limit=9999")).data).toHaveLength(sampleArtikel.length);
  });

  it("refuses a cursor it did not make, in Indonesian", async () => {
    for (const cursor of ["bm90LWpzb24", "WyJ4Il0", "eyJhIjoxfQ"]) {
      const response = await request(`/api/artikel?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect((await errorBody(response)).error.message).toBe(apiMessages.cursorInvalid);
    }
  });

  it("searches title and summary by word prefix, ignoring case and diacritics", async () => {
    const panen = await list<Artikel>("/api/artikel?q=PANEN");
    const mentionsPanen = sampleArtikel.filter((a) => /\bpanen/i.test(`${a.judul} ${a.text.slice(0, 150)}`));
    expect(mentionsPanen.length).toBeGreaterThan(0);
    expect(panen.data.map((a) => a.id).sort()).toEqual(mentionsPanen.map((a) => a.id).sort());
    expect((await list<Artikel>("/api/artikel?q=pan")).data.map((a) => a.id)).toContain(panen.data[0]?.id);
    expect((await list<Artikel>("/api/artikel?q=p%C3%A1nen")).data.map((a) => a.id)).toEqual(
      panen.data.map((a) => a.id),
    );
    expect((await list<Artikel>("/api/artikel?q=tidakadakatasepertiini")).data).toEqual([]);
  });

  it("filters by category, and by category within a search", async () => {
    const kesehatan = sampleArtikel.filter((a) => a.kategori === "Kesehatan");
    const body = await list<Artikel>("/api/artikel?kategori=Kesehatan");
    expect(body.data.map((a) => a.id).sort()).toEqual(kesehatan.map((a) => a.id).sort());
    expect((await list<Artikel>("/api/artikel?kategori=Pertanian&q=posyandu")).data).toEqual([]);
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
      error: { code: "not_found", message: artikelMessages.notFound },
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
  it("answers a page newest first with products and tags, without address and map link", async () => {
    const response = await request("/api/umkm");
    expect(response.status).toBe(200);
    const body = (await response.json()) as ListBody<Umkm>;
    // Only a UMKM's own page shows them (GET /api/umkm/:id).
    const listed = sampleUmkm.map(({ alamat: _alamat, peta: _peta, ...item }) => item);
    expect(body).toEqual({ data: newestFirst(listed), next: null });
  });

  it("sorts oldest first and by name, page after page", async () => {
    const oldest = await everyPage<Umkm>("/api/umkm?urut=terlama&limit=2");
    expect(oldest.records.map((u) => u.id)).toEqual(
      newestFirst(sampleUmkm)
        .reverse()
        .map((u) => u.id),
    );
    const byName = await everyPage<Umkm>("/api/umkm?urut=nama&limit=2");
    expect(byName.pages).toBe(3);
    expect(byName.records.map((u) => u.nama)).toEqual(
      sampleUmkm.map((u) => u.nama).sort((a, b) => a.localeCompare(b, "id", { sensitivity: "base" })),
    );
  });

  it("searches name, owner and description", async () => {
    const sample = sampleUmkm[0];
    if (!sample) throw new Error("no sample UMKM");
    const owner = sample.nama_pemilik.split(" ")[0] ?? "";
    const found = await list<Umkm>(`/api/umkm?q=${encodeURIComponent(owner)}`);
    expect(found.data.map((u) => u.id)).toContain(sample.id);
  });

  it("returns one UMKM and 404s an unknown one", async () => {
    const sample = sampleUmkm.find((u) => u.produk.length > 0);
    if (!sample) throw new Error("sample content has no UMKM with products");
    const found = await request(`/api/umkm/${sample.id}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(sample);

    const missing = await request("/api/umkm/tidak-ada");
    expect(missing.status).toBe(404);
    expect((await errorBody(missing)).error.message).toBe(umkmMessages.notFound);
  });

  it("refuses DELETE on the public API", async () => {
    const response = await request(`/api/umkm/${sampleUmkm[0]?.id}`, { method: "DELETE" });
    expect(response.status).toBe(405);
  });
});

describe("GET /api/galeri", () => {
  it("answers a page newest first, each photo with its stored category", async () => {
    const response = await request("/api/galeri");
    expect(response.status).toBe(200);
    expect((await response.json()) as ListBody<Galeri>).toEqual({
      data: newestFirst(sampleGaleri),
      next: null,
    });
  });

  it("pages 10 photos 3 at a time, then stops", async () => {
    const { records, pages } = await everyPage<Galeri>("/api/galeri?limit=3");
    expect(pages).toBe(4);
    expect(records.map((g) => g.id)).toEqual(newestFirst(sampleGaleri).map((g) => g.id));
  });

  it("searches the date as the gallery shows it", async () => {
    const august = sampleGaleri.filter((g) => /-08-/.test(g.createdAt));
    const body = await list<Galeri>("/api/galeri?q=agustus");
    expect(body.data.map((g) => g.id).sort()).toEqual(august.map((g) => g.id).sort());
  });

  it("filters by category", async () => {
    const body = await list<Galeri>("/api/galeri?kategori=budaya");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((g) => g.kategori === "Budaya")).toBe(true);
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
