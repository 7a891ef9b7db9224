import { galeriSchema } from "@padukuhan/shared/galeri";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit";
import {
  checkImageFields,
  contentFormCheck,
  FORM_TEXT_ALLOWANCE,
  formFile,
  formStrings,
  isCopyField,
  MAX_REQUEST_BYTES,
  oneImage,
  payloadTooLarge,
  requestLimit,
} from "./upload-form";
import { formInput } from "./validation";

/**
 * The upload checks on their own, through a bare Hono app with the body limit and form
 * validation the admin routes put in front of them: no D1, no R2, so this runs in plain Node
 * (the mutation run, `npm run test:mutation`) as well as in workerd. The admin routes that use
 * them are tested end to end in ../routes/admin-*.test.ts.
 */

const MIB = 1024 * 1024;

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [...new TextEncoder().encode("GIF89a")];

/** A file of `size` bytes that starts with `head`. */
function fileOf(head: number[], size = 64, name = "foto.jpg", type = "image/jpeg"): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}

/** A lossless WebP header of `width` × `height`, padded to `size` bytes. */
function webpOf(width: number, height = width, size = 64): File {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode("RIFF"), 0);
  view.setUint32(4, size - 8, true);
  bytes.set(new TextEncoder().encode("WEBPVP8L"), 8);
  view.setUint32(16, size - 20, true);
  bytes[20] = 0x2f;
  view.setUint32(21, (width - 1) | ((height - 1) << 14), true);
  return new File([bytes], "copy.webp", { type: "image/webp" });
}

/**
 * A baseline JPEG's first bytes for `width` × `height` (start of image, a JFIF segment, the
 * frame header), padded to `size` bytes.
 */
function jpegOf(width: number, height: number, size = 64): File {
  const jfif = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0];
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
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, ...jfif, ...frame]);
  return new File([bytes], "share.jpg", { type: "image/jpeg" });
}

/** The three WebP copies and the link-preview JPEG of the image in `field`, as the admin app sends them. */
const copiesFor = (field: string, widthOf = (width: number) => width) => ({
  ...Object.fromEntries([400, 800, 1200].map((width) => [`${field}_w${width}`, webpOf(widthOf(width))])),
  [`${field}_share`]: jpegOf(1200, 630),
});

function formOf(fields: Record<string, string | File | (string | File)[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  return form;
}

/** What a route would do with the result, as JSON: the error response, or what passed. */
function outcome(c: { json: (body: unknown) => Response }, result: unknown) {
  if (result instanceof Response) return result;
  const { data, images } = result as {
    data?: unknown;
    images: {
      file: File;
      image: { type: string };
      copies: { width: number; file: File }[];
      share: File | null;
    }[];
  };
  return c.json({
    data,
    images: images.map(({ file, image, copies, share }) => ({
      size: file.size,
      type: image.type,
      copies: copies.map((copy) => copy.width),
      share: share ? share.size : null,
    })),
  });
}

const galeriForm = { schema: galeriSchema, ...oneImage("Foto wajib") };
const oneImageLimit = bodyLimit(requestLimit(1), payloadTooLarge);

const app = new Hono()
  .post("/galeri", oneImageLimit, formInput(contentFormCheck(galeriForm, true)), (c) =>
    outcome(c, c.req.valid("form")),
  )
  .post("/galeri/edit", oneImageLimit, formInput(contentFormCheck(galeriForm, false)), (c) =>
    outcome(c, c.req.valid("form")),
  )
  .post(
    "/two",
    bodyLimit(requestLimit(2), payloadTooLarge),
    formInput(async (form) => ({ images: await checkImageFields(form, ["a", "b"]) })),
    (c) => outcome(c, c.req.valid("form")),
  );

async function send(path: string, body: FormData | BodyInit | null, headers: Record<string, string> = {}) {
  const init = { method: "POST", body, headers, duplex: "half" };
  const response = await app.request(path, init as RequestInit);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A form as the browser sends it: its multipart bytes and their content type. */
async function encoded(form: FormData): Promise<{ contentType: string; bytes: Uint8Array<ArrayBuffer> }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    contentType: request.headers.get("content-type") ?? "",
    bytes: new Uint8Array(await request.arrayBuffer()),
  };
}

