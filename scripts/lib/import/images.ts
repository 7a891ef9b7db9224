/**
 * An image of an imported record, taken from its old URL (or with `--images` from a local
 * folder, by file name), checked as an upload is checked, and stored the way an upload with
 * copies is stored: a folder `uploads/<id>/original.<ext>` beside `400.webp`, `800.webp`,
 * `1200.webp` and the link-preview `share.jpg` (`copyUrls`, `shareImageUrl`), or for a GIF (and
 * an image whose copies cannot be made) `uploads/<id>.<ext>` alone, as the Worker stores it.
 *
 * The copies are made here, in Node, with sharp (libvips), as the admin's browser makes them
 * with a canvas: WebP at quality 0.8 at each of COPY_WIDTHS (never wider than the image), and a
 * 1200×630 JPEG cropped from the middle at the first of SHARE_QUALITIES that fits. Then the
 * original and its copies go through the Worker's own checks (`checkImageFields`, the code the
 * admin routes run), so an import can store nothing an upload could not.
 *
 * The folder's id is derived from the record and the old URL, so a second run finds the images
 * it stored before (and fetches nothing), and two records never share an image: removing one
 * record's image (an admin edit, a delete) never breaks another's.
 */
import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import type { Collection } from "../../../shared/src/firestore-import";
import {
  COPY_WIDTHS,
  copyField,
  coverCrop,
  MAX_IMAGE_BYTES,
  MAX_SHARE_BYTES,
  SHARE_QUALITIES,
  SHARE_SIZE,
  SHARE_TYPE,
  type SniffedImage,
  shareField,
  sniffImage,
} from "../../../shared/src/images";
import { uploadForm, uploadStore } from "./worker-modules";

const { imageUrl, UPLOAD_PREFIX } = uploadStore;

export const imageMessages = {
  notHttp: "bukan alamat http(s); untuk file di komputer ini pakai --images FOLDER",
  unreachable: (detail: string) => `tidak dapat diambil (${detail})`,
  notInFolder: (name: string, folder: string) => `file '${name}' tidak ada di folder ${folder}`,
  noFileName: "alamatnya tidak menyebut nama file untuk dicari di folder --images",
  undecodable: "gambar rusak atau tidak dapat dibaca",
} as const;

// Every image is read once: libvips' cache of recent inputs would only hold memory.
sharp.cache(false);

/** The admin upload's WebP quality (admin-app's COPY_QUALITY, canvas 0.8). */
const COPY_QUALITY = 80;
/** How long one image may take to arrive. */
const FETCH_TIMEOUT_MS = 30_000;

export type ImageBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };
/** Where images come from: their URLs, or a folder (`--images`). */
export type ImageReader = (source: string) => Promise<ImageBytes>;

/**
 * Reads at most `MAX_IMAGE_BYTES + 1` bytes of `stream`: enough for the size check to refuse a
 * larger file as an upload's is refused, without holding more of it.
 */
async function readCapped(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  while (size <= MAX_IMAGE_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => {});
  const bytes = new Uint8Array(Math.min(size, MAX_IMAGE_BYTES + 1));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
    if (offset === bytes.length) break;
  }
  return bytes;
}

/** Images from their URLs (http or https only). */
export const urlReader: ImageReader = async (source) => {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return { ok: false, reason: imageMessages.notHttp };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { ok: false, reason: imageMessages.notHttp };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return { ok: false, reason: imageMessages.unreachable(`HTTP ${response.status}`) };
    }
    return { ok: true, bytes: await readCapped(response.body) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, reason: imageMessages.unreachable(cause ?? (error as Error).name) };
  }
};

/** The file name an image source names: the last part of a URL's path, or the source itself. */
export function sourceFileName(source: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(new URL(source).pathname.split("/").pop() ?? "");
  } catch {
    name = source.split(/[/\\]/).pop() ?? "";
  }
  return name === "" || name === "." || name === ".." || /[/\\]/.test(name) ? null : name;
}

/** Images from `folder`, found by file name (`--images`): no network at all. */
export function folderReader(folder: string): ImageReader {
  return async (source) => {
    const name = sourceFileName(source);
    if (!name) return { ok: false, reason: imageMessages.noFileName };
    let file: Awaited<ReturnType<typeof open>>;
    try {
      file = await open(path.join(folder, name));
    } catch {
      return { ok: false, reason: imageMessages.notInFolder(name, folder) };
    }
    try {
      // As from a URL: no more than one byte past the limit, for the size check to refuse.
      const size = Math.min((await file.stat()).size, MAX_IMAGE_BYTES + 1);
      const bytes = new Uint8Array(size);
      const { bytesRead } = await file.read(bytes, 0, size, 0);
      return { ok: true, bytes: bytes.subarray(0, bytesRead) };
    } catch {
      return { ok: false, reason: imageMessages.notInFolder(name, folder) };
    } finally {
      await file.close();
    }
  };
}

/**
 * The R2 key every object of this image starts with: `uploads/impor-<20 characters>`, the same
 * for the same record and source on every run.
 */
export function importKeyBase(collection: Collection, id: string, source: string): string {
  const digest = createHash("sha256").update(`${collection}\n${id}\n${source}`).digest("base64url");
  return `${UPLOAD_PREFIX}impor-${digest.slice(0, 20)}`;
}

/** The objects one image is stored as: the original (or GIF) and, when it has them, its copies. */
export function objectKeys(base: string, extension: string, withCopies: boolean): string[] {
  if (!withCopies) return [`${base}.${extension}`];
  return [
    `${base}/original.${extension}`,
    ...COPY_WIDTHS.map((width) => `${base}/${width}.webp`),
    `${base}/share.jpg`,
  ];
}

