/** Image rules of seed sections 5 and 9, shared by the admin forms and the Worker. */

const MB = 1024 * 1024;

/** Largest file the server stores (every entity): the seed's 5 MB. */
export const MAX_IMAGE_BYTES = 5 * MB;

/** Article images above 1 MB are compressed in the browser (longest side 1200 px, JPEG 0.8). */
export const ARTIKEL_COMPRESSION = { aboveBytes: 1 * MB, maxSide: 1200, quality: 0.8 } as const;

/** UMKM images above 5 MB are compressed (longest side 1600 px, quality by size, then a second try). */
export const UMKM_COMPRESSION = { aboveBytes: 5 * MB, maxSide: 1600 } as const;

/** Types an admin may choose; the server trusts only the file's first bytes. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const ACCEPT_ATTRIBUTE = ".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif";

export type SniffedImage =
  | { type: "image/jpeg"; extension: "jpg" }
  | { type: "image/png"; extension: "png" }
  | { type: "image/gif"; extension: "gif" };

/**
 * The image type from the file's own first bytes (magic numbers), never from its name or the
 * type the browser declared. Anything else (SVG, HTML, a renamed file) is null.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return { type: "image/jpeg", extension: "jpg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: "image/png", extension: "png" };
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { type: "image/gif", extension: "gif" };
  }
  return null;
}

/** "1.2 MB"-style sizes in whole KB, as the seed's compression message uses. */
export function kilobytes(bytes: number): number {
  return Math.round(bytes / 1024);
}
