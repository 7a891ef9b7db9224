import { describe, expect, it } from "vitest";
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_IMAGE_TYPES,
  copyField,
  copyUrls,
  coverCrop,
  iconField,
  iconImageUrl,
  iconPlacement,
  jpegSize,
  kilobytes,
  pngSize,
  shareField,
  shareImageUrl,
  sniffImage,
  srcSetFor,
  webpSize,
} from "./images";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** A WebP file's first 30 bytes: RIFF header, the chunk's name and size, then `body` from byte 20. */
function webp(chunk: string, body: number[]): Uint8Array {
  const header = [...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WEBP"), ...ascii(chunk), 0x10, 0, 0, 0];
  const file = [...header, ...body];
  while (file.length < 30) file.push(0);
  return new Uint8Array(file);
}

/** Lossy: frame tag, start code 9d 01 2a, then 14-bit width and height (the top 2 bits scale). */
const vp8 = (widthBytes: [number, number], heightBytes: [number, number], startCode = [0x9d, 0x01, 0x2a]) =>
  webp("VP8 ", [0x30, 0x01, 0x00, ...startCode, ...widthBytes, ...heightBytes]);

/** Lossless: signature 0x2f, then width - 1 and height - 1 in 14 bits each, little-endian. */
function vp8l(width: number, height: number, signature = 0x2f): Uint8Array {
  const bits = ((width - 1) | ((height - 1) << 14)) >>> 0;
  return webp("VP8L", [signature, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, bits >>> 24]);
}

/** Extended: flags and reserved bytes, then width - 1 and height - 1 in 24 bits each. */
function vp8x(width: number, height: number): Uint8Array {
  const le24 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff];
  return webp("VP8X", [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}

describe("sniffImage", () => {
  it("knows JPEG, PNG and both GIF versions by their first bytes", () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toEqual({
      type: "image/jpeg",
      extension: "jpg",
    });
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toEqual({
      type: "image/png",
      extension: "png",
    });
    expect(sniffImage(new Uint8Array(ascii("GIF87a")))).toEqual({ type: "image/gif", extension: "gif" });
    expect(sniffImage(new Uint8Array(ascii("GIF89a")))).toEqual({ type: "image/gif", extension: "gif" });
  });

  it("refuses anything whose signature is not complete and exact", () => {
    for (const file of [
      bytes(),
      bytes(0xff, 0xd8),
      bytes(0xff, 0xd8, 0x00, 0xe0),
      bytes(0xff, 0x00, 0xff),
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00),
      bytes(0x89, 0x50, 0x4e, 0x47),
      new Uint8Array(ascii("GIF88a")),
      new Uint8Array(ascii("GIF89b")),
      new Uint8Array(ascii("GIF8")),
      new Uint8Array(ascii("XIF89a")),
      new Uint8Array(ascii("<svg xmlns")),
      new Uint8Array(ascii("<!doctype html>")),
      webp("VP8L", [0x2f]),
    ]) {
      expect(sniffImage(file), String([...file])).toBeNull();
    }
  });
});

describe("webpSize", () => {
  it("reads a lossy WebP's 14-bit width and height, ignoring the scaling bits", () => {
    // 1200 = 0x04b0 with scale bits 01 on top, 800 = 0x0320 with scale bits 10.
    expect(webpSize(vp8([0xb0, 0x44], [0x20, 0x83]))).toEqual({ width: 1200, height: 800 });
    expect(webpSize(vp8([0xff, 0x3f], [0x01, 0x00]))).toEqual({ width: 16383, height: 1 });
  });

  it("reads a lossless WebP's width and height", () => {
    expect(webpSize(vp8l(1200, 800))).toEqual({ width: 1200, height: 800 });
    expect(webpSize(vp8l(1, 16384))).toEqual({ width: 1, height: 16384 });
    expect(webpSize(vp8l(16384, 3))).toEqual({ width: 16384, height: 3 });
    // 300 × 1653 puts 9d 01 in bytes 23-24 and the image data may go on with 2a: the bytes of a
    // lossy frame's start code, which only a lossy chunk has.
    const lookalike = vp8l(300, 1653);
    lookalike[25] = 0x2a;
    expect(webpSize(lookalike)).toEqual({ width: 300, height: 1653 });
  });

  it("reads an extended WebP's 24-bit width and height", () => {
    expect(webpSize(vp8x(400, 300))).toEqual({ width: 400, height: 300 });
    expect(webpSize(vp8x(70_000, 1))).toEqual({ width: 70_000, height: 1 });
    expect(webpSize(vp8x(1, 16_777_216))).toEqual({ width: 1, height: 16_777_216 });
  });

  it("answers null for anything that is not a WebP it can read", () => {
    const lossless = vp8l(400, 300);
    const renamed = (at: number, text: string) => {
      const copy = lossless.slice();
      copy.set(ascii(text), at);
      return copy;
    };
    for (const [why, file] of [
      ["too short", lossless.subarray(0, 29)],
      ["not RIFF", renamed(0, "RIFX")],
      ["RIFF but not WebP", renamed(8, "WAVE")],
      ["an unknown chunk", renamed(12, "VP8Q")],
      ["a lossy frame without its start code", vp8([0x90, 0x01], [0x2c, 0x01], [0x9d, 0x01, 0x2b])],
      ["a lossy frame with a wrong start code", vp8([0x90, 0x01], [0x2c, 0x01], [0x9c, 0x01, 0x2a])],
      ["a lossy frame with another wrong start code", vp8([0x90, 0x01], [0x2c, 0x01], [0x9d, 0x02, 0x2a])],
      ["a lossless chunk without its signature", vp8l(400, 300, 0x2e)],
      ["a JPEG", new Uint8Array([0xff, 0xd8, 0xff, ...new Array(40).fill(0)])],
    ] as const) {
      expect(webpSize(file), why).toBeNull();
    }
  });
});

