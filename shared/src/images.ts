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
 * widths (never wider than the original: a narrower original gives copies of its own width),
 * and the link-preview copy (`SHARE_SIZE`); all of them or none. GIFs get none, so an animation
 * stays an animation (a link to a GIF's page previews the GIF itself).
 */
export const COPY_WIDTHS = [400, 800, 1200] as const;
export type CopyWidth = (typeof COPY_WIDTHS)[number];

/** Largest copy the server takes; a 1200 px WebP is far below this. */
export const MAX_COPY_BYTES = 1024 * 1024;

/** The form field that carries the copy of image field `field` at `width`. */
export const copyField = (field: string, width: CopyWidth) => `${field}_w${width}`;

/**
 * An image that has copies is stored as a folder: `<dir>/original.<ext>` beside
 * `<dir>/<width>.webp` and the link-preview copy `<dir>/share.jpg`. Any other URL (older
 * uploads, imported images) has none, so its copies are never guessed at.
 */
const WITH_COPIES = /^(\/img\/[A-Za-z0-9_/-]+)\/original\.(jpg|png)$/;

/** The URL of each copy of `url`, smallest first, or null when it has none. */
export function copyUrls(url: string | null | undefined): { width: CopyWidth; url: string }[] | null {
  const match = url ? WITH_COPIES.exec(url) : null;
  if (!match) return null;
  return COPY_WIDTHS.map((width) => ({ width, url: `${match[1]}/${width}.webp` }));
}

/**
 * The link-preview copy. WhatsApp and Facebook show a large preview for an image of 1.91:1,
 * and 1200×630 is the size they ask for; JPEG, because not every chat app shows a WebP preview,
 * and at most about 300 KB, above which WhatsApp shows none. The admin's browser crops it from
 * the middle of the image (cover) and sends it with the other copies, as `<field>_share`.
 */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_TYPE = "image/jpeg";
export const MAX_SHARE_BYTES = 300 * 1024;

/**
 * The link-preview JPEG's qualities, tried in turn until it fits MAX_SHARE_BYTES: 0.82 keeps a
 * busy photo under it almost always; the lower ones are for the rare one that does not.
 */
export const SHARE_QUALITIES = [0.82, 0.7, 0.55] as const;

/** The form field that carries the link-preview copy of image field `field`. */
export const shareField = (field: string) => `${field}_share`;

/** The link-preview copy of `url` (`<dir>/share.jpg`), stored with its other copies; null when it has none. */
export function shareImageUrl(url: string | null | undefined): string | null {
  const match = url ? WITH_COPIES.exec(url) : null;
  return match ? `${match[1]}/share.jpg` : null;
}

/**
 * Home-screen icons of a logo (decision 017): square PNGs of these sizes, the logo drawn whole
 * inside the middle 80 % of a white square (the part every launcher's mask leaves), made in the
 * admin's browser with the logo's other copies and stored in its folder as `icon-<size>.png`.
 * Optional beside the other copies: without them the neutral icons stand in.
 */
export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export const ICON_TYPE = "image/png";
/** A 512 px PNG of a logo on white is far below this. */
export const MAX_ICON_BYTES = 300 * 1024;
/** How much of the icon's side the logo may take: the safe zone of a maskable icon. */
export const ICON_SAFE_SCALE = 0.8;

/** The form field that carries the `size` px icon of image field `field`. */
export const iconField = (field: string, size: IconSize) => `${field}_icon${size}`;

/** The `size` px icon of `url` (`<dir>/icon-<size>.png`), stored with its other copies; null when it has none. */
export function iconImageUrl(url: string | null | undefined, size: IconSize): string | null {
  const match = url ? WITH_COPIES.exec(url) : null;
  return match ? `${match[1]}/icon-${size}.png` : null;
}

/**
 * Where a `width` × `height` logo goes on a `size` px icon: whole (CSS `object-fit: contain`),
 * as large as the safe zone (ICON_SAFE_SCALE of the side) allows, in the middle.
 */
export function iconPlacement(
  width: number,
  height: number,
  size: number,
): { x: number; y: number; width: number; height: number } {
  const scale = (size * ICON_SAFE_SCALE) / Math.max(width, height);
  const drawnWidth = Math.max(1, Math.round(width * scale));
  const drawnHeight = Math.max(1, Math.round(height * scale));
  return {
    x: Math.round((size - drawnWidth) / 2),
    y: Math.round((size - drawnHeight) / 2),
    width: drawnWidth,
    height: drawnHeight,
  };
}

/** Width and height from a PNG's header (the IHDR chunk), or null if the bytes are no PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || !signature.every((byte, index) => bytes[index] === byte)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  const at = (index: number) => bytes[index] ?? 0;
  const uint32 = (from: number) =>
    ((at(from) << 24) | (at(from + 1) << 16) | (at(from + 2) << 8) | at(from + 3)) >>> 0;
  return { width: uint32(16), height: uint32(20) };
}

/**
 * The part of a `width` × `height` image that, scaled to `target`, fills it: as wide or as tall
 * as the image allows, in the target's proportions, from the middle (CSS `object-fit: cover`).
 */
export function coverCrop(
  width: number,
  height: number,
  target: { width: number; height: number } = SHARE_SIZE,
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(width / target.width, height / target.height);
  const cropWidth = Math.min(width, Math.round(target.width * scale));
  const cropHeight = Math.min(height, Math.round(target.height * scale));
  return {
    x: Math.floor((width - cropWidth) / 2),
    y: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * `srcset` for an image with copies; undefined for one without. `smallestOnly` (the visitor's
 * browser sent `Save-Data: on`) offers the smallest copy alone, so no screen density can make
 * the browser take a larger one.
 */
export function srcSetFor(url: string | null | undefined, smallestOnly?: boolean): string | undefined {
  const copies = copyUrls(url);
  return (smallestOnly ? copies?.slice(0, 1) : copies)
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

/**
 * Width and height from a JPEG's frame header (SOF0 to SOF15, skipping the segments before it),
 * or null if the bytes are no JPEG or end before the frame header.
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  const at = (index: number) => bytes[index] ?? 0;
  if (bytes.length < 4 || at(0) !== 0xff || at(1) !== 0xd8) return null;
  let index = 2;
  while (index + 3 < bytes.length) {
    if (at(index) !== 0xff) return null;
    const marker = at(index + 1);
    // A fill byte before a marker, or a marker without a length (TEM, RST0 to RST7).
    if (marker === 0xff) {
      index += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      index += 2;
      continue;
    }
    // Another start of image, the end of one, or its data: no frame header came first.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null;
    const length = (at(index + 2) << 8) | at(index + 3);
    if (length < 2) return null;
    // DHT (c4), JPG (c8) and DAC (cc) sit among the frame markers but are none.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (index + 8 >= bytes.length || length < 8) return null;
      return { width: (at(index + 7) << 8) | at(index + 8), height: (at(index + 5) << 8) | at(index + 6) };
    }
    index += 2 + length;
  }
  return null;
}

/** The seed's placeholder for a missing or broken image, sized like the image it replaces. */
export function placeholderUrl(width: number, height: number): string {
  return `/api/placeholder/${Math.round(width)}/${Math.round(height)}`;
}
