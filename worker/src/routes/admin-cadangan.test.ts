import { env } from "cloudflare:workers";
import type { Artikel } from "@padukuhan/shared/artikel";
import { sampleData } from "@padukuhan/shared/sample-content";
import type { Umkm } from "@padukuhan/shared/umkm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest, createAccount, signIn } from "../../test/auth";
import { PENDUDUK, saved } from "../../test/data-padukuhan";
import { file, formOf, JPEG, sendForm } from "../../test/upload";
import { loadSampleContent } from "../content/sample-content";
import { insertStatement } from "../db/client";
import {
  CADANGAN_TABLES,
  cadanganPieces,
  exportedColumns,
  PAGE_ROWS,
  pageSql,
  WITHHELD,
} from "./admin-cadangan";

const PASSWORD = "rahasia-sekali";
/** A sender hash as the contact form stores it: it must never leave in the file. */
const SENDER_HASH = "c0ffee0123456789abcdef0123456789abcdef0123456789abcdef0123456789";
let token = "";
let dukuhId = "";

interface Cadangan {
  format: string;
  version: number;
  village: string;
  withheld: Record<string, string>;
  tables: Record<string, Array<Record<string, unknown>>>;
}

beforeAll(async () => {
  dukuhId = await createAccount("dukuh", PASSWORD, "Pak Dukuh");
  token = await signIn("dukuh", PASSWORD);
  await loadSampleContent(env.DB);
  await insertStatement(env.DB, "pesan", {
    id: "pesan-satu",
    nama: "Bu Sri",
    email: "sri@contoh.id",
    subjek: "Jalan rusak",
    pesan: "Jalan di RT 02 berlubang.",
    pengirim: SENDER_HASH,
    pengirim_blok: SENDER_HASH,
    created_at: Date.now(),
  }).run();
  await insertStatement(env.DB, "laporan", {
    id: "laporan-satu",
    kode: "LW-7K3Q-9XM2",
    kategori: "Saluran Air",
    judul: "Saluran tersumbat",
    uraian: "Air meluap ke jalan.",
    lokasi: "RT 02",
    nama: "Bu Sri",
    no_telp: "0812 3456 7890",
    pengirim: SENDER_HASH,
    pengirim_blok: SENDER_HASH,
    created_at: Date.now(),
  }).run();
});

const download = () => adminRequest("/api/admin/cadangan", { token });