/** A galeri form padded (with a field no schema reads) to exactly `size` bytes. */
async function encodedOfSize(size: number) {
  let padding = size;
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await encoded(formOf({ judul: "Panen", catatan: "x".repeat(padding) }));
    if (result.bytes.length === size) return result;
    padding += size - result.bytes.length;
  }
  throw new Error(`no form of exactly ${size} bytes`);
}

/** `bytes` as a stream in 64 KiB chunks, with no length known in advance. */
const streamOf = (bytes: Uint8Array<ArrayBuffer>) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) {
        controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      }
      controller.close();
    },
  });

const error = (code: string, message: string) => ({ error: { code, message } });
const invalid = (fields: Record<string, string>) => ({
  error: { code: "invalid_input", message: Object.values(fields)[0], fields },
});

describe("reading an upload form", () => {
  it("takes the text fields through the schema (first value of each) and a checked image", async () => {
    const result = await send(
      "/galeri",
      formOf({ judul: ["  Panen raya ", "kedua"], image: fileOf(JPEG, 2048), extra: "x" }),
    );
    expect(result).toEqual({
      status: 200,
      body: {
        data: { judul: "Panen raya", videoId: null },
        images: [{ size: 2048, type: "image/jpeg", copies: [], share: null }],
      },
    });
  });

  it("says what is missing per field, the first as the message", async () => {
    expect(await send("/galeri", formOf({ judul: "" }))).toEqual({
      status: 400,
      body: invalid({ judul: "Judul wajib diisi", image: "Foto wajib" }),
    });
    expect(await send("/galeri", formOf({ judul: "Panen" }))).toEqual({
      status: 400,
      body: invalid({ image: "Foto wajib" }),
    });
    // A file never stands in for a text field.
    expect(await send("/galeri", formOf({ judul: fileOf(JPEG), image: fileOf(JPEG) }))).toEqual({
      status: 400,
      body: invalid({ judul: "Judul wajib diisi" }),
    });
  });

  it("lets an edit leave the image out, as an empty file part or no part at all", async () => {
    const none = { status: 200, body: { data: { judul: "Panen", videoId: null }, images: [] } };
    expect(await send("/galeri/edit", formOf({ judul: "Panen" }))).toEqual(none);
    expect(await send("/galeri/edit", formOf({ judul: "Panen", image: new File([], "") }))).toEqual(none);
    expect(await send("/galeri", formOf({ judul: "Panen", image: new File([], "") }))).toEqual({
      status: 400,
      body: invalid({ image: "Foto wajib" }),
    });
  });

  it("refuses a body that is not multipart, or that cannot be read", async () => {
    const notMultipart = {
      status: 415,
      body: error("unsupported_media_type", "Data harus dikirim sebagai formulir multipart/form-data."),
    };
    const body = JSON.stringify({ judul: "Panen" });
    for (const contentType of [
      "application/json",
      "multipart/form-data",
      "text/plain; note=multipart/form-data; boundary=x",
    ]) {
      expect(await send("/galeri", body, { "content-type": contentType }), contentType).toEqual(notMultipart);
    }
    const unreadable = {
      status: 400,
      body: error("invalid_input", "Data formulir tidak dapat dibaca. Silakan coba lagi."),
    };
    expect(await send("/galeri", null, { "content-type": "multipart/form-data; boundary=x" })).toEqual(
      unreadable,
    );
    expect(
      await send("/galeri", "bukan multipart", { "content-type": "multipart/form-data; boundary=x" }),
    ).toEqual(unreadable);
  });

  it("reads a multipart body however its content type is spaced", async () => {
    const { contentType, bytes } = await encoded(formOf({ judul: "Panen" }));
    const spaced = contentType.replace("multipart/form-data;", "Multipart/Form-Data ;");
    expect(await send("/galeri/edit", bytes, { "content-type": spaced })).toEqual({
      status: 200,
      body: { data: { judul: "Panen", videoId: null }, images: [] },
    });
  });

  it("reads a body of exactly the limit and refuses one byte more, declared or not", async () => {
    const tooLarge = {
      status: 413,
      body: error("payload_too_large", "Ukuran file terlalu besar. Maksimum 5MB."),
    };
    const limit = requestLimit(1);
    expect(limit).toBe(8 * MIB + 300 * 1024 + 256 * 1024);
    for (const size of [limit, limit + 1]) {
      const { contentType, bytes } = await encodedOfSize(size);
      const declared = { "content-type": contentType, "content-length": String(size) };
      const expected =
        size > limit
          ? tooLarge
          : { status: 200, body: { data: { judul: "Panen", videoId: null }, images: [] } };
      // An honest Content-Length, then none at all (a chunked body): the counter decides.
      expect(await send("/galeri/edit", bytes, declared), `${size} declared`).toEqual(expected);
      expect(await send("/galeri/edit", streamOf(bytes), { "content-type": contentType }), `${size}`).toEqual(
        expected,
      );
    }
  });

  it("refuses a declared length over the limit on that alone", async () => {
    // The body itself is small: only the declared length can be what refuses it.
    const { contentType, bytes } = await encoded(formOf({ judul: "Panen" }));
    const headers = { "content-type": contentType, "content-length": String(requestLimit(1) + 1) };
    expect(await send("/galeri/edit", streamOf(bytes), headers)).toEqual({
      status: 413,
      body: error("payload_too_large", "Ukuran file terlalu besar. Maksimum 5MB."),
    });
  });
});

