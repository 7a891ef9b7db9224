import {
  type Apbdes,
  BELANJA_BIDANG,
  type DataTable,
  PENDAPATAN_SUMBER,
  type Penduduk,
  UMUR_BANDS,
} from "@padukuhan/shared/data-padukuhan";
import { adminRequest } from "./auth";

/** 'Data Padukuhan' (decision 022): a year's figures as the office's forms send them. */
export const PENDUDUK: Penduduk = { jiwa: 1000, kk: 300, laki: 490, perempuan: 510 };

/** The age bands summing to `jiwa` (all but the first band 60 each, the first the rest). */
export function umur(jiwa = PENDUDUK.jiwa): Record<string, number> {
  const rows = Object.fromEntries(UMUR_BANDS.map((band) => [band, 60]));
  rows[UMUR_BANDS[0]] = jiwa - 60 * (UMUR_BANDS.length - 1);
  return rows;
}

const line = (anggaran: number, realisasi: number) => ({ anggaran, realisasi });

/**
 * A budget: 1.2 billion Dana Desa (1 billion realised), 1.1 billion on building (950 million),
 * 50 million financing in, 10 million out; balanced unless `silpa` says otherwise.
 */
export function budget(silpa = line(140_000_000, 90_000_000)): Apbdes {
  return {
    pendapatan: Object.fromEntries(
      PENDAPATAN_SUMBER.map((name, index) => [
        name,
        index === 0 ? line(1_200_000_000, 1_000_000_000) : line(0, 0),
      ]),
    ) as Apbdes["pendapatan"],
    belanja: Object.fromEntries(
      BELANJA_BIDANG.map((name, index) => [
        name,
        index === 1 ? line(1_100_000_000, 950_000_000) : line(0, 0),
      ]),
    ) as Apbdes["belanja"],
    pembiayaan: { Penerimaan: line(50_000_000, 50_000_000), Pengeluaran: line(10_000_000, 10_000_000) },
    silpa,
  };
}

/** PUT /api/admin/data/:tahun/:tabel as the admin app sends it. */
export const saveTable = (token: string, tahun: number | string, tabel: DataTable | string, value: unknown) =>
  adminRequest(`/api/admin/data/${tahun}/${tabel}`, {
    method: "PUT",
    token,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(value),
  });

/** Saved, or the test fails with the answer. */
export async function saved(token: string, tahun: number, tabel: DataTable, value: unknown) {
  const response = await saveTable(token, tahun, tabel, value);
  if (response.status !== 200)
    throw new Error(`${tabel} ${tahun}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { value: unknown; updatedAt: string; warnings: string[] };
}
