import { describe, expect, it } from "vitest";
import { galeriKategori } from "./categories";

describe("galeriKategori", () => {
  it.each([
    ["Hamparan Sawah di Pagi Hari", "Pemandangan"],
    ["Pemandangan Gunung Merapi", "Pemandangan"],
    ["Pentas Tari Tradisional", "Budaya"],
    ["Upacara Adat Merti Dusun", "Budaya"],
    ["Perbaikan Jalan Dusun", "Infrastruktur"],
    ["Jembatan Baru", "Infrastruktur"],
    ["Kantor Kalurahan", "Infrastruktur"],
    ["Gotong Royong Bersih Desa", "Masyarakat"],
    ["Pertemuan Warga RT 03", "Masyarakat"],
    ["Lomba 17 Agustus", "Kegiatan"],
    ["", "Kegiatan"],
  ])("puts '%s' in %s", (judul, kategori) => {
    expect(galeriKategori(judul)).toBe(kategori);
  });

  it("ignores letter case", () => {
    expect(galeriKategori("SAWAH")).toBe("Pemandangan");
  });

  it("checks categories in the seed's order when a title has several keywords", () => {
    // 'sawah' (Pemandangan) is checked before 'warga' (Masyarakat).
    expect(galeriKategori("Warga Menanam Padi di Sawah")).toBe("Pemandangan");
  });
});
