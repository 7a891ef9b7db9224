import { describe, expect, it } from "vitest";
import type { Artikel } from "./artikel";
import { memorySource } from "./memory-source";
import { pageLoaders } from "./pages";
import { sampleArtikel, sampleGaleri, sampleUmkm } from "./sample-content";
import { DEFAULT_SETTINGS } from "./settings";

const source = memorySource({
  artikel: sampleArtikel,
  galeri: sampleGaleri,
  umkm: sampleUmkm,
  settings: DEFAULT_SETTINGS,
});
const input = (query = "", id?: string) => ({ id, search: new URLSearchParams(query) });
const newest = <T extends { createdAt: string }>(records: T[]) =>
  [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Twenty-six articles, one a day, to page through. */
const many: Artikel[] = Array.from({ length: 26 }, (_, index) => ({
  id: `a${index}`,
  judul: index % 2 === 0 ? `Kerja bakti ${index}` : `Rapat warga ${index}`,
  text: "x".repeat(200),
  link: null,
  kategori: index % 3 === 0 ? "Kesehatan" : "Pendidikan",
  gambar: "/img/x.jpg",
  tags: [],
  status: "terbit",
  publishAt: null,
  createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
  updatedAt: null,
}));

describe("the pages over the built-in content (the offline fallback)", () => {
  it("home: the 3 newest articles with 150-character summaries, 8 photos, newest first", async () => {
    const home = await pageLoaders.home(source, input());
    expect(home.artikel.map((a) => a.id)).toEqual(
      newest(sampleArtikel)
        .slice(0, 3)
        .map((a) => a.id),
    );
    expect(home.artikel.every((a) => a.summary.length <= 153)).toBe(true);
    expect(home.galeri.map((g) => g.id)).toEqual(
      newest(sampleGaleri)
        .slice(0, 8)
        .map((g) => g.id),
    );
  });

  it("article list: 12 a page, totals over every match, categories over every article", async () => {
    const pages = memorySource({ artikel: many, galeri: [], umkm: [], settings: DEFAULT_SETTINGS });
    const first = await pageLoaders.artikelList(pages, input());
    expect(first.results.items).toHaveLength(12);
    expect(first.results.items[0]?.id).toBe("a25");
    expect(first.results).toMatchObject({ page: 1, hasNext: true, total: { count: 26, more: false } });
    const third = await pageLoaders.artikelList(pages, input("halaman=3"));
    expect(third.results.items.map((a) => a.id)).toEqual(["a1", "a0"]);
    expect(third.results.hasNext).toBe(false);
    expect(first.latest.map((a) => a.id)).toEqual(["a25", "a24", "a23", "a22"]);
    expect(first.categories).toEqual([
      { kategori: "Pendidikan", count: 17 },
      { kategori: "Kesehatan", count: 9 },
    ]);
    const search = await pageLoaders.artikelList(pages, input("q=rapat&kategori=Kesehatan"));
    expect(search.results.total.count).toBe(4);
    expect(search.results.items.every((a) => a.judul.startsWith("Rapat") && a.kategori === "Kesehatan")).toBe(
      true,
    );
    expect(search.params).toEqual({ q: "rapat", kategori: "Kesehatan", halaman: 1 });
  });

  it("gallery: filters by stored category, searches the shown date, highlights three categories", async () => {
    const all = await pageLoaders.galeri(source, input());
    expect(all.totalPhotos).toBe(sampleGaleri.length);
    expect(all.categories.map((c) => c.kategori)).toEqual([
      "Kegiatan",
      "Pemandangan",
      "Budaya",
      "Infrastruktur",
      "Masyarakat",
    ]);
    expect(all.highlights.map((h) => h.kategori)).toEqual(["Kegiatan", "Pemandangan", "Budaya"]);
    expect(all.highlights[0]?.cover?.kategori).toBe("Kegiatan");
    const budaya = await pageLoaders.galeri(source, input("kategori=Budaya"));
    expect(budaya.results.items.every((g) => g.kategori === "Budaya")).toBe(true);
    const august = await pageLoaders.galeri(source, input("q=agustus"));
    expect(august.results.items.map((g) => g.id).sort()).toEqual(
      sampleGaleri
        .filter((g) => /-08-/.test(g.createdAt))
        .map((g) => g.id)
        .sort(),
    );
  });

  it("UMKM list: sorts by name or oldest first, shows cards cut at 150 characters", async () => {
    const byName = await pageLoaders.umkmList(source, input("urut=nama"));
    expect(byName.results.items.map((u) => u.nama)).toEqual(
      sampleUmkm.map((u) => u.nama).sort((a, b) => a.localeCompare(b, "id")),
    );
    const oldest = await pageLoaders.umkmList(source, input("urut=terlama"));
    expect(oldest.results.items.map((u) => u.id)).toEqual(
      newest(sampleUmkm)
        .reverse()
        .map((u) => u.id),
    );
    expect(byName.params).toMatchObject({ urut: "nama", tampilan: "grid" });
    expect(byName.results.items.every((u) => u.summary.length <= 153)).toBe(true);
  });

  it("detail pages: the record, up to 3 others of its category, counts; null when unknown", async () => {
    const record = sampleArtikel[0] as Artikel;
    const detail = await pageLoaders.artikelDetail(source, input("", record.id));
    expect(detail.artikel).toEqual(record);
    expect(detail.related.every((a) => a.kategori === record.kategori && a.id !== record.id)).toBe(true);
    expect(detail.related.length).toBeLessThanOrEqual(3);
    expect((await pageLoaders.artikelDetail(source, input("", "tidak-ada"))).artikel).toBeNull();
    expect((await pageLoaders.umkmDetail(source, input("", "tidak-ada"))).umkm).toBeNull();
  });
});

describe("pages past the end", () => {
  const pages = memorySource({ artikel: many, galeri: [], umkm: [], settings: DEFAULT_SETTINGS });

  it("read no rows and say there is nothing further", async () => {
    let reads = 0;
    const counting = {
      ...pages,
      artikelCards: (...args: Parameters<typeof pages.artikelCards>) => {
        reads += 1;
        return pages.artikelCards(...args);
      },
    };
    const beyond = await pageLoaders.artikelList(counting, input("halaman=99999"));
    expect(beyond.results.items).toEqual([]);
    expect(beyond.results.hasNext).toBe(false);
    expect(beyond.results.total.count).toBe(26);
    // Only the sidebar's 'Artikel Terbaru' read rows.
    expect(reads).toBe(1);
  });

  it("a search pages through the matches it counted, no further", async () => {
    const many300: Artikel[] = Array.from({ length: 300 }, (_, index) => ({
      ...(many[0] as Artikel),
      id: `s${index}`,
      judul: `Rapat ${index}`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    }));
    const source300 = memorySource({ artikel: many300, galeri: [], umkm: [], settings: DEFAULT_SETTINGS });
    // The built-in source counts exactly; pretend it stopped at the limit as D1's does.
    const capped = { ...source300, total: async () => ({ count: 200, more: true }) };
    const last = await pageLoaders.artikelList(capped, input("q=rapat&halaman=17"));
    expect(last.results.items).toHaveLength(200 - 16 * 12);
    expect(last.results.hasNext).toBe(false);
    const past = await pageLoaders.artikelList(capped, input("q=rapat&halaman=18"));
    expect(past.results.items).toEqual([]);
  });
});
