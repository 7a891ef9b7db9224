import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { ActivityEntry } from "@padukuhan/shared/accounts";
import type { Artikel } from "@padukuhan/shared/artikel";
import type { Galeri } from "@padukuhan/shared/galeri";
import type { Umkm } from "@padukuhan/shared/umkm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminRequest, createAccount, login, signIn, tokenFrom } from "../../test/auth";
import { errorBody } from "../../test/http";
import { file, formOf, JPEG, rowCount, sendForm } from "../../test/upload";
import { tokenHash } from "../auth/sessions";
import worker from "../index";
import {
  ACTIVITY_KEEP_MS,
  activityIfFound,
  activityStatement,
  LOCKOUT_ROWS_PER_HOUR,
  LOCKOUT_SQL,
  lockoutStatement,
} from "../lib/activity-log";
import { activityPageSql } from "./admin-activity";

const PASSWORD = "rahasia-sekali";
let dukuhId = "";
let token = "";

beforeAll(async () => {
  dukuhId = await createAccount("dukuh", PASSWORD, "Pak Dukuh");
  token = await signIn("dukuh", PASSWORD);
});

interface LogRow {
  id: number;
  at: number;
  akun_id: string | null;
  username: string;
  kind: string;
  action: string;
  record_id: string | null;
  title: string | null;
}
const logRows = async () =>
  (await env.DB.prepare("SELECT * FROM activity_log ORDER BY id").all<LogRow>()).results;
const lastId = async () =>
  (await env.DB.prepare("SELECT max(id) AS id FROM activity_log").first<{ id: number | null }>())?.id ?? 0;
/** The rows written since `after` (a `lastId()`), without their id and time. */
const since = async (after: number) =>
  (await logRows()).filter((row) => row.id > after).map(({ id: _id, at: _at, ...row }) => row);

const image = () => file(JPEG, "foto.jpg", "image/jpeg");
const ARTIKEL = { judul: "Kerja bakti", kategori: "Sosial & Budaya", text: "Warga membersihkan selokan." };
const UMKM = {
  nama: "Batik Sari",
  nama_pemilik: "Ratna Sari",
  no_telp: "0813-2222-3344",
  kategori: "Fashion",
  text: "Batik tulis.",
};

const by = (action: string, kind: string, recordId: string, title: string) => ({
  akun_id: dukuhId,
  username: "dukuh",
  kind,
  action,
  record_id: recordId,
  title,
});

describe("every content write leaves exactly one line", () => {
  it("adding, editing and deleting an article", async () => {
    let mark = await lastId();
    const added = (await (
      await sendForm("/api/admin/artikel", "POST", formOf(ARTIKEL, { image: image() }), token)
    ).json()) as Artikel;
    expect(await since(mark)).toEqual([by("tambah", "artikel", added.id, "Kerja bakti")]);

    mark = await lastId();
    const edit = formOf({ ...ARTIKEL, judul: "Kerja bakti RT 03" });
    expect((await sendForm(`/api/admin/artikel/${added.id}`, "PUT", edit, token)).status).toBe(200);
    expect(await since(mark)).toEqual([by("ubah", "artikel", added.id, "Kerja bakti RT 03")]);

    mark = await lastId();
    expect((await adminRequest(`/api/admin/artikel/${added.id}`, { method: "DELETE", token })).status).toBe(
      200,
    );
    expect(await since(mark)).toEqual([by("hapus", "artikel", added.id, "Kerja bakti RT 03")]);
  });

  it("adding, editing and deleting a UMKM", async () => {
    let mark = await lastId();
    const added = (await (
      await sendForm("/api/admin/umkm", "POST", formOf(UMKM, { image: image() }), token)
    ).json()) as Umkm;
    expect(await since(mark)).toEqual([by("tambah", "umkm", added.id, "Batik Sari")]);

    mark = await lastId();
    expect(
      (await sendForm(`/api/admin/umkm/${added.id}`, "PUT", formOf({ ...UMKM, nama: "Batik Sari 2" }), token))
        .status,
    ).toBe(200);
    expect(await since(mark)).toEqual([by("ubah", "umkm", added.id, "Batik Sari 2")]);

    mark = await lastId();
    expect((await adminRequest(`/api/admin/umkm/${added.id}`, { method: "DELETE", token })).status).toBe(200);
    expect(await since(mark)).toEqual([by("hapus", "umkm", added.id, "Batik Sari 2")]);
  });

  it("adding, editing and deleting a photo", async () => {
    let mark = await lastId();
    const added = (await (
      await sendForm("/api/admin/galeri", "POST", formOf({ judul: "Panen raya" }, { image: image() }), token)
    ).json()) as Galeri;
    expect(await since(mark)).toEqual([by("tambah", "galeri", added.id, "Panen raya")]);

    mark = await lastId();
    expect(
      (await sendForm(`/api/admin/galeri/${added.id}`, "PUT", formOf({ judul: "Panen padi" }), token)).status,
    ).toBe(200);
    expect(await since(mark)).toEqual([by("ubah", "galeri", added.id, "Panen padi")]);

    mark = await lastId();
    expect((await adminRequest(`/api/admin/galeri/${added.id}`, { method: "DELETE", token })).status).toBe(
      200,
    );
    expect(await since(mark)).toEqual([by("hapus", "galeri", added.id, "Panen padi")]);
  });
});

