/**
 * Uploaded images in R2. Keys are `uploads/<random>.<sniffed extension>`, or for an image
 * with copies a folder `uploads/<random>/original.<ext>` beside `<width>.webp`, `share.jpg` and,
 * for a logo, `icon-<size>.png`
 * (the scheme `copyUrls` and `shareImageUrl` read back), so nothing a client sends (file name, declared type) ever
 * shapes a key. Only keys under `uploads/` are ever deleted: sample images under `sample/`
 * are shared by the built-in content.
 */
import {
  copyUrls,
  ICON_SIZES,
  ICON_TYPE,
  iconImageUrl,
  SHARE_TYPE,
  shareImageUrl,
} from "@padukuhan/shared/images";
import { newId } from "./ids";
import type { CheckedImage } from "./upload-form";

export const UPLOAD_PREFIX = "uploads/";
const IMAGE_PATH = "/img/";

/** The URL a record stores for an R2 key; `/img/*` serves it. */
export const imageUrl = (key: string) => `${IMAGE_PATH}${key}`;

/** The R2 key behind a stored URL, only when it is one of our uploads (never `sample/`). */
export function uploadedKey(url: string | null | undefined): string | null {
  if (!url?.startsWith(IMAGE_PATH + UPLOAD_PREFIX)) return null;
  const key = url.slice(IMAGE_PATH.length);
  return key.includes("..") ? null : key;
}

/** Every R2 key an uploaded URL stands for: the image and, when it has them, its copies. */
export function uploadedKeys(url: string | null | undefined): string[] {
  const key = uploadedKey(url);
  if (key === null) return [];
  const share = shareImageUrl(url);
  // A logo's icons, if it has them (deleting an absent key costs nothing).
  const icons = ICON_SIZES.flatMap((size) => iconImageUrl(url, size) ?? []);
  const copies = [...(copyUrls(url)?.map((copy) => copy.url) ?? []), ...(share ? [share] : []), ...icons];
  return [key, ...copies.map((copy) => copy.slice(IMAGE_PATH.length))];
}

interface Put {
  key: string;
  file: File;
  type: string;
}

/** The URL a record will store for `checked`, and every object to put for it. */
function planObjects({ file, image, copies, share, icons = [] }: CheckedImage): { url: string; puts: Put[] } {
  if (copies.length === 0 || !share) {
    const key = `${UPLOAD_PREFIX}${newId()}.${image.extension}`;
    return { url: imageUrl(key), puts: [{ key, file, type: image.type }] };
  }
  // A fresh folder per upload: keys never change content, so they can be cached for a year.
  const folder = `${UPLOAD_PREFIX}${newId()}`;
  const original = `${folder}/original.${image.extension}`;
  return {
    url: imageUrl(original),
    puts: [
      { key: original, file, type: image.type },
      ...copies.map((copy) => ({ key: `${folder}/${copy.width}.webp`, file: copy.file, type: "image/webp" })),
      { key: `${folder}/share.jpg`, file: share, type: SHARE_TYPE },
      ...icons.map((icon) => ({ key: `${folder}/icon-${icon.size}.png`, file: icon.file, type: ICON_TYPE })),
    ],
  };
}

/**
 * Stores every image (and its copies) under fresh keys and returns their URLs in order. If any
 * put fails the ones that succeeded are removed again, so a failed request leaves no object.
 */
export async function storeImages(bucket: R2Bucket, images: CheckedImage[]): Promise<string[]> {
  const plans = images.map(planObjects);
  const puts = plans.flatMap((plan) => plan.puts);
  const results = await Promise.allSettled(
    puts.map(({ key, file, type }) => bucket.put(key, file, { httpMetadata: { contentType: type } })),
  );
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    await deleteKeys(
      bucket,
      puts.filter((_, index) => results[index]?.status === "fulfilled").map((put) => put.key),
    );
    throw failed.reason;
  }
  return plans.map((plan) => plan.url);
}

/** Best effort: a failure is logged (an orphan costs storage, not correctness). */
async function deleteKeys(bucket: R2Bucket, keys: string[]) {
  if (keys.length === 0) return;
  try {
    await bucket.delete(keys);
  } catch (error) {
    console.error("[upload] could not delete", keys, error);
  }
}

/**
 * Deletes the uploaded objects behind `urls`, copies included. It runs after the database
 * already holds the truth, so it never throws.
 */
export async function deleteUploads(bucket: R2Bucket, urls: Iterable<string | null | undefined>) {
  await deleteKeys(bucket, [...new Set([...urls].flatMap(uploadedKeys))]);
}

/**
 * After a write: every image the record referenced before, or that this request uploaded,
 * and that the record no longer references, is deleted.
 */
export function deleteUnreferenced(
  bucket: R2Bucket,
  candidates: Iterable<string | null | undefined>,
  stillReferenced: Iterable<string | null | undefined>,
) {
  const keep = new Set(stillReferenced);
  return deleteUploads(
    bucket,
    [...candidates].filter((url) => !keep.has(url)),
  );
}

/**
 * Runs the database write for a request that already stored `uploaded`. If the write fails the
 * new objects are deleted before the error goes on (to the 500 handler): no orphan is left.
 */
export async function writeOrDiscard<T>(
  bucket: R2Bucket,
  uploaded: string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await deleteUploads(bucket, uploaded);
    throw error;
  }
}
