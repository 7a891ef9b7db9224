/**
 * Loads the built-in village content into the local D1 and its images into the local R2,
 * through the same on-disk state `wrangler dev` uses. Safe to run again: nothing duplicates.
 *   tsx scripts/seed.ts [--persist-to DIR]
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { loadSampleContent, sampleContentLoaded } from "../worker/src/content/sample-content";
import { persistOption, root } from "./lib/local-state";
import { sampleImageObjects } from "./lib/sample-images";

export async function seedLocal(persistTo?: string) {
  // Only the two bindings this script writes to.
  const proxy = await getPlatformProxy<{ DB: D1Database; IMAGES: R2Bucket }>({
    configPath: path.join(root, "wrangler.toml"),
    persist: persistTo ? { path: path.join(persistTo, "v3") } : true,
  });
  try {
    if (await sampleContentLoaded(proxy.env.DB)) {
      console.log("Konten contoh sudah ada di D1; tidak ada yang ditambahkan.");
      return;
    }
    // Images before records: the records' batch writes the marker, so a first run cut short
    // starts again from the top next time, and no record ever waits for an image that is not
    // there. Once the marker exists nothing comes back, not even an image the admin deleted.
    let images = 0;
    for (const { key, file, contentType } of sampleImageObjects()) {
      if (await proxy.env.IMAGES.head(key)) continue;
      const bytes = await readFile(file);
      // A plain ArrayBuffer: the binding proxy cannot serialise Node's Buffer views.
      const body = new Uint8Array(bytes).buffer;
      await proxy.env.IMAGES.put(key, body, { httpMetadata: { contentType } });
      images += 1;
    }
    await loadSampleContent(proxy.env.DB);
    console.log(`Konten contoh dimuat ke D1. ${images} gambar contoh baru di R2.`);
  } finally {
    await proxy.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seedLocal(persistOption(process.argv));
}
