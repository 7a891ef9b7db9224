import { env } from "cloudflare:workers";
import type { Artikel } from "@padukuhan/shared/artikel";
import { contentMessages } from "@padukuhan/shared/content-schemas";
import type { Galeri } from "@padukuhan/shared/galeri";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../test/auth";
import { errorBody, listData, request } from "../../test/http";
import {
  adminToken,
  bucketKeys,
  encodeForm,
  file,
  formOf,
  GIF,
  hostile,
  JPEG,
  keyOf,
  PNG,
  sendForm,
  storageSnapshot,
} from "../../test/upload";
import { formMessages } from "../lib/validation";

let token = "";

beforeAll(async () => {
  token = await adminToken();
});

const UPLOADED_URL = /^\/img\/uploads\/[A-Za-z0-9]{20,}\.(jpg|png|gif)$/;
/** Over the 8.25 MiB a one-image form may bring (the image, its three copies and the text). */
const NINE_MIB = 9 * 1024 * 1024;

const galeriForm = (image: File) => formOf({ judul: "Kerja bakti warga" }, { image });
const artikelForm = (image: File) =>
  formOf({ judul: "Panen raya", kategori: "Pertanian", text: "Panen padi tahun ini melimpah." }, { image });

/**
 * Nine MiB in all, but as three 3 MiB files (a JPEG in `image` and two extra parts): each file
 * alone passes the per-file check, so only the request limit can refuse this body.
 */
async function oversizedBody(build: (image: File) => FormData) {
  const third = new Uint8Array(NINE_MIB / 3);
  third.set(JPEG.subarray(0, 4));
  const form = build(file(third, "besar.jpg", "image/jpeg"));
  form.set("lampiran", file(third.slice(), "lampiran.jpg", "image/jpeg"));
  form.set("lampiran2", file(third.slice(), "lampiran2.jpg", "image/jpeg"));
  return encodeForm(form);
}

/** The body as a stream with no length: what a chunked upload looks like to the Worker. */
function chunked(bytes: Uint8Array, chunkSize = 64 * 1024) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunkSize));
      at += chunkSize;
    },
  });
}

async function storedType(url: string) {
  const object = await env.IMAGES.head(keyOf(url));
  return object?.httpMetadata?.contentType;
}

describe("POST /api/admin/galeri: what is accepted", () => {
  it.each([
    ["a JPEG", JPEG, "foto.jpg", "image/jpeg", "image/jpeg", "jpg"],
    ["a PNG", PNG, "foto.png", "image/png", "image/png", "png"],
    ["a GIF", GIF, "foto.gif", "image/gif", "image/gif", "gif"],
    ["a PNG the browser declared as image/gif", PNG, "foto.gif", "image/gif", "image/png", "png"],
  ])(
    "stores %s under a random key with the type its bytes prove",
    async (_label, bytes, name, declared, type, ext) => {
      const response = await sendForm(
        "/api/admin/galeri",
        "POST",
        galeriForm(file(bytes, name, declared)),
        token,
      );
      expect(response.status).toBe(201);
      const record = (await response.json()) as Galeri;
      expect(record.foto).toMatch(UPLOADED_URL);
      expect(record.foto.endsWith(`.${ext}`)).toBe(true);
      expect(await storedType(record.foto)).toBe(type);
      const stored = await env.IMAGES.get(keyOf(record.foto));
      expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);
      const list = await listData<Galeri>("/api/galeri?limit=50");
      expect(list.find((item) => item.id === record.id)).toEqual(record);
    },
  );

  it("ignores a file name like ../x.php: the key is random and ends in the sniffed extension", async () => {
    const response = await sendForm(
      "/api/admin/galeri",
      "POST",
      galeriForm(file(JPEG, "../x.php", "application/x-php")),
      token,
    );
    expect(response.status).toBe(201);
    const record = (await response.json()) as Galeri;
    expect(keyOf(record.foto)).toMatch(/^uploads\/[A-Za-z0-9]{20,}\.jpg$/);
    expect(await storedType(record.foto)).toBe("image/jpeg");
    const keys = await bucketKeys();
    expect(keys.filter((key) => key.includes("..") || key.includes("php"))).toEqual([]);
  });

  it("accepts a GIF/JavaScript polyglot as a GIF, and /img serves it so no browser runs it", async () => {
    const response = await sendForm(
      "/api/admin/galeri",
      "POST",
      galeriForm(file(hostile.gifPolyglot, "lucu.gif", "image/gif")),
      token,
    );
    expect(response.status).toBe(201);
    const record = (await response.json()) as Galeri;
    const served = await request(record.foto);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/gif");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(hostile.gifPolyglot);
  });
});

