import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { JPEG } from "../../test/upload";
import { insertGaleriStatements } from "../content/galeri/store";
import worker from "../index";
import { ORPHAN_MIN_AGE_MS, REFERENCED_SQL, sweepOrphanUploads } from "./orphan-sweep";

const put = (key: string) => env.IMAGES.put(key, JPEG, { httpMetadata: { contentType: "image/jpeg" } });
const exists = async (key: string) => (await env.IMAGES.head(key)) !== null;

async function photo(id: string, url: string) {
  await env.DB.batch(
    insertGaleriStatements(env.DB, {
      id,
      judul: "Foto",
      foto: url,
      videoId: null,
      kategori: "Kegiatan",
      createdAt: new Date().toISOString(),
      updatedAt: null,
    }),
  );
}

describe("the daily sweep of orphaned uploads", () => {
  it("reads every image column of every table: one left out would lose its images after a day", async () => {
    // Image columns are named as the seed names them; a new table with one must be listed.
    const { results: tables } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
    ).all<{ name: string }>();
    const results: { tbl: string; col: string }[] = [];
    for (const { name } of tables) {
      const { results: columns } = await env.DB.prepare(`PRAGMA table_info(${name})`).all<{ name: string }>();
      for (const column of columns) {
        if (column.name === "gambar" || column.name === "foto") results.push({ tbl: name, col: column.name });
      }
    }
    expect(results.map(({ tbl, col }) => `${tbl}.${col}`)).toEqual([
      "agenda.gambar",
      "artikel.gambar",
      "galeri.foto",
      "laporan_foto.foto",
      "umkm.gambar",
      "umkm_produk.gambar",
    ]);
    for (const { tbl, col } of results) {
      expect(REFERENCED_SQL.some((sql) => sql.startsWith(`SELECT ${col} AS url FROM ${tbl}`))).toBe(true);
    }
  });

  it("removes old uploads no record references, with their copies, and nothing else", async () => {
    await put("uploads/dipakai/original.jpg");
    await put("uploads/dipakai/400.webp");
    await put("uploads/dipakai/share.jpg");
    await put("uploads/lama.jpg");
    await put("uploads/yatim/original.jpg");
    await put("uploads/yatim/400.webp");
    await put("uploads/yatim/800.webp");
    await put("uploads/yatim/share.jpg");
    await put("uploads/yatim.jpg");
    await put("sample/contoh/original.jpg");
    await photo("a", "/img/uploads/dipakai/original.jpg");
    await photo("b", "/img/uploads/lama.jpg");

    // A day has not passed: even the orphans may still be waiting for their record.
    expect(await sweepOrphanUploads(env.DB, env.IMAGES)).toEqual([]);

    const later = Date.now() + ORPHAN_MIN_AGE_MS + 60_000;
    const removed = await sweepOrphanUploads(env.DB, env.IMAGES, later);
    expect(removed.sort()).toEqual(
      [
        "uploads/yatim/original.jpg",
        "uploads/yatim/400.webp",
        "uploads/yatim/800.webp",
        "uploads/yatim/share.jpg",
        "uploads/yatim.jpg",
      ].sort(),
    );
    for (const key of [
      "uploads/dipakai/original.jpg",
      "uploads/dipakai/400.webp",
      "uploads/dipakai/share.jpg",
      "uploads/lama.jpg",
    ]) {
      expect(await exists(key), key).toBe(true);
    }
    expect(await exists("sample/contoh/original.jpg")).toBe(true);
    expect(await exists("uploads/yatim/800.webp")).toBe(false);
  });

  it("keeps the images of 'Pengaturan Situs' (logo, slides, photos), wherever they sit in a section", async () => {
    await put("uploads/logo.png");
    await put("uploads/slide/original.jpg");
    await put("uploads/slide/400.webp");
    await put("uploads/bekas-slide.jpg");
    const save = (section: string, value: unknown) =>
      env.DB.prepare("INSERT OR REPLACE INTO site_settings (section, value, updated_at) VALUES (?, ?, 0)")
        .bind(section, JSON.stringify(value))
        .run();
    await save("identity", { logo: "/img/uploads/logo.png" });
    await save("carousel", {
      slides: [{ image: "/img/uploads/slide/original.jpg", alt: "a", caption: "b" }],
    });

    const later = Date.now() + ORPHAN_MIN_AGE_MS + 60_000;
    const removed = await sweepOrphanUploads(env.DB, env.IMAGES, later);
    expect(removed).toContain("uploads/bekas-slide.jpg");
    for (const key of ["uploads/logo.png", "uploads/slide/original.jpg", "uploads/slide/400.webp"]) {
      expect(removed).not.toContain(key);
      expect(await exists(key), key).toBe(true);
    }
  });

  it("runs from the Worker's scheduled handler", async () => {
    await put("uploads/baru-saja.jpg");
    const logged = vi.spyOn(console, "log");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "17 3 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    // It ran and said what it removed; the new upload is too young to go.
    expect(logged.mock.calls.flat().join("\n")).toMatch(/"sweep":"orphan_uploads","removed":0/);
    expect(await exists("uploads/baru-saja.jpg")).toBe(true);
  });
});
