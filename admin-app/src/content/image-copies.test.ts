import { jpegSize, webpSize } from "@padukuhan/shared/images";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  appendImage,
  type Copier,
  copyMaxSide,
  type ImageCopies,
  makeCopies,
  prepareImage,
} from "./image-choice";

/** The first bytes of a lossless WebP of `width` × `height`: all the checks read. */
function webpHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(40);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode("RIFF"), 0);
  view.setUint32(4, bytes.length - 8, true);
  bytes.set(new TextEncoder().encode("WEBPVP8L"), 8);
  view.setUint32(16, bytes.length - 20, true);
  bytes[20] = 0x2f;
  view.setUint32(21, (width - 1) | ((height - 1) << 14), true);
  return bytes;
}

/**
 * The first bytes of a baseline JPEG of `width` × `height` (start of image, a JFIF segment, the
 * frame header), then `padding` zero bytes: all the checks read, at the size a test wants.
 */
function jpegHeader(width: number, height: number, padding = 0): Uint8Array<ArrayBuffer> {
  const jfif = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  const header = [0xff, 0xd8, ...jfif, ...frame, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const bytes = new Uint8Array(header.length + padding);
  bytes.set(header);
  return bytes;
}

/** The first bytes of a PNG of `width` × `height` (signature and IHDR): all the checks read. */
function pngHeader(width: number, height = width): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  bytes.set(new TextEncoder().encode("IHDR"), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

/** What browser-image-compression does with `maxWidthOrHeight`: longest side to it, the other truncated. */
function scaled(width: number, height: number, maxSide: number) {
  if (width <= maxSide && height <= maxSide) return { width, height };
  return width > height
    ? { width: maxSide, height: Math.trunc((height / width) * maxSide) }
    : { width: Math.trunc((width / height) * maxSide), height: maxSide };
}

/**
 * A browser that decodes `width` × `height`, encodes WebP as the library would and draws the
 * 1200×630 link-preview JPEG (of `shareBytes` bytes, 120 KB unless a test says otherwise).
 */
function fakeCopier(width: number, height: number, shareBytes = (_quality: number) => 120 * 1024) {
  return {
    measure: vi.fn<Copier["measure"]>(async () => ({ width, height })),
    encode: vi.fn<Copier["encode"]>(async (_file, maxSide) => {
      const size = scaled(width, height, maxSide);
      return new Blob([webpHeader(size.width, size.height)], { type: "image/webp" });
    }),
    share: vi.fn<Copier["share"]>(async (_file, quality) => {
      const header = jpegHeader(1200, 630);
      return new Blob([jpegHeader(1200, 630, shareBytes(quality) - header.length)], { type: "image/jpeg" });
    }),
  };
}

const jpeg = (name = "sawah.jpg", type = "image/jpeg") =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(60)])], name, { type });
const gif = () =>
  new File([new TextEncoder().encode("GIF89a\x01\x00\x01\x00")], "a.gif", { type: "image/gif" });

async function widthsOf(copies: ImageCopies | null) {
  return Promise.all(
    (copies?.widths ?? []).map(
      async (copy) => webpSize(new Uint8Array(await copy.file.arrayBuffer()))?.width,
    ),
  );
}

const namedWidths = (copies: ImageCopies | null) => copies?.widths.map((copy) => copy.width);

