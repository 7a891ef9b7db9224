import { env } from "cloudflare:workers";
import { type Pengumuman, pengumumanMessages } from "@padukuhan/shared/pengumuman";
import { wibInput } from "@padukuhan/shared/wib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminRequest } from "../../../test/auth";
import { request } from "../../../test/http";
import { adminToken, contentVersion, file, formOf, JPEG, sendForm } from "../../../test/upload";
import {
  applyDueChanges,
  DUE_STEPS,
  END_PENGUMUMAN_SQL,
  endPengumuman,
  START_PENGUMUMAN_SQL,
  startPengumuman,
} from "../due-changes";
import { ACTIVE_SQL, activePengumuman, OVERLAPPING_SQL, pengumumanPageSql } from "./store";

/** Only the announcement steps: the other kinds' steps have tests of their own. */
const STEPS = [endPengumuman, startPengumuman];

const HOUR = 60 * 60 * 1000;
let token = "";

beforeAll(async () => {
  token = await adminToken();
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM pengumuman").run();
});

/** The form fields of a period `fromHours`..`toHours` from now, typed in WIB. */
const period = (fromHours: number, toHours: number, now = Date.now()) => ({
  mulai: wibInput(new Date(now + fromHours * HOUR)),
  selesai: wibInput(new Date(now + toHours * HOUR)),
});

async function save(fields: Record<string, string>, id?: string) {
  return sendForm(
    id ? `/api/admin/pengumuman/${id}` : "/api/admin/pengumuman",
    id ? "PUT" : "POST",
    formOf(fields),
    token,
  );
}

async function create(text: string, fromHours: number, toHours: number): Promise<Pengumuman> {
  const response = await save({ text, link: "", ...period(fromHours, toHours) });
  expect(response.status).toBe(201);
  return (await response.json()) as Pengumuman;
}

const rows = async () =>
  (await env.DB.prepare("SELECT id, text, aktif FROM pengumuman ORDER BY mulai").all()).results;

const activityLines = async (id: string) =>
  (
    await env.DB.prepare("SELECT username, action FROM activity_log WHERE record_id = ? ORDER BY id")
      .bind(id)
      .all<{ username: string; action: string }>()
  ).results;

