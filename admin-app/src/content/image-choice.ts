import { contentMessages } from "@padukuhan/shared/content-schemas";
import {
  ACCEPTED_IMAGE_TYPES,
  ARTIKEL_COMPRESSION,
  COPY_WIDTHS,
  type CopyWidth,
  copyField,
  coverCrop,
  ICON_SIZES,
  ICON_TYPE,
  type IconSize,
  iconField,
  iconPlacement,
  jpegSize,
  kilobytes,
  MAX_COPY_BYTES,
  MAX_ICON_BYTES,
  MAX_IMAGE_BYTES,
  MAX_SHARE_BYTES,
  pngSize,
  SHARE_QUALITIES,
  SHARE_SIZE,
  SHARE_TYPE,
  shareField,
  sniffImage,
  UMKM_COMPRESSION,
  webpSize,
} from "@padukuhan/shared/images";

/** The seed's image texts (sections 5 and 8), verbatim. */
export const imageMessages = {
  compressed: (from: number, to: number) => `Gambar berhasil dikompresi dari ${from} KB menjadi ${to} KB`,
  artikelCompressFailed: "Gagal mengompresi gambar. Silakan coba gambar lain.",
  readFailed: "Gagal membaca file gambar",
  umkmStillTooLarge: "Gambar terlalu besar setelah kompresi",
  umkmCompressFailed: "Gagal mengompresi gambar atau ukuran masih terlalu besar. Silakan coba gambar lain.",
  previewFailed: "Gambar tidak dapat dimuat",
  compressing: "Mengompresi gambar...",
  checking: "Memeriksa gambar...",
} as const;

const sizeNumber = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 });

/**
 * A chosen file's size as people read it: bytes under 1 KB, otherwise KB with at most one
 * decimal in Indonesian style ("512 B", "1,5 KB", "1.536 KB"), so a small file never says 0 KB.
 */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return `${sizeNumber.format(bytes / 1024)} KB`;
}

/**
 * Which rules apply: articles and UMKM compress, gallery and product photos only check; the
 * village's logo compresses as an article's image and also gets home-screen icons.
 */
export type ImageRule = "artikel" | "umkm" | "galeri" | "produk" | "logo";

/** A WebP copy of a chosen image, sent beside it for the public site's `srcset`. */
export interface ImageCopy {
  width: CopyWidth;
  file: File;
}

/**
 * Every copy of a chosen image: the WebP copies at each of COPY_WIDTHS, and the 1200×630 JPEG
 * that link previews (WhatsApp, Facebook) show.
 */
export interface ImageCopies {
  widths: ImageCopy[];
  share: File;
  /** A logo's square PNG home-screen icons (decision 017), when the browser could draw them. */
  icons?: { size: IconSize; file: File }[];
}

/**
 * The state of one image input, kept in the form's draft so nothing chosen is lost. A ready
 * image has all its copies or none (`copies` null: a GIF, or a browser that cannot make them).
 */
export type ImageSlot =
  | { status: "none" }
  | { status: "working"; message: string }
  | { status: "ready"; file: File; copies: ImageCopies | null; preview: string; note: string | null }
  | { status: "error"; message: string };

export const NO_IMAGE: ImageSlot = { status: "none" };

const EXTENSIONS = ["jpg", "jpeg", "png", "gif"];

/** The name and declared type must say JPG, PNG or GIF (phones sometimes declare no type). */
function declaredAsImage(file: File): boolean {
  const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
  const typeOk = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  if (file.type !== "" && !typeOk) return false;
  if (extension !== "" && !EXTENSIONS.includes(extension)) return false;
  return typeOk || extension !== "";
}

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener("load", () => resolve(String(reader.result)));
    reader.addEventListener("error", () => reject(reader.error));
    reader.readAsDataURL(file);
  });
}

/** The compressed result keeps the original name but says .jpg, as its bytes now are. */
function asJpeg(blob: Blob, originalName: string): File {
  const base = originalName.replace(/\.[^.]*$/, "") || "gambar";
  return new File([blob], `${base}.jpg`, { type: "image/jpeg", lastModified: Date.now() });
}

