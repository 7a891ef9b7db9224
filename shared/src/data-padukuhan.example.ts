/**
 * A year's budget for the tests of every side ('Data Padukuhan', decision 022): 1.2 billion of
 * Dana Desa (1 billion realised), 1.1 billion on building (950 million), 50 million of
 * financing in and 10 million out; balanced unless `silpa` says otherwise. Tests only.
 */
import { type Apbdes, type ApbdesLine, BELANJA_BIDANG, PENDAPATAN_SUMBER } from "./data-padukuhan";

export const line = (anggaran: number, realisasi: number): ApbdesLine => ({ anggaran, realisasi });

export function exampleBudget(silpa = line(140_000_000, 90_000_000)): Apbdes {
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
