/**
 * Makes the copies of the sample images, the way the admin's browser makes them for an upload:
 * each original drawn to a canvas at every width of `COPY_WIDTHS` (never wider than the
 * original) and saved with `canvas.toBlob("image/webp", 0.8)`, and its middle (`coverCrop`)
 * drawn at 1200×630 and saved as the link-preview JPEG at the first of `SHARE_QUALITIES` that
 * fits `MAX_SHARE_BYTES`, in headless Chromium.
 *
 *   npx tsx scripts/make-sample-copies.ts [name-filter]
 *
 * Reads shared/content/images/<name>/original.jpg for every file in `sampleImageFiles` (with a
 * filter, only the names that contain it) and writes <name>/400.webp, 800.webp, 1200.webp and
 * share.jpg beside it. Run it again after replacing an original. Needs Chromium at
 * /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  COPY_WIDTHS,
  coverCrop,
  jpegSize,
  MAX_SHARE_BYTES,
  SHARE_QUALITIES,
  SHARE_SIZE,
  SHARE_TYPE,
  webpSize,
} from "../shared/src/images";
import { sampleImageFiles } from "../shared/src/sample-content";
import { launchChromium } from "./lib/chromium";
import { sampleCopyFiles, sampleImagesDir, sampleShareFile } from "./lib/sample-images";

/** The admin upload's WebP quality. */
const QUALITY = 0.8;

interface Copy {
  width: number;
  height: number;
  base64: string;
}

interface Share {
  quality: number;
  base64: string;
}

/**
 * Runs in the page. Kept as source text rather than a function: tsx would wrap named helpers
 * in its own `__name`, which the page does not have.
 */
const IN_PAGE = `async ({ jpeg, widths, quality, share }) => {
  const bytes = Uint8Array.from(atob(jpeg), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
  const base64Of = (blob) =>
    new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result.slice(reader.result.indexOf(",") + 1));
      reader.readAsDataURL(blob);
    });
  const copies = [];
  for (const wanted of widths) {
    const width = Math.min(wanted, bitmap.width);
    const height = Math.round((bitmap.height * width) / bitmap.width);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/webp", quality));
    if (!blob || blob.type !== "image/webp") throw new Error("this browser cannot write WebP");
    copies.push({ width, height, base64: await base64Of(blob) });
  }
  const canvas = document.createElement("canvas");
  canvas.width = share.width;
  canvas.height = share.height;
  const context = canvas.getContext("2d");
  context.imageSmoothingQuality = "high";
  const { crop } = share;
  context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, share.width, share.height);
  for (const shareQuality of share.qualities) {
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, share.type, shareQuality));
    if (!blob || blob.type !== share.type) throw new Error("this browser cannot write JPEG");
    if (blob.size <= share.maxBytes) return { copies, share: { quality: shareQuality, base64: await base64Of(blob) } };
  }
  throw new Error("no link-preview JPEG under " + share.maxBytes + " bytes");
}`;

async function main(): Promise<void> {
  const filter = process.argv[2] ?? "";
  const files = sampleImageFiles.filter((file) => file.includes(filter));
  const browser = await launchChromium();
  let total = 0;
  try {
    const page = await browser.newPage();
    for (const file of files) {
      const original = readFileSync(path.join(sampleImagesDir, file));
      const size = jpegSize(original);
      if (!size) throw new Error(`${file}: no JPEG frame header`);
      const args = JSON.stringify({
        jpeg: original.toString("base64"),
        widths: COPY_WIDTHS,
        quality: QUALITY,
        share: {
          ...SHARE_SIZE,
          crop: coverCrop(size.width, size.height),
          qualities: SHARE_QUALITIES,
          maxBytes: MAX_SHARE_BYTES,
          type: SHARE_TYPE,
        },
      });
      const { copies, share } = (await page.evaluate(`(${IN_PAGE})(${args})`)) as {
        copies: Copy[];
        share: Share;
      };
      const targets = sampleCopyFiles(file);
      const line: string[] = [];
      copies.forEach((copy, index) => {
        const target = targets[index];
        if (!target) throw new Error(`${file}: no name for copy ${index}`);
        const bytes = Buffer.from(copy.base64, "base64");
        // The header must say what was drawn: the tests and the pages rely on these sizes.
        const size = webpSize(bytes);
        if (size?.width !== copy.width || size.height !== copy.height) {
          throw new Error(`${target}: WebP header says ${JSON.stringify(size)}`);
        }
        writeFileSync(path.join(sampleImagesDir, target), bytes);
        total += bytes.length;
        line.push(`${copy.width}x${copy.height} ${(bytes.length / 1024).toFixed(1)} KB`);
      });
      const shareBytes = Buffer.from(share.base64, "base64");
      const shareSize = jpegSize(shareBytes);
      if (shareSize?.width !== SHARE_SIZE.width || shareSize.height !== SHARE_SIZE.height) {
        throw new Error(`${file}: link-preview JPEG header says ${JSON.stringify(shareSize)}`);
      }
      writeFileSync(path.join(sampleImagesDir, sampleShareFile(file)), shareBytes);
      total += shareBytes.length;
      line.push(`share ${(shareBytes.length / 1024).toFixed(1)} KB (${share.quality})`);
      console.log(`${file}  ${line.join("  ")}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`${files.length} gambar, salinan ${(total / 1024).toFixed(1)} KB (${total} byte)`);
}

await main();