describe("making the WebP copies", () => {
  it("makes 400, 800 and 1200 px copies of a landscape photo, at quality 0.8", async () => {
    const copier = fakeCopier(1600, 1000);
    const copies = await makeCopies(jpeg(), copier);
    expect(namedWidths(copies)).toEqual([400, 800, 1200]);
    expect(await widthsOf(copies)).toEqual([400, 800, 1200]);
    expect(copier.encode.mock.calls.map((call) => [call[1], call[2]])).toEqual([
      [400, 0.8],
      [800, 0.8],
      [1200, 0.8],
    ]);
    expect(copies?.widths.map((copy) => [copy.file.name, copy.file.type])).toEqual([
      ["sawah-400.webp", "image/webp"],
      ["sawah-800.webp", "image/webp"],
      ["sawah-1200.webp", "image/webp"],
    ]);
  });

  it("gives a portrait photo a longer side so the WIDTH is right, never wider than the photo", async () => {
    const copier = fakeCopier(1000, 1600);
    const copies = await makeCopies(jpeg(), copier);
    expect(copier.encode.mock.calls.map((call) => call[1])).toEqual([640, 1280, 1600]);
    expect(namedWidths(copies)).toEqual([400, 800, 1200]);
    // The 1200 px copy of a 1000 px wide photo is the photo's own width.
    expect(await widthsOf(copies)).toEqual([400, 800, 1000]);
  });

  it.each([
    [3024, 4032],
    [1080, 1920],
    [1199, 1601],
    [999, 3001],
    [1200, 1200],
    [4000, 3000],
  ])("lands exactly on each width for %i × %i", (width, height) => {
    for (const target of [400, 800, 1200]) {
      const copyWidth = Math.min(target, width);
      expect(scaled(width, height, copyMaxSide(copyWidth, width, height)).width).toBe(copyWidth);
    }
  });

  it("gives a photo narrower than 400 px three copies of its own width", async () => {
    const copies = await makeCopies(jpeg(), fakeCopier(300, 200));
    expect(namedWidths(copies)).toEqual([400, 800, 1200]);
    expect(await widthsOf(copies)).toEqual([300, 300, 300]);
  });

  it("hands the library the proven type when the phone declared none", async () => {
    const copier = fakeCopier(1600, 1000);
    await makeCopies(jpeg("foto", ""), copier);
    expect(copier.encode.mock.calls[0]?.[0].type).toBe("image/jpeg");
  });

  it("makes none for a GIF, so an animation stays one", async () => {
    const copier = fakeCopier(400, 300);
    expect(await makeCopies(gif(), copier)).toBeNull();
    expect(copier.measure).not.toHaveBeenCalled();
    expect(copier.encode).not.toHaveBeenCalled();
    expect(copier.share).not.toHaveBeenCalled();
  });

  it("makes none when the browser cannot encode WebP (Safari's canvas gives a PNG)", async () => {
    const copier = fakeCopier(1600, 1000);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(40)]);
    copier.encode.mockResolvedValue(new Blob([png], { type: "image/png" }));
    expect(await makeCopies(jpeg(), copier)).toBeNull();
  });

  it("makes none when a PNG comes back labelled as WebP", async () => {
    const copier = fakeCopier(1600, 1000);
    copier.encode.mockResolvedValue(new Blob([new Uint8Array(48)], { type: "image/webp" }));
    expect(await makeCopies(jpeg(), copier)).toBeNull();
  });

  it("makes none, not two of three, when one copy fails", async () => {
    const copier = fakeCopier(1600, 1000);
    copier.encode.mockImplementation(async (_file, maxSide) => {
      if (maxSide === 800) throw new Error("canvas terlalu besar");
      return new Blob([webpHeader(maxSide, maxSide)], { type: "image/webp" });
    });
    expect(await makeCopies(jpeg(), copier)).toBeNull();
  });

  it("makes none when the photo cannot be decoded", async () => {
    const copier = fakeCopier(1600, 1000);
    copier.measure.mockRejectedValue(new DOMException("bad image", "InvalidStateError"));
    expect(await makeCopies(jpeg(), copier)).toBeNull();
  });

  it("makes none when a copy came out wider than its width", async () => {
    const copier = fakeCopier(1600, 1000);
    copier.encode.mockImplementation(
      async (_file, maxSide) => new Blob([webpHeader(maxSide + 1, maxSide)], { type: "image/webp" }),
    );
    expect(await makeCopies(jpeg(), copier)).toBeNull();
  });
});

describe("making the link-preview copy", () => {
  it("crops a 1200×630 JPEG at quality 0.82 from the file that is sent, beside the WebP copies", async () => {
    const copier = fakeCopier(1600, 1000);
    const photo = jpeg();
    const copies = await makeCopies(photo, copier);
    expect(copier.share.mock.calls).toEqual([[photo, 0.82]]);
    const share = copies?.share;
    expect([share?.name, share?.type]).toEqual(["sawah-share.jpg", "image/jpeg"]);
    expect(jpegSize(new Uint8Array(await (share as File).arrayBuffer()))).toEqual({
      width: 1200,
      height: 630,
    });
  });

  it("tries a lower quality when the JPEG is over 300 KB, and keeps the first that fits", async () => {
    const copier = fakeCopier(4000, 3000, (quality) => (quality > 0.8 ? 300 * 1024 + 1 : 300 * 1024));
    const copies = await makeCopies(jpeg(), copier);
    expect(copier.share.mock.calls.map((call) => call[1])).toEqual([0.82, 0.7]);
    expect(copies?.share.size).toBe(300 * 1024);
  });

  it("makes no copies at all when even the lowest quality is over 300 KB", async () => {
    const copier = fakeCopier(4000, 3000, () => 400 * 1024);
    expect(await makeCopies(jpeg(), copier)).toBeNull();
    expect(copier.share.mock.calls.map((call) => call[1])).toEqual([0.82, 0.7, 0.55]);
  });

  it.each([
    ["a JPEG of the wrong size", () => jpegHeader(1200, 631, 64)],
    [
      "a PNG (a canvas that cannot write JPEG)",
      () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ],
  ])("makes no copies when the canvas gives %s", async (_label, bytes) => {
    const copier = fakeCopier(1600, 1000);
    copier.share.mockResolvedValue(new Blob([bytes()], { type: "image/jpeg" }));
    expect(await makeCopies(jpeg(), copier)).toBeNull();
  });

  it("makes no copies when the preview cannot be drawn", async () => {
    const copier = fakeCopier(1600, 1000);
    copier.share.mockRejectedValue(new Error("canvas terlalu besar"));
    expect(await makeCopies(jpeg(), copier)).toBeNull();
  });
});

