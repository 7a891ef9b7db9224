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
import { readTar, TarError, TarWriter } from "./tar";

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

async function readAll(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>) {
  const entries = [];
  for await (const entry of readTar(
    (async function* () {
      yield* chunks;
    })(),
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
});