describe("POST /api/admin/galeri: what is refused, with nothing written", () => {
  it.each([
    ["JSON named .png", hostile.json, "foto.png", "image/png", 415, contentMessages.imageFormat],
    [
      "an SVG with a script",
      hostile.svgScript,
      "foto.svg",
      "image/svg+xml",
      415,
      contentMessages.imageFormat,
    ],
    [
      "an SVG declared as a JPEG",
      hostile.svgScript,
      "foto.jpg",
      "image/jpeg",
      415,
      contentMessages.imageFormat,
    ],
    ["an HTML page", hostile.html, "foto.html", "text/html", 415, contentMessages.imageFormat],
    [
      "a JPEG of 5 MiB + 1 byte",
      hostile.jpegOverLimit,
      "besar.jpg",
      "image/jpeg",
      413,
      contentMessages.imageTooLarge,
    ],
  ])("refuses %s", async (_label, bytes, name, declared, status, message) => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/galeri",
      "POST",
      galeriForm(file(bytes, name, declared)),
      token,
    );
    expect(response.status).toBe(status);
    expect((await errorBody(response)).error.message).toBe(message);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("accepts a JPEG of exactly 5 MiB (the limit itself is allowed)", async () => {
    const exact = hostile.jpegOverLimit.slice(0, 5 * 1024 * 1024);
    const response = await sendForm(
      "/api/admin/galeri",
      "POST",
      galeriForm(file(exact, "pas.jpg", "image/jpeg")),
      token,
    );
    expect(response.status).toBe(201);
  });

  it("refuses a body larger than its Content-Length claims (100 bytes said, 9 MiB sent)", async () => {
    const before = await storageSnapshot();
    const { bytes, contentType } = await oversizedBody(galeriForm);
    const response = await adminRequest("/api/admin/galeri", {
      method: "POST",
      token,
      headers: { "Content-Type": contentType, "Content-Length": "100" },
      body: bytes,
    });
    expect(response.status).toBe(413);
    expect((await errorBody(response)).error.message).toBe(contentMessages.imageTooLarge);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses a chunked body with no length once it passes the limit, without reading it all", async () => {
    const before = await storageSnapshot();
    const { bytes, contentType } = await oversizedBody(galeriForm);
    let sent = 0;
    const body = chunked(bytes).pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    const response = await adminRequest("/api/admin/galeri", {
      method: "POST",
      token,
      headers: { "Content-Type": contentType },
      body,
    });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(bytes.length);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses an honest Content-Length over the limit before reading the body", async () => {
    const before = await storageSnapshot();
    const { contentType } = await oversizedBody(galeriForm);
    // A body that never ends: had the Worker started reading it, this test would hang.
    const endless = new ReadableStream<Uint8Array>({
      pull: () => new Promise<void>(() => {}),
    });
    const response = await adminRequest("/api/admin/galeri", {
      method: "POST",
      token,
      headers: { "Content-Type": contentType, "Content-Length": String(NINE_MIB) },
      body: endless,
    });
    expect(response.status).toBe(413);
    expect((await errorBody(response)).error.code).toBe("payload_too_large");
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses a body that is not a multipart form", async () => {
    const before = await storageSnapshot();
    const response = await adminRequest("/api/admin/galeri", {
      method: "POST",
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ judul: "Tanpa berkas", foto: "/img/sample/galeri-sawah.jpg" }),
    });
    expect(response.status).toBe(415);
    expect((await errorBody(response)).error.message).toBe(formMessages.notMultipart);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses a multipart body that cannot be parsed", async () => {
    const before = await storageSnapshot();
    const response = await adminRequest("/api/admin/galeri", {
      method: "POST",
      token,
      headers: { "Content-Type": "multipart/form-data; boundary=batas" },
      body: "ini bukan multipart",
    });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(formMessages.unreadable);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe("POST /api/admin/artikel: the same upload checks", () => {
  it("stores a PNG declared as image/gif as image/png", async () => {
    const response = await sendForm(
      "/api/admin/artikel",
      "POST",
      artikelForm(file(PNG, "a.gif", "image/gif")),
      token,
    );
    expect(response.status).toBe(201);
    const record = (await response.json()) as Artikel;
    expect(record.gambar).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20,}\.png$/);
    expect(await storedType(record.gambar)).toBe("image/png");
  });

  it.each([
    ["JSON named .png", hostile.json, "a.png", "image/png", 415],
    ["an SVG with a script", hostile.svgScript, "a.svg", "image/svg+xml", 415],
    ["an HTML page", hostile.html, "a.png", "image/png", 415],
    ["a JPEG of 5 MiB + 1 byte", hostile.jpegOverLimit, "a.jpg", "image/jpeg", 413],
  ])("refuses %s and writes nothing", async (_label, bytes, name, declared, status) => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/artikel",
      "POST",
      artikelForm(file(bytes, name, declared)),
      token,
    );
    expect(response.status).toBe(status);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses a body larger than its Content-Length claims", async () => {
    const before = await storageSnapshot();
    const { bytes, contentType } = await oversizedBody(artikelForm);
    const response = await adminRequest("/api/admin/artikel", {
      method: "POST",
      token,
      headers: { "Content-Type": contentType, "Content-Length": "100" },
      body: bytes,
    });
    expect(response.status).toBe(413);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses a hostile file on edit too, leaving the article and its image as they were", async () => {
    const created = (await (
      await sendForm("/api/admin/artikel", "POST", artikelForm(file(JPEG, "a.jpg", "image/jpeg")), token)
    ).json()) as Artikel;
    const before = await storageSnapshot();
    const response = await sendForm(
      `/api/admin/artikel/${created.id}`,
      "PUT",
      artikelForm(file(hostile.svgScript, "b.png", "image/png")),
      token,
    );
    expect(response.status).toBe(415);
    expect(await storageSnapshot()).toEqual(before);
    expect(await (await request(`/api/artikel/${created.id}`)).json()).toEqual(created);
  });
});
