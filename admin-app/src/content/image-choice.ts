import { contentMessages } from "@padukuhan/shared/content-schemas";
import {
  ACCEPTED_IMAGE_TYPES,
  ARTIKEL_COMPRESSION,
  kilobytes,
  MAX_IMAGE_BYTES,
  sniffImage,
  UMKM_COMPRESSION,
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

/** Which rules apply: articles and UMKM compress, gallery and product photos only check. */
export type ImageRule = "artikel" | "umkm" | "galeri" | "produk";

/** The state of one image input, kept in the form's draft so nothing chosen is lost. */
export type ImageSlot =
  | { status: "none" }
  | { status: "working"; message: string }
  | { status: "ready"; file: File; preview: string; note: string | null }
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
 * first bytes; compressed or refused by the entity's size rule; with a data-URL preview (the
 * CSP allows `data:` images, not `blob:`). Never throws: every failure is a seed message.
 */
export async function prepareImage(
  file: File,
  rule: ImageRule,
  compressor: Compressor = compress,
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
  if (rule === "artikel") outcome = await artikelImage(file, compressor);
  else if (rule === "umkm") outcome = await umkmImage(file, compressor);
  else if (file.size > MAX_IMAGE_BYTES) outcome = { ok: false, message: contentMessages.imageTooLarge };
  else outcome = { ok: true, file, note: null };
  if (!outcome.ok) return { status: "error", message: outcome.message };

  try {
    const preview = await readDataUrl(outcome.file);
    return { status: "ready", file: outcome.file, preview, note: outcome.note };
  } catch {
    return { status: "error", message: imageMessages.readFailed };
  }
}

/** Whether a file of this size will be compressed (to say so while it happens). */
export function willCompress(file: File, rule: ImageRule): boolean {
  if (rule === "artikel") return file.size > ARTIKEL_COMPRESSION.aboveBytes;
  if (rule === "umkm") return file.size > UMKM_COMPRESSION.aboveBytes;
  return false;
}

/** An image error or unfinished check blocks saving (seed: submit disabled while it stands). */
export function blocksSubmit(slot: ImageSlot): boolean {
  return slot.status === "error" || slot.status === "working";
}
