import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type Compressor,
  type Copier,
  type Decoder,
  fileSize,
  type ImageSlot,
  imageMessages,
  prepareImage,
  umkmQuality,
  willCompress,
} from "./image-choice";

const MB = 1024 * 1024;
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** A file that starts like a JPEG, `bytes` long. */
function jpegFile(bytes: number, name = "foto.jpg") {
  const content = new Uint8Array(bytes);
  content.set(JPEG_HEAD);
  return new File([content], name, { type: "image/jpeg" });
}

const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });

/**
 * Node has no FileReader, which makes the preview; this stand-in answers with an empty data
 * URL of the blob's type, so `prepareImage` can finish and its result can be checked.
 */
class StandInFileReader extends EventTarget {
  result: string | null = null;
  error: DOMException | null = null;
  readAsDataURL(blob: Blob) {
    queueMicrotask(() => {
      this.result = `data:${blob.type};base64,`;
      this.dispatchEvent(new Event("load"));
    });
  }
}
/** Node has no createImageBitmap either: this stand-in draws every file. */
async function standInCreateImageBitmap() {
  return { width: 1, height: 1, close() {} };
}
beforeAll(() => {
  vi.stubGlobal("FileReader", StandInFileReader);
  vi.stubGlobal("createImageBitmap", standInCreateImageBitmap);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** No canvas in unit tests: the copies are left out, as in a browser that cannot make them. */
const noCopies: Copier = {
  measure: async () => {
    throw new Error("no canvas in unit tests");
  },
  encode: async () => {
    throw new Error("no canvas in unit tests");
  },
  share: async () => {
    throw new Error("no canvas in unit tests");
  },
};

/** The file a ready slot will send, or a failure naming what the slot says instead. */
function sentFile(slot: ImageSlot): File {
  if (slot.status !== "ready") throw new Error(`expected a ready image, got ${JSON.stringify(slot)}`);
  return slot.file;
}

describe("preparing a UMKM photo over 5 MB", () => {
  it("tries a second, lower quality and then says 'Gambar terlalu besar setelah kompresi'", async () => {
    const compressor = vi.fn<Compressor>(async () => blobOf(6 * MB));
    const slot = await prepareImage(jpegFile(8 * MB), "umkm", compressor);
    expect(slot).toEqual({ status: "error", message: "Gambar terlalu besar setelah kompresi" });
    expect(compressor).toHaveBeenCalledTimes(2);
    const [first, second] = compressor.mock.calls.map((call) => call[2]);
    expect(second).toBeLessThan(first as number);
    expect(compressor.mock.calls[0]?.[1]).toBe(1600);
  });

  it("gives the general message when compression itself fails", async () => {
    const slot = await prepareImage(jpegFile(6 * MB), "umkm", async () => {
      throw new Error("tidak bisa didekode");
    });
    expect(slot).toEqual({ status: "error", message: imageMessages.umkmCompressFailed });
    expect(imageMessages.umkmCompressFailed).toBe(
      "Gagal mengompresi gambar atau ukuran masih terlalu besar. Silakan coba gambar lain.",
    );
  });

  it("chooses the starting quality by the original size (0.75, 0.85 or 0.9)", () => {
    expect(umkmQuality(12 * MB)).toBe(0.75);
    expect(umkmQuality(8 * MB)).toBe(0.85);
    expect(umkmQuality(5.5 * MB)).toBe(0.9);
  });
});

describe("preparing an article photo", () => {
  it("compresses above 1 MB to 1200 px at quality 0.8 and says by how much", async () => {
    const compressor = vi.fn<Compressor>(async () => blobOf(300 * 1024));
    const slot = await prepareImage(jpegFile(1.5 * MB, "besar.png"), "artikel", compressor, noCopies);
    expect(compressor).toHaveBeenCalledTimes(1);
    expect(compressor).toHaveBeenCalledWith(expect.any(File), 1200, 0.8);
    expect(slot).toMatchObject({
      status: "ready",
      copies: null,
      note: "Gambar berhasil dikompresi dari 1536 KB menjadi 300 KB",
    });
    const sent = sentFile(slot);
    expect(sent.name).toBe("besar.jpg");
    expect(sent.type).toBe("image/jpeg");
    expect(sent.size).toBe(300 * 1024);
  });

  it("compresses a photo one byte over 1 MB", async () => {
    const compressor = vi.fn<Compressor>(async () => blobOf(1000));
    const slot = await prepareImage(jpegFile(MB + 1), "artikel", compressor, noCopies);
    expect(compressor).toHaveBeenCalledTimes(1);
    expect(sentFile(slot).size).toBe(1000);
  });

  it("leaves a photo of 1 MB or less alone", async () => {
    const compressor = vi.fn<Compressor>();
    const original = jpegFile(MB);
    const slot = await prepareImage(original, "artikel", compressor, noCopies);
    expect(compressor).not.toHaveBeenCalled();
    expect(slot).toMatchObject({ status: "ready", note: null });
    expect(sentFile(slot)).toBe(original);
  });
});

describe("the UMKM compression threshold: above 5 MB, that is 5 × 1024 × 1024 = 5242880 bytes", () => {
  it.each([
    ["one byte under", 5_242_879],
    ["exactly", 5_242_880],
  ])("sends a photo of %s 5 MB as it is, without compressing", async (_, bytes) => {
    const compressor = vi.fn<Compressor>(async () => blobOf(1000));
    const original = jpegFile(bytes);
    const slot = await prepareImage(original, "umkm", compressor, noCopies);
    expect(compressor).not.toHaveBeenCalled();
    expect(slot).toMatchObject({ status: "ready", note: null });
    expect(sentFile(slot)).toBe(original);
    expect(willCompress(original, "umkm")).toBe(false);
  });

  it("compresses a photo one byte over 5 MB (1600 px, quality 0.9) and says by how much", async () => {
    const compressor = vi.fn<Compressor>(async () => blobOf(800 * 1024));
    const original = jpegFile(5_242_881, "toko.png");
    const slot = await prepareImage(original, "umkm", compressor, noCopies);
    expect(compressor).toHaveBeenCalledTimes(1);
    expect(compressor).toHaveBeenCalledWith(original, 1600, 0.9);
    expect(slot).toMatchObject({
      status: "ready",
      note: "Gambar berhasil dikompresi dari 5120 KB menjadi 800 KB",
    });
    expect(sentFile(slot).name).toBe("toko.jpg");
    expect(willCompress(original, "umkm")).toBe(true);
  });

  it("says while choosing which sizes will be compressed, for articles at 1 MB", () => {
    expect(willCompress(jpegFile(1_048_576), "artikel")).toBe(false);
    expect(willCompress(jpegFile(1_048_577), "artikel")).toBe(true);
    expect(willCompress(jpegFile(8 * MB), "galeri")).toBe(false);
  });
});

describe("a file that cannot be read", () => {
  it("says 'Gagal membaca file gambar'", async () => {
    const unreadable = jpegFile(1024);
    vi.spyOn(unreadable, "slice").mockImplementation(() => {
      const broken = new Blob();
      vi.spyOn(broken, "arrayBuffer").mockRejectedValue(new DOMException("gone", "NotReadableError"));
      return broken;
    });
    expect(await prepareImage(unreadable, "galeri")).toEqual({
      status: "error",
      message: "Gagal membaca file gambar",
    });
  });
});

describe("a file with an image's first bytes that the browser cannot draw", () => {
  const cannotDraw = vi.fn<Decoder>(async () => {
    throw new DOMException("The source image could not be decoded.", "InvalidStateError");
  });

  it("is refused with 'Gagal membaca file gambar' and no preview, so it blocks saving", async () => {
    const slot = await prepareImage(jpegFile(20 * 1024), "galeri", undefined, noCopies, cannotDraw);
    expect(slot).toEqual({ status: "error", message: "Gagal membaca file gambar" });
  });

  it("is refused for every rule when small enough to be sent as it is", async () => {
    for (const rule of ["artikel", "umkm", "galeri", "produk"] as const) {
      const slot = await prepareImage(jpegFile(1024), rule, vi.fn<Compressor>(), noCopies, cannotDraw);
      expect(slot).toEqual({ status: "error", message: "Gagal membaca file gambar" });
    }
  });

  it("is checked after compression: the file decoded is the one that will be sent", async () => {
    const decoder = vi.fn<Decoder>(async () => {});
    const slot = await prepareImage(
      jpegFile(1.5 * MB, "besar.jpg"),
      "artikel",
      async () => blobOf(300 * 1024),
      noCopies,
      decoder,
    );
    expect(decoder).toHaveBeenCalledTimes(1);
    expect(decoder.mock.calls[0]?.[0]).toBe(sentFile(slot));
    expect(decoder.mock.calls[0]?.[0].size).toBe(300 * 1024);
  });
});

describe("the size shown beside a chosen image", () => {
  it("says bytes under 1 KB, never '0 KB'", () => {
    expect(fileSize(0)).toBe("0 B");
    expect(fileSize(1)).toBe("1 B");
    expect(fileSize(512)).toBe("512 B");
    expect(fileSize(1023)).toBe("1023 B");
  });

  it("says KB from 1 KB with at most one decimal, written the Indonesian way", () => {
    expect(fileSize(1024)).toBe("1 KB");
    expect(fileSize(1536)).toBe("1,5 KB");
    expect(fileSize(300 * 1024)).toBe("300 KB");
    expect(fileSize(1.5 * MB)).toBe("1.536 KB");
  });
});