describe("the form's parts", () => {
  it("leaves out the empty, nameless part an unchosen file input sends", () => {
    const form = new FormData();
    form.append("none", new File([], ""));
    form.append("empty", new File([], "kosong.jpg"));
    form.append("nameless", new File(["x"], ""));
    form.append("text", "teks");
    expect(formFile(form, "none")).toBeNull();
    expect(formFile(form, "empty")?.name).toBe("kosong.jpg");
    expect(formFile(form, "nameless")?.size).toBe(1);
    expect(formFile(form, "text")).toBeNull();
    expect(formFile(form, "missing")).toBeNull();
  });

  it("gives the schema the first value of each text field and never a file", () => {
    const form = formOf({ judul: ["Panen", "kedua"], tags: fileOf(JPEG), link: "" });
    expect(formStrings(form)).toEqual({ judul: "Panen", link: "" });
  });
});

describe("checking an image", () => {
  it("allows 5 MiB and refuses one byte more", async () => {
    const at = (size: number) => send("/galeri", formOf({ judul: "Panen", image: fileOf(JPEG, size) }));
    expect((await at(5 * MIB)).status).toBe(200);
    expect(await at(5 * MIB + 1)).toEqual({
      status: 413,
      body: error("payload_too_large", "Ukuran file terlalu besar. Maksimum 5MB."),
    });
  });

  it("goes by the file's bytes, never its name or declared type", async () => {
    const svg = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "foto.jpg", { type: "image/jpeg" });
    expect(await send("/galeri", formOf({ judul: "Panen", image: svg }))).toEqual({
      status: 415,
      body: error("unsupported_media_type", "Format file tidak valid. Gunakan JPG, PNG, atau GIF."),
    });
    const png = await send(
      "/galeri",
      formOf({ judul: "Panen", image: fileOf(PNG, 64, "foto.gif", "image/gif") }),
    );
    expect(png.body.images).toEqual([{ size: 64, type: "image/png", copies: [], share: null }]);
  });
});