/**
 * The URL of an image a previous run stored completely under `base` (`keys`: what R2 holds),
 * or null: a folder missing a copy (a run that stopped halfway) is made again.
 */
export function storedUrl(base: string, keys: ReadonlySet<string>): string | null {
  for (const extension of ["jpg", "png", "gif"]) {
    const single = `${base}.${extension}`;
    if (keys.has(single)) return imageUrl(single);
    const folder = objectKeys(base, extension, true);
    if (folder.every((key) => keys.has(key))) return imageUrl(folder[0] as string);
  }
  return null;
}

interface Copies {
  widths: Array<{ width: number; bytes: Uint8Array }>;
  share: Uint8Array;
}

/** The copies of a JPEG or PNG, as the admin's browser makes them; throws when it cannot decode. */
async function makeCopies(bytes: Uint8Array): Promise<Copies> {
  const input = () => sharp(bytes, { autoOrient: true });
  const { autoOrient } = await input().metadata();
  const widths: Copies["widths"] = [];
  for (const target of COPY_WIDTHS) {
    const width = Math.min(target, autoOrient.width);
    widths.push({
      width: target,
      bytes: await input().resize({ width }).webp({ quality: COPY_QUALITY }).toBuffer(),
    });
  }
  const crop = coverCrop(autoOrient.width, autoOrient.height);
  let share: Uint8Array = new Uint8Array();
  for (const quality of SHARE_QUALITIES) {
    share = await input()
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .resize(SHARE_SIZE.width, SHARE_SIZE.height, { fit: "fill" })
      // A JPEG has no transparency: transparent parts of a PNG become white, not black.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: Math.round(quality * 100) })
      .toBuffer();
    if (share.length <= MAX_SHARE_BYTES) break;
  }
  return { widths, share };
}

/**
 * Reads the whole image (the first frame of a GIF) as the browser must to draw it, into a
 * thumbnail so a large photo costs little memory; throws when it is broken or cut short.
 */
async function decodes(bytes: Uint8Array) {
  await sharp(bytes).resize(64, 64, { fit: "inside" }).raw().toBuffer();
}

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

/**
 * The Worker's checks of an admin upload (worker/src/lib/upload-form.ts), run on a form as the
 * admin app would send it: the image in field `image`, its copies beside it. Null when they
 * pass; else the Indonesian message the admin would have read.
 */
const checker = new Hono().post("/", async (c) => {
  await uploadForm.checkImageFields(await c.req.formData(), ["image"]);
  return c.body(null, 204);
});

async function workerRefusal(
  original: Uint8Array,
  type: string,
  copies: Copies | null,
): Promise<string | null> {
  const form = new FormData();
  form.append("image", file(original, "gambar", type));
  if (copies) {
    for (const copy of copies.widths) {
      form.append(
        copyField("image", copy.width as (typeof COPY_WIDTHS)[number]),
        file(copy.bytes, "copy.webp", "image/webp"),
      );
    }
    form.append(shareField("image"), file(copies.share, "share.jpg", SHARE_TYPE));
  }
  const response = await checker.request("/", { method: "POST", body: form });
  if (response.status === 204) return null;
  const body = (await response.json()) as { error?: { message?: string } };
  return body.error?.message ?? `HTTP ${response.status}`;
}

/** One object to put into R2. */
export interface ImageObject {
  key: string;
  bytes: Uint8Array;
  type: string;
}

export type PreparedImage =
  | { ok: true; url: string; objects: ImageObject[]; warning: string | null }
  | { ok: false; reason: string };

/**
 * The objects to store for `bytes` under `base`, checked as an upload: refused (size, type by
 * its first bytes, an image that cannot be decoded) with the upload's message. Copies that
 * cannot be made or fail their checks leave the image without copies, as an upload from a
 * browser that cannot make them.
 */
export async function prepareImage(base: string, bytes: Uint8Array): Promise<PreparedImage> {
  const sniffed: SniffedImage | null = sniffImage(bytes.subarray(0, 16));
  const refusal = await workerRefusal(bytes, sniffed?.type ?? "application/octet-stream", null);
  if (refusal || !sniffed) return { ok: false, reason: refusal ?? imageMessages.undecodable };
  try {
    await decodes(bytes);
  } catch {
    return { ok: false, reason: imageMessages.undecodable };
  }
  const single = (warning: string | null): PreparedImage => {
    const [key] = objectKeys(base, sniffed.extension, false) as [string];
    return { ok: true, url: imageUrl(key), objects: [{ key, bytes, type: sniffed.type }], warning };
  };
  // A GIF keeps its animation only as itself (the Worker refuses copies beside a GIF).
  if (sniffed.type === "image/gif") return single(null);
  let copies: Copies;
  try {
    copies = await makeCopies(bytes);
  } catch {
    return single("salinan WebP tidak dapat dibuat; gambar disimpan tanpa salinan");
  }
  const copyRefusal = await workerRefusal(bytes, sniffed.type, copies);
  if (copyRefusal) return single(`salinan gambar ditolak (${copyRefusal}); gambar disimpan tanpa salinan`);
  const [original, ...copyKeys] = objectKeys(base, sniffed.extension, true) as [string, ...string[]];
  return {
    ok: true,
    url: imageUrl(original),
    objects: [
      ...copies.widths.map((copy, index) => ({
        key: copyKeys[index] as string,
        bytes: copy.bytes,
        type: "image/webp",
      })),
      { key: copyKeys[COPY_WIDTHS.length] as string, bytes: copies.share, type: SHARE_TYPE },
      // The original last: a folder without it is never taken for a finished one.
      { key: original, bytes, type: sniffed.type },
    ],
    warning: null,
  };
}
