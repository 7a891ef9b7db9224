import { describe, expect, it } from "vitest";
import type { DataIndex, DataYear } from "../endpoints";
import {
  currentYear,
  hasTable,
  suggestedNewYear,
  tableCount,
  withFreshWarnings,
  withRemoved,
  withSaved,
  withTable,
  yearChoices,
  yearFrom,
} from "./years";

const at = (tahun: number, ...tabel: Array<"penduduk" | "agama" | "apbdes">) => ({
  tahun,
  tabel: tabel.map((name) => ({ tabel: name, updatedAt: `${tahun}-12-01T00:00:00.000Z` })),
});
const index: DataIndex = { tahun: [at(2025, "penduduk", "apbdes"), at(2023, "agama")] };

describe("the year of 'Data Padukuhan'", () => {
  it("is this year on the hamlet's clock unless the address names another", () => {
    // 31 December 18:00 UTC is already 1 January in the village.
    expect(currentYear(new Date("2026-12-31T18:00:00Z"))).toBe(2027);
    expect(currentYear(new Date("2026-06-01T00:00:00Z"))).toBe(2026);
    expect(yearFrom("2024")).toBe(2024);
    for (const wrong of [null, "", "24", "2024a", "1999", "2101", "2.024"])
      expect(yearFrom(wrong)).toBeNull();
  });

  it("is chosen among the years that have tables and the one shown, newest first", () => {
    expect(yearChoices(index, 2026)).toEqual([2026, 2025, 2023]);
    expect(yearChoices(index, 2023)).toEqual([2025, 2023]);
    expect(yearChoices({ tahun: [] }, 2026)).toEqual([2026]);
    expect(tableCount(index, 2025)).toBe(2);
    expect(tableCount(index, 2026)).toBe(0);
  });

  it("offers 'Salin dari tahun lalu' when the year before has the table", () => {
    expect(hasTable(index, 2025, "apbdes")).toBe(true);
    expect(hasTable(index, 2025, "agama")).toBe(false);
    expect(hasTable(index, 2024, "agama")).toBe(false);
  });

  it("proposes this year for 'Tambah tahun', or the year after the newest once this one has tables", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(suggestedNewYear(index, now)).toBe(2026);
    expect(suggestedNewYear({ tahun: [at(2026, "penduduk"), ...index.tahun] }, now)).toBe(2027);
    expect(suggestedNewYear({ tahun: [] }, now)).toBe(2026);
  });
});

describe("the index of filled tables", () => {
  it("gains a table saved, and a new year in its place, newest first", () => {
    const saved = withSaved(index, 2024, "agama", "2026-11-27T12:00:00.000Z");
    expect(saved.tahun.map((entry) => entry.tahun)).toEqual([2025, 2024, 2023]);
    expect(hasTable(saved, 2024, "agama")).toBe(true);
    const again = withSaved(saved, 2025, "apbdes", "2026-11-28T00:00:00.000Z");
    expect(tableCount(again, 2025)).toBe(2);
    expect(again.tahun[0]?.tabel.find((one) => one.tabel === "apbdes")?.updatedAt).toBe(
      "2026-11-28T00:00:00.000Z",
    );
  });

  it("loses a table deleted, and a year once it has none", () => {
    expect(tableCount(withRemoved(index, 2025, "apbdes"), 2025)).toBe(1);
    expect(withRemoved(index, 2023, "agama").tahun.map((entry) => entry.tahun)).toEqual([2025]);
  });
});

describe("the year shown", () => {
  const agama = { Islam: 10, Kristen: 0, Katolik: 0, Hindu: 0, Buddha: 0, Konghucu: 0, Kepercayaan: 0 };
  const year: DataYear = {
    tahun: 2026,
    tables: { agama: { value: agama, updatedAt: "a", warnings: ["lama"] } },
  };

  it("takes a table saved or deleted", () => {
    const penduduk = { value: { jiwa: 10, kk: 3, laki: 5, perempuan: 5 }, updatedAt: "b", warnings: [] };
    const saved = withTable(year, "penduduk", penduduk);
    expect(saved.tables.penduduk).toEqual(penduduk);
    expect(saved.tables.agama).toBe(year.tables.agama);
    expect(Object.keys(withTable(saved, "agama", null).tables)).toEqual(["penduduk"]);
  });

  it("takes the Worker's new warnings for a table only while it is the version they were read for", () => {
    const fresh: DataYear = {
      tahun: 2026,
      tables: { agama: { value: agama, updatedAt: "a", warnings: [] } },
    };
    expect(withFreshWarnings(year, fresh).tables.agama?.warnings).toEqual([]);
    const newer: DataYear = {
      tahun: 2026,
      tables: { agama: { value: agama, updatedAt: "z", warnings: [] } },
    };
    expect(withFreshWarnings(year, newer).tables.agama?.warnings).toEqual(["lama"]);
  });
});