describe("checking the WebP copies beside an image", () => {
  const upload = (fields: Record<string, string | File>) =>
    send("/galeri", formOf({ judul: "Panen", ...fields }));

  it("takes all three, each at most as wide as its name says", async () => {
    const result = await upload({ image: fileOf(JPEG), ...copiesFor("image") });
    expect(result.body.images).toEqual([
      { size: 64, type: "image/jpeg", copies: [400, 800, 1200], share: 64 },
    ]);
    // A narrower original gives narrower copies.
    const narrow = await upload({ image: fileOf(PNG), ...copiesFor("image", () => 300) });
    expect(narrow.body.images).toEqual([
      { size: 64, type: "image/png", copies: [400, 800, 1200], share: 64 },
    ]);
  });

  it("refuses some but not all of them", async () => {
    const { image_w800: _, ...two } = copiesFor("image");
    expect(await upload({ image: fileOf(JPEG), ...two })).toEqual({
      status: 400,
      body: invalid({
        image:
          "Salinan gambar tidak lengkap: kirim salinan 400, 800 dan 1200 px beserta gambar pratinjau tautan, atau tanpa salinan.",
      }),
    });
    const { image_share: _share, ...noShare } = copiesFor("image");
    expect(await upload({ image: fileOf(JPEG), ...noShare })).toEqual({
      status: 400,
      body: invalid({
        image:
          "Salinan gambar tidak lengkap: kirim salinan 400, 800 dan 1200 px beserta gambar pratinjau tautan, atau tanpa salinan.",
      }),
    });
    expect((await upload({ image: fileOf(JPEG), image_share: jpegOf(1200, 630) })).status).toBe(400);
  });

  it("refuses copies of a GIF, which stays animated as itself", async () => {
    expect(await upload({ image: fileOf(GIF, 64, "a.gif", "image/gif"), ...copiesFor("image") })).toEqual({
      status: 400,
      body: invalid({ image: "Gambar GIF tidak boleh disertai salinan." }),
    });
    expect(
      await upload({ image: fileOf(GIF, 64, "a.gif", "image/gif"), image_share: jpegOf(1200, 630) }),
    ).toEqual({
      status: 400,
      body: invalid({ image: "Gambar GIF tidak boleh disertai salinan." }),
    });
  });

  it("takes a link-preview JPEG of exactly 1200 × 630 and at most 300 KiB, refusing any other", async () => {
    const withShare = (share: File) =>
      upload({ image: fileOf(JPEG), ...copiesFor("image"), image_share: share });
    expect((await withShare(jpegOf(1200, 630, 300 * 1024))).status).toBe(200);
    expect(await withShare(jpegOf(1200, 630, 300 * 1024 + 1))).toEqual({
      status: 413,
      body: error("payload_too_large", "Ukuran gambar pratinjau tautan terlalu besar. Maksimum 300KB."),
    });
    for (const [width, height] of [
      [1200, 631],
      [1199, 630],
      [630, 1200],
      [2400, 1260],
    ] as const) {
      expect(await withShare(jpegOf(width, height)), `${width}×${height}`).toEqual({
        status: 400,
        body: invalid({ image: "Gambar pratinjau tautan harus berukuran tepat 1200 × 630 piksel." }),
      });
    }
    const notJpeg = {
      status: 415,
      body: error("unsupported_media_type", "Gambar pratinjau tautan harus berformat JPG."),
    };
    // A WebP or PNG named and declared as JPEG, and a JPEG that ends before its frame header.
    expect(
      await withShare(new File([await webpOf(1200, 630).arrayBuffer()], "a.jpg", { type: "image/jpeg" })),
    ).toEqual(notJpeg);
    expect(await withShare(fileOf(PNG, 64, "a.jpg"))).toEqual(notJpeg);
    expect(await withShare(fileOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 6))).toEqual(notJpeg);
  });

  it("refuses a copy that is not a WebP, is too wide or is over 1 MiB", async () => {
    expect(await upload({ image: fileOf(JPEG), ...copiesFor("image"), image_w800: fileOf(JPEG) })).toEqual({
      status: 415,
      body: error("unsupported_media_type", "Salinan gambar harus berformat WebP."),
    });
    expect(
      await upload({ image: fileOf(JPEG), ...copiesFor("image"), image_w400: webpOf(401, 250) }),
    ).toEqual({
      status: 400,
      body: invalid({ image: "Salinan gambar 400 px tidak boleh lebih lebar dari 400 piksel." }),
    });
    const atLimit = await upload({
      image: fileOf(JPEG),
      ...copiesFor("image"),
      image_w1200: webpOf(1200, 750, MIB),
    });
    expect(atLimit.status).toBe(200);
    expect(
      await upload({ image: fileOf(JPEG), ...copiesFor("image"), image_w1200: webpOf(1200, 750, MIB + 1) }),
    ).toEqual({
      status: 413,
      body: error("payload_too_large", "Ukuran salinan gambar terlalu besar. Maksimum 1MB."),
    });
  });

  it("refuses copies sent without their image", async () => {
    expect(await send("/galeri/edit", formOf({ judul: "Panen", ...copiesFor("image") }))).toEqual({
      status: 400,
      body: invalid({ image: "Salinan gambar dikirim tanpa gambar aslinya." }),
    });
    expect(await upload({ image: fileOf(JPEG), ...copiesFor("foto") })).toEqual({
      status: 400,
      body: invalid({ foto: "Salinan gambar dikirim tanpa gambar aslinya." }),
    });
    expect(await upload({ image: fileOf(JPEG), foto_share: jpegOf(1200, 630) })).toEqual({
      status: 400,
      body: invalid({ foto: "Salinan gambar dikirim tanpa gambar aslinya." }),
    });
    // A text field that merely looks like a copy's name carries no file: nothing to refuse.
    expect((await upload({ image: fileOf(JPEG), foto_w400: "teks" })).status).toBe(200);
  });
});