describe("kilobytes", () => {
  it("rounds to whole KB", () => {
    expect(kilobytes(0)).toBe(0);
    expect(kilobytes(1535)).toBe(1);
    expect(kilobytes(1536)).toBe(2);
    expect(kilobytes(5 * 1024 * 1024)).toBe(5120);
  });
});

describe("what the admin's file chooser offers", () => {
  it("lists every accepted type", () => {
    const offered = ACCEPT_ATTRIBUTE.split(",");
    for (const type of ACCEPTED_IMAGE_TYPES) expect(offered).toContain(type);
    for (const extension of [".jpg", ".jpeg", ".png", ".gif"]) expect(offered).toContain(extension);
  });
});

describe("copies of an uploaded image", () => {
  it("are named after their image's form field and width", () => {
    expect(copyField("image", 400)).toBe("image_w400");
    expect(copyField("produk_2", 1200)).toBe("produk_2_w1200");
  });

  it("sit beside an original stored in a folder of its own", () => {
    expect(copyUrls("/img/uploads/abc/original.png")).toEqual([
      { width: 400, url: "/img/uploads/abc/400.webp" },
      { width: 800, url: "/img/uploads/abc/800.webp" },
      { width: 1200, url: "/img/uploads/abc/1200.webp" },
    ]);
    expect(srcSetFor("/img/sample/sawah/original.jpg")).toBe(
      "/img/sample/sawah/400.webp 400w, /img/sample/sawah/800.webp 800w, /img/sample/sawah/1200.webp 1200w",
    );
  });

  it("are offered as the smallest alone for a visitor saving data", () => {
    expect(srcSetFor("/img/sample/sawah/original.jpg", true)).toBe("/img/sample/sawah/400.webp 400w");
    expect(srcSetFor("/img/uploads/abc.jpg", true)).toBeUndefined();
  });

  it("are never guessed for another URL", () => {
    for (const url of [
      null,
      undefined,
      "",
      "/img/uploads/abc/original.gif",
      "/img/uploads/abc.jpg",
      "https://cdn.example/img/uploads/abc/original.jpg",
      "/cache/img/uploads/abc/original.jpg",
      "/img/uploads/abc/original.jpg.bak",
      "/img/uploads/abc/original.jpg?v=2",
    ]) {
      expect(copyUrls(url), String(url)).toBeNull();
      expect(srcSetFor(url), String(url)).toBeUndefined();
      expect(shareImageUrl(url), String(url)).toBeNull();
    }
  });

  it("include the link-preview JPEG, sent as <field>_share and stored as share.jpg", () => {
    expect(shareField("image")).toBe("image_share");
    expect(shareField("slides.0.image")).toBe("slides.0.image_share");
    expect(shareImageUrl("/img/uploads/abc/original.png")).toBe("/img/uploads/abc/share.jpg");
    expect(shareImageUrl("/img/sample/sawah/original.jpg")).toBe("/img/sample/sawah/share.jpg");
  });
});

describe("coverCrop", () => {
  it("takes the middle of an image in 1200:630 proportions, as wide or as tall as it allows", () => {
    // Wider than 1.91:1: full height, the sides cut off.
    expect(coverCrop(3000, 1000)).toEqual({ x: 547, y: 0, width: 1905, height: 1000 });
    // Taller: full width, top and bottom cut off.
    expect(coverCrop(1600, 1000)).toEqual({ x: 0, y: 80, width: 1600, height: 840 });
    expect(coverCrop(1600, 900)).toEqual({ x: 0, y: 30, width: 1600, height: 840 });
    expect(coverCrop(900, 1400)).toEqual({ x: 0, y: 463, width: 900, height: 473 });
    // Already the size, or smaller (scaled up to fill): nothing more is cut than needed.
    expect(coverCrop(1200, 630)).toEqual({ x: 0, y: 0, width: 1200, height: 630 });
    expect(coverCrop(600, 600)).toEqual({ x: 0, y: 142, width: 600, height: 315 });
  });
});

