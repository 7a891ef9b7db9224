import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../local-state";
import { ExportFormatError, openExport } from "./export-file";

const fixture = (name: string) => readFileSync(path.join(root, "scripts/fixtures/firestore", name), "utf8");
const ids = (text: string) =>
  [...openExport(text).read()].map((d) => `${d.collection}/${d.id}${d.duplicate ? " (ganda)" : ""}`);

describe("reading an export", () => {
  it("finds the collections at the top level, in file order, and sees an id that comes twice", () => {
    const { outline } = openExport(fixture("top-level.json"));
    expect(outline).toEqual({
      counts: { akun: 3, artikel: 7, umkm: 3, galeri: 0 },
      ignored: [{ name: "pengunjung", documents: 2 }],
    });
    expect(ids(fixture("top-level.json"))).toEqual([
      "artikel/Xk3pRaNen7aYa2024AbC",
      "artikel/tanpaKategoriLink01",
      "artikel/gambarHilangDiHost1",
      "artikel/svgMenyamarJadiJpg",
      "artikel/tanpaJudulSamaSekali",
      "artikel/tanggalnyaTidakJelas",
      "artikel/Xk3pRaNen7aYa2024AbC (ganda)",
      "umkm/umkmGudegBuSri00001",
      "umkm/umkmTanpaNama000001",
      "umkm/umkmLampionGif00001",
      "akun/akunLamaSekretaris1",
      "akun/akunNamaSudahAda01",
      "akun/akunPasswordPendek1",
    ]);
  });

  it("finds them under __collections__ too, each document's own __collections__ left inside it", () => {
    const text = fixture("collections.json");
    // Beside the published ones: a draft article and a hidden photo (the import keeps them unpublished).
    expect(openExport(text).outline.counts).toEqual({ akun: 0, artikel: 2, umkm: 0, galeri: 6 });
    const artikel = [...openExport(text).read()].find(
      (d) => d.collection === "artikel" && d.json.includes("Pelatihan Pemasaran Digital UMKM"),
    );
    expect(JSON.parse(artikel?.json ?? "{}")).toMatchObject({
      judul: "Pelatihan Pemasaran Digital UMKM",
      __collections__: { komentar: { k1: { isi: "Mantap" } } },
    });
  });

  it("reads a document's text whole, escapes, braces in strings and all", () => {
    const text = JSON.stringify({
      artikel: { a1: { judul: 'Kata "kutip" dan } { ]', text: "baris\\n\\u00e9" } },
    });
    const [document] = [...openExport(text).read()];
    expect(JSON.parse(document?.json ?? "{}")).toEqual({
      judul: 'Kata "kutip" dan } { ]',
      text: "baris\\n\\u00e9",
    });
  });

  it("refuses a file that is no JSON before reading any document, naming the line", () => {
    expect(() => openExport('{\n "artikel": {\n "a1": { "judul": "x" }\n')).toThrow(ExportFormatError);
    expect(() => openExport('{\n "artikel": {\n "a1": { "judul": "x" }\n')).toThrow(/baris 4/);
    expect(() => openExport('["artikel"]')).toThrow(
      "File ekspor bukan JSON yang valid (baris 1): file ekspor harus berupa objek JSON berisi koleksi",
    );
    expect(() => openExport('{"artikel": {}} x')).toThrow(/ada sisa setelah akhir data/);
  });

  it("counts a known collection that is not an object of documents as ignored", () => {
    expect(openExport('{"artikel": [{"judul": "x"}], "umkm": {}}').outline).toEqual({
      counts: { akun: 0, artikel: 0, umkm: 0, galeri: 0 },
      ignored: [{ name: "artikel", documents: 0 }],
    });
  });
});
