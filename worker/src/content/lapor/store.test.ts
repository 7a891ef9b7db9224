import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { senderBlockHash, senderHash } from "../../lib/sender";
import {
  INSERT_REPORT_IF_ALLOWED,
  INSERT_REPORT_PHOTO,
  type NewReport,
  OLDEST_REPORT_COUNTED,
  OLDEST_REPORT_COUNTED_BLOCK,
  REPORT_ANSWERS_BY_CODE,
  REPORT_BY_CODE,
  REPORT_PHOTOS_BY_CODE,
  reportForResident,
  storeReport,
} from "./store";

const db = env.DB;
const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-27T03:00:00Z");

const fields = {
  kategori: "Jalan dan Jembatan",
  judul: "Jalan berlubang di depan balai",
  uraian: "Lubang besar, sudah dua motor jatuh.",
  lokasi: "Jl. Karangrejo RT 03",
  koordinat: "-7.7956,110.3696",
  nama: "Pak Slamet",
  no_telp: "0812 3456 7890",
};

/** A report from `ip`, hashed as the route will hash it. */
async function from(ip: string, photos: string[] = []): Promise<NewReport> {
  return {
    fields,
    photos,
    sender: { hash: await senderHash(undefined, ip), blockHash: await senderBlockHash(undefined, ip) },
  };
}

const count = async (sql: string) => (await db.prepare(sql).first<{ n: number }>())?.n ?? 0;

beforeEach(async () => {
  await db.prepare("DELETE FROM laporan").run();
});