describe("POST /api/admin/pengumuman", () => {
  it("saves an announcement whose period holds now as active, with its line in 'Riwayat'", async () => {
    const before = await contentVersion();
    const response = await save({
      text: "  Kerja bakti Minggu pagi ",
      link: "www.sleman.go.id",
      ...period(-1, 24),
    });
    expect(response.status).toBe(201);
    const record = (await response.json()) as Pengumuman;
    expect(record).toMatchObject({
      text: "Kerja bakti Minggu pagi",
      link: "https://www.sleman.go.id",
      aktif: true,
    });
    expect(await contentVersion()).not.toBe(before);
    expect(await activityLines(record.id)).toEqual([{ username: "penjaga", action: "tambah" }]);
    expect(await activePengumuman(env.DB)).toEqual({
      id: record.id,
      text: "Kerja bakti Minggu pagi",
      link: "https://www.sleman.go.id",
    });
  });

  it("saves a future announcement as not active yet", async () => {
    const record = await create("Posyandu bulan depan", 24, 48);
    expect(record.aktif).toBe(false);
    expect(await activePengumuman(env.DB)).toBeNull();
  });

  it("refuses bad input in Indonesian and changes nothing", async () => {
    const before = await contentVersion();
    const response = await save({ text: "", link: "bukan-url", mulai: "besok", ...{ selesai: "" } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toMatchObject({
      text: pengumumanMessages.textRequired,
      mulai: pengumumanMessages.mulaiInvalid,
      selesai: pengumumanMessages.selesaiInvalid,
    });
    const backwards = await save({ text: "Terbalik", ...period(5, 2) });
    expect(backwards.status).toBe(400);
    expect(await rows()).toEqual([]);
    expect(await contentVersion()).toBe(before);
  });

  it("refuses a file: the form carries no image", async () => {
    const response = await sendForm(
      "/api/admin/pengumuman",
      "POST",
      formOf({ text: "Dengan gambar", ...period(1, 2) }, { image: file(JPEG, "a.jpg", "image/jpeg") }),
      token,
    );
    expect(response.status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it("refuses a period that overlaps another's, naming it, and changes nothing", async () => {
    await create("Ronda malam", 1, 10);
    const before = await contentVersion();
    for (const [from, to] of [
      [5, 20],
      [-5, 2],
      [2, 3],
      [0, 30],
    ] as const) {
      const response = await save({ text: "Bertabrakan", ...period(from, to) });
      expect(response.status, `${from}..${to}`).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields).toEqual({ mulai: pengumumanMessages.overlap("Ronda malam") });
    }
    expect((await rows()).map((row) => row.text)).toEqual(["Ronda malam"]);
    expect(await contentVersion()).toBe(before);
    // Touching periods do not overlap: one ends the minute the next begins.
    await create("Sesudahnya", 10, 20);
  });

  it("lets only one of two overlapping saves at the same moment through", async () => {
    const responses = await Promise.all([
      save({ text: "Pertama", ...period(1, 5) }),
      save({ text: "Kedua", ...period(2, 6) }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(await rows()).toHaveLength(1);
  });
});

describe("PUT and DELETE /api/admin/pengumuman/:id", () => {
  it("edits within its own period, refuses another's, and writes aktif as the new period stands", async () => {
    const first = await create("Pertama", 1, 5);
    const second = await create("Kedua", 10, 20);
    const moved = await save({ text: "Pertama (diubah)", ...period(-1, 8) }, first.id);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as Pengumuman).aktif).toBe(true);
    const clash = await save({ text: "Kedua", ...period(7, 20) }, second.id);
    expect(clash.status).toBe(400);
    expect(((await clash.json()) as { error: { fields: object } }).error.fields).toEqual({
      mulai: pengumumanMessages.overlap("Pertama (diubah)"),
    });
    const later = await save({ text: "Pertama", ...period(2, 3) }, first.id);
    expect(((await later.json()) as Pengumuman).aktif).toBe(false);
  });

  it("answers an unknown id with 404 and deletes with a line in 'Riwayat'", async () => {
    expect((await save({ text: "Tidak ada", ...period(1, 2) }, "tidak-ada")).status).toBe(404);
    const record = await create("Dihapus", 1, 2);
    const response = await adminRequest(`/api/admin/pengumuman/${record.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await activityLines(record.id)).map((line) => line.action)).toEqual(["tambah", "hapus"]);
  });
});

describe("GET /api/admin/pengumuman", () => {
  it("pages the announcements, latest period first, with a cursor", async () => {
    for (let index = 0; index < 5; index += 1) await create(`Nomor ${index}`, index * 10, index * 10 + 5);
    const first = (await (await adminRequest("/api/admin/pengumuman?limit=3", { token })).json()) as {
      data: Pengumuman[];
      next: string | null;
    };
    expect(first.data.map((item) => item.text)).toEqual(["Nomor 4", "Nomor 3", "Nomor 2"]);
    const second = (await (
      await adminRequest(`/api/admin/pengumuman?limit=3&cursor=${first.next}`, { token })
    ).json()) as { data: Pengumuman[]; next: string | null };
    expect(second.data.map((item) => item.text)).toEqual(["Nomor 1", "Nomor 0"]);
    expect(second.next).toBeNull();
    expect((await adminRequest("/api/admin/pengumuman?cursor=rusak!", { token })).status).toBe(400);
  });

  it("is behind the session guard", async () => {
    expect((await adminRequest("/api/admin/pengumuman")).status).toBe(401);
  });
});

describe("the minute job starts and ends announcements", () => {
  it("is among the minute job's steps", () => {
    expect(DUE_STEPS).toEqual(expect.arrayContaining([startPengumuman, endPengumuman]));
  });

  it("starts one when its period begins and ends it when it ends, bumping the version only then", async () => {
    const now = Date.now();
    const record = await create("Pemadaman listrik", 2, 5);
    const version = await contentVersion();
    expect(await applyDueChanges(env.DB, now + HOUR, STEPS)).toMatchObject({
      "pengumuman-mulai": 0,
      "pengumuman-selesai": 0,
    });
    expect(await contentVersion()).toBe(version);

    // The form keeps minutes: the period starts at the minute typed.
    const starts = Date.parse(record.mulai);
    expect(await applyDueChanges(env.DB, starts, STEPS)).toMatchObject({ "pengumuman-mulai": 1 });
    expect(await activePengumuman(env.DB)).toMatchObject({ id: record.id });
    const started = await contentVersion();
    expect(started).not.toBe(version);
    expect(await applyDueChanges(env.DB, starts + 60_000, STEPS)).toMatchObject({ "pengumuman-mulai": 0 });
    expect(await contentVersion()).toBe(started);

    expect(await applyDueChanges(env.DB, Date.parse(record.selesai), STEPS)).toMatchObject({
      "pengumuman-selesai": 1,
    });
    expect(await activePengumuman(env.DB)).toBeNull();
    expect(await contentVersion()).not.toBe(started);
    expect(await activityLines(record.id)).toEqual([
      { username: "penjaga", action: "tambah" },
      { username: "sistem", action: "mulai-otomatis" },
      { username: "sistem", action: "selesai-otomatis" },
    ]);
  });

  it("starts the current one, not an older one that has ended", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO pengumuman (id, text, mulai, selesai, aktif, created_at) VALUES ('lama', 'Lama', 1000, 2000, 0, 0), ('kini', 'Kini', 3000, 9000, 0, 0)",
      ),
    ]);
    expect(await applyDueChanges(env.DB, 4000, [startPengumuman, endPengumuman])).toEqual({
      "pengumuman-mulai": 1,
      "pengumuman-selesai": 0,
    });
    expect(await activePengumuman(env.DB)).toMatchObject({ id: "kini" });
  });
});

describe("query plans", () => {
  const CONTENT_SCAN = /^SCAN pengumuman\b(?!.* USING (COVERING )?INDEX)|TEMP B-TREE/;
  async function plan(sql: string, ...values: unknown[]) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...values)
      .all<{ detail: string }>();
    return results.map((row) => row.detail);
  }

  it("reads every announcement statement through an index", async () => {
    const now = Date.now();
    const statements: [string, unknown[]][] = [
      [ACTIVE_SQL, []],
      [OVERLAPPING_SQL, [now, "x"]],
      [pengumumanPageSql(false), [21]],
      [pengumumanPageSql(true), [now, "x", 21]],
    ];
    statements.push([START_PENGUMUMAN_SQL, [now, now]], [END_PENGUMUMAN_SQL, [now, now, 50]]);
    for (const [sql, values] of statements) {
      const details = await plan(sql, ...values);
      expect(
        details.filter((detail) => CONTENT_SCAN.test(detail)),
        sql,
      ).toEqual([]);
      expect(details.join(" "), sql).toMatch(/USING (COVERING )?INDEX pengumuman_/);
    }
  });
});

describe("the public pages carry the active announcement", () => {
  it("renders the bar on every page the server renders, and takes it away once it ends", async () => {
    expect(await (await request("/")).text()).not.toContain('data-pengumuman="');

    const record = await create("Vaksinasi <gratis> di balai", -1, 5);
    for (const path of ["/", "/artikel"]) {
      const html = await (await request(path)).text();
      expect(html, path).toContain(`data-pengumuman="${record.id}"`);
      // Escaped text, never a tag.
      expect(html, path).toMatch(/Vaksinasi &lt;gratis(&gt;|>) di balai/);
      expect(html, path).not.toContain("<gratis>");
      expect(html, path).toContain('aria-label="Tutup pengumuman"');
    }

    // Ended by the minute job: the version moves, so no cached copy keeps showing it.
    await applyDueChanges(env.DB, Date.parse(record.selesai), STEPS);
    expect(await (await request("/")).text()).not.toContain('data-pengumuman="');
  });
});
