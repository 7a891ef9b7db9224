/**
 * Uploaded images in R2. Keys are `uploads/<random>.<sniffed extension>`, so nothing a client
 * sends (file name, declared type) ever shapes a key. Only keys under `uploads/` are ever
 * deleted: sample images under `sample/` are shared by the built-in content.
 */
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

/**
 * Stores every image under a fresh key and returns their URLs in order. If any put fails the
 * ones that succeeded are removed again, so a failed request leaves no object behind.
 */
export async function storeImages(bucket: R2Bucket, images: CheckedImage[]): Promise<string[]> {
  const keys = images.map(({ image }) => `${UPLOAD_PREFIX}${newId()}.${image.extension}`);
  const puts = await Promise.allSettled(
    images.map(({ file, image }, index) =>
      bucket.put(keys[index] as string, file, { httpMetadata: { contentType: image.type } }),
    ),
  );
  const failed = puts.find((put) => put.status === "rejected");
  if (failed) {
    await deleteUploads(bucket, keys.filter((_, index) => puts[index]?.status === "fulfilled").map(imageUrl));
    throw failed.reason;
  }
  return keys.map(imageUrl);
}

/**
 * Deletes the uploaded objects behind `urls`. Best effort: it runs after the database already
 * holds the truth, so a failure is logged (an orphan costs storage, not correctness).
 */
export async function deleteUploads(bucket: R2Bucket, urls: Iterable<string | null | undefined>) {
  const keys = [...new Set([...urls].map(uploadedKey).filter((key): key is string => key !== null))];
  if (keys.length === 0) return;
  try {
    await bucket.delete(keys);
  } catch (error) {
    console.error("[upload] could not delete", keys, error);
  }
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