/** Shrinks an image to `maxSide` at JPEG `quality`; swapped out in unit tests. */
export type Compressor = (file: File, maxSide: number, quality: number) => Promise<Blob>;

async function compress(file: File, maxSide: number, quality: number): Promise<File> {
  // Loaded only when a big photo is chosen: most visits to the admin never need it.
  const { default: imageCompression } = await import("browser-image-compression");
  // The library's worker would fetch its script from a CDN, which the CSP (and an offline
  // village office) forbid, so it runs on the page.
  return imageCompression(file, {
    maxWidthOrHeight: maxSide,
    initialQuality: quality,
    fileType: "image/jpeg",
    useWebWorker: false,
  });
}

/**
 * Makes the copies; swapped out in unit tests. `measure` gives the size the browser draws the
 * image at, `encode` a WebP whose longest side is at most `maxSide`, `share` a JPEG of
 * SHARE_SIZE cropped from the middle of the image (`coverCrop`).
 */
export interface Copier {
  measure: (file: File) => Promise<{ width: number; height: number }>;
  encode: (file: File, maxSide: number, quality: number) => Promise<Blob>;
  share: (file: File, quality: number) => Promise<Blob>;
  /** A `size` px square PNG: the image whole inside the safe zone on white (`iconPlacement`). */
  icon?: (file: File, size: IconSize) => Promise<Blob>;
}

const browserCopier: Copier = {
  async measure(file) {
    const bitmap = await createImageBitmap(file);
    try {
      return { width: bitmap.width, height: bitmap.height };
    } finally {
      bitmap.close();
    }
  },
  async encode(file, maxSide, quality) {
    const { default: imageCompression } = await import("browser-image-compression");
    // As in `compress`: the library's worker would load its script from a CDN.
    return imageCompression(file, {
      maxWidthOrHeight: maxSide,
      initialQuality: quality,
      fileType: "image/webp",
      useWebWorker: false,
    });
  },
  async share(file, quality) {
    // A canvas of its own: the library only scales, and a preview must be cropped to 1.91:1.
    const bitmap = await createImageBitmap(file);
    try {
      const crop = coverCrop(bitmap.width, bitmap.height);
      const canvas = document.createElement("canvas");
      canvas.width = SHARE_SIZE.width;
      canvas.height = SHARE_SIZE.height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, canvas.width, canvas.height);
      return await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob"))), SHARE_TYPE, quality),
      );
    } finally {
      bitmap.close();
    }
  },
  async icon(file, size) {
    const bitmap = await createImageBitmap(file);
    try {
      const place = iconPlacement(bitmap.width, bitmap.height, size);
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      // White, not transparent: iOS fills transparency with black, and a launcher's mask may
      // cut anywhere outside the safe zone.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, size, size);
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, place.x, place.y, place.width, place.height);
      return await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob"))), ICON_TYPE),
      );
    } finally {
      bitmap.close();
    }
  },
};

/**
 * Resolves when the browser can draw the image, rejects when it cannot (a file with an image's
 * first bytes but broken content); swapped out in unit tests.
 */
export type Decoder = (file: File) => Promise<void>;

async function decodeInBrowser(file: File): Promise<void> {
  const bitmap = await createImageBitmap(file);
  bitmap.close();
}

/** WebP at 0.8 looks like the JPEG original at a fraction of the bytes. */
export const COPY_QUALITY = 0.8;

/**
 * The longest side that makes a copy `copyWidth` pixels wide. The library scales the longest
 * side to `maxSide` and truncates the other, so a portrait image needs a longer side, rounded
 * up so the width lands on `copyWidth` (never above it).
 */
export function copyMaxSide(copyWidth: number, width: number, height: number): number {
  return width >= height ? copyWidth : Math.ceil((copyWidth * height) / width);
}

/**
 * The link-preview copy: a JPEG of exactly SHARE_SIZE at the first of SHARE_QUALITIES that
 * fits MAX_SHARE_BYTES, checked as the server will check it; null when none does.
 */
