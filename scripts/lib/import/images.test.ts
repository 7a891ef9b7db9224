import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyUrls, shareImageUrl } from "../../../shared/src/images";
import { root } from "../local-state";
import { folderReader, importKeyBase, objectKeys, prepareImage, sourceFileName, storedUrl } from "./images";
import { uploadStore } from "./worker-modules";

const IMAGES = path.join(root, "scripts/fixtures/firestore/images");
const bytesOf = (name: string) => new Uint8Array(readFileSync(path.join(IMAGES, name)));
const BASE = "uploads/impor-AAAAAAAAAAAAAAAAAAAA";

/** Each stored object's name, format and size as sharp reads it back. */
async function described(objects: Array<{ key: string; bytes: Uint8Array; type: string }>) {
  return Promise.all(
    objects.map(async ({ key, bytes, type }) => {
      const meta = await sharp(bytes).metadata();
      return `${key.slice(BASE.length)} ${type} ${meta.format} ${meta.width}x${meta.height}`;
    }),
  );
}

describe("an imported image", () => {
  it("is stored as an upload with copies is: the original beside WebP copies 400, 800, 1200 wide and a 1200×630 JPEG", async () => {
    const image = await prepareImage(BASE, bytesOf("panen-raya.jpg"));
    if (!image.ok) throw new Error(image.reason);
    expect(image.url).toBe("/img/uploads/impor-AAAAAAAAAAAAAAAAAAAA/original.jpg");
    expect(await described(image.objects)).toEqual([
      "/400.webp image/webp webp 400x225",
      "/800.webp image/webp webp 800x450",
      "/1200.webp image/webp webp 1200x675",
      "/share.jpg image/jpeg jpeg 1200x630",
      "/original.jpg image/jpeg jpeg 1600x900",
    ]);
    // The original is stored as it came, byte for byte.
    expect(image.objects.at(-1)?.bytes).toEqual(bytesOf("panen-raya.jpg"));
    // Exactly the objects the Worker's readers name for that URL: srcset, og:image, removal.
    const keys = image.objects.map((object) => `/img/${object.key}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        ...(copyUrls(image.url)?.map((copy) => copy.url) ?? []),
        shareImageUrl(image.url),
      ]),
    );
    // Removing the image removes every one of them (its names also cover a logo's icons).
    expect(uploadStore.uploadedKeys(image.url)).toEqual(
      expect.arrayContaining(image.objects.map((object) => object.key)),
    );
  });

  it("makes copies of a phone photo upright (EXIF orientation) and never wider than the photo", async () => {
    const image = await prepareImage(BASE, bytesOf("kerja-bakti.jpg"));
    if (!image.ok) throw new Error(image.reason);
    expect(await described(image.objects)).toEqual([
      "/400.webp image/webp webp 400x533",
      "/800.webp image/webp webp 750x1000",
      "/1200.webp image/webp webp 750x1000",
      "/share.jpg image/jpeg jpeg 1200x630",
      "/original.jpg image/jpeg jpeg 1000x750",
    ]);
  });

  it("keeps a PNG a PNG, its copies at its own width", async () => {
    const image = await prepareImage(BASE, bytesOf("warung-gudeg.png"));
    if (!image.ok) throw new Error(image.reason);
    expect(image.url).toBe("/img/uploads/impor-AAAAAAAAAAAAAAAAAAAA/original.png");
    expect(await described(image.objects)).toContain("/800.webp image/webp webp 320x240");
  });

  it("stores a GIF alone, without copies, so an animation stays one", async () => {
    const image = await prepareImage(BASE, bytesOf("lampion.gif"));
    expect(image).toMatchObject({
      ok: true,
      url: "/img/uploads/impor-AAAAAAAAAAAAAAAAAAAA.gif",
      warning: null,
    });
    if (image.ok) expect(await described(image.objects)).toEqual([".gif image/gif gif 120x80"]);
  });

  it.each([
    ["an SVG named .jpg", "bukan-foto.jpg", "Format file tidak valid. Gunakan JPG, PNG, atau GIF."],
    ["a JPEG cut off halfway", "terpotong.jpg", "gambar rusak atau tidak dapat dibaca"],
  ])("refuses %s with the upload's message", async (_what, name, reason) => {
    expect(await prepareImage(BASE, bytesOf(name))).toEqual({ ok: false, reason });
  });

  it("refuses an image over 5 MB by its size, as an upload", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(bytesOf("panen-raya.jpg"));
    expect(await prepareImage(BASE, big)).toEqual({
      ok: false,
      reason: "Ukuran file terlalu besar. Maksimum 5MB.",
    });
  });
});

describe("where an imported image is kept", () => {
  it("is the same folder on every run for the same record and URL, another for any other", () => {
    const base = importKeyBase("artikel", "a1", "https://contoh.id/a.jpg");
    expect(base).toMatch(/^uploads\/impor-[A-Za-z0-9_-]{20}$/);
    expect(importKeyBase("artikel", "a1", "https://contoh.id/a.jpg")).toBe(base);
    expect(importKeyBase("artikel", "a2", "https://contoh.id/a.jpg")).not.toBe(base);
    expect(importKeyBase("umkm", "a1", "https://contoh.id/a.jpg")).not.toBe(base);
    expect(importKeyBase("artikel", "a1", "https://contoh.id/b.jpg")).not.toBe(base);
  });

  it("is found again only when every object of it is there", () => {
    const folder = objectKeys(BASE, "jpg", true);
    expect(storedUrl(BASE, new Set(folder))).toBe("/img/uploads/impor-AAAAAAAAAAAAAAAAAAAA/original.jpg");
    expect(storedUrl(BASE, new Set(folder.filter((key) => !key.endsWith("share.jpg"))))).toBeNull();
    expect(storedUrl(BASE, new Set(folder.slice(1)))).toBeNull();
    expect(storedUrl(BASE, new Set([`${BASE}.gif`]))).toBe("/img/uploads/impor-AAAAAAAAAAAAAAAAAAAA.gif");
  });
});

describe("images from a folder (--images)", () => {
  let folder = "";
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "impor-gambar-"));
    await writeFile(path.join(folder, "panen raya.jpg"), bytesOf("panen-raya.jpg"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("finds an image by the file name its URL ends in", async () => {
    const read = folderReader(folder);
    expect(await read("https://res.cloudinary.com/x/image/upload/v1/padukuhan/panen%20raya.jpg")).toEqual({
      ok: true,
      bytes: bytesOf("panen-raya.jpg"),
    });
    expect(await read("https://res.cloudinary.com/x/image/upload/v1/lain.jpg")).toEqual({
      ok: false,
      reason: `file 'lain.jpg' tidak ada di folder ${folder}`,
    });
  });

  it("never leaves the folder", () => {
    expect(sourceFileName("https://contoh.id/a/b/foto.jpg?w=100")).toBe("foto.jpg");
    expect(sourceFileName("../../etc/passwd")).toBe("passwd");
    expect(sourceFileName("https://contoh.id/a/..")).toBeNull();
    expect(sourceFileName("https://contoh.id/a/%2E%2E")).toBeNull();
    expect(sourceFileName("https://contoh.id/a/..%2Fx")).toBeNull();
    expect(sourceFileName("https://contoh.id/")).toBeNull();
  });
});