describe("a write that fails leaves no line, and a line that fails stops the write", () => {
  it("a refused form, an unknown record", async () => {
    const mark = await lastId();
    expect(
      (await sendForm("/api/admin/artikel", "POST", formOf({ judul: "" }, { image: image() }), token)).status,
    ).toBe(400);
    expect((await sendForm("/api/admin/galeri/tidak-ada", "PUT", formOf({ judul: "X" }), token)).status).toBe(
      404,
    );
    expect((await adminRequest("/api/admin/umkm/tidak-ada", { method: "DELETE", token })).status).toBe(404);
    expect(await since(mark)).toEqual([]);
  });

  it("a write D1 refuses leaves no line", async () => {
    const mark = await lastId();
    await env.DB.prepare(
      "CREATE TRIGGER gagal_galeri BEFORE INSERT ON galeri BEGIN SELECT RAISE(ABORT, 'gagal dipaksa'); END",
    ).run();
    try {
      const response = await sendForm(
        "/api/admin/galeri",
        "POST",
        formOf({ judul: "Gagal" }, { image: image() }),
        token,
      );
      expect(response.status).toBe(500);
    } finally {
      await env.DB.prepare("DROP TRIGGER gagal_galeri").run();
    }
    expect(await since(mark)).toEqual([]);
  });

  it("an edit or removal that finds its record gone (a race with another admin) leaves no line", async () => {
    const mark = await lastId();
    const gone = activityIfFound(env.DB, "artikel", {
      akunId: dukuhId,
      username: "dukuh",
      kind: "artikel",
      action: "hapus",
      recordId: "sudah-dihapus",
      title: "Sudah dihapus",
    });
    await env.DB.batch([gone, env.DB.prepare("DELETE FROM artikel WHERE id = 'sudah-dihapus'")]);
    expect(await since(mark)).toEqual([]);
  });

  it("a line D1 refuses takes its write with it", async () => {
    const photos = await rowCount("galeri");
    await env.DB.prepare(
      "CREATE TRIGGER gagal_riwayat BEFORE INSERT ON activity_log BEGIN SELECT RAISE(ABORT, 'gagal dipaksa'); END",
    ).run();
    try {
      const response = await sendForm(
        "/api/admin/galeri",
        "POST",
        formOf({ judul: "Tanpa riwayat" }, { image: image() }),
        token,
      );
      expect(response.status).toBe(500);
    } finally {
      await env.DB.prepare("DROP TRIGGER gagal_riwayat").run();
    }
    expect(await rowCount("galeri")).toBe(photos);
  });
});

