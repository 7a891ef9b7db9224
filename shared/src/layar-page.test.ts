import { describe, expect, it } from "vitest";
import { LAYAR_LIMITS } from "./layar";
import { memorySource } from "./memory-source";
import { pageLoaders } from "./pages";
import { isIndexedRoute, matchPageRoute, PAGE_ROUTES } from "./routes";
import { sampleAgenda, sampleArtikel, sampleGaleri, sampleUmkm } from "./sample-content";
import { sampleSettings } from "./village";

describe("/layar in the route table", () => {
  it("is a cached page of its own, kept from search engines like a resident's report", () => {
    const { route } = matchPageRoute("/layar");
    expect(route).toMatchObject({ page: "layar", cached: true });
    expect(isIndexedRoute(route)).toBe(false);
    expect(isIndexedRoute(matchPageRoute("/lapor/LW-0000-0000").route)).toBe(false);
    const indexed = PAGE_ROUTES.filter(isIndexedRoute).map((candidate) => candidate.path);
    expect(indexed).toContain("/");
    expect(indexed).toContain("/data/apbdes");
    expect(indexed).not.toContain("/layar");
  });
});

describe("the display's data over the built-in content", () => {
  const source = memorySource({
    artikel: sampleArtikel,
    galeri: sampleGaleri,
    umkm: sampleUmkm,
    agenda: sampleAgenda,
    settings: sampleSettings,
  });

  it("holds at most the display's limits, only the fields it shows, and no announcement", async () => {
    const data = await pageLoaders.layar(source, { search: new URLSearchParams() });
    expect(data.settings).toEqual(sampleSettings.layar);
    expect(data.pengumuman).toBeNull();
    expect(data.artikel).toHaveLength(LAYAR_LIMITS.artikel);
    expect(data.galeri).toHaveLength(LAYAR_LIMITS.galeri);
    expect(data.agenda.length).toBeLessThanOrEqual(LAYAR_LIMITS.agenda);
    for (const artikel of data.artikel)
      expect(Object.keys(artikel)).toEqual(["id", "judul", "kategori", "gambar"]);
    for (const foto of data.galeri) expect(Object.keys(foto)).toEqual(["id", "judul", "foto"]);
    for (const agenda of data.agenda) {
      expect(Object.keys(agenda)).toEqual(["id", "judul", "mulai", "selesai", "lokasi"]);
    }
  });
});
