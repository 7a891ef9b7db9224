import { env } from "cloudflare:workers";
import { COPY_WIDTHS } from "@padukuhan/shared/images";
import { describe, expect, it } from "vitest";
import { bucketKeys, file, JPEG, jpegHeader, PNG, webp } from "../../test/upload";
import type { CheckedImage } from "./upload-form";
import { deleteUploads, storeImages, uploadedKeys } from "./upload-store";

const withCopies: CheckedImage = {
  field: "image",
  file: file(JPEG, "a.jpg", "image/jpeg"),
  image: { type: "image/jpeg", extension: "jpg" },
  copies: COPY_WIDTHS.map((width) => ({ width, file: file(webp(width), "a.webp", "image/webp") })),
  share: file(jpegHeader(1200, 630), "a.jpg", "image/jpeg"),
  // A logo's home-screen icons (the Worker checks their size before; storing takes them as sent).
  icons: [
    { size: 192, file: file(PNG, "a-192.png", "image/png") },
    { size: 512, file: file(PNG, "a-512.png", "image/png") },
  ],
};
const withoutCopies: CheckedImage = {
  field: "image",
  file: file(PNG, "b.png", "image/png"),
  image: { type: "image/png", extension: "png" },
  copies: [],
  share: null,
};

/** The real bucket, except that a put whose key matches `failing` is refused. */
function bucketFailing(failing: RegExp): R2Bucket {
  const put: R2Bucket["put"] = (key, value, options) =>
    failing.test(key) ? Promise.reject(new Error("R2 gagal dipaksa")) : env.IMAGES.put(key, value, options);
  return { put, delete: (keys: string | string[]) => env.IMAGES.delete(keys) } as R2Bucket;
}

describe("uploadedKeys", () => {
  it.each([
    [
      "/img/uploads/abc/original.jpg",
      [
        "uploads/abc/original.jpg",
        "uploads/abc/400.webp",
        "uploads/abc/800.webp",
        "uploads/abc/1200.webp",
        "uploads/abc/share.jpg",
        "uploads/abc/icon-192.png",
        "uploads/abc/icon-512.png",
      ],
    ],
    ["/img/uploads/abc.jpg", ["uploads/abc.jpg"]],
    ["/img/uploads/abc/original.gif", ["uploads/abc/original.gif"]],
    ["/img/sample/abc/original.jpg", []],
    ["/img/uploads/../sample/a.jpg", []],
    [null, []],
  ])("%s stands for %j", (url, keys) => {
    expect(uploadedKeys(url)).toEqual(keys);
  });
});

describe("storeImages", () => {
  it("puts an image with copies into a folder and one without under a flat key", async () => {
    const [first, second] = await storeImages(env.IMAGES, [withCopies, withoutCopies]);
    expect(first).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20}\/original\.jpg$/);
    expect(second).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20}\.png$/);
    const keys = [...uploadedKeys(first), ...uploadedKeys(second)];
    expect(await bucketKeys()).toEqual(expect.arrayContaining(keys));
    const copy = await env.IMAGES.head(keys[2] as string);
    expect(copy?.httpMetadata?.contentType).toBe("image/webp");
    expect(keys[4]).toMatch(/^uploads\/[A-Za-z0-9]{20}\/share\.jpg$/);
    expect((await env.IMAGES.head(keys[4] as string))?.httpMetadata?.contentType).toBe("image/jpeg");
    expect(keys[6]).toMatch(/^uploads\/[A-Za-z0-9]{20}\/icon-512\.png$/);
    expect((await env.IMAGES.head(keys[6] as string))?.httpMetadata?.contentType).toBe("image/png");
    await deleteUploads(env.IMAGES, [first, second]);
    for (const key of keys) expect(await env.IMAGES.head(key)).toBeNull();
  });

  it.each([
    ["a copy", /\/800\.webp$/],
    ["the link-preview copy", /\/share\.jpg$/],
    ["a logo's icon", /\/icon-512\.png$/],
    ["an original", /\/original\.jpg$/],
    ["a flat image", /^uploads\/[A-Za-z0-9]+\.png$/],
  ])("removes everything it put when %s cannot be put", async (_label, failing) => {
    const before = await bucketKeys();
    await expect(storeImages(bucketFailing(failing), [withCopies, withoutCopies])).rejects.toThrow(
      "R2 gagal dipaksa",
    );
    expect(await bucketKeys()).toEqual(before);
  });
});
