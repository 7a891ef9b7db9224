import { env } from "cloudflare:workers";
import { dataMessages } from "@padukuhan/shared/data-padukuhan";
import { beforeAll, describe, expect, it } from "vitest";
import { budget, PENDUDUK, saved, umur } from "../../../test/data-padukuhan";
import { ADMIN_HOST, request } from "../../../test/http";
import { adminToken } from "../../../test/upload";

let token = "";
let updatedAt = "";

beforeAll(async () => {
  token = await adminToken();
  await saved(token, 2026, "penduduk", PENDUDUK);
  await saved(token, 2026, "umur", umur());
  updatedAt = (await saved(token, 2026, "apbdes", budget())).updatedAt;
});

async function download(path: string) {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return response;
}

describe("the open data files", () => {
  it("gives a table as CSV: UTF-8 with a byte order mark, a header row, one row per table row", async () => {
    const response = await download("/data/penduduk-2026.csv");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="penduduk-2026.csv"');
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFFUraian,Jumlah\r\nJumlah Penduduk,1000\r\nKepala Keluarga,300\r\nLaki-laki,490\r\nPerempuan,510\r\n",
    );

    const ages = (await (await download("/data/umur-2026.csv")).text()).split("\r\n");
    expect(ages.slice(0, 3)).toEqual(["Kelompok,Jumlah", "0–4,100", "5–9,60"]);
    expect(ages).toHaveLength(16 + 2);
  });

  it("gives the budget with its totals, financing and SILPA; a name with a comma is quoted", async () => {
    const text = await (await download("/data/apbdes-2026.csv")).text();
    expect(text.split("\r\n")).toEqual([
      "Kelompok,Uraian,Anggaran,Realisasi,Persen realisasi",
      "Pendapatan,Dana Desa,1200000000,1000000000,83",
      "Pendapatan,Alokasi Dana Desa,0,0,",
      "Pendapatan,Bagi Hasil Pajak dan Retribusi,0,0,",
      "Pendapatan,Pendapatan Asli Desa,0,0,",
      "Pendapatan,Bantuan Keuangan,0,0,",
      "Pendapatan,Lain-lain,0,0,",
      "Pendapatan,Jumlah Pendapatan,1200000000,1000000000,83",
      "Belanja,Penyelenggaraan Pemerintahan Desa,0,0,",
      "Belanja,Pelaksanaan Pembangunan Desa,1100000000,950000000,86",
      "Belanja,Pembinaan Kemasyarakatan,0,0,",
      "Belanja,Pemberdayaan Masyarakat,0,0,",
      'Belanja,"Penanggulangan Bencana, Darurat dan Mendesak",0,0,',
      "Belanja,Jumlah Belanja,1100000000,950000000,86",
      "Pembiayaan,Penerimaan,50000000,50000000,100",
      "Pembiayaan,Pengeluaran,10000000,10000000,100",
      "Pembiayaan,Pembiayaan Netto,40000000,40000000,100",
      "SILPA,Sisa Lebih Pembiayaan Anggaran,140000000,90000000,64",
      "",
    ]);
  });

  it("gives a table as JSON: what it is, its year, its last change and its figures", async () => {
    const response = await download("/data/apbdes-2026.json");
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="apbdes-2026.json"');
    expect(await response.json()).toEqual({
      tabel: "apbdes",
      judul: "APBDes 2026",
      tahun: 2026,
      diperbarui: updatedAt,
      data: budget(),
    });
  });

  it("answers a table or year not filled in, and a name that is none, as not found", async () => {
    for (const path of [
      "/data/penduduk-2025.csv",
      "/data/agama-2026.json",
      "/data/kendaraan-2026.csv",
      "/data/penduduk-1999.csv",
      "/data/penduduk-26.csv",
      "/data/penduduk.json",
      "/data/Penduduk-2026.csv",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(dataMessages.notFound);
    }
    const onAdmin = await request("/data/penduduk-2026.csv", { host: ADMIN_HOST });
    expect(onAdmin.status).toBe(404);
    await onAdmin.arrayBuffer();
  });

  it("is cached at the edge and shows a saved table on the next request", async () => {
    const path = "/data/penduduk-2026.json";
    await (await download(path)).arrayBuffer();
    const again = await download(path);
    expect(again.headers.get("x-cache")).toBe("HIT");
    await again.arrayBuffer();
    await saved(token, 2026, "penduduk", { ...PENDUDUK, kk: 333 });
    const after = await download(path);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(((await after.json()) as { data: { kk: number } }).data.kk).toBe(333);
    await saved(token, 2026, "penduduk", PENDUDUK);
  });

  it("leaves the pages their addresses: /data/apbdes is the budget's page", async () => {
    const response = await request("/data/apbdes");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    await response.arrayBuffer();
  });

  it("answers other methods with 405", async () => {
    const response = await request("/data/penduduk-2026.csv", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    await response.arrayBuffer();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM data_tabel").first("n")).toBe(3);
  });
});
