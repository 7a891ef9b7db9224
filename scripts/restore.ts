/**
 * Restores a backup made by `npm run backup` into an empty database and bucket.
 *   npm run restore -- FILE [--remote] [--force] [--persist-to DIR]
 * First the whole archive is read and checked (a damaged or cut-off file changes nothing),
 * then the migrations are applied, then the rows and objects are loaded: the triggers rebuild
 * search and counts. A database or bucket that holds anything is refused unless `--force`,
 * which empties both first. Sessions are not in a backup: every admin signs in again.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadBackup } from "./lib/backup/load";
import { formatCount } from "./lib/backup/progress";
import { verifyArchive } from "./lib/backup/read";
import { openSite, siteOptions } from "./lib/backup/site";
import { applyMigrations } from "./lib/migrations";
import { runWhenCalled } from "./lib/run";

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      remote: { type: "boolean", default: false },
      force: { type: "boolean", default: false },
      "persist-to": { type: "string" },
    },
  });
  const [given] = positionals;
  if (!given || positionals.length > 1) {
    throw new Error("Pakai: npm run restore -- BERKAS.tar.gz [--remote] [--force]");
  }
  const file = path.resolve(given);
  if (!existsSync(file)) throw new Error(`Berkas ${file} tidak ditemukan.`);
  const options = siteOptions(values);

  console.log(`Memeriksa ${file}`);
  const archive = await verifyArchive(file);
  console.log(`Menerapkan migrasi ke D1 ${options.remote ? "produksi" : "lokal"}`);
  await applyMigrations(options);
  const site = await openSite(options);
  try {
    const { rows, objects } = await loadBackup(site, file, archive, { force: values.force });
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Pemulihan selesai: ${formatCount(total)} baris, ${formatCount(objects)} objek. Pencarian dan jumlah konten dibangun ulang; semua admin perlu login lagi.`,
    );
  } finally {
    await site.dispose();
  }
}

runWhenCalled(import.meta.url, main);
