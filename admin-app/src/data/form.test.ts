import {
  computedSilpa,
  DATA_SCHEMAS,
  DATA_TABLES,
  dataMessages,
  PENDUDUK_BREAKDOWNS,
  UMUR_BANDS,
} from "@padukuhan/shared/data-padukuhan";
import { exampleBudget, line } from "@padukuhan/shared/data-padukuhan.example";
import { describe, expect, it } from "vitest";
import {
  apbdesTotals,
  breakdownSum,
  checkForm,
  type DataForm,
  figureKeys,
  figureOf,
  isChanged,
  lineKey,
  liveValue,
  placeServerErrors,
  sexTotal,
  toBody,
  toForm,
  warningsToShow,
} from "./form";

const penduduk = { jiwa: 1432, kk: 410, laki: 700, perempuan: 732 };
const agama = { Islam: 1400, Kristen: 20, Katolik: 10, Hindu: 0, Buddha: 0, Konghucu: 0, Kepercayaan: 2 };

describe("a table's form", () => {
  it("has a figure per row of every table, keyed by the schema's path", () => {
    expect(figureKeys("penduduk")).toEqual(["jiwa", "kk", "laki", "perempuan"]);
    expect(figureKeys("umur")).toEqual([...UMUR_BANDS]);
    const apbdes = figureKeys("apbdes");
    expect(apbdes[0]).toBe("pendapatan.Dana Desa.anggaran");
    expect(apbdes.slice(-2)).toEqual(["silpa.anggaran", "silpa.realisasi"]);
    expect(apbdes).toHaveLength((6 + 5 + 2 + 1) * 2);
    // A key is a path joined by dots: no row's name may have one of its own.
    for (const tabel of DATA_TABLES) {
      for (const key of figureKeys(tabel)) expect(key.split(".").length).toBeLessThanOrEqual(3);
    }
  });

  it("shows a stored table the Indonesian way, and an unfilled one empty", () => {
    expect(toForm("penduduk", penduduk)).toEqual({ jiwa: "1.432", kk: "410", laki: "700", perempuan: "732" });
    const form = toForm("apbdes", exampleBudget());
    expect(form["pendapatan.Dana Desa.anggaran"]).toBe("1.200.000.000");
    expect(form["pembiayaan.Pengeluaran.realisasi"]).toBe("10.000.000");
    expect(form["silpa.realisasi"]).toBe("90.000.000");
    expect(Object.values(toForm("agama", null)).every((text) => text === "")).toBe(true);
  });

  it("comes back to the stored table unchanged (value → form → value)", () => {
    expect(liveValue("penduduk", toForm("penduduk", penduduk))).toEqual(penduduk);
    expect(liveValue("agama", toForm("agama", agama))).toEqual(agama);
    expect(liveValue("apbdes", toForm("apbdes", exampleBudget()))).toEqual(exampleBudget());
  });

  it("reads figures as people type them", () => {
    expect(figureOf("1.250", false)).toBe(1250);
    expect(figureOf(" 1250 ", false)).toBe(1250);
    expect(figureOf("0615", false)).toBe(615);
    expect(figureOf("", true)).toBe(0);
    expect(figureOf("  ", false)).toBeNull();
    for (const wrong of ["-5", "12,5", "1.5e3", "banyak"]) expect(figureOf(wrong, true)).toBeNull();
  });

  it("sends the schema's shape: numbers where they read, an empty row as 0, anything else as typed", () => {
    const form = { ...toForm("agama", null), Islam: "1.400", Kristen: "dua puluh" };
    expect(toBody("agama", form)).toEqual({
      Islam: 1400,
      Kristen: "dua puluh",
      Katolik: 0,
      Hindu: 0,
      Buddha: 0,
      Konghucu: 0,
      Kepercayaan: 0,
    });
    const apbdes = toBody("apbdes", { ...toForm("apbdes", null), "silpa.anggaran": "5.000" });
    expect(apbdes).toMatchObject({
      silpa: { anggaran: 5000, realisasi: 0 },
      pembiayaan: { Penerimaan: line(0, 0) },
    });
    expect(DATA_SCHEMAS.apbdes.safeParse(apbdes).success).toBe(true);
  });

  it("needs the population's four figures typed, and names a wrong figure at its place", () => {
    const blank = toForm("penduduk", null);
    expect(Object.keys(checkForm("penduduk", blank))).toEqual(["jiwa", "kk", "laki", "perempuan"]);
    expect(checkForm("penduduk", { ...toForm("penduduk", penduduk), kk: "-3" })).toEqual({
      kk: dataMessages.count,
    });
    expect(
      checkForm("apbdes", {
        ...toForm("apbdes", exampleBudget()),
        "belanja.Pembinaan Kemasyarakatan.realisasi": "1,5",
      }),
    ).toEqual({ "belanja.Pembinaan Kemasyarakatan.realisasi": dataMessages.amount });
    // Empty rows are 0: an empty breakdown is a form that passes (its sum says the rest).
    expect(checkForm("umur", toForm("umur", null))).toEqual({});
  });
});

