import { env } from "cloudflare:workers";
import type { Artikel } from "@padukuhan/shared/artikel";
import { contentMessages } from "@padukuhan/shared/content-schemas";
import type { Galeri } from "@padukuhan/shared/galeri";
import {
  COPY_WIDTHS,
  type CopyWidth,
  copyField,
  copyUrls,
  MAX_COPY_BYTES,
  shareField,
  shareImageUrl,
} from "@padukuhan/shared/images";
import { apiMessages } from "@padukuhan/shared/messages";
import type { Umkm } from "@padukuhan/shared/umkm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../test/auth";
import { errorBody, request } from "../../test/http";
import {
  adminToken,
  bucketKeys,
  file,
  formOf,
  GIF,
  JPEG,
  jpegHeader,
  keyOf,
  PNG,
  rowCount,
  sendForm,
  storageSnapshot,
  webp,
} from "../../test/upload";

/**
 * Copies the admin's browser sends beside an image (WebP `image_w400` ... and the 1200×630
 * link-preview JPEG `image_share`): checked by their own bytes, stored in the image's folder,
 * deleted with it. Images without copies keep the older `uploads/<id>.<ext>` key.
 */

let token = "";

beforeAll(async () => {
  token = await adminToken();
});

const FOLDER_URL = /^\/img\/uploads\/[A-Za-z0-9]{20}\/original\.(jpg|png)$/;
const FLAT_URL = /^\/img\/uploads\/[A-Za-z0-9]{20}\.(jpg|png|gif)$/;

/** The link-preview copy as the admin app sends it: a JPEG of exactly 1200 × 630. */
const shareJpeg = (width = 1200, height = 630) =>
  file(jpegHeader(width, height), "a-share.jpg", "image/jpeg");

/**
 * The three WebP copies of the image in `field`, each as wide as its name says (16:10), and its
 * link-preview copy.
 */
function copiesFor(field: string, widthOf: (width: CopyWidth) => number = (width) => width) {
  return {
    ...Object.fromEntries(
      COPY_WIDTHS.map((width) => {
        const actual = widthOf(width);
        return [
          copyField(field, width),
          file(webp(actual, Math.round(actual * 0.625)), "a.webp", "image/webp"),
        ];
      }),
    ),
    [shareField(field)]: shareJpeg(),
  };
}

const artikelFields = {
  judul: "Panen raya",
  kategori: "Pertanian",
  text: "Panen padi tahun ini melimpah.",
};
const artikelForm = (files: Record<string, File>) => formOf(artikelFields, files);
const deleteAs = (path: string) => adminRequest(path, { method: "DELETE", token });
const jpeg = () => file(JPEG, "foto.jpg", "image/jpeg");

/** Every key an image URL stands for: the image and its copies. */
const keysOf = (url: string) => {
  const share = shareImageUrl(url);
  return [
    keyOf(url),
    ...(copyUrls(url) ?? []).map((copy) => keyOf(copy.url)),
    ...(share ? [keyOf(share)] : []),
  ];
};

async function exists(key: string) {
  return (await env.IMAGES.head(key)) !== null;
}

async function createArtikel(files: Record<string, File> = { image: jpeg(), ...copiesFor("image") }) {
  const response = await sendForm("/api/admin/artikel", "POST", artikelForm(files), token);
  expect(response.status).toBe(201);
  return (await response.json()) as Artikel;
}