async function makeShare(source: File, base: string, copier: Copier): Promise<File | null> {
  for (const quality of SHARE_QUALITIES) {
    const blob = await copier.share(source, quality);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const size = sniffImage(bytes)?.type === SHARE_TYPE ? jpegSize(bytes) : null;
    if (size?.width !== SHARE_SIZE.width || size.height !== SHARE_SIZE.height) return null;
    if (blob.size <= MAX_SHARE_BYTES) return new File([blob], `${base}-share.jpg`, { type: SHARE_TYPE });
  }
  return null;
}

/**
 * A logo's home-screen icons, each checked as the server will check it (a PNG of exactly its
 * size, at most MAX_ICON_BYTES); none when any fails: the site then shows the neutral icons.
 */
async function makeIcons(
  source: File,
  base: string,
  copier: Copier,
): Promise<{ size: IconSize; file: File }[]> {
  if (!copier.icon) return [];
  const icons: { size: IconSize; file: File }[] = [];
  try {
    for (const size of ICON_SIZES) {
      const blob = await copier.icon(source, size);
      const drawn = pngSize(new Uint8Array(await blob.slice(0, 32).arrayBuffer()));
      if (drawn?.width !== size || drawn.height !== size || blob.size > MAX_ICON_BYTES) return [];
      icons.push({ size, file: new File([blob], `${base}-icon-${size}.png`, { type: ICON_TYPE }) });
    }
  } catch {
    return [];
  }
  return icons;
}

/**
 * WebP copies of `file` at each of COPY_WIDTHS (never wider than the image itself) and its
 * 1200×630 link-preview JPEG, or none: for a GIF (an animation must stay one), when the
 * browser cannot encode WebP (Safari's canvas answers with a PNG), or when anything fails.
 * Each copy is checked as the server will check it, so copies never make an upload fail:
 * without them the image still works, without srcset, and previews show the original.
 */
export async function makeCopies(
  file: File,
  copier: Copier = browserCopier,
  withIcons = false,
): Promise<ImageCopies | null> {
  try {
    const sniffed = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!sniffed || sniffed.type === "image/gif") return null;
    // Phones sometimes declare no type, which the library refuses: give it the proven one.
    const source = file.type === sniffed.type ? file : new File([file], file.name, { type: sniffed.type });
    const { width, height } = await copier.measure(source);
    const base = file.name.replace(/\.[^.]*$/, "") || "gambar";
    const copies: ImageCopy[] = [];
    // One after another: a cheap phone holds one decoded photo at a time more easily.
    for (const target of COPY_WIDTHS) {
      const copyWidth = Math.min(target, width);
      const blob = await copier.encode(source, copyMaxSide(copyWidth, width, height), COPY_QUALITY);
      const size = webpSize(new Uint8Array(await blob.slice(0, 32).arrayBuffer()));
      if (!size || size.width > target || blob.size > MAX_COPY_BYTES) return null;
      copies.push({
        width: target,
        file: new File([blob], `${base}-${target}.webp`, { type: "image/webp" }),
      });
    }
    const share = await makeShare(source, base, copier);
    if (!share) return null;
    return withIcons
      ? { widths: copies, share, icons: await makeIcons(source, base, copier) }
      : { widths: copies, share };
  } catch {
    return null;
  }
}

/** Bigger originals get a lower starting quality (seed: 0.75, 0.85 or 0.9 by size). */
export function umkmQuality(bytes: number): number {
  const mb = bytes / (1024 * 1024);
  if (mb > 10) return 0.75;
  if (mb > 7) return 0.85;
  return 0.9;
}

type Outcome = { ok: true; file: File; note: string | null } | { ok: false; message: string };

async function artikelImage(file: File, compressor: Compressor): Promise<Outcome> {
  if (file.size <= ARTIKEL_COMPRESSION.aboveBytes) return { ok: true, file, note: null };
  let result: File;
  try {
    result = asJpeg(
      await compressor(file, ARTIKEL_COMPRESSION.maxSide, ARTIKEL_COMPRESSION.quality),
      file.name,
    );
  } catch {
    return { ok: false, message: imageMessages.artikelCompressFailed };
  }
  if (result.size > MAX_IMAGE_BYTES) return { ok: false, message: imageMessages.artikelCompressFailed };
  return {
    ok: true,
    file: result,
    note: imageMessages.compressed(kilobytes(file.size), kilobytes(result.size)),
  };
}

