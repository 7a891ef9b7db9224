import { describe, expect, it } from "vitest";
import {
  apbdesSchema,
  breakdownReading,
  breakdownSchemas,
  computedSilpa,
  DATA_PATHS,
  dataMessages,
  dataWarnings,
  pendudukSchema,
  realisationPercent,
  UMUR_BANDS,
} from "./data-padukuhan";
import { exampleBudget, line } from "./data-padukuhan.example";
import { formatRupiahShort } from "./format";

describe("the office's figures", () => {
  it("reads counts as people type them, and refuses negatives and fractions in Indonesian", () => {
    expect(pendudukSchema.parse({ jiwa: "1.432", kk: 410, laki: " 700 ", perempuan: "732" })).toEqual({
      jiwa: 1432,
      kk: 410,
      laki: 700,
      perempuan: 732,
    });
    for (const wrong of ["-5", "12,5", "banyak", -1, 2.5]) {
      const parsed = pendudukSchema.safeParse({ jiwa: wrong, kk: 1, laki: 1, perempuan: 1 });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(dataMessages.count);
    }
  });

  it("takes a breakdown's every row, and no row it does not have", () => {
    const umur = Object.fromEntries(UMUR_BANDS.map((band) => [band, "10"]));
    expect(Object.values(breakdownSchemas.umur.parse(umur))).toEqual(UMUR_BANDS.map(() => 10));
    expect(breakdownSchemas.umur.safeParse({ ...umur, "0–4": undefined }).success).toBe(false);
  });

  it("flags a population whose men and women, or whose breakdown, do not add up", () => {
    expect(dataWarnings("penduduk", { jiwa: 1432, kk: 410, laki: 700, perempuan: 732 }, null)).toEqual([]);
    expect(dataWarnings("penduduk", { jiwa: 1432, kk: 410, laki: 700, perempuan: 700 }, null)).toEqual([
      "Laki-laki (700) dan perempuan (700) berjumlah tidak sama dengan jumlah penduduk (1.432).",
    ]);
    const agama = { Islam: 1400, Kristen: 20, Katolik: 10, Hindu: 0, Buddha: 0, Konghucu: 0, Kepercayaan: 0 };
    expect(dataWarnings("agama", agama, 1432)).toEqual([
      "Jumlah agama (1.430) tidak sama dengan jumlah penduduk (1.432).",
    ]);
    expect(dataWarnings("agama", { ...agama, Kepercayaan: 2 }, 1432)).toEqual([]);
    // One person may have more than one disability: that breakdown has no total to meet.
    expect(dataWarnings("disabilitas", { Fisik: 3, Intelektual: 1, Mental: 0, Sensorik: 2 }, 1432)).toEqual(
      [],
    );
  });

  it("computes SILPA from the budget and flags books that do not balance", () => {
    expect(computedSilpa(exampleBudget())).toEqual(line(140_000_000, 90_000_000));
    expect(dataWarnings("apbdes", apbdesSchema.parse(exampleBudget()), null)).toEqual([]);
    expect(
      dataWarnings("apbdes", apbdesSchema.parse(exampleBudget(line(150_000_000, 90_000_000))), null),
    ).toEqual([
      "Anggaran: Anggaran tidak seimbang: SILPA yang diisi Rp 150.000.000, hasil hitungan Rp 140.000.000.",
    ]);
  });

  it("says realisation as a percentage, and rupiah the way people say it", () => {
    expect(realisationPercent(line(1_100_000_000, 950_000_000))).toBe(86);
    expect(realisationPercent(line(0, 5))).toBeNull();
    expect(formatRupiahShort(1_234_567_890)).toBe("Rp 1,2 miliar");
    expect(formatRupiahShort(850_000_000)).toBe("Rp 850 juta");
    expect(DATA_PATHS.download("penduduk", 2026, "csv")).toBe("/data/penduduk-2026.csv");
  });
});

describe("what each table says in one line", () => {
  it("reads the working ages, schooling, marriage, disability, and otherwise the largest row", () => {
    const umur = Object.fromEntries(
      UMUR_BANDS.map((band, index) => [band, index >= 3 && index < 13 ? 68 : 0]),
    );
    umur["0–4"] = 320;
    expect(breakdownReading("umur", umur, 1000)).toBe("Penduduk usia 15–64 tahun: 68 %");
    expect(breakdownReading("agama", { Islam: 900, Kristen: 100 }, 1000)).toBe("Terbanyak: Islam (90 %)");
    expect(breakdownReading("disabilitas", { Fisik: 12, Sensorik: 3 }, 1500)).toBe(
      "Penyandang disabilitas: 15 orang (1 % penduduk)",
    );
    expect(breakdownReading("perkawinan", { "Belum Kawin": 0, Kawin: 0 }, 0)).toBe("Berstatus kawin: 0 %");
  });
});
