import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

/**
 * The counts migration 0011's triggers keep for reports (docs/decisions/021), written here with
 * plain SQL as any path (the Worker, a restore) writes rows: per state, and per WIB month and
 * state for the public ones.
 */
const db = env.DB;

async function counts(): Promise<Record<string, number>> {
  const { results } = await db
    .prepare("SELECT kategori, jumlah FROM content_counts WHERE koleksi = 'laporan' ORDER BY kategori")
    .all<{ kategori: string; jumlah: number }>();
  return Object.fromEntries(results.map((row) => [row.kategori, row.jumlah]));
}

function report(id: string, status: string, publik: number, createdAt: string) {
  return db
    .prepare(
      `INSERT INTO laporan (id, kode, kategori, judul, uraian, lokasi, nama, no_telp, status, publik, created_at)
       VALUES (?1, ?2, 'Saluran Air', 'Saluran tersumbat', 'Air meluap ke jalan.', 'RT 02', 'Bu Sri', '0812 3456 7890', ?3, ?4, ?5)`,
    )
    .bind(id, `LW-0000-000${id}`, status, publik, Date.parse(createdAt));
}

describe("the report counts", () => {
  // The file's tests share one database: each starts with no reports (and so no counts).
  beforeEach(async () => {
    await db.prepare("DELETE FROM laporan").run();
  });

  it("count each state, and public reports by their month in WIB and state", async () => {
    await db.batch([
      report("1", "baru", 0, "2026-11-10T08:00:00Z"),
      report("2", "baru", 1, "2026-11-10T09:00:00Z"),
      // 03:00 WIB on 1 December: December's, though it is still November in UTC.
      report("3", "diproses", 1, "2026-11-30T20:00:00Z"),
      report("4", "selesai", 1, "2026-11-30T16:59:00Z"),
    ]);
    expect(await counts()).toEqual({
      "publik:2026-11:baru": 1,
      "publik:2026-11:selesai": 1,
      "publik:2026-12:diproses": 1,
      "status:baru": 2,
      "status:diproses": 1,
      "status:selesai": 1,
    });
  });

  it("follow a report to its new state, into the public record and out of it, and away when deleted", async () => {
    await db.batch([
      report("1", "baru", 0, "2026-11-10T08:00:00Z"),
      report("2", "baru", 1, "2026-11-11T08:00:00Z"),
    ]);
    await db.prepare("UPDATE laporan SET status = 'diproses', publik = 1 WHERE id = '1'").run();
    expect(await counts()).toEqual({
      "publik:2026-11:baru": 1,
      "publik:2026-11:diproses": 1,
      "status:baru": 1,
      "status:diproses": 1,
    });
    await db.prepare("UPDATE laporan SET status = 'selesai', publik = 0 WHERE id = '1'").run();
    expect(await counts()).toEqual({ "publik:2026-11:baru": 1, "status:baru": 1, "status:selesai": 1 });
    // An edit that touches neither state nor visibility changes no count.
    await db.prepare("UPDATE laporan SET judul = 'Saluran tersumbat sampah' WHERE id = '2'").run();
    expect(await counts()).toEqual({ "publik:2026-11:baru": 1, "status:baru": 1, "status:selesai": 1 });
    await db.prepare("DELETE FROM laporan").run();
    expect(await counts()).toEqual({});
  });
});