async function umkmImage(file: File, compressor: Compressor): Promise<Outcome> {
  if (file.size <= UMKM_COMPRESSION.aboveBytes) return { ok: true, file, note: null };
  try {
    const quality = umkmQuality(file.size);
    let result = asJpeg(await compressor(file, UMKM_COMPRESSION.maxSide, quality), file.name);
    // One more try at a clearly lower quality before giving up (seed section 5).
    if (result.size > MAX_IMAGE_BYTES) {
      result = asJpeg(
        await compressor(file, UMKM_COMPRESSION.maxSide, Math.max(0.5, quality - 0.2)),
        file.name,
      );
    }
    if (result.size > MAX_IMAGE_BYTES) return { ok: false, message: imageMessages.umkmStillTooLarge };
    return {
      ok: true,
      file: result,
      note: imageMessages.compressed(kilobytes(file.size), kilobytes(result.size)),
    };
  } catch {
    return { ok: false, message: imageMessages.umkmCompressFailed };
  }
}

/**
 * Checks a chosen file and makes it ready to send: JPG, PNG or GIF by name, declared type and
 * first bytes; compressed or refused by the entity's size rule; decoded, so a file the browser
 * cannot draw is refused as unreadable; with its copies when the browser can make them,
 * and a data-URL preview (the CSP allows `data:` images, not `blob:`).
 * Never throws: every failure is a seed message.
 */
export async function prepareImage(
  file: File,
  rule: ImageRule,
  compressor: Compressor = compress,
  copier: Copier = browserCopier,
  decoder: Decoder = decodeInBrowser,
): Promise<ImageSlot> {
  if (!declaredAsImage(file)) return { status: "error", message: contentMessages.imageFormat };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return { status: "error", message: imageMessages.readFailed };
  }
  if (!sniffImage(head)) return { status: "error", message: contentMessages.imageFormat };

  let outcome: Outcome;
  if (rule === "artikel" || rule === "logo") outcome = await artikelImage(file, compressor);
  else if (rule === "umkm") outcome = await umkmImage(file, compressor);
  else if (file.size > MAX_IMAGE_BYTES) outcome = { ok: false, message: contentMessages.imageTooLarge };
  else outcome = { ok: true, file, note: null };
  if (!outcome.ok) return { status: "error", message: outcome.message };

  // The file that will be sent must be drawable: the first bytes alone let a broken file
  // through, which would show as a broken preview and a broken image on the public site.
  try {
    await decoder(outcome.file);
  } catch {
    return { status: "error", message: imageMessages.readFailed };
  }

  // Made from the file that will be sent, so the copies match the stored original.
  const copies = await makeCopies(outcome.file, copier, rule === "logo");
  try {
    const preview = await readDataUrl(outcome.file);
    return { status: "ready", file: outcome.file, copies, preview, note: outcome.note };
  } catch {
    return { status: "error", message: imageMessages.readFailed };
  }
}

/** Whether a file of this size will be compressed (to say so while it happens). */
export function willCompress(file: File, rule: ImageRule): boolean {
  if (rule === "artikel" || rule === "logo") return file.size > ARTIKEL_COMPRESSION.aboveBytes;
  if (rule === "umkm") return file.size > UMKM_COMPRESSION.aboveBytes;
  return false;
}

/** Adds a ready image to a form under `field`, its copies beside it (`copyField`, `shareField`, `iconField`). */
export function appendImage(body: FormData, field: string, slot: ImageSlot) {
  if (slot.status !== "ready") return;
  body.append(field, slot.file, slot.file.name);
  if (!slot.copies) return;
  for (const copy of slot.copies.widths) body.append(copyField(field, copy.width), copy.file, copy.file.name);
  body.append(shareField(field), slot.copies.share, slot.copies.share.name);
  for (const icon of slot.copies.icons ?? [])
    body.append(iconField(field, icon.size), icon.file, icon.file.name);
}

/** An image error or unfinished check blocks saving (seed: submit disabled while it stands). */
export function blocksSubmit(slot: ImageSlot): boolean {
  return slot.status === "error" || slot.status === "working";
}
