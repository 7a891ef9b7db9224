import { env } from "cloudflare:workers";
import {
  LAPOR_JAWABAN_MAX,
  type LaporJawabanEntry,
  type LaporPage,
  type LaporRecord,
  type LaporState,
  laporAdminMessages,
  wibMonthRange,
} from "@padukuhan/shared/lapor-admin";
import { apiMessages } from "@padukuhan/shared/messages";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminRequest, createAccount, signIn } from "../../../test/auth";
import { errorBody } from "../../../test/http";
import { adminToken, contentVersion } from "../../../test/upload";
import { encodeCursor } from "../../db/lists";

const db = env.DB;
const HOUR = 3_600_000;
/** 10:00 WIB on 27 November 2026. */
const NOW = Date.parse("2026-11-27T03:00:00Z");

let token = "";
let otherToken = "";
let ownId = "";

beforeAll(async () => {
  token = await adminToken();
  await createAccount("kedua", "rahasia-sekali", "Bu Carik");
  otherToken = await signIn("kedua", "rahasia-sekali");
  ownId =
    (await db.prepare("SELECT id FROM akun WHERE username = 'penjaga'").first<{ id: string }>())?.id ?? "";
});

// The file's tests share one database: each starts with no reports, answers or log lines.
beforeEach(async () => {
  await db.batch([db.prepare("DELETE FROM laporan"), db.prepare("DELETE FROM activity_log")]);
});

interface Report {
  id: string;
  kategori?: string;
  status?: string;
  publik?: number;
  createdAt?: number;
  koordinat?: string | null;
  photos?: string[];
}

/** A report as the public form stores one, with its sender's hashes still set. */
function report({
  id,
  kategori = "Saluran Air",
  status = "baru",
  publik = 0,
  createdAt = NOW,
  koordinat = "-7.7956,110.3696",
  photos = [],
}: Report) {
  return [
    db
      .prepare(
        `INSERT INTO laporan (id, kode, kategori, judul, uraian, lokasi, koordinat, nama, no_telp, status, publik, ditutup_at, pengirim, pengirim_blok, created_at)
         VALUES (?1, ?2, ?3, ?4, 'Air meluap ke jalan.', 'RT 02', ?5, 'Bu Sri', '0812 3456 7890', ?6, ?7, ?8, 'hash-pengirim', 'hash-blok', ?9)`,
      )
      .bind(
        id,
        `LW-${id.padStart(4, "0").slice(-4)}-0000`,
        kategori,
        `Laporan ${id}`,
        koordinat,
        status,
        publik,
        status === "selesai" || status === "ditolak" ? createdAt : null,
        createdAt,
      ),
    ...photos.map((foto, index) =>
      db
        .prepare("INSERT INTO laporan_foto (laporan_id, position, foto) VALUES (?, ?, ?)")
        .bind(id, index + 1, foto),
    ),
  ];
}

const seed = (...reports: Report[]) => db.batch(reports.flatMap(report));