describe("signing in", () => {
  it("records a sign-in, a failed one (known account or not, as typed) and a password change", async () => {
    const id = await createAccount("carik", PASSWORD);
    let mark = await lastId();
    const carik = await signIn("carik", PASSWORD);
    expect(await since(mark)).toEqual([
      { akun_id: id, username: "carik", kind: "masuk", action: "berhasil", record_id: null, title: null },
    ]);
    const row = await env.DB.prepare("SELECT last_sign_in_at FROM akun WHERE id = ?").bind(id).first<{
      last_sign_in_at: number;
    }>();
    expect(row?.last_sign_in_at).toBeGreaterThan(Date.now() - 60_000);

    mark = await lastId();
    expect((await login("carik", "salah-sekali-1")).status).toBe(401);
    expect((await login("  Orang-Asing ", "salah-sekali-2")).status).toBe(401);
    expect(await since(mark)).toEqual([
      { akun_id: id, username: "carik", kind: "masuk", action: "gagal", record_id: null, title: null },
      {
        akun_id: null,
        username: "Orang-Asing",
        kind: "masuk",
        action: "gagal",
        record_id: null,
        title: null,
      },
    ]);

    mark = await lastId();
    const change = await adminRequest("/api/auth/password", {
      method: "POST",
      token: carik,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: "password-baru-carik" }),
    });
    expect(change.status).toBe(200);
    expect(await since(mark)).toEqual([
      {
        akun_id: id,
        username: "carik",
        kind: "akun",
        action: "ganti-password",
        record_id: id,
        title: "carik",
      },
    ]);
  });

  it("records a lockout once per username in 15 minutes, not once per refused attempt", async () => {
    const id = await createAccount("kaur", PASSWORD);
    const from = { "CF-Connecting-IP": "198.51.100.44" };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login("kaur", `salah-${attempt}-sekali`, from)).status).toBe(401);
    }
    const mark = await lastId();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login("kaur", PASSWORD, from)).status).toBe(429);
    }
    expect(await since(mark)).toEqual([
      { akun_id: id, username: "kaur", kind: "masuk", action: "terkunci", record_id: null, title: null },
    ]);
  });

  it("records at most 20 lockouts an hour in all, so a flood of refusals cannot fill the table", async () => {
    const now = Date.now();
    expect(LOCKOUT_ROWS_PER_HOUR).toBe(20);
    for (let index = 0; index < 25; index += 1) {
      await lockoutStatement(env.DB, `penyerang-${index}`, now).run();
    }
    const lockouts = await env.DB.prepare(
      "SELECT count(*) AS n FROM activity_log WHERE action = 'terkunci'",
    ).first();
    expect(lockouts?.n).toBe(20);
    // An hour later there is room again.
    await lockoutStatement(env.DB, "penyerang-baru", now + 3_600_001).run();
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM activity_log WHERE action = 'terkunci'").first())?.n,
    ).toBe(21);
  });

  it("never keeps a password, token, hash or User-Agent in a line", async () => {
    const secret = "sandi-rahasia-unik-7731";
    const akun = await adminRequest("/api/admin/akun", {
      method: "POST",
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "bu-kader", nama: "Bu Kader", password: secret }),
    });
    expect(akun.status).toBe(201);
    const { id } = (await akun.json()) as { id: string };
    const reset = `${secret}-reset`;
    await adminRequest(`/api/admin/akun/${id}/password`, {
      method: "POST",
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password: reset }),
    });
    const signedIn = await login("bu-kader", reset, { "User-Agent": "Mozilla/5.0 PenandaUnik/9" });
    const kader = tokenFrom(signedIn);
    await login("bu-kader", `${secret}-salah`);
    await login(secret, secret);
    await adminRequest("/api/auth/password", {
      method: "POST",
      token: kader,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ currentPassword: reset, newPassword: `${secret}-baru` }),
    });

    const text = JSON.stringify(await logRows());
    const hashes = (await env.DB.prepare("SELECT password_hash FROM akun").all<{ password_hash: string }>())
      .results;
    const sessions = (await env.DB.prepare("SELECT token_hash FROM sessions").all<{ token_hash: string }>())
      .results;
    for (const forbidden of [
      reset,
      `${secret}-salah`,
      `${secret}-baru`,
      kader,
      token,
      await tokenHash(kader),
      "PenandaUnik",
      "scrypt$",
      ...hashes.map((row) => row.password_hash),
      ...sessions.map((row) => row.token_hash),
    ]) {
      expect(text).not.toContain(forbidden);
    }
    // The one place the secret itself shows: as the username someone typed.
    expect(text.split(secret).length - 1).toBe(1);
  });
});

