import { env } from "cloudflare:workers";
import { GALERI_KATEGORI, galeriKategori } from "@padukuhan/shared/categories";
import { formatDate } from "@padukuhan/shared/format";
import { describe, expect, it } from "vitest";
import { insertArtikelStatements, updateArtikelStatements } from "../content/artikel/store";
import { insertGaleriStatements } from "../content/galeri/store";

const db = env.DB;

const count = async (sql: string, ...values: unknown[]) =>
  (
    await db
      .prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;
const matches = (table: string, query: string) =>
  count(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ?`, query);
const kept = (koleksi: string, kategori: string) =>
  count(
    "SELECT coalesce(sum(jumlah), 0) AS n FROM content_counts WHERE koleksi = ? AND kategori = ?",
    koleksi,
    kategori,
  );

const artikel = (id: string, judul: string, kategori: string) => ({
  id,
  judul,
  text: "Isi artikel yang cukup panjang tentang kegiatan warga.",
  link: null,
  kategori,
  gambar: "/img/x.jpg",
  tags: [],
  status: "terbit" as const,
  publishAt: null,
  createdAt: "2026-01-05T02:00:00.000Z",
  updatedAt: null,
});

describe("the gallery's stored date text", () => {
  it("is the date as the gallery shows it, in the hamlet's time zone", async () => {
    // Around midnight in Jakarta (UTC+7), month and year ends, a leap day.
    const times = [
      "2025-08-17T00:00:00.000Z",
      "2025-08-16T17:00:00.000Z",
      "2025-08-16T16:59:59.000Z",
      "2025-12-31T17:30:00.000Z",
      "2024-02-29T12:00:00.000Z",
      "2026-01-01T00:00:00.000Z",
      "2026-05-09T23:00:00.000Z",
    ];
    await db.batch(
      times.flatMap((createdAt, index) =>
        insertGaleriStatements(db, {
          id: `tanggal-${index}`,
          judul: "Foto",
          foto: "/img/x.jpg",
          videoId: null,
          kategori: "Kegiatan",
          createdAt,
          updatedAt: null,
        }),
      ),
    );
    const { results } = await db
      .prepare("SELECT id, tanggal FROM galeri WHERE id LIKE 'tanggal-%' ORDER BY id")
      .all<{ id: string; tanggal: string }>();
    expect(results.map((row) => row.tanggal)).toEqual(times.map((time) => formatDate(time)));
    expect(results.map((row) => row.tanggal)).toContain("17 Agustus 2025");
    expect(await matches("galeri_fts", '"agustus"*')).toBeGreaterThanOrEqual(2);
  });
});

describe("search index and category counts", () => {
  it("follow every insert, edit and delete in the same write", async () => {
    await db.batch(insertArtikelStatements(db, artikel("hitung-1", "Lomba layangan antar RT", "Kesehatan")));
    expect(await kept("artikel", "Kesehatan")).toBe(1);
    expect(await matches("artikel_fts", '"layangan"*')).toBe(1);

    await db.batch(
      updateArtikelStatements(db, "hitung-1", {
        judul: "Festival gerabah tahunan",
        text: "Isi baru.",
        link: null,
        kategori: "Pendidikan",
        tags: [],
        status: "terbit",
        publishAt: null,
        updatedAt: new Date().toISOString(),
      }),
    );
    expect(await kept("artikel", "Kesehatan")).toBe(0);
    expect(await kept("artikel", "Pendidikan")).toBe(1);
    expect(await matches("artikel_fts", '"layangan"*')).toBe(0);
    expect(await matches("artikel_fts", '"gerabah"*')).toBe(1);

    await db.prepare("DELETE FROM artikel WHERE id = ?").bind("hitung-1").run();
    expect(await kept("artikel", "Pendidikan")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM content_counts WHERE koleksi = 'artikel'")).toBe(0);
    expect(await matches("artikel_fts", '"gerabah"*')).toBe(0);
  });

  it("a failed write leaves neither count nor search entry behind", async () => {
    const statements = [
      ...insertArtikelStatements(db, artikel("gagal-1", "Kerja bakti sungai", "Kesehatan")),
      // The same id again: the batch fails as a whole.
      ...insertArtikelStatements(db, artikel("gagal-1", "Kerja bakti sungai", "Kesehatan")),
    ];
    await expect(db.batch(statements)).rejects.toThrow();
    expect(await kept("artikel", "Kesehatan")).toBe(0);
    expect(await matches("artikel_fts", '"sungai"*')).toBe(0);
  });
});

describe("migration 0002 on a database that already holds content", () => {
  it("fills the gallery categories, the search indexes and the counts", async () => {
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.startsWith("0002_"));
    if (!migration) throw new Error("migration 0002 not found");
    // Back to the state before 0002: no triggers, no search tables, no counts.
    const { results: triggers } = await db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'")
      .all<{ name: string }>();
    await db.batch([
      ...triggers.map((trigger) => db.prepare(`DROP TRIGGER ${trigger.name}`)),
      db.prepare("DROP TABLE artikel_fts"),
      db.prepare("DROP TABLE umkm_fts"),
      db.prepare("DROP TABLE galeri_fts"),
      db.prepare("DELETE FROM content_counts"),
      db.prepare("DELETE FROM galeri"),
    ]);
    // Photos as 0001 left them: the category column at its default.
    const titles = [
      "Hamparan sawah hijau",
      "Pentas seni tari",
      "Jembatan baru desa",
      "Kerjasama warga membersihkan kali",
      "Gotong royong memperbaiki pos",
      "Senam pagi bersama",
      "PANTAI dan gunung",
    ];
    await db.batch(
      titles.map((judul, index) =>
        db
          .prepare("INSERT INTO galeri (id, judul, foto, created_at) VALUES (?, ?, '/img/x.jpg', ?)")
          .bind(`lama-${index}`, judul, Date.parse("2025-08-17T03:00:00Z")),
      ),
    );
    await db.batch(migration.queries.map((query) => db.prepare(query)));

    const { results } = await db
      .prepare("SELECT judul, kategori FROM galeri ORDER BY id")
      .all<{ judul: string; kategori: string }>();
    expect(results).toEqual(titles.map((judul) => ({ judul, kategori: galeriKategori(judul) })));
    for (const kategori of GALERI_KATEGORI) {
      expect(await kept("galeri", kategori)).toBe(
        titles.filter((judul) => galeriKategori(judul) === kategori).length,
      );
    }
    expect(await matches("galeri_fts", '"jembatan"*')).toBe(1);
    expect(await matches("galeri_fts", '"agustus"*')).toBe(titles.length);
    // The triggers are back too: a new photo is counted and found.
    await db.batch(
      insertGaleriStatements(db, {
        id: "baru",
        judul: "Upacara adat",
        foto: "/img/x.jpg",
        videoId: null,
        kategori: "Budaya",
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: null,
      }),
    );
    expect(await kept("galeri", "Budaya")).toBe(2);
    expect(await matches("galeri_fts", '"upacara"*')).toBe(1);
  });
});
