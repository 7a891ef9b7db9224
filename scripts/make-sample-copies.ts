/**
 * Makes the WebP copies of the sample images, the way the admin's browser makes them for an
 * upload: each original drawn to a canvas at every width of `COPY_WIDTHS` (never wider than the
 * original) and saved with `canvas.toBlob("image/webp", 0.8)`, in headless Chromium.
 *
 *   npx tsx scripts/make-sample-copies.ts [name-filter]
 *
 * Reads shared/content/images/<name>/original.jpg for every file in `sampleImageFiles` (with a
 * filter, only the names that contain it) and writes <name>/400.webp, 800.webp and 1200.webp
 * beside it. Run it again after replacing an original. Needs Chromium at
 * /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COPY_WIDTHS, webpSize } from "../shared/src/images";
import { sampleImageFiles } from "../shared/src/sample-content";
import { launchChromium } from "./lib/chromium";
import { sampleCopyFiles, sampleImagesDir } from "./lib/sample-images";

/** The admin upload's WebP quality. */
const QUALITY = 0.8;

interface Copy {
  width: number;
  height: number;
  base64: string;
}

/**
 * Runs in the page. Kept as source text rather than a function: tsx would wrap named helpers
 * in its own `__name`, which the page does not have.
 */
const IN_PAGE = `async ({ jpeg, widths, quality }) => {
  const bytes = Uint8Array.from(atob(jpeg), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
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
    const url = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsDataURL(blob);
    });
    copies.push({ width, height, base64: url.slice(url.indexOf(",") + 1) });
  }
  return copies;
}`;

async function main(): Promise<void> {
  const filter = process.argv[2] ?? "";
  const files = sampleImageFiles.filter((file) => file.includes(filter));
  const browser = await launchChromium();
  let total = 0;
  try {
    const page = await browser.newPage();
    for (const file of files) {
      const jpeg = readFileSync(path.join(sampleImagesDir, file)).toString("base64");
      const args = JSON.stringify({ jpeg, widths: COPY_WIDTHS, quality: QUALITY });
      const copies = (await page.evaluate(`(${IN_PAGE})(${args})`)) as Copy[];
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
      console.log(`${file}  ${line.join("  ")}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`${files.length} gambar, salinan WebP ${(total / 1024).toFixed(1)} KB (${total} byte)`);
}

await main();
