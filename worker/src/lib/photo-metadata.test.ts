import { describe, expect, it } from "vitest";
import {
  JPEG_WITH_GPS,
  METADATA_WORDS,
  PNG_WITH_EXIF,
  WEBP_WITH_EXIF,
} from "../../test/photos-with-metadata";
import { JPEG } from "../../test/upload";
import { withoutMetadata } from "./photo-metadata";

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const indexOf = (bytes: Uint8Array, text: string) => latin1(bytes).indexOf(text);

/** The JPEG's segments before its image data, as [marker, payload's first bytes as text]. */
function jpegSegments(bytes: Uint8Array): [number, string][] {
  const segments: [number, string][] = [];
  let offset = 2;
  while (bytes[offset] === 0xff && bytes[offset + 1] !== 0xda) {
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    segments.push([bytes[offset + 1] ?? 0, latin1(bytes.subarray(offset + 4, offset + 4 + 12))]);
    offset += 2 + length;
  }
  return segments;
}

/** Everything from the first SOS marker on: the compressed image itself. */
const imageData = (bytes: Uint8Array) => bytes.subarray(indexOf(bytes, "\xff\xda"));

describe("a phone's JPEG", () => {
  const clean = withoutMetadata(JPEG_WITH_GPS, "jpeg");
  if (!clean) throw new Error("the JPEG was refused");

  it("comes out without GPS, camera, owner or XMP, and with its image data byte for byte", () => {
    for (const word of METADATA_WORDS) {
      expect(indexOf(JPEG_WITH_GPS, word)).toBeGreaterThan(0);
      expect(indexOf(clean, word)).toBe(-1);
    }
    expect(imageData(clean)).toEqual(imageData(JPEG_WITH_GPS));
    expect(clean.length).toBeLessThan(JPEG_WITH_GPS.length - 600);
  });

  it("keeps only the Orientation, in EXIF of its own, and the colour profile", () => {
    const segments = jpegSegments(clean);
    // The phone's photo had EXIF and XMP (two APP1), ICC (APP2), two DQT, SOF0 and four DHT.
    expect(segments.map(([marker]) => marker.toString(16))).toEqual([
      "e1",
      "e2",
      "db",
      "db",
      "c0",
      "c4",
      "c4",
      "c4",
      "c4",
    ]);
    // Right after SOI: 'Exif', a big-endian TIFF header, one directory, one entry:
    // tag 0x0112 (Orientation), SHORT, one value, 6.
    expect([...clean.subarray(0, 38)]).toEqual([
      0xff, 0xd8, 0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00,
      0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00,
    ]);
    expect(segments[1]?.[1]).toBe("ICC_PROFILE\0");
  });

  it("is left as it is when it carries nothing (an upright photo gets no EXIF)", () => {
    expect(withoutMetadata(JPEG, "jpeg")).toEqual(JPEG);
  });

  it("keeps JFIF first and puts the Orientation after it", () => {
    // A JFIF segment in front of the phone's photo.
    const jfif = [
      0xff,
      0xe0,
      0x00,
      0x10,
      ...[..."JFIF\0"].map((c) => c.charCodeAt(0)),
      1,
      1,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
    ];
    const withJfif = new Uint8Array([0xff, 0xd8, ...jfif, ...JPEG_WITH_GPS.subarray(2)]);
    const cleaned = withoutMetadata(withJfif, "jpeg");
    if (!cleaned) throw new Error("refused");
    expect(jpegSegments(cleaned).map(([marker, start]) => [marker.toString(16), start.slice(0, 4)])).toEqual([
      ["e0", "JFIF"],
      ["e1", "Exif"],
      ["e2", "ICC_"],
      ["db", expect.any(String)],
      ["db", expect.any(String)],
      ["c0", expect.any(String)],
      ["c4", expect.any(String)],
      ["c4", expect.any(String)],
      ["c4", expect.any(String)],
      ["c4", expect.any(String)],
    ]);
  });

  it("is refused when cut off before its image data, or when it is no JPEG", () => {
    expect(withoutMetadata(JPEG_WITH_GPS.subarray(0, 300), "jpeg")).toBeNull();
    expect(withoutMetadata(PNG_WITH_EXIF, "jpeg")).toBeNull();
  });
});

describe("a PNG", () => {
  it("loses its eXIf and text chunks and keeps the image chunks", () => {
    const clean = withoutMetadata(PNG_WITH_EXIF, "png");
    if (!clean) throw new Error("the PNG was refused");
    expect(indexOf(PNG_WITH_EXIF, "eXIf")).toBeGreaterThan(0);
    for (const chunk of ["eXIf", "tEXt", "zTXt", "iTXt", "tIME", "KameraWarga"])
      expect(indexOf(clean, chunk)).toBe(-1);
    for (const chunk of ["IHDR", "IDAT", "IEND"]) expect(indexOf(clean, chunk)).toBeGreaterThan(0);
    expect(latin1(clean.subarray(clean.length - 8, clean.length - 4))).toBe("IEND");
  });

  it("is refused when cut off before IEND", () => {
    expect(withoutMetadata(PNG_WITH_EXIF.subarray(0, PNG_WITH_EXIF.length - 12), "png")).toBeNull();
  });
});

describe("a WebP", () => {
  it("loses its EXIF and XMP chunks and their flags, with the RIFF size put right", () => {
    const clean = withoutMetadata(WEBP_WITH_EXIF, "webp");
    if (!clean) throw new Error("the WebP was refused");
    expect(indexOf(WEBP_WITH_EXIF, "EXIF")).toBeGreaterThan(0);
    expect(indexOf(WEBP_WITH_EXIF, "XMP ")).toBeGreaterThan(0);
    for (const word of ["EXIF", "XMP ", ...METADATA_WORDS]) expect(indexOf(clean, word)).toBe(-1);
    const view = new DataView(clean.buffer, clean.byteOffset, clean.byteLength);
    expect(view.getUint32(4, true)).toBe(clean.length - 8);
    expect(latin1(clean.subarray(12, 16))).toBe("VP8X");
    // VP8X flags: ICC (0x20) stays; EXIF (0x08) and XMP (0x04) are cleared.
    expect((WEBP_WITH_EXIF[20] ?? 0) & 0x0c).toBe(0x0c);
    expect((clean[20] ?? 0) & 0x0c).toBe(0);
  });
});
