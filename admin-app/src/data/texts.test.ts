import { describe, expect, it } from "vitest";
import { countText, dataTexts, rowLabel, rupiahText, tableIntro } from "./texts";

describe("what 'Data Padukuhan' says", () => {
  it("names an age band in years, other rows as they are", () => {
    expect(rowLabel("umur", "0–4")).toBe("0–4 tahun");
    expect(rowLabel("agama", "Islam")).toBe("Islam");
  });

  it("says which breakdown must add up to the population, and that an empty row is 0", () => {
    expect(tableIntro("agama")).toContain("semestinya berjumlah sama dengan jumlah penduduk");
    expect(tableIntro("disabilitas")).toContain("tidak dibandingkan");
    expect(tableIntro("apbdes")).toContain(dataTexts.blankIsZero);
    expect(tableIntro("penduduk")).not.toContain(dataTexts.blankIsZero);
  });

  it("writes totals the Indonesian way, and a dash while a figure does not read", () => {
    expect(countText(1250)).toBe("1.250");
    expect(rupiahText(850_000_000).replace(/\s/g, " ")).toBe("Rp 850.000.000");
    expect(countText(null)).toBe(dataTexts.unreadable);
  });

  it("names the warnings in the banner of a save", () => {
    expect(dataTexts.saved("APBDes", 2026, 0)).toBe("APBDes 2026 berhasil disimpan");
    expect(dataTexts.saved("APBDes", 2026, 2)).toBe("APBDes 2026 berhasil disimpan, dengan 2 catatan");
    expect(dataTexts.yearOption(2026, 0, 8)).toBe("2026 (belum diisi)");
    expect(dataTexts.yearOption(2025, 3, 8)).toBe("2025 (3 dari 8 tabel terisi)");
  });
});
