import { type DataTable, type Penduduk, UMUR_BANDS } from "@padukuhan/shared/data-padukuhan";
import { adminRequest } from "./auth";

/** 'Data Padukuhan' (decision 022): a year's figures as the office's forms send them. */
export const PENDUDUK: Penduduk = { jiwa: 1000, kk: 300, laki: 490, perempuan: 510 };

/** The age bands summing to `jiwa` (all but the first band 60 each, the first the rest). */
export function umur(jiwa = PENDUDUK.jiwa): Record<string, number> {
  const rows = Object.fromEntries(UMUR_BANDS.map((band) => [band, 60]));
  rows[UMUR_BANDS[0]] = jiwa - 60 * (UMUR_BANDS.length - 1);
  return rows;
}

/** A budget, balanced unless `silpa` says otherwise (shared/src/data-padukuhan.example.ts). */
export { exampleBudget as budget } from "@padukuhan/shared/data-padukuhan.example";

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