describe("an article uploaded with copies", () => {
  it("is stored as a folder: the original beside three WebP copies, served as image/webp", async () => {
    const copies = copiesFor("image");
    const record = await createArtikel({ image: jpeg(), ...copies });
    expect(record.gambar).toMatch(FOLDER_URL);
    expect(record.gambar.endsWith("/original.jpg")).toBe(true);
    expect((await env.IMAGES.head(keyOf(record.gambar)))?.httpMetadata?.contentType).toBe("image/jpeg");

    const urls = copyUrls(record.gambar) ?? [];
    expect(urls.map((copy) => copy.width)).toEqual([400, 800, 1200]);
    for (const { width, url } of urls) {
      const object = await env.IMAGES.head(keyOf(url));
      expect(object?.httpMetadata?.contentType).toBe("image/webp");
      const served = await request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const sent = new Uint8Array(await (copies[copyField("image", width)] as File).arrayBuffer());
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(sent);
    }
    const published = (await (await request(`/api/artikel/${record.id}`)).json()) as Artikel;
    expect(published.gambar).toBe(record.gambar);
  });

  it("stores the link-preview JPEG as share.jpg beside the original, served as image/jpeg", async () => {
    const copies = copiesFor("image");
    const record = await createArtikel({ image: jpeg(), ...copies });
    const share = shareImageUrl(record.gambar) ?? "";
    expect(share).toBe(record.gambar.replace(/original\.jpg$/, "share.jpg"));
    const served = await request(share);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const sent = new Uint8Array(await (copies[shareField("image")] as File).arrayBuffer());
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(sent);
  });

  it("takes copies narrower than their names (a small original gives copies of its own width)", async () => {
    const record = await createArtikel({ image: jpeg(), ...copiesFor("image", () => 300) });
    expect(record.gambar).toMatch(FOLDER_URL);
    for (const key of keysOf(record.gambar)) expect(await exists(key)).toBe(true);
  });

  it("fits the request limit with a 5 MiB original and every copy of the largest size", async () => {
    const original = new Uint8Array(5 * 1024 * 1024);
    original.set(JPEG.subarray(0, 4));
    const files: Record<string, File> = { image: file(original, "besar.jpg", "image/jpeg") };
    for (const width of COPY_WIDTHS) {
      files[copyField("image", width)] = file(
        webp(width, width, MAX_COPY_BYTES - 25),
        "a.webp",
        "image/webp",
      );
    }
    const share = new Uint8Array(300 * 1024);
    share.set(jpegHeader(1200, 630, 0));
    files[shareField("image")] = file(share, "a-share.jpg", "image/jpeg");
    const record = await createArtikel(files);
    expect(record.gambar).toMatch(FOLDER_URL);
  });

  it("is stored under the older flat key without copies, and has no srcset or link-preview copy", async () => {
    const record = await createArtikel({ image: jpeg() });
    expect(record.gambar).toMatch(FLAT_URL);
    expect(copyUrls(record.gambar)).toBeNull();
    expect(shareImageUrl(record.gambar)).toBeNull();
    expect(await exists(keyOf(record.gambar))).toBe(true);
  });
});

