/**
 * A restore accepts only what `npm run backup` writes (issue 26): test archives made from a
 * real backup of a throwaway local site, each changed in one way, are refused with an
 * Indonesian reason before anything is written; and no archive holds the sender's hash of a
 * message, nor does a restore of an older one that has it write it.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../migrations";
import type { Manifest, ObjectMeta } from "./archive";
import { loadBackup } from "./load";
import { archiveEntries, verifyArchive } from "./read";
import { openSite, type Site } from "./site";
import { BACKUP_TABLES, backupTables } from "./tables";
import { type TarEntry, TarWriter } from "./tar";
import { writeBackup } from "./write";

const SENDER_HASH = "c0ffee0123456789abcdef0123456789abcdef0123456789abcdef0123456789";
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = new Uint8Array([...new TextEncoder().encode("RIFF\x1a\0\0\0WEBPVP8 "), 0, 0, 0, 0]);
const encoder = new TextEncoder();
const decoder = new TextDecoder();

let folder = "";
let site: Site;
/** A backup of the site below, as `npm run backup` writes it. */
let original = "";
const entries: TarEntry[] = [];

async function writeArchive(file: string, list: TarEntry[]) {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file));
  const tar = new TarWriter(gzip);
  for (const entry of list) await tar.entry(entry.name, entry.body);
  await tar.finish();
  gzip.end();
  await done;
}

let made = 0;
/** The original backup with `change` made to its entries, as a new archive file. */
async function changed(change: (list: TarEntry[]) => TarEntry[]): Promise<string> {
  made += 1;
  const file = path.join(folder, `diubah-${made}.tar.gz`);
  await writeArchive(file, change(entries.map((entry) => ({ ...entry }))));
  return file;
}

const json = (value: unknown) => encoder.encode(`${JSON.stringify(value)}\n`);
const parsed = <T>(list: TarEntry[], name: string) =>
  JSON.parse(decoder.decode(list.find((entry) => entry.name === name)?.body)) as T;
const replace = (list: TarEntry[], name: string, body: Uint8Array) =>
  list.map((entry) => (entry.name === name ? { name, body } : entry));
const sha256 = (body: Uint8Array) => createHash("sha256").update(body).digest("hex");

/** What the site's D1 and R2 hold, to show that a refused restore wrote nothing. */
async function contents() {
  const counts: Record<string, unknown> = {};
  for (const table of ["artikel", "pesan", "sessions", "login_attempts", "activity_log", "app_meta"]) {
    counts[table] = (await site.db.prepare(`SELECT count(*) AS n FROM ${table}`).first())?.n;
  }
  const objects = (await site.bucket.list()).objects.map((object) => object.key);
  return { counts, objects };
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "padukuhan-pulih-"));
  await applyMigrations({ remote: false, persistTo: folder });
  site = await openSite({ remote: false, persistTo: folder });
  const now = 1_764_000_000_000;
  await site.db.batch([
    site.db
      .prepare(
        "INSERT INTO artikel (id, judul, text, kategori, gambar, status, created_at) VALUES ('kerja-bakti', 'Kerja bakti', 'Warga membersihkan selokan.', 'Umum', '/img/uploads/abc/original.jpg', 'terbit', ?)",
      )
      .bind(now),
    site.db
      .prepare(
        "INSERT INTO pesan (id, nama, email, subjek, pesan, pengirim, pengirim_blok, created_at) VALUES ('pesan-satu', 'Bu Sri', 'sri@contoh.id', 'Jalan rusak', 'Jalan di RT 02 berlubang.', ?1, ?1, ?2)",
      )
      .bind(SENDER_HASH, now),
  ]);
  await site.bucket.put("uploads/abc/original.jpg", JPEG.slice().buffer, {
    httpMetadata: { contentType: "image/jpeg" },
  });
  await site.bucket.put("uploads/abc/400.webp", WEBP.slice().buffer, {
    httpMetadata: { contentType: "image/webp" },
  });
  original = path.join(folder, "asli.tar.gz");
  await writeBackup(site, original, { source: "local" });
  for await (const entry of archiveEntries(original)) entries.push(entry);
}, 120_000);

afterAll(async () => {
  await site?.dispose();
  await rm(folder, { recursive: true, force: true });
});

describe("what a backup holds", () => {
  it("every table of the migrations is backed up or left out by name", async () => {
    const { tables, skipped } = await backupTables(site.db);
    expect(tables.map((table) => table.name).sort()).toEqual([...BACKUP_TABLES].sort());
    expect(
      Object.keys(skipped)
        .filter((name) => !name.includes("_fts"))
        .sort(),
    ).toEqual(["content_counts", "d1_migrations", "login_attempts", "sessions"]);
  });

  it("a table neither listed nor left out stops the backup", async () => {
    await site.db.prepare("CREATE TABLE catatan_baru (id TEXT PRIMARY KEY)").run();
    try {
      await expect(backupTables(site.db)).rejects.toThrow(
        "Tabel catatan_baru belum dikenal oleh cadangan: tambahkan ke BACKUP_TABLE_ORDER di worker/src/db/backup-tables.ts atau ke SKIPPED_TABLES di scripts/lib/backup/tables.ts.",
      );
    } finally {
      await site.db.prepare("DROP TABLE catatan_baru").run();
    }
  });

  it("never holds the sender's hash of a message", async () => {
    const manifest = parsed<Manifest>(entries, "manifest.json");
    expect(manifest.tables.find((table) => table.name === "pesan")?.columns).toEqual([
      "id",
      "nama",
      "email",
      "subjek",
      "pesan",
      "dibaca",
      "created_at",
      "berbintang",
    ]);
    const whole = decoder.decode(gunzipSync(await readFile(original)));
    expect(whole).toContain("Jalan di RT 02 berlubang.");
    expect(whole).not.toContain(SENDER_HASH);
    expect(whole).not.toContain("pengirim");
  });
});