/** A JPEG's first bytes: start of image, then `segments` (marker and body; the length is added). */
function jpegOf(...segments: [number, number[]][]): Uint8Array {
  const out = [0xff, 0xd8];
  for (const [marker, body] of segments) {
    out.push(0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body);
  }
  return new Uint8Array(out);
}
/** A frame header's body: precision, height, width, one component. */
const frame = (width: number, height: number) => [
  8,
  height >> 8,
  height & 0xff,
  width >> 8,
  width & 0xff,
  1,
  1,
  0x11,
  0,
];
const jfif = [...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];

describe("jpegSize", () => {
  it("reads the frame header's width and height after the segments before it", () => {
    expect(jpegSize(jpegOf([0xe0, jfif], [0xdb, new Array(65).fill(1)], [0xc0, frame(1200, 630)]))).toEqual({
      width: 1200,
      height: 630,
    });
    // Progressive (SOF2), after an Exif segment and a comment.
    expect(
      jpegSize(jpegOf([0xe1, new Array(300).fill(7)], [0xfe, ascii("hai")], [0xc2, frame(640, 480)])),
    ).toEqual({ width: 640, height: 480 });
    // A Huffman table (c4) sits among the frame markers but is none.
    expect(jpegSize(jpegOf([0xc4, [0, 1, 2, 3, 4, 5, 6, 7]], [0xc1, frame(65535, 1)]))).toEqual({
      width: 65535,
      height: 1,
    });
  });

  it("skips fill bytes before a marker", () => {
    const bytes = jpegOf([0xe0, jfif], [0xc0, frame(8, 8)]);
    const filled = new Uint8Array([...bytes.subarray(0, 20), 0xff, 0xff, ...bytes.subarray(20)]);
    expect(jpegSize(filled)).toEqual({ width: 8, height: 8 });
  });

  it("answers null for anything that is not a JPEG with a frame header it can reach", () => {
    const whole = jpegOf([0xe0, jfif], [0xc0, frame(1200, 630)]);
    for (const [why, file] of [
      ["empty", new Uint8Array()],
      ["a PNG", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      ["a WebP", vp8l(1200, 630)],
      ["cut off before the frame header", whole.subarray(0, 20)],
      ["cut off inside the frame header", whole.subarray(0, whole.length - 6)],
      ["the scan before any frame header", jpegOf([0xe0, jfif], [0xda, [1, 2, 3]], [0xc0, frame(8, 8)])],
      ["no marker where a segment should start", new Uint8Array([0xff, 0xd8, 0x00, 0xc0, 0, 17])],
      ["a segment length below 2", jpegOf([0xe0, jfif]).map((byte, index) => (index === 5 ? 0 : byte))],
    ] as const) {
      expect(jpegSize(file), why).toBeNull();
    }
  });
});

describe("a logo's home-screen icons", () => {
  it("are stored in the logo's folder and sent in fields of their own; an image without copies has none", () => {
    expect(iconImageUrl("/img/uploads/abc/original.png", 192)).toBe("/img/uploads/abc/icon-192.png");
    expect(iconImageUrl("/img/uploads/abc/original.jpg", 512)).toBe("/img/uploads/abc/icon-512.png");
    expect(iconImageUrl("/img/uploads/abc.gif", 192)).toBeNull();
    expect(iconImageUrl(null, 192)).toBeNull();
    expect(iconField("logo", 512)).toBe("logo_icon512");
  });

  it.each([
    // A wide logo spans the safe zone's width (80 % of 192 = 153.6 px), centred.
    [600, 200, 192, { x: 19, y: 71, width: 154, height: 51 }],
    // A tall one its height; a square one its square.
    [100, 400, 512, { x: 205, y: 51, width: 102, height: 410 }],
    [300, 300, 192, { x: 19, y: 19, width: 154, height: 154 }],
    // A tiny logo is scaled up to fill it too.
    [16, 16, 512, { x: 51, y: 51, width: 410, height: 410 }],
  ])("a %i × %i logo on a %i px icon lies whole inside the middle 80 %%", (width, height, size, placed) => {
    expect(iconPlacement(width, height, size)).toEqual(placed);
  });

  it("pngSize reads a PNG's header, and nothing else", () => {
    const header = bytes(
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      ...ascii("IHDR"),
      0,
      0,
      2,
      0,
      0,
      0,
      0,
      0xc0,
    );
    expect(pngSize(header)).toEqual({ width: 512, height: 192 });
    expect(pngSize(header.slice(0, 20))).toBeNull();
    expect(pngSize(bytes(0xff, 0xd8, 0xff, ...new Array(30).fill(0)))).toBeNull();
  });
});