describe("copies that are refused, with nothing written", () => {
  const { [copyField("image", 1200)]: _missing, ...partial } = copiesFor("image");
  const { [shareField("image")]: _share, ...withoutShare } = copiesFor("image");
  const replace = (width: CopyWidth, replacement: File) => ({
    ...copiesFor("image"),
    [copyField("image", width)]: replacement,
  });
  const withShare = (share: File) => ({ ...copiesFor("image"), [shareField("image")]: share });
  const shareOverLimit = new Uint8Array(300 * 1024 + 1);
  shareOverLimit.set(jpegHeader(1200, 630, 0));
  const overLimit = new Uint8Array(MAX_COPY_BYTES + 1);
  overLimit.set(webp(800));

  it.each([
    ["a partial set (no 1200 px copy)", { image: jpeg(), ...partial }, 400, contentMessages.copiesIncomplete],
    [
      "WebP copies without the link-preview JPEG",
      { image: jpeg(), ...withoutShare },
      400,
      contentMessages.copiesIncomplete,
    ],
    [
      "a link-preview JPEG of 1200 × 675 (scaled, not cropped)",
      { image: jpeg(), ...withShare(shareJpeg(1200, 675)) },
      400,
      contentMessages.shareSize,
    ],
    [
      "a link-preview JPEG of 600 × 315 (the right shape, too small)",
      { image: jpeg(), ...withShare(shareJpeg(600, 315)) },
      400,
      contentMessages.shareSize,
    ],
    [
      "a WebP as the link-preview copy",
      { image: jpeg(), ...withShare(file(webp(1200, 630), "a.jpg", "image/jpeg")) },
      415,
      contentMessages.shareFormat,
    ],
    [
      "a PNG as the link-preview copy",
      { image: jpeg(), ...withShare(file(PNG, "a.jpg", "image/jpeg")) },
      415,
      contentMessages.shareFormat,
    ],
    [
      "a link-preview JPEG of 300 KiB + 1 byte",
      { image: jpeg(), ...withShare(file(shareOverLimit, "a.jpg", "image/jpeg")) },
      413,
      contentMessages.shareTooLarge,
    ],
    [
      "a PNG as the 800 px copy",
      { image: jpeg(), ...replace(800, file(PNG, "a.webp", "image/webp")) },
      415,
      contentMessages.copyFormat,
    ],
    [
      "a JPEG named and declared as WebP",
      { image: jpeg(), ...replace(400, file(JPEG, "a.webp", "image/webp")) },
      415,
      contentMessages.copyFormat,
    ],
    [
      "a 400 px copy 401 px wide",
      { image: jpeg(), ...replace(400, file(webp(401, 250), "a.webp", "image/webp")) },
      400,
      contentMessages.copyTooWide(400),
    ],
    [
      "a copy of 1 MiB + 1 byte",
      { image: jpeg(), ...replace(800, file(overLimit, "a.webp", "image/webp")) },
      413,
      contentMessages.copyTooLarge,
    ],
    [
      "copies for a GIF",
      { image: file(GIF, "a.gif", "image/gif"), ...copiesFor("image") },
      400,
      contentMessages.copiesForGif,
    ],
  ])("refuses %s", async (_label, files, status, message) => {
    const before = await storageSnapshot();
    const response = await sendForm("/api/admin/artikel", "POST", artikelForm(files), token);
    expect(response.status).toBe(status);
    expect((await errorBody(response)).error.message).toBe(message);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses copies sent without their image on edit, leaving the article as it was", async () => {
    const created = await createArtikel();
    const before = await storageSnapshot();
    const response = await sendForm(
      `/api/admin/artikel/${created.id}`,
      "PUT",
      artikelForm({ ...copiesFor("image") }),
      token,
    );
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(contentMessages.copiesWithoutImage);
    expect(await storageSnapshot()).toEqual(before);
    expect(await (await request(`/api/artikel/${created.id}`)).json()).toEqual(created);
  });

  it("refuses a bad copy on edit, keeping the old image and its copies", async () => {
    const created = await createArtikel();
    const before = await storageSnapshot();
    const response = await sendForm(
      `/api/admin/artikel/${created.id}`,
      "PUT",
      artikelForm({ image: jpeg(), ...replace(1200, file(webp(1300), "a.webp", "image/webp")) }),
      token,
    );
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(contentMessages.copyTooWide(1200));
    expect(await storageSnapshot()).toEqual(before);
    expect(await (await request(`/api/artikel/${created.id}`)).json()).toEqual(created);
  });
});

