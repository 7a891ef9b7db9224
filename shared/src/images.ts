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

/**
 * Responsive copies. Besides the original, the admin's browser makes WebP copies at these
 * widths (never wider than the original: a narrower original gives copies of its own width).
 * GIFs get none, so an animation stays an animation.
 */
export const COPY_WIDTHS = [400, 800, 1200] as const;
export type CopyWidth = (typeof COPY_WIDTHS)[number];

/** Largest copy the server takes; a 1200 px WebP is far below this. */
export const MAX_COPY_BYTES = 1024 * 1024;

/** The form field that carries the copy of image field `field` at `width`. */
export const copyField = (field: string, width: CopyWidth) => `${field}_w${width}`;

/**
 * An image that has copies is stored as a folder: `<dir>/original.<ext>` beside
 * `<dir>/<width>.webp`. Any other URL (older uploads, imported images) has none, so its
 * copies are never guessed at.
 */
const WITH_COPIES = /^(\/img\/[A-Za-z0-9_/-]+)\/original\.(jpg|png)$/;

/** The URL of each copy of `url`, smallest first, or null when it has none. */
export function copyUrls(url: string | null | undefined): { width: CopyWidth; url: string }[] | null {
  const match = url ? WITH_COPIES.exec(url) : null;
  if (!match) return null;
  return COPY_WIDTHS.map((width) => ({ width, url: `${match[1]}/${width}.webp` }));
}

/** `srcset` for an image with copies; undefined for one without. */
export function srcSetFor(url: string | null | undefined): string | undefined {
  return copyUrls(url)
    ?.map((copy) => `${copy.url} ${copy.width}w`)
    .join(", ");
}

/** Width and height from a WebP file's header (lossy, lossless or extended), or null if it is not one. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 30 || ascii(0, 4) !== "RIFF" || ascii(8, 12) !== "WEBP") return null;
  const chunk = ascii(12, 16);
  const at = (index: number) => bytes[index] ?? 0;
  if (chunk === "VP8 " && at(23) === 0x9d && at(24) === 0x01 && at(25) === 0x2a) {
    return { width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
  }
  if (chunk === "VP8L" && at(20) === 0x2f) {
    const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    return {
      width: (at(24) | (at(25) << 8) | (at(26) << 16)) + 1,
      height: (at(27) | (at(28) << 8) | (at(29) << 16)) + 1,
    };
  }
  return null;
}