describe("GET /api/admin/cadangan", () => {
  it("answers 401 without a session and writes no 'Riwayat' line", async () => {
    const response = await adminRequest("/api/admin/cadangan");
    expect(response.status).toBe(401);
    const line = await env.DB.prepare("SELECT 1 FROM activity_log WHERE action = 'unduh-cadangan'").first();
    expect(line).toBeNull();
  });

  it("answers only GET", async () => {
    const response = await adminRequest("/api/admin/cadangan", { method: "POST", token });
    expect(response.status).toBe(405);
  });

  it("downloads every table's records as a JSON attachment that no cache keeps", async () => {
    // A record written through the admin API, with an uploaded image, tags and products.
    const artikel = (await (
      await sendForm(
        "/api/admin/artikel",
        "POST",
        formOf(
          {
            judul: "Kerja bakti",
            kategori: "Sosial & Budaya",
            text: "Warga membersihkan selokan.",
            tags: "gotong royong",
          },
          { image: file(JPEG, "foto.jpg", "image/jpeg") },
        ),
        token,
      )
    ).json()) as Artikel;
    // A table of 'Data Padukuhan', saved as the office does.
    await saved(token, 2026, "penduduk", PENDUDUK);

    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="cadangan-padukuhan-karangrejo-${today}.json"`,
    );
    const text = await response.text();
    const body = JSON.parse(text) as Cadangan;
    expect(body.format).toBe("padukuhan-backup-data");
    expect(body.village).toBe("Padukuhan Karangrejo");
    expect(Object.keys(body.tables)).toEqual([
      "artikel",
      "artikel_tags",
      "umkm",
      "umkm_tags",
      "umkm_produk",
      "galeri",
      "agenda",
      "pengumuman",
      "pesan",
      "site_settings",
      "akun",
      "laporan",
      "laporan_foto",
      "laporan_jawaban",
      "data_tabel",
      "activity_log",
      "app_meta",
    ]);

    // Every record of each table, as stored: the sample content, the new article and its image URL.
    for (const table of ["artikel", "artikel_tags", "umkm", "umkm_tags", "umkm_produk", "galeri", "agenda"]) {
      const { n } = (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>()) ?? {
        n: 0,
      };
      expect(n, table).toBeGreaterThan(0);
      expect(body.tables[table], table).toHaveLength(n);
    }
    const added = body.tables.artikel?.find((row) => row.id === artikel.id);
    expect(added).toMatchObject({ judul: "Kerja bakti", kategori: "Sosial & Budaya", status: "terbit" });
    expect(added?.gambar).toBe(artikel.gambar);
    expect(String(added?.gambar)).toMatch(/^\/img\/uploads\//);
    expect(body.tables.artikel_tags).toContainEqual({
      artikel_id: artikel.id,
      position: 0,
      tag: "gotong royong",
    });
    const sampleUmkm = (await (await adminRequest("/api/umkm?limit=1")).json()) as { data: Umkm[] };
    const produk = body.tables.umkm_produk?.filter((row) => row.umkm_id === sampleUmkm.data[0]?.id);
    expect(produk?.map((row) => row.nama)).toEqual(sampleUmkm.data[0]?.produk.map((item) => item.nama));
    expect(body.tables.site_settings?.map((row) => row.section)).toContain("identity");
    expect(body.tables.pesan).toEqual([
      expect.objectContaining({ id: "pesan-satu", nama: "Bu Sri", subjek: "Jalan rusak", dibaca: 0 }),
    ]);
    expect(body.tables.akun).toEqual([
      expect.objectContaining({ id: dukuhId, username: "dukuh", nama: "Pak Dukuh" }),
    ]);

    // Never a password hash, a session or a sender's hash.
    const stored = await env.DB.prepare("SELECT password_hash FROM akun").first<{ password_hash: string }>();
    expect(stored?.password_hash.length).toBeGreaterThan(20);
    expect(text).not.toContain(stored?.password_hash);
    expect(body.tables.akun?.[0]).not.toHaveProperty("password_hash");
    expect(body.tables.pesan?.[0]).not.toHaveProperty("pengirim");
    // A report keeps its reporter (the office's data) but not the sender's hashes; the sample
    // village's own reports are there beside it.
    const report = body.tables.laporan?.find((row) => row.id === "laporan-satu");
    expect(report).toEqual(
      expect.objectContaining({ kode: "LW-7K3Q-9XM2", nama: "Bu Sri", no_telp: "0812 3456 7890" }),
    );
    expect(report).not.toHaveProperty("pengirim");
    expect(report).not.toHaveProperty("pengirim_blok");
    // The office's year beside the sample village's figures.
    expect(body.tables.data_tabel).toContainEqual(
      expect.objectContaining({ tabel: "penduduk", tahun: 2026, isi: JSON.stringify(PENDUDUK) }),
    );
    expect(body.tables.data_tabel).toHaveLength(sampleData.length + 1);
    expect(text).not.toContain(SENDER_HASH);
    expect(body.tables).not.toHaveProperty("sessions");
    const session = await env.DB.prepare("SELECT token_hash FROM sessions").first<{ token_hash: string }>();
    expect(text).not.toContain(session?.token_hash);
    expect(body.tables).not.toHaveProperty("login_attempts");

    // The download is in 'Riwayat', and in the file itself.
    const line = await env.DB.prepare(
      "SELECT akun_id, username, kind, action, title FROM activity_log WHERE action = 'unduh-cadangan'",
    ).all();
    expect(line.results).toEqual([
      {
        akun_id: dukuhId,
        username: "dukuh",
        kind: "pengaturan",
        action: "unduh-cadangan",
        title: "Cadangan data",
      },
    ]);
    expect(body.tables.activity_log?.map((row) => row.action)).toContain("unduh-cadangan");
  });
});

describe("what the file holds", () => {
  it("every table of the schema is exported or named as withheld, and no withheld column is exported", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    ).all<{ name: string; sql: string }>();
    const virtual = results
      .filter((row) => row.sql.startsWith("CREATE VIRTUAL TABLE"))
      .map((row) => row.name);
    const withheld = Object.keys(WITHHELD);
    for (const { name } of results) {
      if (virtual.some((fts) => name === fts || name.startsWith(`${fts}_`))) {
        expect(name).toMatch(/_fts(_|$)/);
        continue;
      }
      if (withheld.includes(name)) continue;
      expect(CADANGAN_TABLES, `table ${name}`).toContain(name);
    }
    // Columns come from the schema: a new one is exported, a withheld one never.
    expect(await exportedColumns(env.DB, "akun")).toEqual([
      "id",
      "username",
      "nama",
      "created_at",
      "updated_at",
      "must_change_password",
      "last_sign_in_at",
    ]);
    // Exactly these: a new column of `pesan` is a decision (the sender's hashes never leave).
    expect([...(await exportedColumns(env.DB, "pesan"))].sort()).toEqual([
      "berbintang",
      "created_at",
      "dibaca",
      "email",
      "id",
      "nama",
      "pesan",
      "subjek",
    ]);
    // A generated column is computed, not stored.
    expect(await exportedColumns(env.DB, "galeri")).not.toContain("tanggal");
  });

  it("every page is a rowid range of its table: no scan, no sort", async () => {
    for (const table of CADANGAN_TABLES) {
      const { results } = await env.DB.prepare(
        `EXPLAIN QUERY PLAN ${pageSql(table, await exportedColumns(env.DB, table))}`,
      )
        .bind(0)
        .all<{ detail: string }>();
      const plan = results.map((row) => row.detail).join(" | ");
      expect(plan, table).toMatch(/^SEARCH \w+ USING INTEGER PRIMARY KEY \(rowid>\?\)$/);
    }
  });
});

describe("streamed a page at a time", () => {
  it("reads at most a page per statement and writes each page out before reading the next", async () => {
    expect(PAGE_ROWS).toBe(100);
    const events: string[] = [];
    // D1 as the generator uses it, noting each page statement and the rows it read.
    const recording = {
      prepare: (sql: string) => {
        const statement = env.DB.prepare(sql);
        return {
          all: statement.all.bind(statement),
          bind: (...values: unknown[]) => ({
            all: async <T>() => {
              const result = await statement.bind(...values).all<T>();
              events.push(`read ${sql.match(/FROM (\w+)/)?.[1]} ${result.meta.rows_read}`);
              return result;
            },
          }),
        };
      },
    } as unknown as D1Database;
    const artikel =
      (await env.DB.prepare("SELECT count(*) AS n FROM artikel").first<{ n: number }>())?.n ?? 0;
    expect(artikel).toBeGreaterThan(4);
    let text = "";
    // Pages of 2 rows, so the sample content makes several pages of each table.
    for await (const piece of cadanganPieces(
      recording,
      { createdAt: "2026-11-25T00:00:00.000Z", village: "X" },
      2,
    )) {
      if (piece.includes('"judul"')) events.push("write");
      text += piece;
    }
    const body = JSON.parse(text) as Cadangan;
    expect(body.tables.artikel).toHaveLength(artikel);
    const artikelEvents = events.filter((event) => event.startsWith("read artikel ") || event === "write");
    // Every page of articles is read (2 rows at most) and written before the next read.
    expect(artikelEvents.slice(0, 6)).toEqual([
      "read artikel 2",
      "write",
      "read artikel 2",
      "write",
      "read artikel 2",
      "write",
    ]);
    const reads = events
      .filter((event) => event.startsWith("read "))
      .map((event) => Number(event.split(" ")[2]));
    expect(Math.max(...reads)).toBeLessThanOrEqual(2);
  });

  it("the route's body is a stream: its first chunk is the file's head, before any row is read", async () => {
    const response = await download();
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(
      /^\{"format":"padukuhan-backup-data","version":1,"createdAt":"[^"]+","village":"Padukuhan Karangrejo","withheld":\{.*\},"tables":\{$/,
    );
    await reader.cancel();
  });
});