describe("editing and deleting an article with copies", () => {
  it("deletes the old copies when a new image (with copies) replaces it", async () => {
    const created = await createArtikel();
    const response = await sendForm(
      `/api/admin/artikel/${created.id}`,
      "PUT",
      artikelForm({ image: file(PNG, "b.png", "image/png"), ...copiesFor("image") }),
      token,
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Artikel;
    expect(updated.gambar).toMatch(FOLDER_URL);
    expect(updated.gambar.endsWith("/original.png")).toBe(true);
    for (const key of keysOf(created.gambar)) expect(await exists(key)).toBe(false);
    for (const key of keysOf(updated.gambar)) expect(await exists(key)).toBe(true);
  });

  it("deletes the old copies when an image without copies replaces it", async () => {
    const created = await createArtikel();
    const response = await sendForm(
      `/api/admin/artikel/${created.id}`,
      "PUT",
      artikelForm({ image: jpeg() }),
      token,
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Artikel;
    expect(updated.gambar).toMatch(FLAT_URL);
    for (const key of keysOf(created.gambar)) expect(await exists(key)).toBe(false);
    expect(await exists(keyOf(updated.gambar))).toBe(true);
  });

  it("keeps the image and its copies when the edit sends no new image", async () => {
    const created = await createArtikel();
    const response = await sendForm(
      `/api/admin/artikel/${created.id}`,
      "PUT",
      formOf({ ...artikelFields, judul: "Panen raya kedua" }),
      token,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as Artikel).gambar).toBe(created.gambar);
    for (const key of keysOf(created.gambar)) expect(await exists(key)).toBe(true);
  });

  it("deletes the image and its copies with the article", async () => {
    const created = await createArtikel();
    const keys = keysOf(created.gambar);
    expect(keys).toHaveLength(5);
    expect(keys[4]).toMatch(/^uploads\/[A-Za-z0-9]{20}\/share\.jpg$/);
    for (const key of keys) expect(await exists(key)).toBe(true);
    const deleted = await deleteAs(`/api/admin/artikel/${created.id}`);
    expect(deleted.status).toBe(200);
    for (const key of keys) expect(await exists(key)).toBe(false);
  });
});

const umkmFields = {
  nama: "Batik Tulis Sekar Jagad",
  nama_pemilik: "Ratna Sari",
  no_telp: "0813-2222-3344",
  kategori: "Fashion",
  text: "Batik tulis dengan pewarna alam.",
};
type ProdukField = { nama: string; harga: number; gambar?: string | null };
const umkmForm = (produk: ProdukField[], files: Record<string, File>) =>
  formOf({ ...umkmFields, produk: JSON.stringify(produk) }, files);

describe("UMKM product images with copies", () => {
  it("stores each image with copies as a folder, one without as a flat key, and deletes them all", async () => {
    const response = await sendForm(
      "/api/admin/umkm",
      "POST",
      umkmForm(
        [
          { nama: "Kain Batik Tulis", harga: 450000 },
          { nama: "Selendang Batik", harga: 150000 },
        ],
        {
          image: jpeg(),
          ...copiesFor("image"),
          produk_gambar_0: file(PNG, "kain.png", "image/png"),
          ...copiesFor("produk_gambar_0"),
          produk_gambar_1: jpeg(),
        },
      ),
      token,
    );
    expect(response.status).toBe(201);
    const record = (await response.json()) as Umkm;
    expect(record.gambar).toMatch(FOLDER_URL);
    const [kain, selendang] = record.produk.map((item) => item.gambar ?? "");
    expect(kain).toMatch(FOLDER_URL);
    expect(kain?.endsWith("/original.png")).toBe(true);
    expect(selendang).toMatch(FLAT_URL);
    const keys = [record.gambar, kain ?? "", selendang ?? ""].flatMap(keysOf);
    expect(keys).toHaveLength(11);
    for (const key of keys) expect(await exists(key)).toBe(true);
    const served = await request((copyUrls(kain) ?? [])[1]?.url ?? "");
    expect(served.headers.get("content-type")).toBe("image/webp");

    // Dropping the first product deletes its image and copies; the rest stay.
    const edited = await sendForm(
      `/api/admin/umkm/${record.id}`,
      "PUT",
      umkmForm([{ nama: "Selendang Batik", harga: 150000, gambar: selendang ?? null }], {}),
      token,
    );
    expect(edited.status).toBe(200);
    for (const key of keysOf(kain ?? "")) expect(await exists(key)).toBe(false);
    for (const key of [record.gambar, selendang ?? ""].flatMap(keysOf)) expect(await exists(key)).toBe(true);

    const deleted = await deleteAs(`/api/admin/umkm/${record.id}`);
    expect(deleted.status).toBe(200);
    for (const key of keys) expect(await exists(key)).toBe(false);
  });

  it("refuses a partial set of product copies and stores not even the valid main image", async () => {
    const before = await storageSnapshot();
    const { [copyField("produk_gambar_0", 800)]: _missing, ...partial } = copiesFor("produk_gambar_0");
    const response = await sendForm(
      "/api/admin/umkm",
      "POST",
      umkmForm([{ nama: "Kain", harga: 1 }], {
        image: jpeg(),
        ...copiesFor("image"),
        produk_gambar_0: jpeg(),
        ...partial,
      }),
      token,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ produk_gambar_0: contentMessages.copiesIncomplete });
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses copies for a product that sends no image", async () => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/umkm",
      "POST",
      umkmForm([{ nama: "Kain", harga: 1 }], { image: jpeg(), ...copiesFor("produk_gambar_0") }),
      token,
    );
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(contentMessages.copiesWithoutImage);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe("gallery photos with copies", () => {
  it("stores the copies, and an edit that replaces the photo deletes them", async () => {
    const created = await sendForm(
      "/api/admin/galeri",
      "POST",
      formOf({ judul: "Sawah di pagi hari" }, { image: jpeg(), ...copiesFor("image") }),
      token,
    );
    expect(created.status).toBe(201);
    const record = (await created.json()) as Galeri;
    expect(record.foto).toMatch(FOLDER_URL);
    for (const key of keysOf(record.foto)) expect(await exists(key)).toBe(true);

    const edited = await sendForm(
      `/api/admin/galeri/${record.id}`,
      "PUT",
      formOf({ judul: "Sawah di sore hari" }, { image: jpeg(), ...copiesFor("image") }),
      token,
    );
    expect(edited.status).toBe(200);
    const updated = (await edited.json()) as Galeri;
    for (const key of keysOf(record.foto)) expect(await exists(key)).toBe(false);
    for (const key of keysOf(updated.foto)) expect(await exists(key)).toBe(true);

    expect((await deleteAs(`/api/admin/galeri/${record.id}`)).status).toBe(200);
    for (const key of keysOf(updated.foto)) expect(await exists(key)).toBe(false);
  });

  it("refuses copies for a GIF photo", async () => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/galeri",
      "POST",
      formOf({ judul: "Animasi" }, { image: file(GIF, "a.gif", "image/gif"), ...copiesFor("image") }),
      token,
    );
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(contentMessages.copiesForGif);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe("when the D1 write fails after the upload", () => {
  /** Runs `body` with writes of `event` to `table` aborted by a trigger, dropped afterwards. */
  async function withFailingWrites(table: string, event: "INSERT" | "UPDATE", body: () => Promise<void>) {
    const name = `fail_copies_${event.toLowerCase()}_${table}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'gagal dipaksa'); END`,
    ).run();
    try {
      await body();
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${name}`).run();
    }
  }

  async function expectServerError(response: Response) {
    expect(response.status).toBe(500);
    expect((await errorBody(response)).error.message).toBe(apiMessages.serverError);
  }

  it("leaves no image and no copy of a new article", async () => {
    const keysBefore = await bucketKeys();
    const rowsBefore = await rowCount("artikel");
    await withFailingWrites("artikel", "INSERT", async () => {
      const response = await sendForm(
        "/api/admin/artikel",
        "POST",
        artikelForm({ image: jpeg(), ...copiesFor("image") }),
        token,
      );
      await expectServerError(response);
    });
    expect(await bucketKeys()).toEqual(keysBefore);
    expect(await rowCount("artikel")).toBe(rowsBefore);
  });

  it("keeps the old image and copies and deletes the new ones when an edit cannot be written", async () => {
    const created = await createArtikel();
    const keysBefore = await bucketKeys();
    await withFailingWrites("artikel", "UPDATE", async () => {
      const response = await sendForm(
        `/api/admin/artikel/${created.id}`,
        "PUT",
        artikelForm({ image: jpeg(), ...copiesFor("image") }),
        token,
      );
      await expectServerError(response);
    });
    expect(await bucketKeys()).toEqual(keysBefore);
    expect(await (await request(`/api/artikel/${created.id}`)).json()).toEqual(created);
  });

  it("leaves no image or copy of a UMKM whose products cannot be written", async () => {
    const keysBefore = await bucketKeys();
    const rowsBefore = await rowCount("umkm");
    await withFailingWrites("umkm_produk", "INSERT", async () => {
      const response = await sendForm(
        "/api/admin/umkm",
        "POST",
        umkmForm([{ nama: "Kain", harga: 1 }], {
          image: jpeg(),
          ...copiesFor("image"),
          produk_gambar_0: jpeg(),
          ...copiesFor("produk_gambar_0"),
        }),
        token,
      );
      await expectServerError(response);
    });
    expect(await bucketKeys()).toEqual(keysBefore);
    expect(await rowCount("umkm")).toBe(rowsBefore);
  });
});