describe("GET /api/admin/riwayat", () => {
  const page = async (query: string) => {
    const response = await adminRequest(`/api/admin/riwayat${query}`, { token });
    expect(response.status, query).toBe(200);
    return (await response.json()) as { data: ActivityEntry[]; next: string | null };
  };

  /** Every page from `query` on, following `next`. */
  async function walk(query: string): Promise<ActivityEntry[]> {
    const seen: ActivityEntry[] = [];
    let next: string | null = null;
    do {
      const separator = query ? "&" : "?";
      const result = await page(`${query}${next ? `${separator}cursor=${next}` : ""}`);
      seen.push(...result.data);
      next = result.next;
    } while (next);
    return seen;
  }

  beforeAll(async () => {
    await env.DB.prepare("DELETE FROM activity_log").run();
    // 60 lines, several at the same millisecond, by two people and of three kinds.
    const base = Date.now() - 3_600_000;
    const insert = env.DB.prepare(
      "INSERT INTO activity_log (at, akun_id, username, kind, action, record_id, title) VALUES (?, ?, ?, ?, 'ubah', ?, ?)",
    );
    await env.DB.batch(
      Array.from({ length: 60 }, (_, index) =>
        insert.bind(
          base + Math.floor(index / 3) * 1000,
          index % 2 === 0 ? dukuhId : "akun-lain",
          index % 2 === 0 ? "dukuh" : "lain",
          (["artikel", "umkm", "galeri"] as const)[index % 3],
          `rec-${index}`,
          `Judul ${index}`,
        ),
      ),
    );
  });

  it("answers newest first, 20 a page, in the shape the admin app reads", async () => {
    const first = await page("");
    expect(first.data).toHaveLength(20);
    expect(first.next).toEqual(expect.any(String));
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      akunId: expect.any(String),
      username: expect.any(String),
      kind: expect.any(String),
      action: "ubah",
      recordId: expect.stringMatching(/^rec-/),
      title: expect.stringMatching(/^Judul /),
    });
    // Newest first, and the one written last at the same millisecond before the others.
    expect(first.data.slice(0, 3).map((entry) => entry.recordId)).toEqual(["rec-59", "rec-58", "rec-57"]);
  });

  it("walks every line once, in order, with any page size, and caps a page at 50", async () => {
    const expected = Array.from({ length: 60 }, (_, index) => `rec-${59 - index}`);
    expect((await walk("?limit=7")).map((entry) => entry.recordId)).toEqual(expected);
    expect((await walk("")).map((entry) => entry.recordId)).toEqual(expected);
    expect((await page("?limit=500")).data).toHaveLength(50);
    expect((await page("?limit=0")).data).toHaveLength(20);
    expect((await page("?limit=abc")).data).toHaveLength(20);
    const last = await page("?limit=60");
    expect(last.data).toHaveLength(50);
  });

  it("filters by person and by kind, alone and together, through every page", async () => {
    const mine = await walk(`?akun=${dukuhId}&limit=9`);
    expect(mine).toHaveLength(30);
    expect(mine.every((entry) => entry.akunId === dukuhId)).toBe(true);
    const photos = await walk("?jenis=galeri&limit=6");
    expect(photos.map((entry) => entry.recordId)).toEqual(
      Array.from({ length: 20 }, (_, index) => `rec-${59 - index * 3}`),
    );
    const both = await walk(`?akun=${dukuhId}&jenis=umkm&limit=4`);
    expect(both.map((entry) => entry.recordId)).toEqual(
      Array.from({ length: 60 }, (_, index) => index)
        .filter((index) => index % 2 === 0 && index % 3 === 1)
        .reverse()
        .map((index) => `rec-${index}`),
    );
    expect((await page("?akun=tidak-ada")).data).toEqual([]);
  });

  it("refuses a cursor it did not make and an unknown kind, in Indonesian", async () => {
    for (const cursor of ["bukan-cursor", btoa("[1,2]"), btoa("12.x"), "%%%"]) {
      const response = await adminRequest(`/api/admin/riwayat?cursor=${cursor}`, { token });
      expect(response.status, cursor).toBe(400);
      expect((await errorBody(response)).error.message).toBe(
        "Parameter cursor tidak valid. Mulai lagi dari halaman pertama.",
      );
    }
    const kind = await adminRequest("/api/admin/riwayat?jenis=rahasia", { token });
    expect(kind.status).toBe(400);
    expect((await errorBody(kind)).error.message).toBe("Jenis riwayat tidak dikenal.");
  });
});

