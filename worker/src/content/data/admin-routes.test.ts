import { env } from "cloudflare:workers";
import { authMessages } from "@padukuhan/shared/auth";
import { dataMessages, dataWarnings, UMUR_BANDS } from "@padukuhan/shared/data-padukuhan";
import { apiMessages } from "@padukuhan/shared/messages";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminRequest } from "../../../test/auth";
import { budget, PENDUDUK, saved, saveTable, umur } from "../../../test/data-padukuhan";
import { errorBody } from "../../../test/http";
import { adminToken, contentVersion } from "../../../test/upload";

const db = env.DB;
let token = "";

beforeAll(async () => {
  token = await adminToken();
});

// The file's tests share one database: each starts with no tables and no log lines.
beforeEach(async () => {
  await db.batch([db.prepare("DELETE FROM data_tabel"), db.prepare("DELETE FROM activity_log")]);
});

const read = async (path = "") => {
  const response = await adminRequest(`/api/admin/data${path}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return response.json();
};
const remove = (path: string) => adminRequest(`/api/admin/data/${path}`, { method: "DELETE", token });

const logLines = async () =>
  (await db.prepare("SELECT username, kind, action, record_id, title FROM activity_log ORDER BY id").all())
    .results;

/** Everything a write could touch: the rows, the log lines and the version. */
const everything = async () => ({
  rows: (await db.prepare("SELECT * FROM data_tabel ORDER BY tabel, tahun").all()).results,
  log: await logLines(),
  version: await contentVersion(),
});

describe("the session guard", () => {
  it("answers 401 to every route without a session, and changes nothing", async () => {
    await saved(token, 2026, "penduduk", PENDUDUK);
    const before = await everything();
    for (const [path, method] of [
      ["", "GET"],
      ["/2026", "GET"],
      ["/2026/penduduk", "PUT"],
      ["/2026/penduduk", "DELETE"],
    ] as const) {
      const response = await adminRequest(`/api/admin/data${path}`, {
        method,
        ...(method === "PUT"
          ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify(PENDUDUK) }
          : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await everything()).toEqual(before);
  });
});

describe("saving, reading and removing a table", () => {
  it("saves figures as typed, with a 'Riwayat' line and a new content version each time", async () => {
    const start = await contentVersion();
    const first = await saved(token, 2026, "penduduk", {
      jiwa: "1.000",
      kk: "300",
      laki: 490,
      perempuan: " 510 ",
    });
    expect(first).toEqual({ value: PENDUDUK, updatedAt: expect.any(String), warnings: [] });
    const afterFirst = await contentVersion();
    expect(afterFirst).not.toBe(start);

    // Saved again: the one row changes, and the version moves again.
    const second = await saved(token, 2026, "penduduk", { ...PENDUDUK, kk: 320 });
    expect(second.value).toEqual({ ...PENDUDUK, kk: 320 });
    expect(await contentVersion()).not.toBe(afterFirst);
    const rows = (await db.prepare("SELECT tabel, tahun, isi, updated_at FROM data_tabel").all()).results;
    expect(rows).toEqual([
      {
        tabel: "penduduk",
        tahun: 2026,
        isi: JSON.stringify({ ...PENDUDUK, kk: 320 }),
        updated_at: Date.parse(second.updatedAt),
      },
    ]);
    const line = { username: "penjaga", kind: "data", action: "ubah", record_id: "penduduk-2026" };
    expect(await logLines()).toEqual([
      { ...line, title: "Jumlah Penduduk 2026" },
      { ...line, title: "Jumlah Penduduk 2026" },
    ]);
  });

  it("lists the filled tables newest year first, and reads a year's tables back", async () => {
    const penduduk = await saved(token, 2025, "penduduk", PENDUDUK);
    const apbdes = await saved(token, 2026, "apbdes", budget());
    const ages = await saved(token, 2026, "umur", umur());
    expect(await read()).toEqual({
      tahun: [
        {
          tahun: 2026,
          tabel: [
            { tabel: "umur", updatedAt: ages.updatedAt },
            { tabel: "apbdes", updatedAt: apbdes.updatedAt },
          ],
        },
        { tahun: 2025, tabel: [{ tabel: "penduduk", updatedAt: penduduk.updatedAt }] },
      ],
    });
    expect(await read("/2026")).toEqual({
      tahun: 2026,
      tables: {
        umur: { value: umur(), updatedAt: ages.updatedAt, warnings: [] },
        apbdes: { value: budget(), updatedAt: apbdes.updatedAt, warnings: [] },
      },
    });
    expect(await read("/2024")).toEqual({ tahun: 2024, tables: {} });
  });

  it("removes a table with its line and a new version; a table not there is not found and changes nothing", async () => {
    await saved(token, 2026, "apbdes", budget());
    const before = await contentVersion();
    const removed = await remove("2026/apbdes");
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ tahun: 2026, tabel: "apbdes" });
    expect((await everything()).rows).toEqual([]);
    expect((await logLines()).at(-1)).toEqual({
      username: "penjaga",
      kind: "data",
      action: "hapus",
      record_id: "apbdes-2026",
      title: "APBDes 2026",
    });
    expect(await contentVersion()).not.toBe(before);

    const unchanged = await everything();
    const again = await remove("2026/apbdes");
    expect(again.status).toBe(404);
    expect((await errorBody(again)).error.message).toBe(dataMessages.notFound);
    expect(await everything()).toEqual(unchanged);
  });
});

describe("figures that do not add up", () => {
  it("are saved, with their warnings: an unbalanced budget, a breakdown short of the population", async () => {
    const unbalanced = budget({ anggaran: 100_000_000, realisasi: 90_000_000 });
    const apbdes = await saved(token, 2026, "apbdes", unbalanced);
    expect(apbdes.warnings).toEqual([
      "Anggaran: Anggaran tidak seimbang: SILPA yang diisi Rp 100.000.000, hasil hitungan Rp 140.000.000.",
    ]);

    // No population yet: nothing to hold the ages against.
    const short = { ...umur(), [UMUR_BANDS[0]]: 90 };
    expect((await saved(token, 2026, "umur", short)).warnings).toEqual([]);
    await saved(token, 2026, "penduduk", PENDUDUK);
    const ages = await saved(token, 2026, "umur", short);
    const shortBy10 = dataMessages.breakdownSum("Kelompok Umur", "990", "1.000");
    expect(ages.warnings).toEqual([shortBy10]);

    const year = (await read("/2026")) as { tables: Record<string, { warnings: string[] }> };
    expect(year.tables.umur?.warnings).toEqual([shortBy10]);
    expect(year.tables.apbdes?.warnings).toEqual(dataWarnings("apbdes", unbalanced, null));
    expect(year.tables.penduduk?.warnings).toEqual([]);
  });
});

describe("what is refused", () => {
  it("refuses what is no count or amount, an unknown year or table, in Indonesian, and changes nothing", async () => {
    await saved(token, 2026, "penduduk", PENDUDUK);
    const before = await everything();
    for (const [tahun, tabel, body, status, message] of [
      [2026, "penduduk", { ...PENDUDUK, jiwa: "-5" }, 400, dataMessages.count],
      [2026, "umur", { ...umur(), "5–9": 2.5 }, 400, dataMessages.count],
      [
        2026,
        "apbdes",
        { ...budget(), silpa: { anggaran: "1,5 juta", realisasi: 0 } },
        400,
        dataMessages.amount,
      ],
      [1999, "penduduk", PENDUDUK, 400, dataMessages.year],
      ["20x6", "penduduk", PENDUDUK, 400, dataMessages.year],
      [2026, "kendaraan", PENDUDUK, 404, dataMessages.unknownTable],
    ] as const) {
      const response = await saveTable(token, tahun, tabel, body);
      expect(response.status, `${tahun}/${tabel}`).toBe(status);
      expect((await errorBody(response)).error.message, `${tahun}/${tabel}`).toBe(message);
    }
    // A table without its rows, a body that is no JSON, one over the limit.
    const missing = await saveTable(token, 2026, "apbdes", { pendapatan: budget().pendapatan });
    expect(missing.status).toBe(400);
    const notJson = await adminRequest("/api/admin/data/2026/penduduk", {
      method: "PUT",
      token,
      headers: { "Content-Type": "application/json" },
      body: "{jiwa: 1000",
    });
    expect(notJson.status).toBe(400);
    const large = await saveTable(token, 2026, "penduduk", { ...PENDUDUK, catatan: "x".repeat(5000) });
    expect(large.status).toBe(413);
    expect((await errorBody(large)).error.message).toBe(authMessages.bodyTooLarge);
    const badYear = await adminRequest("/api/admin/data/1999", { token });
    expect(badYear.status).toBe(400);
    expect((await remove("2026/kendaraan")).status).toBe(404);
    expect(await everything()).toEqual(before);
  });

  it("answers 405 to other methods", async () => {
    for (const [path, method, allow] of [
      ["", "POST", "GET, HEAD"],
      ["/2026", "PUT", "GET, HEAD"],
      ["/2026/penduduk", "GET", "PUT, DELETE"],
    ] as const) {
      const response = await adminRequest(`/api/admin/data${path}`, { method, token });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("Allow")).toBe(allow);
      expect((await errorBody(response)).error.message).toBe(apiMessages.methodNotAllowed);
    }
  });
});
