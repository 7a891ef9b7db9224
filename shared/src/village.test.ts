import { describe, expect, it } from "vitest";
import { ARTIKEL_KATEGORI, galeriKategori, UMKM_KATEGORI } from "./categories";
import { COPY_WIDTHS, copyUrls, jpegSize, shareImageUrl, webpSize } from "./images";
import * as samples from "./sample-content";
import { sampleArtikel, sampleEvents, sampleGaleri, sampleImageFiles, sampleUmkm } from "./sample-content";
import * as village from "./village";
import { about, carouselImages, colors, profile, villageInfo } from "./village";

// shared/ is type-checked without Node's types (it also runs in the browser and the Worker),
// so the file system API is loaded untyped and given the small shape used here.
interface Fs {
  existsSync(path: URL): boolean;
  readFileSync(path: URL): Uint8Array;
}
const fsModule = "node:fs";
const fs = (await import(/* @vite-ignore */ fsModule)) as Fs;

const imagesDir = new URL("../content/images/", import.meta.url);

/** Every string in the content that points at a sample image. */
function imageRefs(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.startsWith("/img/")) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) imageRefs(item, out);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) imageRefs(item, out);
  }
  return out;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((v) =>
    v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("home page profile", () => {
  it("shows 615 residents, 92 Ha, 195 families and 5 RT", () => {
    expect(profile.population).toBe(615);
    expect(`${profile.areaHa} Ha`).toBe("92 Ha");
    expect(profile.families).toBe(195);
    expect(profile.hamlets).toBe(5);
  });

  it("has a vision and exactly five missions", () => {
    expect(profile.vision.length).toBeGreaterThan(20);
    expect(profile.missions).toHaveLength(5);
    for (const mission of profile.missions) expect(mission.length).toBeGreaterThan(10);
  });

  it("has exactly three carousel slides, each with image, alt text, caption and description", () => {
    expect(carouselImages).toHaveLength(3);
    for (const slide of carouselImages) {
      expect(slide.src).toMatch(/^\/img\/sample\/.+\/original\.jpg$/);
      expect(slide.alt).not.toBe("");
      expect(slide.caption).not.toBe("");
      expect(slide.description).not.toBe("");
    }
  });

  it("keeps the office open Monday to Friday, 08.00 to 15.00 WIB", () => {
    expect(villageInfo.officeHours).toBe("Senin - Jumat, 08.00 - 15.00 WIB");
  });

  it("embeds a Google Maps view of Moyudan, Sleman", () => {
    expect(villageInfo.mapEmbedUrl).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.*Moyudan.*&output=embed$/);
    expect(villageInfo.mapLink).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.*Moyudan/);
  });

  it("uses a primary colour that keeps white text readable", () => {
    const contrast = (1 + 0.05) / (luminance(colors.primary) + 0.05);
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });
});

describe("about page", () => {
  it("shows the founding year 1645", () => {
    expect(about.foundingYear).toBe(1645);
    expect(about.history.join(" ")).toContain("1645");
  });

  it("names a border in every direction", () => {
    const { utara, selatan, timur, barat } = about.location.borders;
    for (const border of [utara, selatan, timur, barat]) expect(border).not.toBe("");
  });
});