describe("a form with several images", () => {
  it("checks each with its own copies, in order, and stops at the first failure", async () => {
    const both = await send(
      "/two",
      formOf({ a: fileOf(JPEG), b: fileOf(GIF, 64, "b.gif"), ...copiesFor("a") }),
    );
    expect(both).toEqual({
      status: 200,
      body: {
        images: [
          { size: 64, type: "image/jpeg", copies: [400, 800, 1200], share: 64 },
          { size: 64, type: "image/gif", copies: [], share: null },
        ],
      },
    });
    expect(await send("/two", formOf({ a: fileOf(JPEG) }))).toEqual({
      status: 400,
      body: invalid({ b: "Data formulir tidak dapat dibaca. Silakan coba lagi." }),
    });
    expect(
      (await send("/two", formOf({ a: new File(["teks"], "a.txt"), b: fileOf(JPEG, 5 * MIB + 1) }))).status,
    ).toBe(415);
  });
});

describe("the limits", () => {
  it("leave room for each image with its copies and the text, up to 25 MiB in all", () => {
    expect(FORM_TEXT_ALLOWANCE).toBe(256 * 1024);
    expect(requestLimit(0)).toBe(256 * 1024);
    // The original (5 MiB), three WebP copies (1 MiB each) and the link preview (300 KiB).
    expect(requestLimit(2)).toBe(16 * MIB + 600 * 1024 + 256 * 1024);
    expect(requestLimit(3)).toBe(MAX_REQUEST_BYTES);
    expect(MAX_REQUEST_BYTES).toBe(25 * MIB);
  });

  it("name the copy fields", () => {
    expect(isCopyField("image_w400")).toBe(true);
    expect(isCopyField("produk_gambar_0_w1200")).toBe(true);
    expect(isCopyField("image_share")).toBe(true);
    expect(isCopyField("slides.0.image_share")).toBe(true);
    for (const key of [
      "image",
      "image_w401",
      "image_w400x",
      "ximage_w40",
      "_w800",
      "image_w",
      "_share",
      "image_sharex",
    ]) {
      expect(isCopyField(key), key).toBe(false);
    }
  });
});