describe("keeping a report", () => {
  it("stores it as new and private, with its code and its photos in order", async () => {
    const photos = ["/img/uploads/a/original.jpg", "/img/uploads/b/original.jpg"];
    const outcome = await storeReport(db, await from("2001:db8:1:1::1", photos), { now: NOW });
    if (outcome.kind !== "stored") throw new Error(`refused: ${outcome.kind}`);
    expect(outcome.kode).toMatch(/^LW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const row = await db.prepare("SELECT * FROM laporan WHERE id = ?").bind(outcome.id).first();
    expect(row).toMatchObject({
      kode: outcome.kode,
      ...{ kategori: fields.kategori, judul: fields.judul, uraian: fields.uraian, lokasi: fields.lokasi },
      koordinat: "-7.7956,110.3696",
      nama: "Pak Slamet",
      no_telp: "0812 3456 7890",
      status: "baru",
      publik: 0,
      ditutup_at: null,
      created_at: NOW,
    });
    // Hashes, never the address.
    expect(String(row?.pengirim)).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain("2001:db8");
    const { results } = await db
      .prepare("SELECT position, foto FROM laporan_foto WHERE laporan_id = ? ORDER BY position")
      .bind(outcome.id)
      .all();
    expect(results).toEqual([
      { position: 1, foto: photos[0] },
      { position: 2, foto: photos[1] },
    ]);
  });

  it("takes 3 an hour from one sender and says when the next may come, keeping none of a refused one's photos", async () => {
    const ip = "203.0.113.7";
    for (const minute of [0, 10, 20]) {
      expect((await storeReport(db, await from(ip), { now: NOW + minute * 60_000 })).kind).toBe("stored");
    }
    const refused = await storeReport(db, await from(ip, ["/img/uploads/c/original.jpg"]), {
      now: NOW + 30 * 60_000,
    });
    // The first leaves the hour at NOW + 60 min: 30 minutes from the refusal.
    expect(refused).toEqual({ kind: "throttled", retryAfterSeconds: 30 * 60 });
    expect(await count("SELECT count(*) AS n FROM laporan")).toBe(3);
    expect(await count("SELECT count(*) AS n FROM laporan_foto")).toBe(0);
    // An hour after the first, one more.
    expect((await storeReport(db, await from(ip), { now: NOW + HOUR + 1 })).kind).toBe("stored");
  });

  it("takes 10 an hour from one /48, whatever /64 each comes from", async () => {
    for (let index = 1; index <= 10; index += 1) {
      const outcome = await storeReport(db, await from(`2001:db8:77:${index}::1`), { now: NOW });
      expect(outcome.kind).toBe("stored");
    }
    const refused = await storeReport(db, await from("2001:db8:77:99::1"), { now: NOW + 1000 });
    expect(refused).toEqual({ kind: "blockThrottled", retryAfterSeconds: 3599 });
    expect((await storeReport(db, await from("2001:db8:78:1::1"), { now: NOW + 1000 })).kind).toBe("stored");
  });

  it("keeps 3 of 8 sent at once from one sender", async () => {
    const report = await from("198.51.100.20");
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => storeReport(db, report, { now: NOW })),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "stored")).toHaveLength(3);
    expect(await count("SELECT count(*) AS n FROM laporan")).toBe(3);
  });

  it("refuses new reports while 500 are open, and takes one again once the office closes one", async () => {
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
         INSERT INTO laporan (id, kode, kategori, judul, uraian, lokasi, nama, no_telp, status, created_at)
         SELECT 'buka-' || i, 'LW-BUKA-' || printf('%04d', i), 'Lainnya', 'x', 'x', 'x', 'x', 'x',
           CASE WHEN i % 2 = 0 THEN 'diproses' ELSE 'baru' END, ?1 - 2 * 3600000 FROM n`,
      )
      .bind(NOW)
      .run();
    expect(await storeReport(db, await from("198.51.100.30"), { now: NOW })).toEqual({ kind: "full" });
    await db.prepare("UPDATE laporan SET status = 'selesai' WHERE id = 'buka-1'").run();
    expect((await storeReport(db, await from("198.51.100.30"), { now: NOW })).kind).toBe("stored");
  });

  it("draws the code again when it clashes with a stored one", async () => {
    const first = await storeReport(db, await from("198.51.100.40"), {
      now: NOW,
      newCode: () => "LW-7K3Q-9XM2",
    });
    expect(first).toMatchObject({ kind: "stored", kode: "LW-7K3Q-9XM2" });
    const codes = ["LW-7K3Q-9XM2", "LW-7K3Q-9XM3"];
    const second = await storeReport(db, await from("198.51.100.41"), {
      now: NOW,
      newCode: () => codes.shift() ?? "",
    });
    expect(second).toMatchObject({ kind: "stored", kode: "LW-7K3Q-9XM3" });
  });
});

describe("a report as its resident follows it", () => {
  it("shows the report, its photos in order and the office's answers oldest first, never the name or number", async () => {
    const photos = ["/img/uploads/p1/original.jpg", "/img/uploads/p2/original.jpg"];
    const stored = await storeReport(db, await from("198.51.100.50", photos), {
      now: NOW,
      newCode: () => "LW-7K3Q-9XM2",
    });
    if (stored.kind !== "stored") throw new Error(stored.kind);
    await db.batch([
      db
        .prepare(
          "INSERT INTO laporan_jawaban (id, laporan_id, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        )
        .bind("j2", stored.id, "Sudah diperbaiki hari ini.", NOW + 2 * HOUR, null),
      db
        .prepare(
          "INSERT INTO laporan_jawaban (id, laporan_id, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        )
        .bind("j1", stored.id, "Terima kasih, kami cek besok pagi.", NOW + HOUR, NOW + HOUR + 60_000),
      db
        .prepare("UPDATE laporan SET status = 'selesai', ditutup_at = ? WHERE id = ?")
        .bind(NOW + 2 * HOUR, stored.id),
    ]);
    const view = await reportForResident(db, "LW-7K3Q-9XM2");
    expect(view).toEqual({
      kode: "LW-7K3Q-9XM2",
      kategori: "Jalan dan Jembatan",
      judul: "Jalan berlubang di depan balai",
      uraian: "Lubang besar, sudah dua motor jatuh.",
      lokasi: "Jl. Karangrejo RT 03",
      koordinat: "-7.7956,110.3696",
      status: "selesai",
      createdAt: "2026-11-27T03:00:00.000Z",
      foto: photos,
      jawaban: [
        {
          text: "Terima kasih, kami cek besok pagi.",
          createdAt: "2026-11-27T04:00:00.000Z",
          updatedAt: "2026-11-27T04:01:00.000Z",
        },
        { text: "Sudah diperbaiki hari ini.", createdAt: "2026-11-27T05:00:00.000Z", updatedAt: null },
      ],
    });
    expect(JSON.stringify(view)).not.toContain("Pak Slamet");
    expect(JSON.stringify(view)).not.toContain("0812");
  });

  it("is null for a code no report has", async () => {
    expect(await reportForResident(db, "LW-0000-0000")).toBeNull();
  });
});

describe("the report statements' query plans", () => {
  it("count the sender, its block and the open reports on indexes and keys, never scanning reports", async () => {
    const params = [
      "id",
      "LW-0000-0000",
      "k",
      "j",
      "u",
      "l",
      null,
      "n",
      "t",
      NOW,
      NOW - HOUR,
      "a".repeat(32),
      3,
      "b".repeat(32),
      10,
      500,
    ];
    const plan = async (sql: string, values: unknown[]) =>
      (
        await db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...values)
          .all<{ detail: string }>()
      ).results.map((row) => row.detail);
    const cases: [string, unknown[], string[]][] = [
      [
        INSERT_REPORT_IF_ALLOWED,
        params,
        ["laporan_pengirim_idx", "laporan_pengirim_blok_idx", "sqlite_autoindex_content_counts_1"],
      ],
      [OLDEST_REPORT_COUNTED, params.slice(0, 13), ["laporan_pengirim_idx"]],
      [OLDEST_REPORT_COUNTED_BLOCK, params.slice(0, 15), ["laporan_pengirim_blok_idx"]],
      [INSERT_REPORT_PHOTO, ["id", 1, "/img/x"], ["sqlite_autoindex_laporan_1"]],
      [REPORT_BY_CODE, ["LW-0000-0000"], ["laporan_kode_unique"]],
      [REPORT_PHOTOS_BY_CODE, ["LW-0000-0000"], ["laporan_kode_unique", "sqlite_autoindex_laporan_foto_1"]],
      [REPORT_ANSWERS_BY_CODE, ["LW-0000-0000"], ["laporan_kode_unique", "laporan_jawaban_laporan_idx"]],
    ];
    for (const [sql, values, indexes] of cases) {
      const details = await plan(sql, values);
      expect(
        details.filter((detail) => /^SCAN laporan|USE TEMP B-TREE/.test(detail)),
        sql,
      ).toEqual([]);
      for (const index of indexes) expect(details.join("\n"), sql).toContain(index);
    }
  });
});
