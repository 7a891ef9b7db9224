/**
 * A photo without what the camera wrote about it (docs/decisions/021): a resident's phone puts
 * the place it stood (GPS), the camera's serial number, the owner's name and the time into every
 * JPEG, and none of it may reach R2 or a visitor. A Worker has no image codec, so the container
 * is rewritten and the compressed image data copied as it is: the pixels are the same bytes.
 *
 * - JPEG: every APPn segment goes but JFIF/JFXX (APP0), the ICC colour profile (APP2) and
 *   Adobe's colour marker (APP14), which decoding needs; so does every comment. A phone's
 *   portrait photo stores its pixels sideways with an Orientation tag: that tag alone is written
 *   back, in a minimal EXIF block, so the photo still stands upright.
 * - PNG: the text, time and EXIF chunks go (`tEXt`, `zTXt`, `iTXt`, `tIME`, `eXIf`).
 * - WebP: the `EXIF` and `XMP ` chunks go, with their flags in `VP8X`.
 *
 * Anything that is not a well-formed container of one of these is refused (null): a photo
 * that cannot be read cannot be cleaned.
 */

export type PhotoType = "jpeg" | "png" | "webp";

export function withoutMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array | null {
  try {
    if (type === "jpeg") return cleanJpeg(bytes);
    if (type === "png") return cleanPng(bytes);
    return cleanWebp(bytes);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const startsWith = (bytes: Uint8Array, offset: number, prefix: number[]) =>
  prefix.every((byte, index) => bytes[offset + index] === byte);

/** Concatenates the parts into one array. */
function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Throws RangeError when `end` lies past the data: a cut-off file. */
function need(bytes: Uint8Array, end: number) {
  if (end > bytes.length) throw new RangeError("truncated");
}

// ---------------------------------------------------------------------------
// JPEG
// ---------------------------------------------------------------------------

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

const EXIF_HEADER = ascii("Exif\0\0");
const ICC_HEADER = ascii("ICC_PROFILE\0");
const ADOBE_HEADER = ascii("Adobe");
const ORIENTATION_TAG = 0x0112;

function cleanJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let orientationAt = 1;
  let offset = 2;
  for (;;) {
    need(bytes, offset + 2);
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === EOI) return null;
    need(bytes, offset + 4);
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2) return null;
    const end = offset + 2 + length;
    need(bytes, end);
    const payload = bytes.subarray(offset + 4, end);
    const segment = bytes.subarray(offset, end);
    if (marker === SOS) {
      // The compressed image and everything after it, as it is.
      kept.push(bytes.subarray(offset));
      break;
    }
    if (marker === APP1 && orientation === null && startsWith(payload, 0, EXIF_HEADER)) {
      orientation = exifOrientation(payload.subarray(EXIF_HEADER.length));
    } else if (marker === APP0) {
      kept.push(segment);
      orientationAt = kept.length;
    } else if (
      (marker === APP2 && startsWith(payload, 0, ICC_HEADER)) ||
      (marker === APP14 && startsWith(payload, 0, ADOBE_HEADER)) ||
      (!(marker >= APP0 && marker <= APP15) && marker !== COM)
    ) {
      kept.push(segment);
    }
    offset = end;
  }
  // Right after SOI and JFIF, where readers look for EXIF.
  if (orientation !== null && orientation !== 1)
    kept.splice(orientationAt, 0, orientationSegment(orientation));
  return joined(kept);
}

/** The Orientation (1 to 8) of a TIFF block's first directory, or null when it has none. */
function exifOrientation(tiff: Uint8Array): number | null {
  need(tiff, 8);
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const directory = view.getUint32(4, little);
  need(tiff, directory + 2);
  const entries = view.getUint16(directory, little);
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    need(tiff, entry + 12);
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 segment holding EXIF with one tag, Orientation (big-endian TIFF, one directory). */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [
    ...ascii("MM"),
    0x00,
    0x2a,
    ...[0, 0, 0, 8],
    ...[0x00, 0x01],
    ...[0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0x00, orientation, 0, 0],
    ...[0, 0, 0, 0],
  ];
  const payload = [...EXIF_HEADER, ...tiff];
  const length = payload.length + 2;
  return new Uint8Array([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}

// ---------------------------------------------------------------------------
// PNG
// ---------------------------------------------------------------------------

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_METADATA_CHUNKS = new Set(["tEXt", "zTXt", "iTXt", "tIME", "eXIf"]);

function cleanPng(bytes: Uint8Array): Uint8Array | null {
  if (!startsWith(bytes, 0, PNG_SIGNATURE)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  for (;;) {
    need(bytes, offset + 8);
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const end = offset + 12 + length;
    need(bytes, end);
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === "IEND") return joined(kept);
  }
}

// ---------------------------------------------------------------------------
// WebP
// ---------------------------------------------------------------------------

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function cleanWebp(bytes: Uint8Array): Uint8Array | null {
  if (!startsWith(bytes, 0, ascii("RIFF")) || !startsWith(bytes, 8, ascii("WEBP"))) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  need(bytes, riffEnd);
  const kept: Uint8Array[] = [];
  let offset = 12;
  while (offset < riffEnd) {
    need(bytes, offset + 8);
    const fourcc = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    const end = offset + 8 + size + (size % 2);
    need(bytes, end);
    if (fourcc === "VP8X") {
      const chunk = bytes.slice(offset, end);
      chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
      kept.push(chunk);
    } else if (fourcc !== "EXIF" && fourcc !== "XMP ") {
      kept.push(bytes.subarray(offset, end));
    }
    offset = end;
  }
  const body = joined(kept);
  const header = new Uint8Array(12);
  header.set(ascii("RIFF"), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(ascii("WEBP"), 8);
  return joined([header, body]);
}
