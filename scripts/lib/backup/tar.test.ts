import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGzip } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTar, TarError, type TarLimits, TarWriter } from "./tar";

const run = promisify(execFile);
let folder = "";
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "padukuhan-tar-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const LONG_KEY = `r2/uploads/${"a".repeat(150)}/foto panen é.jpg`;
const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * seed + 7) % 256);
const ENTRIES = [
  { name: "manifest.json", body: new TextEncoder().encode('{"format":"padukuhan-backup"}\n') },
  { name: "d1/artikel/000001.ndjson", body: new TextEncoder().encode('{"judul":"Kerja bakti"}\n') },
  { name: "r2/uploads/abc/original.jpg", body: bytes(512, 3) },
  { name: LONG_KEY, body: bytes(1000, 5) },
  { name: "kosong.txt", body: new Uint8Array(0) },
];

/** The entries as a tar.gz file, written the way the backup writes it. */
async function writeArchive(file: string) {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file));
  const tar = new TarWriter(gzip, Date.UTC(2026, 10, 25));
  for (const entry of ENTRIES) await tar.entry(entry.name, entry.body);
  await tar.finish();
  gzip.end();
  await done;
}

async function tarBytes(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  for (const entry of ENTRIES) await tar.entry(entry.name, entry.body);
  await tar.finish();
  out.end();
  return Buffer.concat(chunks);
}

const LIMITS: TarLimits = { maxEntryBytes: 64 * 1024 * 1024, maxTotalBytes: 1024 * 1024 * 1024 };

async function readAll(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>, limits = LIMITS) {
  const entries = [];
  for await (const entry of readTar(
    (async function* () {
      yield* chunks;
    })(),
    limits,
  )) {
    entries.push(entry);
  }
  return entries;
}

describe("tar", () => {
  it("reads back every entry, long and non-ASCII names included, whatever the chunk sizes", async () => {
    const whole = await tarBytes();
    expect(whole.length % 512).toBe(0);
    const inPieces = Array.from({ length: Math.ceil(whole.length / 97) }, (_, i) =>
      whole.subarray(i * 97, i * 97 + 97),
    );
    for (const chunks of [[whole], inPieces]) {
      const entries = await readAll(chunks);
      expect(entries.map((entry) => entry.name)).toEqual(ENTRIES.map((entry) => entry.name));
      entries.forEach((entry, index) => {
        expect(Buffer.from(entry.body).equals(Buffer.from(ENTRIES[index]?.body ?? []))).toBe(true);
      });
    }
  });

  it("is a standard tar.gz: GNU tar lists and extracts it as written", async () => {
    const file = path.join(folder, "cadangan.tar.gz");
    await writeArchive(file);
    const { stdout } = await run("tar", ["-tzf", file]);
    expect(stdout.trim().split("\n")).toEqual(ENTRIES.map((entry) => entry.name));
    await run("tar", ["-xzf", file, "-C", folder]);
    expect(
      Buffer.from(await readFile(path.join(folder, LONG_KEY))).equals(Buffer.from(ENTRIES[3]?.body ?? [])),
    ).toBe(true);
  });

  it("reads what GNU tar writes", async () => {
    const source = path.join(folder, "sumber");
    await run("mkdir", ["-p", path.join(source, "d1")]);
    await writeFile(path.join(source, "d1", "umkm.ndjson"), '{"nama":"Batik Sari"}\n');
    const file = path.join(folder, "gnu.tar");
    await run("tar", ["--format=posix", "-cf", file, "-C", source, "d1/umkm.ndjson"]);
    const entries = await readAll([await readFile(file)]);
    expect(entries.map((entry) => [entry.name, new TextDecoder().decode(entry.body)])).toEqual([
      ["d1/umkm.ndjson", '{"nama":"Batik Sari"}\n'],
    ]);
  });

  it("refuses a damaged header and a cut-off archive", async () => {
    const whole = await tarBytes();
    const damaged = Buffer.from(whole);
    // The second entry's header starts at 1,024 (the first is one header and one block of body).
    damaged[1024 + 10] = (damaged[1024 + 10] as number) ^ 0xff;
    await expect(readAll([damaged])).rejects.toThrow(TarError);
    await expect(readAll([whole.subarray(0, 512 * 3 + 100)])).rejects.toThrow(/terpotong/);
    await expect(readAll([whole.subarray(0, whole.length - 1024)])).rejects.toThrow(/terpotong/);
  });

  it("refuses an entry whose header declares more than the limit before reading its body", async () => {
    const whole = await tarBytes();
    // The first entry's header, its size field made 8 GiB - 1 (the most ustar's octal holds).
    const header = Buffer.from(whole.subarray(0, 512));
    header.write("77777777777\0", 124, "latin1");
    header.write("        ", 148, "latin1");
    const sum = header.reduce((total, byte) => total + byte, 0);
    header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
    let pulled = 0;
    const chunks = (async function* () {
      yield header;
      // A megabyte at a time, for 64 MiB: a reader that trusted the header would take it all.
      for (let i = 0; i < 64; i += 1) {
        pulled += 1;
        yield new Uint8Array(1024 * 1024);
      }
    })();
    await expect(readAll(chunks)).rejects.toThrow(
      "berkas manifest.json di dalam arsip berukuran 8.192 MB, lebih dari batas 64 MB",
    );
    expect(pulled).toBe(0);
  });

  it("refuses an archive whose entries together unpack to more than the limit", async () => {
    const whole = await tarBytes();
    await expect(readAll([whole], { maxEntryBytes: 1024, maxTotalBytes: 1500 })).rejects.toThrow(
      "isi arsip lebih dari batas 1.500 byte",
    );
    expect(await readAll([whole], { maxEntryBytes: 1024, maxTotalBytes: 4096 })).toHaveLength(ENTRIES.length);
  });
});
