import { describe, expect, it } from "vitest";
import { galeriKategori } from "./categories";

/**
 * Every keyword of seed section 3, each in a title that holds no other keyword, with the
 * category written out: the test must not ask `galeriKategori` what it expects.
 */
const KEYWORDS: ReadonlyArray<readonly [keyword: string, judul: string, kategori: string]> = [
  ["alam", "Keindahan alam di pagi hari", "Pemandangan"],
  ["pemandangan", "Pemandangan dari bukit", "Pemandangan"],
  ["sawah", "Hamparan sawah hijau", "Pemandangan"],
  ["gunung", "Puncak gunung berkabut", "Pemandangan"],
  ["pantai", "Sore di pantai selatan", "Pemandangan"],
  ["budaya", "Pentas budaya dusun", "Budaya"],
  ["tradisi", "Tradisi syukuran panen", "Budaya"],
  ["adat", "Upacara adat bersih dusun", "Budaya"],
  ["seni", "Pentas seni anak-anak", "Budaya"],
  ["tari", "Latihan tari klasik", "Budaya"],
  ["jalan", "Perbaikan jalan dusun", "Infrastruktur"],
  ["bangunan", "Bangunan pos ronda baru", "Infrastruktur"],
  ["fasilitas", "Fasilitas umum padukuhan", "Infrastruktur"],
  ["jembatan", "Jembatan bambu", "Infrastruktur"],
  ["gedung", "Gedung serbaguna", "Infrastruktur"],
  ["kantor", "Kantor padukuhan", "Infrastruktur"],
  ["warga", "Pertemuan warga RT 03", "Masyarakat"],
  ["masyarakat", "Masyarakat berkumpul di pendapa", "Masyarakat"],
  ["penduduk", "Pendataan penduduk", "Masyarakat"],
  ["gotong royong", "Gotong royong membersihkan selokan", "Masyarakat"],
  ["kerjasama", "Kerjasama dengan kampus", "Masyarakat"],
];

const ALL_KEYWORDS = KEYWORDS.map(([keyword]) => keyword);

describe("galeriKategori", () => {
  it("knows the seed's 21 keywords", () => {
    expect(ALL_KEYWORDS).toHaveLength(21);
  });

  it.each(KEYWORDS)("places a title with only '%s' ('%s') in %s", (keyword, judul, kategori) => {
    // The title holds exactly this keyword, so only this keyword can decide.
    const found = ALL_KEYWORDS.filter((other) => judul.toLowerCase().includes(other));
    expect(found).toEqual([keyword]);
    expect(galeriKategori(judul)).toBe(kategori);
  });

  it.each(KEYWORDS)("ignores letter case for '%s'", (_keyword, judul, kategori) => {
    expect(galeriKategori(judul.toUpperCase())).toBe(kategori);
    expect(galeriKategori(judul.toLowerCase())).toBe(kategori);
    const alternating = [...judul].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join("");
    expect(galeriKategori(alternating)).toBe(kategori);
  });

  it.each([
    ["Lomba 17 Agustus", "Kegiatan"],
    ["Senam pagi bersama ibu-ibu PKK", "Kegiatan"],
    ["Posyandu balita", "Kegiatan"],
    ["", "Kegiatan"],
    // Near misses are not keywords: 'gotong' alone, 'kerja sama' with a space.
    ["Gotong sapi", "Kegiatan"],
    ["Kerja sama dengan kampus", "Kegiatan"],
  ])("puts '%s' in %s", (judul, kategori) => {
    expect(galeriKategori(judul)).toBe(kategori);
  });

  it("finds a keyword inside a longer word, as the seed's substring match does", () => {
    expect(galeriKategori("Kesenian rakyat")).toBe("Budaya");
    expect(galeriKategori("Pesawahan di lereng")).toBe("Pemandangan");
  });

  it.each([
    // Pemandangan before Budaya, Infrastruktur and Masyarakat.
    ["Tari di sawah", "Pemandangan"],
    ["Jalan menuju pantai", "Pemandangan"],
    ["Warga mendaki gunung", "Pemandangan"],
    // Budaya before Infrastruktur and Masyarakat.
    ["Seni di gedung serbaguna", "Budaya"],
    ["Warga menjaga tradisi", "Budaya"],
    // Infrastruktur before Masyarakat.
    ["Gotong royong memperbaiki jembatan", "Infrastruktur"],
    ["Kerjasama membangun kantor", "Infrastruktur"],
    // Masyarakat before Kegiatan.
    ["Lomba warga", "Masyarakat"],
  ])("follows the seed's order when '%s' has several keywords: %s", (judul, kategori) => {
    expect(galeriKategori(judul)).toBe(kategori);
  });
});
