/**
 * The backup's container: a POSIX tar (ustar, with a PAX `path` record for names longer than
 * ustar holds), written and read as a stream, so an archive of any size passes through a
 * fixed amount of memory: one entry at a time. Any tar tool lists and extracts it
 * (`tar -xzf padukuhan-….tar.gz`), which is why it is tar and not a format of our own.
 * Written here rather than taken from a package: writing and reading plain files is about
 * a hundred lines, and the project has no tar library among its dependencies.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import { formatBytes } from "./progress";

const BLOCK = 512;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface TarEntry {
  name: string;
  body: Uint8Array;
}

/** `value` as `width - 1` octal digits and a NUL, as ustar's numeric fields are written. */
function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, size: number, type: "0" | "x", mtime: number): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const put = (text: string, at: number) => block.set(encoder.encode(text), at);
  put(name, 0);
  put(octal(0o644, 8), 100);
  put(octal(0, 8), 108);
  put(octal(0, 8), 116);
  put(octal(size, 12), 124);
  put(octal(Math.floor(mtime / 1000), 12), 136);
  put(type, 156);
  put("ustar\0", 257);
  put("00", 263);
  // The checksum is the sum of the header's bytes with its own field read as spaces.
  put("        ", 148);
  const sum = block.reduce((total, byte) => total + byte, 0);
  put(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

/** A PAX record `"<length> path=<name>\n"`, where the length counts the record itself. */
function paxPath(name: string): Uint8Array {
  const rest = ` path=${name}\n`;
  const restBytes = encoder.encode(rest).length;
  let length = restBytes + 1;
  while (String(length).length + restBytes !== length) length = String(length).length + restBytes;
  return encoder.encode(`${length}${rest}`);
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes entries to `out` (a gzip stream, say), waiting whenever it asks to. */
export class TarWriter {
  constructor(
    private readonly out: Writable,
    private readonly mtime = Date.now(),
  ) {}

  private async write(bytes: Uint8Array) {
    if (!this.out.write(bytes)) await once(this.out, "drain");
  }

  private async file(name: string, body: Uint8Array, type: "0" | "x") {
    await this.write(header(name, body.length, type, this.mtime));
    await this.write(body);
    const pad = padding(body.length);
    if (pad > 0) await this.write(new Uint8Array(pad));
  }

  async entry(name: string, body: Uint8Array) {
    const nameBytes = encoder.encode(name).length;
    // ustar's name field holds 100 bytes; a longer name (an R2 key may be 1,024) goes in a
    // PAX header just before the entry, and the ustar field keeps a shortened stand-in.
    if (nameBytes > 100 || nameBytes !== name.length) {
      await this.file(`PaxHeaders/${name.slice(-80).replace(/[^\x20-\x7e]/g, "_")}`, paxPath(name), "x");
      await this.file(name.slice(0, 100).replace(/[^\x20-\x7e]/g, "_"), body, "0");
      return;
    }
    await this.file(name, body, "0");
  }

  /** The two empty blocks that end a tar. The caller ends `out`. */
  async finish() {
    await this.write(new Uint8Array(BLOCK * 2));
  }
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Uint8Array[] = [];
  private available = 0;
  private done = false;

  constructor(private readonly chunks: AsyncIterator<Uint8Array>) {}

  /** `count` bytes, or fewer only where the stream ended. */
  async read(count: number): Promise<Uint8Array> {
    while (this.available < count && !this.done) {
      const next = await this.chunks.next();
      if (next.done) this.done = true;
      else {
        this.buffered.push(next.value);
        this.available += next.value.length;
      }
    }
    const size = Math.min(count, this.available);
    const out = new Uint8Array(size);
    let at = 0;
    while (at < size) {
      const chunk = this.buffered[0] as Uint8Array;
      const take = Math.min(chunk.length, size - at);
      out.set(chunk.subarray(0, take), at);
      at += take;
      if (take === chunk.length) this.buffered.shift();
      else this.buffered[0] = chunk.subarray(take);
    }
    this.available -= size;
    return out;
  }
}

export class TarError extends Error {}

/**
 * What a reader accepts: an entry is held in memory whole, so its declared size is checked
 * against `maxEntryBytes` before a byte of it is read (a header may declare up to 8 GiB), and
 * the entries together against `maxTotalBytes`, so a crafted archive can neither fill the
 * memory nor keep a reader busy forever.
 */
export interface TarLimits {
  maxEntryBytes: number;
  maxTotalBytes: number;
}

/** A PAX header holds a name (an R2 key is at most 1,024 bytes), never more than this. */
const MAX_PAX_BYTES = 64 * 1024;

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${bytes.toLocaleString("id-ID")} byte` : formatBytes(bytes);

const field = (block: Uint8Array, at: number, width: number) => {
  const bytes = block.subarray(at, at + width);
  const end = bytes.indexOf(0);
  return decoder.decode(end === -1 ? bytes : bytes.subarray(0, end));
};

function checksumOk(block: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
  return Number.parseInt(field(block, 148, 8).trim(), 8) === sum;
}

/**
 * The entries of a tar stream, one at a time, in order. A damaged or cut-off archive throws
 * `TarError` at the entry where it breaks.
 */
export async function* readTar(
  chunks: AsyncIterable<Uint8Array>,
  limits: TarLimits,
): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(chunks[Symbol.asyncIterator]());
  let paxName: string | null = null;
  let total = 0;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (block.length < BLOCK) throw new TarError("arsip terpotong: penanda akhir tidak ditemukan");
    if (block.every((byte) => byte === 0)) return;
    if (!checksumOk(block)) throw new TarError("arsip rusak: checksum header tidak cocok");
    const sizeField = field(block, 124, 12).trim() || "0";
    // Octal digits only: GNU's base-256 sizes (for entries of 8 GiB and more) are never written here.
    if (!/^[0-7]+$/.test(sizeField)) throw new TarError("arsip rusak: ukuran berkas di header tidak sah");
    const size = Number.parseInt(sizeField, 8);
    const type = String.fromCharCode(block[156] as number);
    const limit = type === "x" ? MAX_PAX_BYTES : limits.maxEntryBytes;
    if (size > limit) {
      throw new TarError(
        `berkas ${paxName ?? field(block, 0, 100)} di dalam arsip berukuran ${sizeText(size)}, lebih dari batas ${sizeText(limit)}`,
      );
    }
    total += size;
    if (total > limits.maxTotalBytes) {
      throw new TarError(`isi arsip lebih dari batas ${sizeText(limits.maxTotalBytes)}`);
    }
    const body = await reader.read(size);
    if (body.length < size) throw new TarError("arsip terpotong di tengah berkas");
    await reader.read(padding(size));
    if (type === "x") {
      paxName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(decoder.decode(body))?.[1] ?? null;
      continue;
    }
    const prefix = field(block, 345, 155);
    const name = paxName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    paxName = null;
    // Folders and any other kind of entry carry nothing to restore.
    if (type === "0" || type === "\0") yield { name, body };
  }
}