describe("query plans", () => {
  const plan = async (sql: string, values: unknown[]) =>
    (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...values)
        .all<{ detail: string }>()
    ).results.map((row) => row.detail);
  /** A full scan or a sort of the log: a query whose cost grows with the table. */
  const problems = (details: string[]) =>
    details.filter(
      (detail) =>
        /TEMP B-TREE/.test(detail) || /^SCAN activity_log\b(?!.* USING (COVERING )?INDEX)/.test(detail),
    );

  const pages = [
    [{ akun: false, jenis: false, after: false }, []],
    [{ akun: false, jenis: false, after: true }, [1, 2]],
    [{ akun: true, jenis: false, after: false }, ["a"]],
    [{ akun: true, jenis: false, after: true }, ["a", 1, 2]],
    [{ akun: false, jenis: true, after: false }, ["umkm"]],
    [{ akun: false, jenis: true, after: true }, ["umkm", 1, 2]],
    [{ akun: true, jenis: true, after: true }, ["a", "umkm", 1, 2]],
  ] as const;

  it.each(pages)("the page %j walks an index, newest first, without sorting", async (filter, values) => {
    const details = await plan(activityPageSql(filter), [...values, 20]);
    expect(problems(details), details.join("\n")).toEqual([]);
    expect(details.join("\n")).toMatch(/activity_log_(newest|akun|kind)_idx/);
  });

  it("the person and kind filters use their own indexes", async () => {
    expect(
      (await plan(activityPageSql({ akun: true, jenis: false, after: false }), ["a", 20])).join("\n"),
    ).toMatch(/activity_log_akun_idx/);
    expect(
      (await plan(activityPageSql({ akun: false, jenis: true, after: false }), ["umkm", 20])).join("\n"),
    ).toMatch(/activity_log_kind_idx/);
  });

  it("the yearly prune and the lockout's checks walk an index too", async () => {
    expect(problems(await plan("DELETE FROM activity_log WHERE at < ?", [1]))).toEqual([]);
    const details = await plan(LOCKOUT_SQL, [1, "x", 1, 1, 20]);
    expect(problems(details), details.join("\n")).toEqual([]);
  });

  it("notices a query that would scan or sort the whole log (the check itself works)", async () => {
    expect(problems(await plan("SELECT id FROM activity_log WHERE title = ?", ["x"]))).not.toEqual([]);
    expect(problems(await plan("SELECT id FROM activity_log ORDER BY title LIMIT 5", []))).not.toEqual([]);
  });
});

describe("the yearly prune", () => {
  it("runs from the Worker's scheduled handler and removes only lines older than a year", async () => {
    await env.DB.prepare("DELETE FROM activity_log").run();
    const now = Date.now();
    const day = 24 * 3600_000;
    expect(ACTIVITY_KEEP_MS).toBe(365 * day);
    const insert = env.DB.prepare(
      "INSERT INTO activity_log (at, username, kind, action) VALUES (?, ?, 'masuk', 'berhasil')",
    );
    await env.DB.batch([
      insert.bind(now - 400 * day, "sangat-lama"),
      insert.bind(now - 366 * day, "lewat-setahun"),
      insert.bind(now - 364 * day, "belum-setahun"),
      insert.bind(now - day, "kemarin"),
    ]);
    await activityStatement(env.DB, {
      akunId: null,
      username: "baru",
      kind: "masuk",
      action: "gagal",
      recordId: null,
      title: null,
    }).run();
    const logged = vi.spyOn(console, "log");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "17 3 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(logged.mock.calls.flat().join("\n")).toMatch(/"prune":"activity_log","removed":2/);
    expect((await logRows()).map((row) => row.username)).toEqual(["belum-setahun", "kemarin", "baru"]);
  });
});
