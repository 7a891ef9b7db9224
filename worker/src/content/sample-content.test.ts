import { env } from "cloudflare:workers";
import { dataWarnings } from "@padukuhan/shared/data-padukuhan";
import {
  sampleArtikel,
  sampleData,
  sampleGaleri,
  sampleLaporan,
  sampleUmkm,
} from "@padukuhan/shared/sample-content";
import { sampleSettings } from "@padukuhan/shared/village";
import { describe, expect, it } from "vitest";
import { readContentVersion } from "../db/content-version";
import { storedTable } from "./data/store";
import { loadSampleContent } from "./sample-content";

async function counts() {
  const tables = ["artikel", "artikel_tags", "umkm", "umkm_produk", "galeri", "laporan", "laporan_jawaban"];
  return Promise.all(
    tables.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<number>("n")),
  );
}

describe("loading the sample content", () => {
  it("loads every sample record once; a second run adds nothing", async () => {
    const db = env.DB;
    const versionBefore = await readContentVersion(env.DB);
    expect(await loadSampleContent(db)).toBe(true);
    // New content like any admin write: pages cached before the load are not served again.
    expect(await readContentVersion(env.DB)).not.toBe(versionBefore);
    const first = await counts();
    expect(first[0]).toBe(sampleArtikel.length);
    expect(first[2]).toBe(sampleUmkm.length);
    expect(first[4]).toBe(sampleGaleri.length);
    expect(first[1]).toBe(sampleArtikel.reduce((n, a) => n + a.tags.length, 0));
    expect(first[3]).toBe(sampleUmkm.reduce((n, u) => n + u.produk.length, 0));
    expect(first[5]).toBe(sampleLaporan.length);
    expect(first[6]).toBe(sampleLaporan.reduce((n, l) => n + l.jawaban.length, 0));

    expect(await loadSampleContent(db)).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it("does not bring back a sample the admin deleted", async () => {
    const db = env.DB;
    const victim = sampleGaleri[0];
    if (!victim) throw new Error("no sample photo");
    await loadSampleContent(db);
    await db.prepare("DELETE FROM galeri WHERE id = ?").bind(victim.id).run();
    await loadSampleContent(db);
    expect(await db.prepare("SELECT id FROM galeri WHERE id = ?").bind(victim.id).first()).toBeNull();
  });

  it("shows the sample reports on the public record, each with its answers and closed ones dated, never a reporter", async () => {
    await loadSampleContent(env.DB);
    const closed = await env.DB.prepare(
      "SELECT id, ditutup_at, nama, no_telp FROM laporan WHERE status IN ('selesai', 'ditolak') ORDER BY id",
    ).all<{ ditutup_at: number | null; nama: string; no_telp: string }>();
    expect(closed.results.length).toBeGreaterThan(0);
    for (const row of closed.results) expect(row).toMatchObject({ nama: "", no_telp: "" });
    for (const row of closed.results) expect(row.ditutup_at).not.toBeNull();
    // The kept counts the chart reads follow the samples.
    const { results } = await env.DB.prepare(
      "SELECT kategori, jumlah FROM content_counts WHERE koleksi = 'laporan' AND kategori LIKE 'publik:%' ORDER BY kategori",
    ).all();
    expect(results).toEqual([
      { kategori: "publik:2026-08:selesai", jumlah: 1 },
      { kategori: "publik:2026-09:selesai", jumlah: 1 },
      { kategori: "publik:2026-10:diproses", jumlah: 1 },
    ]);
  });
});

describe("the sample hamlet's figures", () => {
  it("load as the office's form would save them: every table passes, adds up and balances", async () => {
    await loadSampleContent(env.DB);
    const latest = Math.max(...sampleData.map((table) => table.tahun));
    const people = await storedTable(env.DB, "penduduk", latest);
    // The home page's people and families come from the latest year: the sample settings' own.
    expect(people?.value).toMatchObject({
      jiwa: sampleSettings.statistics.population,
      kk: sampleSettings.statistics.families,
    });
    for (const { tabel, tahun } of sampleData) {
      const stored = await storedTable(env.DB, tabel, tahun);
      expect(stored, `${tabel} ${tahun}`).not.toBeNull();
      const jiwa = tahun === latest ? (people?.value.jiwa ?? null) : null;
      expect(dataWarnings(tabel, stored!.value, jiwa), `${tabel} ${tahun}`).toEqual([]);
    }
  });
});
