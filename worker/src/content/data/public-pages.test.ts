import { DATA_PATHS, type DataTable, UMUR_BANDS } from "@padukuhan/shared/data-padukuhan";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, signIn } from "../../../test/auth";
import { budget, saved } from "../../../test/data-padukuhan";
import { request } from "../../../test/http";

const line = (anggaran: number, realisasi: number) => ({ anggaran, realisasi });

let token = "";
/** A table of a year, saved as the office's form saves it (its content version moves). */
const store = (tabel: DataTable, tahun: number, value: unknown) => saved(token, tahun, tabel, value);

const page = async (path: string) => {
  const response = await request(path);
  expect(response.status).toBe(200);
  return response.text();
};

beforeAll(async () => {
  await createAccount("sekdes", "rahasia-sekali");
  token = await signIn("sekdes", "rahasia-sekali");
});

describe("'Data Padukuhan' before the office fills anything in", () => {
  it("says so, and the home page keeps the numbers of 'Pengaturan Situs'", async () => {
    expect(await page(DATA_PATHS.penduduk)).toContain("Data penduduk belum diisi pengurus padukuhan.");
    expect(await page(DATA_PATHS.apbdes)).toContain("Data APBDes belum diisi pengurus padukuhan.");
    expect(await page("/")).not.toContain("Lihat Data Padukuhan");
  });
});

describe("'Data Padukuhan' with two years of figures", () => {
  beforeAll(async () => {
    await store("penduduk", 2025, { jiwa: 1400, kk: 400, laki: 690, perempuan: 710 });
    await store("penduduk", 2026, { jiwa: 1432, kk: 410, laki: 700, perempuan: 700 });
    await store(
      "umur",
      2026,
      Object.fromEntries(
        UMUR_BANDS.map((band, index) => [band, index === 0 ? 462 : index >= 3 && index < 13 ? 97 : 0]),
      ),
    );
    await store("agama", 2026, {
      Islam: 1400,
      Kristen: 20,
      Katolik: 10,
      Hindu: 0,
      Buddha: 0,
      Konghucu: 0,
      Kepercayaan: 0,
    });
    await store("apbdes", 2026, budget(line(150_000_000, 90_000_000)));
  });

  it("shows the latest year's totals, each breakdown as a chart, its reading and its table, and what does not add up", async () => {
    const html = await page(DATA_PATHS.penduduk);
    expect(html).toContain("Data Penduduk Tahun 2026");
    expect(html).toMatch(/<dt>Penduduk<\/dt><dd>1\.432<\/dd>/);
    // Kelompok umur: 15–64 is ten bands of 97 of 1,432 people.
    expect(html).toContain("Penduduk usia 15–64 tahun: 68 %");
    expect(html).toContain("Terbanyak: Islam (98 %)");
    expect(html.match(/<svg[^>]*role="img"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/<th scope="row">Islam<\/th><td>1\.400<\/td><td>98 %<\/td>/);
    // 700 + 700 is not 1,432, and the religions add up to 1,430: flagged, not hidden.
    expect(html).toContain(
      "Laki-laki (700) dan perempuan (700) berjumlah tidak sama dengan jumlah penduduk (1.432).",
    );
    expect(html).toContain("Jumlah agama (1.430) tidak sama dengan jumlah penduduk (1.432).");
    // Open data, and the other year.
    expect(html).toContain(`href="${DATA_PATHS.download("agama", 2026, "csv")}"`);
    expect(html).toContain(`href="${DATA_PATHS.penduduk}?tahun=2025"`);
    // The growth from 2025.
    expect(html).toMatch(/<th scope="row">2026<\/th><td>1\.432<\/td><td>410<\/td><td>\+2,3 %<\/td>/);
  });

  it("shows an earlier year when asked", async () => {
    const html = await page(`${DATA_PATHS.penduduk}?tahun=2025`);
    expect(html).toContain("Data Penduduk Tahun 2025");
    expect(html).toMatch(/<dt>Penduduk<\/dt><dd>1\.400<\/dd>/);
    expect(html).not.toContain("Kelompok Umur");
  });

  it("shows the budget with realisation, amounts as people say them, and flags an unbalanced SILPA", async () => {
    const html = await page(DATA_PATHS.apbdes);
    expect(html).toContain("APBDes Tahun 2026");
    expect(html).toContain("Pendapatan 2026: anggaran Rp 1,2 miliar, terealisasi Rp 1 miliar (83 %).");
    expect(html).toMatch(
      /<th scope="row">Dana Desa<\/th><td data-label="Anggaran">Rp\s1\.200\.000\.000<\/td>/,
    );
    expect(html).toContain(
      "Anggaran tidak seimbang: SILPA yang diisi Rp 150.000.000, hasil hitungan Rp 140.000.000.",
    );
    expect(html).toContain(`href="${DATA_PATHS.download("apbdes", 2026, "json")}"`);
  });

  it("gives the home page the latest year's people and families, with the way to the figures", async () => {
    const html = await page("/");
    expect(html).toMatch(/<strong>1\.432<\/strong><span>Jumlah Penduduk<\/span>/);
    expect(html).toMatch(/<strong>410<\/strong><span>Kepala Keluarga<\/span>/);
    expect(html).toContain(`<a href="${DATA_PATHS.penduduk}">Lihat Data Padukuhan</a>`);
  });
});