describe("a prepared image and its form", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Node has no FileReader: one that reads every file as the same data URL. */
  function stubFileReader() {
    vi.stubGlobal(
      "FileReader",
      class extends EventTarget {
        result: string | null = null;
        error = null;
        readAsDataURL() {
          this.result = "data:image/jpeg;base64,AA==";
          queueMicrotask(() => this.dispatchEvent(new Event("load")));
        }
      },
    );
    // Nor createImageBitmap, which checks that the image can be drawn: every file can here.
    vi.stubGlobal("createImageBitmap", async () => ({ width: 1, height: 1, close() {} }));
  }

  it("is ready with its copies, and goes into the form beside them", async () => {
    stubFileReader();
    const slot = await prepareImage(jpeg(), "galeri", undefined, fakeCopier(1600, 1000));
    expect(slot.status).toBe("ready");
    if (slot.status !== "ready") return;
    expect(namedWidths(slot.copies)).toEqual([400, 800, 1200]);
    const body = new FormData();
    appendImage(body, "produk_gambar_2", slot);
    expect([...body.keys()]).toEqual([
      "produk_gambar_2",
      "produk_gambar_2_w400",
      "produk_gambar_2_w800",
      "produk_gambar_2_w1200",
      "produk_gambar_2_share",
    ]);
    const share = body.get("produk_gambar_2_share") as File;
    expect([share.name, share.type, share.size]).toEqual(["sawah-share.jpg", "image/jpeg", 120 * 1024]);
  });

  it("is ready without copies when none could be made, and goes alone", async () => {
    stubFileReader();
    const copier = fakeCopier(1600, 1000);
    copier.encode.mockRejectedValue(new Error("tidak didukung"));
    const slot = await prepareImage(jpeg(), "artikel", undefined, copier);
    expect(slot).toMatchObject({ status: "ready", copies: null });
    const body = new FormData();
    appendImage(body, "image", slot);
    expect([...body.keys()]).toEqual(["image"]);
  });

  it("is ready without copies for a GIF", async () => {
    stubFileReader();
    const copier = fakeCopier(1600, 1000);
    const slot = await prepareImage(gif(), "galeri", undefined, copier);
    expect(slot).toMatchObject({ status: "ready", copies: null });
    expect(copier.encode).not.toHaveBeenCalled();
  });

  it("for the logo, also draws the 192 and 512 px home-screen icons and sends them beside its copies", async () => {
    stubFileReader();
    const copier = {
      ...fakeCopier(600, 200),
      icon: vi.fn<NonNullable<Copier["icon"]>>(
        async (_file, size) => new Blob([pngHeader(size)], { type: "image/png" }),
      ),
    };
    const slot = await prepareImage(jpeg("logo.jpg"), "logo", undefined, copier);
    expect(slot.status).toBe("ready");
    if (slot.status !== "ready") return;
    expect(copier.icon.mock.calls.map(([, size]) => size)).toEqual([192, 512]);
    const body = new FormData();
    appendImage(body, "logo", slot);
    expect([...body.keys()]).toEqual([
      "logo",
      "logo_w400",
      "logo_w800",
      "logo_w1200",
      "logo_share",
      "logo_icon192",
      "logo_icon512",
    ]);
    const icon = body.get("logo_icon512") as File;
    expect([icon.name, icon.type]).toEqual(["logo-icon-512.png", "image/png"]);
  });

  it("draws no icons for any other image", async () => {
    stubFileReader();
    const copier = { ...fakeCopier(1600, 1000), icon: vi.fn<NonNullable<Copier["icon"]>>() };
    const slot = await prepareImage(jpeg(), "artikel", undefined, copier);
    expect(slot).toMatchObject({ status: "ready" });
    expect(copier.icon).not.toHaveBeenCalled();
  });

  it.each([
    [
      "an icon of the wrong size",
      async (_file: File, size: number) => new Blob([pngHeader(size === 512 ? 511 : size)]),
    ],
    ["a JPEG (a canvas that cannot write PNG)", async () => new Blob([jpegHeader(192, 192)])],
    [
      "an icon over 300 KB",
      async (_file: File, size: number) => new Blob([pngHeader(size), new Uint8Array(300 * 1024)]),
    ],
    ["a failure", async () => Promise.reject(new Error("canvas terlalu besar"))],
  ])(
    "keeps the logo's copies but sends no icons when the canvas gives %s (the neutral icons stand in)",
    async (_label, icon) => {
      stubFileReader();
      const copier = { ...fakeCopier(600, 200), icon: vi.fn<NonNullable<Copier["icon"]>>(icon) };
      const slot = await prepareImage(jpeg("logo.jpg"), "logo", undefined, copier);
      const body = new FormData();
      appendImage(body, "logo", slot);
      expect([...body.keys()]).toEqual(["logo", "logo_w400", "logo_w800", "logo_w1200", "logo_share"]);
    },
  );
});