describe("a restore refuses what a backup never writes, and writes nothing", () => {
  it("accepts the backup as written", async () => {
    const { summary } = await verifyArchive(original);
    expect(summary.objects).toBe(2);
  });

  for (const table of ["sessions", "login_attempts", "d1_migrations", "artikel_fts"]) {
    it(`a table outside the allow-list: ${table}, even with an empty column list`, async () => {
      const file = await changed((list) => {
        const manifest = parsed<Manifest>(list, "manifest.json");
        manifest.tables.push({ name: table, columns: [], rowid: true });
        const at = list.findIndex((entry) => entry.name.startsWith("r2-meta/"));
        list.splice(at, 0, { name: `d1/${table}/000001.ndjson`, body: json({ _rowid: 1 }) });
        return replace(list, "manifest.json", json(manifest));
      });
      const before = await contents();
      await expect(verifyArchive(file)).rejects.toThrow(
        `Cadangan ini berisi tabel ${table}, yang tidak pernah ditulis oleh \`npm run backup\`. Pemulihan dibatalkan; tidak ada yang diubah.`,
      );
      expect(await contents()).toEqual(before);
      // The load itself, were it ever given such a manifest, refuses before emptying anything.
      const manifest = parsed<Manifest>(entries, "manifest.json");
      manifest.tables.push({ name: table, columns: [], rowid: true });
      const summary = { rows: {}, objects: 0, objectBytes: 0 };
      await expect(loadBackup(site, file, { manifest, summary }, { force: true })).rejects.toThrow(
        `Basis data tujuan tidak punya tabel ${table} yang ada di cadangan.`,
      );
      expect(await contents()).toEqual(before);
    });
  }

  it("a row with a column its table's manifest does not list", async () => {
    const file = await changed((list) =>
      replace(
        list,
        "d1/artikel/000001.ndjson",
        json({ _rowid: 1, id: "kerja-bakti", judul: "Kerja bakti", token_hash: "x" }),
      ),
    );
    await expect(verifyArchive(file)).rejects.toThrow(
      "Berkas cadangan rusak: d1/artikel/000001.ndjson berisi kolom token_hash, yang tidak ada di tabel artikel menurut manifest.",
    );
  });

  it("an entry larger than the limit", async () => {
    const size = entries[0]?.body.length ?? 0;
    expect(size).toBeGreaterThan(1000);
    await expect(
      verifyArchive(original, undefined, { maxEntryBytes: 1000, maxTotalBytes: 1024 * 1024 }),
    ).rejects.toThrow(
      `Berkas cadangan rusak atau terpotong (berkas manifest.json di dalam arsip berukuran ${size.toLocaleString("id-ID")} byte, lebih dari batas 1.000 byte).`,
    );
  });

  it("an object whose content type is not the one its bytes show", async () => {
    const page = encoder.encode("<script>alert(1)</script>");
    const file = await changed((list) => {
      const meta = parsed<ObjectMeta>(list, "r2-meta/uploads/abc/original.jpg.json");
      const out = replace(
        list,
        "r2-meta/uploads/abc/original.jpg.json",
        json({ ...meta, size: page.length, sha256: sha256(page) }),
      );
      return replace(out, "r2/uploads/abc/original.jpg", page);
    });
    const before = await contents();
    await expect(verifyArchive(file)).rejects.toThrow(
      "Objek uploads/abc/original.jpg di cadangan bertipe image/jpeg, tetapi isinya bukan gambar JPEG, PNG, GIF atau WebP. Pemulihan dibatalkan; tidak ada yang diubah.",
    );
    expect(await contents()).toEqual(before);
    const renamed = await changed((list) => {
      const meta = parsed<ObjectMeta>(list, "r2-meta/uploads/abc/400.webp.json");
      return replace(
        list,
        "r2-meta/uploads/abc/400.webp.json",
        json({ ...meta, httpMetadata: { contentType: "text/html" } }),
      );
    });
    await expect(verifyArchive(renamed)).rejects.toThrow(
      "Objek uploads/abc/400.webp di cadangan bertipe text/html, tetapi isinya gambar image/webp. Pemulihan dibatalkan; tidak ada yang diubah.",
    );
  });
});

describe("an archive made before the sender's hash was left out", () => {
  it("restores the message without it", async () => {
    const file = await changed((list) => {
      const manifest = parsed<Manifest>(list, "manifest.json");
      const pesan = manifest.tables.find((table) => table.name === "pesan");
      pesan?.columns.splice(5, 0, "pengirim");
      const [row] = decoder
        .decode(list.find((entry) => entry.name === "d1/pesan/000001.ndjson")?.body)
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const out = replace(list, "d1/pesan/000001.ndjson", json({ ...row, pengirim: SENDER_HASH }));
      return replace(out, "manifest.json", json(manifest));
    });
    const checked = await verifyArchive(file);
    expect(checked.manifest.tables.find((table) => table.name === "pesan")?.columns).toContain("pengirim");
    await loadBackup(site, file, checked, { force: true });
    const { results } = await site.db.prepare("SELECT id, nama, pesan, pengirim FROM pesan").all();
    expect(results).toEqual([
      { id: "pesan-satu", nama: "Bu Sri", pesan: "Jalan di RT 02 berlubang.", pengirim: "" },
    ]);
    const object = await site.bucket.get("uploads/abc/400.webp");
    expect(object?.httpMetadata?.contentType).toBe("image/webp");
  });
});
