import { describe, expect, it, vi } from "vitest";
import { type Compressor, imageMessages, prepareImage, umkmQuality } from "./image-choice";

const MB = 1024 * 1024;
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** A file that starts like a JPEG, `bytes` long. */
function jpegFile(bytes: number, name = "foto.jpg") {
  const content = new Uint8Array(bytes);
  content.set(JPEG_HEAD);
  return new File([content], name, { type: "image/jpeg" });
}

const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });

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
  it("compresses above 1 MB to 1200 px at quality 0.8", async () => {
    const compressor = vi.fn<Compressor>(async () => blobOf(300 * 1024));
    await prepareImage(jpegFile(1.5 * MB), "artikel", compressor).catch(() => undefined);
    expect(compressor).toHaveBeenCalledWith(expect.any(File), 1200, 0.8);
  });

  it("leaves a photo of 1 MB or less alone", async () => {
    const compressor = vi.fn<Compressor>();
    await prepareImage(jpegFile(MB), "artikel", compressor).catch(() => undefined);
    expect(compressor).not.toHaveBeenCalled();
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
