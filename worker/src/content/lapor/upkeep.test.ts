import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { DAILY_CRON, MINUTE_CRON } from "../../cron";
import worker from "../../index";
import { CLEAR_REPORT_SENDERS, FORGET_REPORTERS } from "./upkeep";

const db = env.DB;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse("2027-06-01T03:17:00Z");

/** Runs the Worker's scheduled handler for `cron` at NOW, and waits for what it started. */
async function run(cron: string) {
  const waiting: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => waiting.push(promise),
  } as unknown as ExecutionContext;
  await worker.scheduled({ cron, scheduledTime: NOW, noRetry() {} } as ScheduledController, env, ctx);
  await Promise.all(waiting);
}

function report(
  id: string,
  { createdAt, ditutupAt = null }: { createdAt: number; ditutupAt?: number | null },
) {
  return db
    .prepare(
      `INSERT INTO laporan (id, kode, kategori, judul, uraian, lokasi, nama, no_telp, status, ditutup_at, pengirim, pengirim_blok, created_at)
       VALUES (?1, 'LW-0000-' || ?1, 'Penerangan', 'Lampu mati', 'Lampu jalan mati seminggu.', 'RT 04',
         'Bu Sri', '0812 3456 7890', CASE WHEN ?2 IS NULL THEN 'diproses' ELSE 'selesai' END, ?2, 'hash', 'blok', ?3)`,
    )
    .bind(id, ditutupAt, createdAt);
}

const rows = async () =>
  (
    await db
      .prepare("SELECT id, nama, no_telp, pengirim, pengirim_blok FROM laporan ORDER BY id")
      .all<Record<string, string>>()
  ).results;

beforeEach(async () => {
  await db.prepare("DELETE FROM laporan").run();
});

describe("the Cron Triggers' care of reports", () => {
  it("every minute, empty the sender hashes of reports older than the hour they are counted in", async () => {
    await db.batch([
      report("A001", { createdAt: NOW - HOUR - 1 }),
      report("A002", { createdAt: NOW - HOUR + 60_000 }),
    ]);
    await run(MINUTE_CRON);
    expect(await rows()).toEqual([
      { id: "A001", nama: "Bu Sri", no_telp: "0812 3456 7890", pengirim: "", pengirim_blok: "" },
      { id: "A002", nama: "Bu Sri", no_telp: "0812 3456 7890", pengirim: "hash", pengirim_blok: "blok" },
    ]);
  });

  it("daily, forget the reporter of a report closed more than a year ago, and only that one", async () => {
    await db.batch([
      report("B001", { createdAt: NOW - 500 * DAY, ditutupAt: NOW - 366 * DAY }),
      report("B002", { createdAt: NOW - 500 * DAY, ditutupAt: NOW - 364 * DAY }),
      // Still open after 500 days: the office still needs to reach the resident.
      report("B003", { createdAt: NOW - 500 * DAY }),
    ]);
    await run(DAILY_CRON);
    expect((await rows()).map(({ id, nama, no_telp }) => ({ id, nama, no_telp }))).toEqual([
      { id: "B001", nama: "", no_telp: "" },
      { id: "B002", nama: "Bu Sri", no_telp: "0812 3456 7890" },
      { id: "B003", nama: "Bu Sri", no_telp: "0812 3456 7890" },
    ]);
  });

  it("read only the rows they change, on their partial indexes", async () => {
    for (const [sql, index] of [
      [CLEAR_REPORT_SENDERS, "laporan_pengirim_lama_idx"],
      [FORGET_REPORTERS, "laporan_pelapor_lama_idx"],
    ] as const) {
      const { results } = await db.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(NOW).all<{ detail: string }>();
      expect(results.map((row) => row.detail).join("\n"), sql).toContain(index);
    }
  });
});