describe("the Worker's field errors", () => {
  it("go to the figure they name, however the Worker spells the path", () => {
    expect(placeServerErrors("penduduk", { jiwa: dataMessages.count })).toEqual({ jiwa: dataMessages.count });
    expect(placeServerErrors("apbdes", { "pendapatan.Dana Desa.anggaran": "a" })).toEqual({
      "pendapatan.Dana Desa.anggaran": "a",
    });
    expect(placeServerErrors("apbdes", { "Dana Desa.realisasi": "b" })).toEqual({
      "pendapatan.Dana Desa.realisasi": "b",
    });
    // Only the part's name (the first level of the path): its first figure.
    expect(placeServerErrors("apbdes", { belanja: "c" })).toEqual({
      "belanja.Penyelenggaraan Pemerintahan Desa.anggaran": "c",
    });
  });

  it("that name no figure are the form's own", () => {
    expect(placeServerErrors("agama", { tahun: dataMessages.year })).toEqual({ form: dataMessages.year });
  });
});

describe("the totals as the admin types", () => {
  it("add men and women once both read", () => {
    expect(sexTotal({ laki: "700", perempuan: "732" })).toBe(1432);
    expect(sexTotal({ laki: "700", perempuan: "" })).toBeNull();
  });

  it("add a breakdown's rows, an empty one as 0, none while one does not read", () => {
    const form: DataForm = { ...toForm("agama", null), Islam: "1.400", Kristen: "20" };
    expect(breakdownSum("agama", form)).toBe(1420);
    expect(breakdownSum("agama", { ...form, Hindu: "x" })).toBeNull();
  });

  it("give each part of the APBDes, Pembiayaan's net, and the SILPA the figures give", () => {
    const totals = apbdesTotals(toForm("apbdes", exampleBudget(line(1, 2))));
    expect(totals.pendapatan).toEqual(line(1_200_000_000, 1_000_000_000));
    expect(totals.belanja).toEqual(line(1_100_000_000, 950_000_000));
    expect(totals.pembiayaanNetto).toEqual(line(40_000_000, 40_000_000));
    // The same sum as the shared module's, which the Worker and the public page use.
    expect(totals.silpaHitungan).toEqual(computedSilpa(exampleBudget()));
    expect(totals.silpa).toEqual(line(1, 2));
  });

  it("leave out only what does not read yet", () => {
    const form = {
      ...toForm("apbdes", exampleBudget()),
      [lineKey("belanja", "Pemberdayaan Masyarakat", "realisasi")]: "??",
    };
    const totals = apbdesTotals(form);
    expect(totals.belanja).toEqual({ anggaran: 1_100_000_000, realisasi: null });
    expect(totals.silpaHitungan).toEqual({ anggaran: 140_000_000, realisasi: null });
    expect(totals.pendapatan).toEqual(line(1_200_000_000, 1_000_000_000));
  });
});

describe("the warnings beside a table", () => {
  const stored = { value: agama, warnings: ["dari Worker"] };

  it("are the Worker's while the form shows what is stored", () => {
    expect(warningsToShow("agama", toForm("agama", agama), stored, 1432)).toEqual(["dari Worker"]);
    // Written differently, the same figures: nothing changed.
    expect(
      warningsToShow("agama", { ...toForm("agama", agama), Islam: "1400", Hindu: "" }, stored, 1432),
    ).toEqual(["dari Worker"]);
  });

  it("follow the figures as typed, against the year's population", () => {
    const typed = { ...toForm("agama", agama), Islam: "1.390" };
    expect(warningsToShow("agama", typed, stored, 1432)).toEqual([
      "Jumlah agama (1.422) tidak sama dengan jumlah penduduk (1.432).",
    ]);
    expect(warningsToShow("agama", typed, stored, null)).toEqual([]);
    expect(warningsToShow("penduduk", toForm("penduduk", { ...penduduk, laki: 600 }), null, null)).toEqual([
      "Laki-laki (600) dan perempuan (732) berjumlah tidak sama dengan jumlah penduduk (1.432).",
    ]);
  });

  it("say nothing of a table not filled in and not typed in, nor of figures that do not read", () => {
    expect(warningsToShow("agama", toForm("agama", null), null, 1432)).toEqual([]);
    expect(warningsToShow("penduduk", { ...toForm("penduduk", penduduk), jiwa: "x" }, null, null)).toEqual(
      [],
    );
  });

  it("know a copied table as a change", () => {
    expect(isChanged("agama", toForm("agama", agama), null)).toBe(true);
    expect(isChanged("agama", toForm("agama", null), null)).toBe(false);
    expect(isChanged("agama", { ...toForm("agama", null), Hindu: "0" }, null)).toBe(true);
  });
});

describe("'Salin dari tahun lalu'", () => {
  it("fills every figure with last year's, ready to check and save", () => {
    const form = toForm("pekerjaan", {
      ...Object.fromEntries(PENDUDUK_BREAKDOWNS.pekerjaan.rows.map((row) => [row, 10])),
      "Petani/Pekebun": 1250,
    } as never);
    expect(form["Petani/Pekebun"]).toBe("1.250");
    expect(Object.keys(form)).toEqual(figureKeys("pekerjaan"));
    expect(checkForm("pekerjaan", form)).toEqual({});
  });
});
