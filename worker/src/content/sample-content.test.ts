import { env } from "cloudflare:workers";
import { sampleArtikel, sampleGaleri, sampleUmkm } from "@padukuhan/shared/sample-content";
import { describe, expect, it } from "vitest";
import { readContentVersion } from "../db/content-version";
import { loadSampleContent } from "./sample-content";

async function counts() {
  const tables = ["artikel", "artikel_tags", "umkm", "umkm_produk", "galeri"];
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
});