describe("sample records", () => {
  const ids = [
    ...carouselImages.map((x) => x.id),
    ...sampleArtikel.map((x) => x.id),
    ...sampleEvents.map((x) => x.id),
    ...sampleGaleri.map((x) => x.id),
    ...sampleUmkm.map((x) => x.id),
  ];

  it("never duplicate when loaded twice: every id is 20 alphanumeric characters and unique", () => {
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("use only the seed's article categories, with two articles sharing one for related articles", () => {
    for (const a of sampleArtikel) expect(ARTIKEL_KATEGORI).toContain(a.kategori);
    const categories = sampleArtikel.map((a) => a.kategori);
    expect(new Set(categories).size).toBeGreaterThanOrEqual(4);
    expect(new Set(categories).size).toBeLessThan(categories.length);
  });

  it("give every article several paragraphs and a distinct date for newest-first order", () => {
    for (const a of sampleArtikel) {
      expect(a.text.split("\n").length).toBeGreaterThanOrEqual(2);
      expect(a.text.length).toBeGreaterThanOrEqual(400);
      expect(a.text.length).toBeLessThanOrEqual(1200);
      expect(Number.isNaN(Date.parse(a.createdAt))).toBe(false);
    }
    expect(new Set(sampleArtikel.map((a) => a.createdAt)).size).toBe(sampleArtikel.length);
  });

  it("include an article link without a scheme and an article without a link", () => {
    expect(sampleArtikel.some((a) => a.link !== null && !/^https?:\/\//.test(a.link))).toBe(true);
    expect(sampleArtikel.some((a) => a.link === null)).toBe(true);
  });

  it("use only the seed's UMKM categories, in whole Rupiah, with one business without products", () => {
    for (const u of sampleUmkm) {
      expect(UMKM_KATEGORI).toContain(u.kategori);
      for (const p of u.produk) expect(Number.isInteger(p.harga) && p.harga > 0).toBe(true);
    }
    expect(sampleUmkm.some((u) => u.produk.length === 0)).toBe(true);
    const categories = sampleUmkm.map((u) => u.kategori);
    expect(new Set(categories).size).toBeLessThan(categories.length);
  });

  it("give every UMKM a phone number WhatsApp can use", () => {
    for (const u of sampleUmkm) {
      const digits = u.no_telp.replace(/\D/g, "");
      expect(digits.length).toBeGreaterThanOrEqual(10);
    }
  });

  it("fill every gallery category filter", () => {
    const categories = new Set(sampleGaleri.map((g) => galeriKategori(g.judul)));
    expect([...categories].sort()).toEqual([
      "Budaya",
      "Infrastruktur",
      "Kegiatan",
      "Masyarakat",
      "Pemandangan",
    ]);
  });

  it("list upcoming events with a date and place", () => {
    expect(sampleEvents).toHaveLength(3);
    for (const e of sampleEvents) {
      expect(e.tanggal).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.lokasi).not.toBe("");
    }
  });
});

describe("sample images", () => {
  // IMG itself is the URL prefix, not a reference to a file.
  const refs = [...imageRefs(village), ...imageRefs(samples)].filter((ref) => ref !== village.IMG);
  const fileOf = (url: string) => new URL(url.slice(village.IMG.length), imagesDir);

  /** The pixel size every sample of this name is drawn at (scripts/make-sample-images.ts). */
  const sizeOf = (file: string) =>
    file.startsWith("carousel-")
      ? { width: 1600, height: 900 }
      : file.startsWith("produk-")
        ? { width: 600, height: 600 }
        : { width: 1200, height: 800 };

  it("are listed once each in sampleImageFiles", () => {
    const names = [...new Set(refs.map((r) => r.slice(village.IMG.length)))].sort();
    expect([...sampleImageFiles].sort()).toEqual(names);
  });

  it("are each a folder with the original as a JPEG under 150 KB of the expected size", () => {
    for (const ref of refs) expect(ref).toMatch(/^\/img\/sample\/[a-z0-9-]+\/original\.jpg$/);
    for (const file of sampleImageFiles) {
      const url = new URL(file, imagesDir);
      expect(fs.existsSync(url), file).toBe(true);
      const bytes = fs.readFileSync(url);
      expect(bytes.length, file).toBeLessThan(150 * 1024);
      expect(jpegSize(bytes), file).toEqual(sizeOf(file));
    }
  });

  it("have a WebP copy at every copy width, never wider than the original, smaller than it", () => {
    for (const ref of refs) {
      const copies = copyUrls(ref);
      expect(
        copies?.map((copy) => copy.width),
        ref,
      ).toEqual([...COPY_WIDTHS]);
      const original = sizeOf(ref.slice(village.IMG.length));
      const originalBytes = fs.readFileSync(fileOf(ref)).length;
      for (const copy of copies ?? []) {
        expect(fs.existsSync(fileOf(copy.url)), copy.url).toBe(true);
        const bytes = fs.readFileSync(fileOf(copy.url));
        const width = Math.min(copy.width, original.width);
        const height = Math.round((original.height * width) / original.width);
        expect(webpSize(bytes), copy.url).toEqual({ width, height });
        expect(bytes.length, copy.url).toBeLessThan(originalBytes);
      }
    }
  });

  it("have a 1200×630 link-preview JPEG under 300 KB", () => {
    for (const ref of refs) {
      const share = shareImageUrl(ref) ?? "";
      expect(share, ref).toBe(ref.replace(/original\.jpg$/, "share.jpg"));
      expect(fs.existsSync(fileOf(share)), share).toBe(true);
      const bytes = fs.readFileSync(fileOf(share));
      expect(jpegSize(bytes), share).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, share).toBeLessThanOrEqual(300 * 1024);
    }
  });

  it("give each carousel slide its real pixel size", () => {
    for (const slide of carouselImages) {
      const bytes = fs.readFileSync(fileOf(slide.src));
      expect(jpegSize(bytes)).toEqual({ width: slide.width, height: slide.height });
    }
  });
});