const json = (method: string, body: unknown, as = token) => ({
  method,
  token: as,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

async function list(query = "", as = token) {
  const response = await adminRequest(`/api/admin/lapor${query}`, { token: as });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as LaporPage;
}

async function detail(id: string, as = token) {
  const response = await adminRequest(`/api/admin/lapor/${id}`, { token: as });
  expect(response.status).toBe(200);
  return (await response.json()) as LaporRecord;
}

const setStatus = (id: string, status: unknown, as = token) =>
  adminRequest(`/api/admin/lapor/${id}/status`, json("PUT", { status }, as));
const setPublik = (id: string, publik: unknown, as = token) =>
  adminRequest(`/api/admin/lapor/${id}/publik`, json("PUT", { publik }, as));
const answer = (id: string, text: unknown, as = token) =>
  adminRequest(`/api/admin/lapor/${id}/jawaban`, json("POST", { text }, as));
const editAnswer = (id: string, jawabanId: string, text: unknown, as = token) =>
  adminRequest(`/api/admin/lapor/${id}/jawaban/${jawabanId}`, json("PUT", { text }, as));
const deleteAnswer = (id: string, jawabanId: string, as = token) =>
  adminRequest(`/api/admin/lapor/${id}/jawaban/${jawabanId}`, { method: "DELETE", token: as });

async function answered(id: string, text: string, as = token) {
  const response = await answer(id, text, as);
  expect(response.status).toBe(201);
  return (await response.json()) as LaporJawabanEntry;
}

const logLines = async () =>
  (
    await db
      .prepare("SELECT username, kind, action, record_id, title FROM activity_log ORDER BY id")
      .all<{ username: string; kind: string; action: string; record_id: string; title: string }>()
  ).results;

/** Everything a write could touch: the reports, photos, answers, log lines and the version. */
const everything = async () => ({
  laporan: (await db.prepare("SELECT * FROM laporan ORDER BY id").all()).results,
  foto: (await db.prepare("SELECT * FROM laporan_foto ORDER BY laporan_id, position").all()).results,
  jawaban: (await db.prepare("SELECT * FROM laporan_jawaban ORDER BY id").all()).results,
  log: await logLines(),
  counts: (await db.prepare("SELECT * FROM content_counts WHERE koleksi = 'laporan' ORDER BY kategori").all())
    .results,
  version: await contentVersion(),
});

describe("the session guard", () => {
  it("answers 401 to every route without a session, and changes nothing", async () => {
    await seed({ id: "1" });
    const before = await everything();
    for (const [path, method] of [
      ["/api/admin/lapor", "GET"],
      ["/api/admin/lapor/1", "GET"],
      ["/api/admin/lapor/1/status", "PUT"],
      ["/api/admin/lapor/1/publik", "PUT"],
      ["/api/admin/lapor/1/jawaban", "POST"],
      ["/api/admin/lapor/1/jawaban/x", "PUT"],
      ["/api/admin/lapor/1/jawaban/x", "DELETE"],
    ] as const) {
      const init =
        method === "GET" || method === "DELETE"
          ? { method }
          : {
              method,
              headers: { "Content-Type": "application/json" },
              body: '{"status":"selesai","text":"x"}',
            };
      const response = await adminRequest(path, init);
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await everything()).toEqual(before);
  });
});

describe("GET /api/admin/lapor", () => {
  it("lists newest first without the reporter or the sender's hashes, with the kept counts", async () => {
    await seed(
      { id: "1", createdAt: NOW - 3 * HOUR },
      { id: "2", createdAt: NOW - 2 * HOUR, status: "diproses", publik: 1 },
      { id: "3", createdAt: NOW - HOUR, status: "selesai" },
    );
    const page = await list();
    expect(page.data.map((entry) => entry.id)).toEqual(["3", "2", "1"]);
    expect(page.next).toBeNull();
    expect(page.counts).toEqual({ baru: 1, diproses: 1, selesai: 1, ditolak: 0 });
    expect(page.data[1]).toEqual({
      id: "2",
      kode: "LW-0002-0000",
      kategori: "Saluran Air",
      judul: "Laporan 2",
      lokasi: "RT 02",
      status: "diproses",
      publik: true,
      createdAt: new Date(NOW - 2 * HOUR).toISOString(),
      updatedAt: null,
      ditutupAt: null,
    });
    const text = JSON.stringify(page);
    for (const hidden of ["Bu Sri", "0812", "hash-pengirim", "hash-blok", "uraian", "Air meluap"]) {
      expect(text).not.toContain(hidden);
    }
  });

  it("pages with a cursor across every page, each report once, on any filter", async () => {
    await seed(
      ...Array.from({ length: 7 }, (_, index) => ({
        id: `r${index}`,
        // Two reports share each time: the id breaks the tie.
        createdAt: NOW - Math.floor(index / 2) * HOUR,
        status: index % 2 === 0 ? "baru" : "diproses",
      })),
    );
    const walk = async (query: string) => {
      const ids: string[] = [];
      let next: string | null = null;
      let pages = 0;
      do {
        const cursor: string = next ? `&cursor=${encodeURIComponent(next)}` : "";
        const page = await list(`?limit=2${query}${cursor}`);
        expect(page.data.length).toBeLessThanOrEqual(2);
        ids.push(...page.data.map((entry) => entry.id));
        next = page.next;
        pages += 1;
      } while (next && pages < 10);
      return { ids, pages };
    };
    expect(await walk("")).toEqual({ ids: ["r1", "r0", "r3", "r2", "r5", "r4", "r6"], pages: 4 });
    expect(await walk("&status=baru")).toEqual({ ids: ["r0", "r2", "r4", "r6"], pages: 2 });
    expect(await walk("&status=diproses&kategori=Saluran%20Air")).toEqual({
      ids: ["r1", "r3", "r5"],
      pages: 2,
    });
  });

  it("filters by state, category and month (in WIB), alone or together", async () => {
    await seed(
      { id: "a", kategori: "Penerangan", createdAt: Date.parse("2026-11-10T05:00:00Z") },
      { id: "b", kategori: "Saluran Air", status: "selesai", createdAt: Date.parse("2026-11-12T05:00:00Z") },
      // 00:30 WIB on 1 December: December's, though it is still November in UTC.
      { id: "c", kategori: "Penerangan", status: "selesai", createdAt: Date.parse("2026-11-30T17:30:00Z") },
      // 23:59 WIB on 31 October: October's.
      { id: "d", kategori: "Penerangan", createdAt: Date.parse("2026-10-31T16:59:00Z") },
    );
    const ids = async (query: string) => (await list(query)).data.map((entry) => entry.id);
    expect(await ids("?status=selesai")).toEqual(["c", "b"]);
    expect(await ids("?kategori=Penerangan")).toEqual(["c", "a", "d"]);
    expect(await ids("?status=baru&kategori=Penerangan")).toEqual(["a", "d"]);
    expect(await ids("?bulan=2026-11")).toEqual(["b", "a"]);
    expect(await ids("?bulan=2026-12")).toEqual(["c"]);
    expect(await ids("?bulan=2026-10&kategori=Penerangan")).toEqual(["d"]);
    expect(await ids("?bulan=2026-11&status=selesai&kategori=Saluran%20Air")).toEqual(["b"]);
    expect(await ids("?kategori=Bencana")).toEqual([]);
    // A cursor past the month's end starts at its newest report; one inside it continues.
    const after = (time: string, id: string) =>
      `&cursor=${encodeURIComponent(encodeCursor({ after: [Date.parse(time), id] }))}`;
    expect(await ids(`?bulan=2026-11${after("2026-12-05T00:00:00Z", "z")}`)).toEqual(["b", "a"]);
    expect(await ids(`?bulan=2026-11${after("2026-11-12T05:00:00Z", "b")}`)).toEqual(["a"]);
    // An empty parameter is no filter (a form's 'Semua').
    expect(await ids("?status=&kategori=&bulan=")).toEqual(["c", "b", "a", "d"]);
    // The tabs count every report, whatever the filter shows.
    expect((await list("?kategori=Bencana")).counts).toEqual({
      baru: 2,
      diproses: 0,
      selesai: 2,
      ditolak: 0,
    });
  });

  it("refuses filters and cursors it cannot read, in Indonesian", async () => {
    for (const [query, message] of [
      ["?status=tutup", laporAdminMessages.statusInvalid],
      ["?bulan=2026-13", laporAdminMessages.bulanInvalid],
      ["?bulan=November", laporAdminMessages.bulanInvalid],
      ["?bulan=0050-01", laporAdminMessages.bulanInvalid],
      [`?kategori=${"x".repeat(61)}`, laporAdminMessages.kategoriInvalid],
      ["?cursor=bukan-cursor", apiMessages.cursorInvalid],
    ] as const) {
      const response = await adminRequest(`/api/admin/lapor${query}`, { token });
      expect(response.status, query).toBe(400);
      expect((await errorBody(response)).error.message, query).toBe(message);
    }
  });

  it("reads a page and four counts, however many reports there are", async () => {
    // 1,000 reports in one statement, over about six weeks, two states and two categories.
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
         INSERT INTO laporan (id, kode, kategori, judul, uraian, lokasi, nama, no_telp, status, created_at)
         SELECT 'm' || i, 'LW-M' || i, CASE i % 2 WHEN 0 THEN 'Penerangan' ELSE 'Saluran Air' END, 'J', 'U', 'L', 'N', 'T',
           CASE i % 3 WHEN 0 THEN 'selesai' ELSE 'baru' END, ?1 - i * ?2 FROM n`,
      )
      .bind(NOW, HOUR)
      .run();
    const rowsRead = async (query: string) => {
      const response = await adminRequest(`/api/admin/lapor${query}`, { token });
      expect(response.status).toBe(200);
      return Number(response.headers.get("x-d1-rows-read"));
    };
    // Deep in November (the 400th report back), where a page must not read the ones before it.
    const deep = `&cursor=${encodeURIComponent(encodeCursor({ after: [NOW - 400 * HOUR, "m400"] }))}`;
    for (const query of [
      `?limit=20&bulan=2026-11${deep}`,
      `?limit=20&bulan=2026-11&status=baru${deep}`,
      `?limit=20&bulan=2026-11&kategori=Penerangan${deep}`,
      "?limit=20",
      "?limit=20&status=selesai",
      "?limit=20&kategori=Penerangan",
      "?limit=20&status=baru&kategori=Saluran%20Air",
      "?limit=20&bulan=2026-11&status=selesai",
      "?limit=20&bulan=2026-10&kategori=Penerangan",
    ]) {
      // The session check reads a few rows; the page its 21, the counts 4.
      expect(await rowsRead(query), query).toBeLessThan(40);
    }
  });
});

describe("GET /api/admin/lapor/:id", () => {
  it("shows everything the office sees: the reporter, photos in order, the map, answers oldest first", async () => {
    await seed({ id: "1", photos: ["/img/uploads/a/original.jpg", "/img/uploads/b/original.jpg"] });
    const mine = await answered("1", "Sudah kami cek ke lokasi.");
    const theirs = await answered("1", "Tukang datang hari Senin.", otherToken);
    const record = await detail("1");
    expect(record).toEqual({
      id: "1",
      kode: "LW-0001-0000",
      kategori: "Saluran Air",
      judul: "Laporan 1",
      uraian: "Air meluap ke jalan.",
      lokasi: "RT 02",
      koordinat: "-7.7956,110.3696",
      peta: "https://www.google.com/maps?q=-7.7956,110.3696",
      nama: "Bu Sri",
      no_telp: "0812 3456 7890",
      status: "baru",
      publik: false,
      createdAt: new Date(NOW).toISOString(),
      updatedAt: null,
      ditutupAt: null,
      foto: ["/img/uploads/a/original.jpg", "/img/uploads/b/original.jpg"],
      jawaban: [
        { ...mine, author: { username: "penjaga", nama: "Pak Dukuh" }, self: true },
        { ...theirs, author: { username: "kedua", nama: "Bu Carik" }, self: false },
      ],
    });
    expect(JSON.stringify(record)).not.toContain("hash-");
    // The other admin sees the same thread from their side.
    expect((await detail("1", otherToken)).jawaban.map((entry) => entry.self)).toEqual([false, true]);
  });

  it("has no map link without a place, and keeps an answer whose author was removed", async () => {
    await seed({ id: "1", koordinat: null });
    const gone = await createAccount("pensiun", "rahasia-sekali");
    await db
      .prepare(
        "INSERT INTO laporan_jawaban (id, laporan_id, akun_id, text, created_at) VALUES ('j', '1', ?, 'Lama', ?)",
      )
      .bind(gone, NOW)
      .run();
    await db.prepare("DELETE FROM akun WHERE id = ?").bind(gone).run();
    const record = await detail("1");
    expect(record.peta).toBeNull();
    expect(record.jawaban).toEqual([
      {
        id: "j",
        text: "Lama",
        author: null,
        self: false,
        createdAt: new Date(NOW).toISOString(),
        updatedAt: null,
      },
    ]);
  });

  it("answers 404 in Indonesian for a report that does not exist", async () => {
    const response = await adminRequest("/api/admin/lapor/tidak-ada", { token });
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error.message).toBe(laporAdminMessages.notFound);
  });
});

describe("PUT /api/admin/lapor/:id/status", () => {
  const row = async (id: string) =>
    db
      .prepare("SELECT status, ditutup_at, updated_at FROM laporan WHERE id = ?")
      .bind(id)
      .first<{ status: string; ditutup_at: number | null; updated_at: number | null }>();

  it("moves the report and its counts, closing sets ditutup_at and reopening clears it, each with a line", async () => {
    await seed({ id: "1" }, { id: "2" });
    const put = async (status: string) => {
      const response = await setStatus("1", status);
      expect(response.status).toBe(200);
      return (await response.json()) as LaporState;
    };
    const working = await put("diproses");
    expect(working).toMatchObject({ id: "1", status: "diproses", publik: false, ditutupAt: null });
    expect(working.updatedAt).not.toBeNull();
    expect((await list()).counts).toEqual({ baru: 1, diproses: 1, selesai: 0, ditolak: 0 });

    const closed = await put("selesai");
    expect(closed.ditutupAt).not.toBeNull();
    const closedAt = (await row("1"))?.ditutup_at;
    expect(closedAt).toBe(Date.parse(closed.ditutupAt ?? ""));
    expect((await list()).counts).toEqual({ baru: 1, diproses: 0, selesai: 1, ditolak: 0 });

    // From one closed state to the other is a correction: the report closed when it first did.
    expect((await put("ditolak")).ditutupAt).toBe(closed.ditutupAt);
    expect((await list()).counts).toEqual({ baru: 1, diproses: 0, selesai: 0, ditolak: 1 });

    const reopened = await put("baru");
    expect(reopened.ditutupAt).toBeNull();
    expect((await row("1"))?.ditutup_at).toBeNull();
    expect((await list()).counts).toEqual({ baru: 2, diproses: 0, selesai: 0, ditolak: 0 });

    expect(await logLines()).toEqual(
      ["status-diproses", "status-selesai", "status-ditolak", "status-baru"].map((action) => ({
        username: "penjaga",
        kind: "laporan",
        action,
        record_id: "1",
        title: "Laporan 1",
      })),
    );
  });

  it("writes nothing when the state does not change", async () => {
    await seed({ id: "1", status: "diproses", publik: 1 });
    const before = await everything();
    const response = await setStatus("1", "diproses");
    expect(response.status).toBe(200);
    expect(((await response.json()) as LaporState).status).toBe("diproses");
    expect(await everything()).toEqual(before);
  });

  it("moves the content version only for a public report", async () => {
    await seed({ id: "pribadi" }, { id: "publik", publik: 1 });
    const before = await contentVersion();
    expect((await setStatus("pribadi", "diproses")).status).toBe(200);
    expect(await contentVersion()).toBe(before);
    expect((await setStatus("publik", "diproses")).status).toBe(200);
    expect(await contentVersion()).not.toBe(before);
  });

  it("refuses a state it does not know, in Indonesian, and changes nothing", async () => {
    await seed({ id: "1" });
    const before = await everything();
    for (const body of [{ status: "tutup" }, { status: 1 }, {}, { judul: "Diganti" }]) {
      const response = await adminRequest("/api/admin/lapor/1/status", json("PUT", body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(response)).error.message).toBe(laporAdminMessages.statusInvalid);
    }
    const notJson = await adminRequest("/api/admin/lapor/1/status", {
      method: "PUT",
      token,
      body: "status=selesai",
    });
    expect(notJson.status).toBe(400);
    expect(await everything()).toEqual(before);
  });

  it("answers 404 for a report that does not exist, writing nothing", async () => {
    const before = await everything();
    const response = await setStatus("tidak-ada", "selesai");
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error.message).toBe(laporAdminMessages.notFound);
    expect(await everything()).toEqual(before);
  });
});

describe("PUT /api/admin/lapor/:id/publik", () => {
  it("shows and hides the report, moving the version and the public counts, each with a line", async () => {
    await seed({ id: "1", createdAt: Date.parse("2026-11-10T05:00:00Z") });
    const publicCounts = async () =>
      (
        await db
          .prepare(
            "SELECT kategori, jumlah FROM content_counts WHERE koleksi = 'laporan' AND kategori LIKE 'publik:%'",
          )
          .all()
      ).results;
    const first = await contentVersion();
    const shown = await setPublik("1", true);
    expect(shown.status).toBe(200);
    expect((await shown.json()) as LaporState).toMatchObject({ id: "1", publik: true, status: "baru" });
    expect(await publicCounts()).toEqual([{ kategori: "publik:2026-11:baru", jumlah: 1 }]);
    const second = await contentVersion();
    expect(second).not.toBe(first);

    // Unchanged: no line, no new version.
    expect((await setPublik("1", true)).status).toBe(200);
    expect(await contentVersion()).toBe(second);

    expect((await setPublik("1", false)).status).toBe(200);
    expect(await contentVersion()).not.toBe(second);
    expect(await publicCounts()).toEqual([]);
    expect((await detail("1")).publik).toBe(false);
    expect((await logLines()).map((line) => line.action)).toEqual(["tampilkan", "sembunyikan"]);
  });

  it("refuses anything but true or false, in Indonesian, and changes nothing", async () => {
    await seed({ id: "1" });
    const before = await everything();
    for (const publik of [1, "ya", null, undefined]) {
      const response = await setPublik("1", publik);
      expect(response.status, String(publik)).toBe(400);
      expect((await errorBody(response)).error.message).toBe(laporAdminMessages.publikInvalid);
    }
    expect((await setPublik("tidak-ada", true)).status).toBe(404);
    expect(await everything()).toEqual(before);
  });
});

describe("answers", () => {
  const stored = async () =>
    (await db.prepare("SELECT id, akun_id, text, updated_at FROM laporan_jawaban ORDER BY rowid").all())
      .results;

  it("are written by the signed-in admin, with a line, and move the version only on a public report", async () => {
    await seed({ id: "pribadi" }, { id: "publik", publik: 1 });
    const before = await contentVersion();
    const written = await answered("pribadi", "  Terima kasih, segera kami tindak lanjuti.  ");
    expect(written).toMatchObject({
      text: "Terima kasih, segera kami tindak lanjuti.",
      author: { username: "penjaga", nama: "Pak Dukuh" },
      self: true,
      updatedAt: null,
    });
    expect(await stored()).toEqual([
      { id: written.id, akun_id: ownId, text: "Terima kasih, segera kami tindak lanjuti.", updated_at: null },
    ]);
    expect(await contentVersion()).toBe(before);
    await answered("publik", "Sudah diperbaiki.");
    expect(await contentVersion()).not.toBe(before);
    expect(await logLines()).toEqual([
      {
        username: "penjaga",
        kind: "laporan",
        action: "jawab",
        record_id: "pribadi",
        title: "Laporan pribadi",
      },
      { username: "penjaga", kind: "laporan", action: "jawab", record_id: "publik", title: "Laporan publik" },
    ]);
  });

  it("are edited and deleted by their author, each with a line", async () => {
    await seed({ id: "1", publik: 1 });
    const written = await answered("1", "Besok kami cek.");
    const version = await contentVersion();
    const edited = await editAnswer("1", written.id, "Hari ini kami cek.");
    expect(edited.status).toBe(200);
    const body = (await edited.json()) as LaporJawabanEntry;
    expect(body).toMatchObject({
      id: written.id,
      text: "Hari ini kami cek.",
      createdAt: written.createdAt,
      self: true,
    });
    expect(body.updatedAt).not.toBeNull();
    expect(await contentVersion()).not.toBe(version);
    expect((await detail("1")).jawaban.map((entry) => entry.text)).toEqual(["Hari ini kami cek."]);

    const removed = await deleteAnswer("1", written.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: written.id });
    expect(await stored()).toEqual([]);
    expect((await logLines()).map((line) => line.action)).toEqual(["jawab", "ubah-jawaban", "hapus-jawaban"]);
    expect((await deleteAnswer("1", written.id)).status).toBe(404);
  });

  it("refuse another admin's edit or delete with 403, and nothing changes", async () => {
    await seed({ id: "1", publik: 1 });
    const written = await answered("1", "Jawaban Pak Dukuh.");
    const before = await everything();
    for (const response of [
      await editAnswer("1", written.id, "Diubah orang lain.", otherToken),
      await deleteAnswer("1", written.id, otherToken),
    ]) {
      expect(response.status).toBe(403);
      expect((await errorBody(response)).error.message).toBe(laporAdminMessages.notAuthor);
    }
    expect(await everything()).toEqual(before);
  });

  it("refuse empty, too long or missing text in Indonesian, and store nothing", async () => {
    await seed({ id: "1" });
    const written = await answered("1", "Asli.");
    const before = await everything();
    for (const [text, message] of [
      ["", laporAdminMessages.jawabanRequired],
      ["   ", laporAdminMessages.jawabanRequired],
      [undefined, laporAdminMessages.jawabanRequired],
      [42, laporAdminMessages.jawabanRequired],
      ["x".repeat(LAPOR_JAWABAN_MAX + 1), laporAdminMessages.jawabanTooLong],
    ] as const) {
      for (const response of [await answer("1", text), await editAnswer("1", written.id, text)]) {
        expect(response.status, String(text).slice(0, 10)).toBe(400);
        expect((await errorBody(response)).error.message).toBe(message);
      }
    }
    expect(await everything()).toEqual(before);
    // The longest answer is taken whole, even in a script of three bytes a character.
    expect((await answer("1", "ꦲ".repeat(LAPOR_JAWABAN_MAX))).status).toBe(201);
  });

  it("answer 404 for an unknown report or answer, or an answer of another report", async () => {
    await seed({ id: "1" }, { id: "2" });
    const written = await answered("1", "Jawaban laporan 1.");
    const before = await everything();
    const notFound = [
      [await answer("tidak-ada", "Halo"), laporAdminMessages.notFound],
      [await editAnswer("1", "tidak-ada", "Halo"), laporAdminMessages.jawabanNotFound],
      [await editAnswer("2", written.id, "Halo"), laporAdminMessages.jawabanNotFound],
      [await deleteAnswer("2", written.id), laporAdminMessages.jawabanNotFound],
    ] as const;
    for (const [response, message] of notFound) {
      expect(response.status).toBe(404);
      expect((await errorBody(response)).error.message).toBe(message);
    }
    expect(await everything()).toEqual(before);
  });

  it("refuse a body over the limit with 413", async () => {
    await seed({ id: "1" });
    const response = await answer("1", "x".repeat(20_000));
    expect(response.status).toBe(413);
    expect(await stored()).toEqual([]);
  });
});

describe("the resident's words", () => {
  it("are changed by no route, whatever the body carries", async () => {
    await seed({ id: "1", photos: ["/img/uploads/a/original.jpg"] });
    const words = async () =>
      db
        .prepare(
          "SELECT kode, kategori, judul, uraian, lokasi, koordinat, nama, no_telp, created_at FROM laporan WHERE id = '1'",
        )
        .first();
    const photos = async () => (await db.prepare("SELECT * FROM laporan_foto").all()).results;
    const before = { words: await words(), photos: await photos() };
    const theirs = {
      judul: "Diganti",
      uraian: "Diganti",
      lokasi: "Diganti",
      kategori: "Bencana",
      koordinat: "1,1",
      nama: "Orang lain",
      no_telp: "0800 0000 0000",
      created_at: 1,
    };
    expect(
      (await adminRequest("/api/admin/lapor/1/status", json("PUT", { ...theirs, status: "selesai" }))).status,
    ).toBe(200);
    expect(
      (await adminRequest("/api/admin/lapor/1/publik", json("PUT", { ...theirs, publik: true }))).status,
    ).toBe(200);
    const written = await adminRequest(
      "/api/admin/lapor/1/jawaban",
      json("POST", { ...theirs, text: "Jawaban" }),
    );
    expect(written.status).toBe(201);
    const { id } = (await written.json()) as LaporJawabanEntry;
    expect(
      (await adminRequest(`/api/admin/lapor/1/jawaban/${id}`, json("PUT", { ...theirs, text: "Diubah" })))
        .status,
    ).toBe(200);
    expect((await deleteAnswer("1", id)).status).toBe(200);
    // No method writes the report itself.
    for (const method of ["PUT", "PATCH", "POST", "DELETE"]) {
      const response = await adminRequest("/api/admin/lapor/1", json(method, theirs));
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
    }
    expect(await words()).toEqual(before.words);
    expect(await photos()).toEqual(before.photos);
  });
});

describe("wibMonthRange", () => {
  it("is the month on the WIB clock, December running into the next year", () => {
    expect(wibMonthRange("2026-11")).toEqual([
      Date.parse("2026-10-31T17:00:00Z"),
      Date.parse("2026-11-30T17:00:00Z"),
    ]);
    expect(wibMonthRange("2026-12")).toEqual([
      Date.parse("2026-11-30T17:00:00Z"),
      Date.parse("2026-12-31T17:00:00Z"),
    ]);
  });
});
