import { env } from "cloudflare:workers";
import { sampleArtikel, sampleGaleri, sampleUmkm } from "@padukuhan/shared/sample-content";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { loadSampleContent } from "./sample-content";
import { artikel, artikelTags, galeri, umkm, umkmProduk } from "./schema";

async function counts() {
  const db = openDatabase(env.DB);
  const [a, t, u, p, g] = await db.batch([
    db.select({ n: count() }).from(artikel),
    db.select({ n: count() }).from(artikelTags),
    db.select({ n: count() }).from(umkm),
    db.select({ n: count() }).from(umkmProduk),
    db.select({ n: count() }).from(galeri),
  ]);
  return [a, t, u, p, g].map((rows) => rows[0]?.n);
}

describe("loading the sample content", () => {
  it("loads every sample record once; a second run adds nothing", async () => {
    const db = openDatabase(env.DB);
    expect(await loadSampleContent(db)).toBe(true);
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
    const db = openDatabase(env.DB);
    const victim = sampleGaleri[0];
    if (!victim) throw new Error("no sample photo");
    await loadSampleContent(db);
    await db.delete(galeri).where(eq(galeri.id, victim.id));
    await loadSampleContent(db);
    expect(await db.select().from(galeri).where(eq(galeri.id, victim.id))).toEqual([]);
  });
});
