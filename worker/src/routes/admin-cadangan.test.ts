import { env } from "cloudflare:workers";
import type { Artikel, Umkm } from "@padukuhan/shared/types";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest, createAccount, signIn } from "../../test/auth";
import { file, formOf, JPEG, sendForm } from "../../test/upload";
import { insertStatement } from "../db/client";
import { loadSampleContent } from "../db/sample-content";
import { CADANGAN_TABLES, cadanganPieces, pageSql, WITHHELD } from "./admin-cadangan";

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
  it("every table and column of the schema is exported or named as withheld", async () => {
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
      const exported = CADANGAN_TABLES.find((table) => table.name === name);
      expect(exported, `table ${name}`).toBeDefined();
      const { results: columns } = await env.DB.prepare(`PRAGMA table_xinfo(${name})`).all<{
        name: string;
        hidden: number;
      }>();
      for (const column of columns) {
        const known = exported?.columns.includes(column.name) || withheld.includes(`${name}.${column.name}`);
        expect(known, `${name}.${column.name}`).toBe(true);
      }
    }
  });

  it("every page is a rowid range of its table: no scan, no sort", async () => {
    for (const table of CADANGAN_TABLES) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${pageSql(table)}`)
        .bind(0)
        .all<{ detail: string }>();
      const plan = results.map((row) => row.detail).join(" | ");
      expect(plan, table.name).toMatch(/^SEARCH \w+ USING INTEGER PRIMARY KEY \(rowid>\?\)$/);
    }
  });
});

describe("at size (10,000 articles with three tags each)", () => {
  const ARTICLES = 10_000;

  beforeAll(async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO artikel (id, judul, text, link, kategori, gambar, status, created_at)
       SELECT printf('art%06d', i), 'Kabar warga nomor ' || i, 'Isi kabar warga nomor ' || i || '.', NULL,
         'Kesehatan', '/img/sample/galeri-sawah/original.jpg', 'terbit', 1700000000000 + i * 60000
       FROM n`,
    )
      .bind(ARTICLES)
      .run();
    await env.DB.prepare(
      `INSERT INTO artikel_tags (artikel_id, position, tag)
       SELECT id, p.position, 'tag' || p.position FROM artikel, (SELECT 0 AS position UNION ALL SELECT 1 UNION ALL SELECT 2) AS p
       WHERE id LIKE 'art%'`,
    ).run();
  });

  it("no statement reads more than a page, and all of them together about the rows once", async () => {
    const reads: number[] = [];
    // D1 as the route uses it (prepare, bind, all), noting each statement's rows read.
    const recording = {
      prepare: (sql: string) => ({
        bind: (...values: unknown[]) => ({
          all: async <T>() => {
            const result = await env.DB.prepare(sql)
              .bind(...values)
              .all<T>();
            reads.push(result.meta.rows_read);
            return result;
          },
        }),
      }),
    } as unknown as D1Database;
    let text = "";
    for await (const piece of cadanganPieces(recording, {
      createdAt: "2026-11-25T00:00:00.000Z",
      village: "X",
    })) {
      text += piece;
    }
    const body = JSON.parse(text) as Cadangan;
    expect(body.tables.artikel?.length).toBeGreaterThan(ARTICLES);
    expect(body.tables.artikel_tags?.length).toBeGreaterThan(3 * ARTICLES);
    expect(Math.max(...reads)).toBeLessThanOrEqual(1000);
    const rows = Object.values(body.tables).reduce((total, table) => total + table.length, 0);
    expect(reads.reduce((total, count) => total + count, 0)).toBeLessThanOrEqual(
      rows + CADANGAN_TABLES.length,
    );
  });

  it("the route answers the whole archive", async () => {
    const response = await download();
    expect(response.status).toBe(200);
    const body = (await response.json()) as Cadangan;
    expect(body.tables.artikel?.filter((row) => String(row.id).startsWith("art"))).toHaveLength(ARTICLES);
  });
});
