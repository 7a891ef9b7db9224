import { env } from "cloudflare:workers";
import { adminRequest, createAccount, signIn } from "./auth";

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Tiny real images (they decode in a browser): 8×8 grey JPEG, 2×2 PNG, 1×1 GIF. */
export const JPEG = fromBase64(
  "/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z",
);
export const PNG = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGPQqzX6uUKVQTT1wP///wEmoQbbgb8m5AAAAABJRU5ErkJggg==",
);
export const GIF = fromBase64("R0lGODlhAQABAIAAABVlwP///ywAAAAAAQABAAACAkQBADs=");

const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * A WebP of `width` × `height` as far as its header goes: a lossless (VP8L) header with those
 * dimensions, then `padding` zero bytes. Enough for the server, which reads only the header;
 * no browser would decode it.
 */
export function webp(width: number, height = width, padding = 16): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(25 + padding);
  const view = new DataView(bytes.buffer);
  bytes.set(text("RIFF"), 0);
  view.setUint32(4, bytes.length - 8, true);
  bytes.set(text("WEBPVP8L"), 8);
  view.setUint32(16, bytes.length - 20, true);
  bytes[20] = 0x2f;
  // 14 bits of width - 1, 14 of height - 1, then the alpha flag and a zero version.
  view.setUint32(21, ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), true);
  return bytes;
}

/**
 * A JPEG of `width` × `height` as far as its header goes: start of image, a JFIF segment and a
 * baseline frame header, then `padding` zero bytes. Enough for the server, which reads only the
 * header (the link-preview copy); no browser would decode it.
 */
export function jpegHeader(width: number, height: number, padding = 16): Uint8Array<ArrayBuffer> {
  const jfif = [0xff, 0xe0, 0x00, 0x10, ...text("JFIF"), 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0];
  const frame = [
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
  ];
  const header = [0xff, 0xd8, ...jfif, ...frame];
  const bytes = new Uint8Array(header.length + padding);
  bytes.set(header);
  return bytes;
}

/** Hostile files: each would be dangerous if stored or served as what it claims to be. */
export const hostile = {
  json: text('{"bukan":"gambar"}'),
  svgScript: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
  html: text("<!doctype html><html><body><script>alert(1)</script></body></html>"),
  /** A valid GIF header whose bytes also read as JavaScript once the comment closes. */
  gifPolyglot: concat(text("GIF89a/*"), GIF.slice(8), text("*/=1;alert(document.domain);//")),
  /** JPEG magic followed by padding, one byte over the 5 MiB limit. */
  jpegOverLimit: concat(JPEG.slice(0, 4), new Uint8Array(5 * 1024 * 1024 + 1 - 4)),
};

export const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes], name, { type });

export function formOf(fields: Record<string, string>, files: Record<string, File> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const [key, value] of Object.entries(files)) form.set(key, value);
  return form;
}

/** A multipart form to the admin API, signed in with `token`. */
export function sendForm(path: string, method: "POST" | "PUT", form: FormData, token: string) {
  return adminRequest(path, { method, body: form, token });
}

/** The bytes and Content-Type a browser would send for `form`. */
export async function encodeForm(form: FormData) {
  const response = new Response(form);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get("content-type") ?? "",
  };
}

/** Every key in the image bucket, sorted. */
export async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.IMAGES.list(cursor ? { cursor } : {});
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

export async function rowCount(
  table: "artikel" | "umkm" | "galeri" | "artikel_tags" | "umkm_tags" | "umkm_produk",
) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The R2 key behind a record's `/img/...` URL. */
export const keyOf = (url: string) => url.replace(/^\/img\//, "");

/** A fresh admin account and its session token (each test file has its own storage). */
export async function adminToken() {
  await createAccount("penjaga", "rahasia-sekali");
  return signIn("penjaga", "rahasia-sekali");
}

/** What every rejected request must leave untouched: the rows and the bucket. */
export async function storageSnapshot() {
  return {
    rows: {
      artikel: await rowCount("artikel"),
      umkm: await rowCount("umkm"),
      galeri: await rowCount("galeri"),
      artikel_tags: await rowCount("artikel_tags"),
      umkm_tags: await rowCount("umkm_tags"),
      umkm_produk: await rowCount("umkm_produk"),
    },
    keys: await bucketKeys(),
  };
}

export async function contentVersion() {
  const row = await env.DB.prepare("SELECT value FROM app_meta WHERE key = 'content_version'").first<{
    value: string;
  }>();
  return row?.value ?? null;
}
