/**
 * Backs up the whole site into one archive: every D1 table (read by this script: `wrangler d1
 * export` refuses databases with FTS5 tables, docs/decisions/007) and every R2 object with its
 * content type. scripts/lib/backup/archive.ts describes the file.
 *   npm run backup [-- --remote] [--out FILE] [--persist-to DIR]
 * Local by default (the state `npm start` uses); `--remote` reads the production database and
 * bucket. Writes backups/padukuhan-<UTC date and time>.tar.gz unless `--out` names a file.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupFileName } from "./lib/backup/archive";
import { formatBytes, formatCount } from "./lib/backup/progress";
import { openSite, siteOptions } from "./lib/backup/site";
import { writeBackup } from "./lib/backup/write";
import { root } from "./lib/local-state";
import { RETRYING_LOCKED, retryWhileLocked } from "./lib/retry-while-locked";
import { runWhenCalled } from "./lib/run";

async function main() {
  const { values } = parseArgs({
    options: {
      remote: { type: "boolean", default: false },
      out: { type: "string" },
      "persist-to": { type: "string" },
    },
  });
  const options = siteOptions(values);
  const file = values.out ? path.resolve(values.out) : path.join(root, "backups", backupFileName(new Date()));
  if (existsSync(file)) throw new Error(`${file} sudah ada; cadangan tidak menimpa berkas lain.`);

  console.log(`Mencadangkan ${options.remote ? "D1 dan R2 produksi" : "D1 dan R2 lokal"} ke ${file}`);
  const backUp = async () => {
    const site = await openSite(options);
    try {
      return await writeBackup(site, file, { source: options.remote ? "remote" : "local" });
    } finally {
      await site.dispose();
    }
  };
  // A local site that is running writes to the same database now and then: wait and read again.
  const summary = options.remote
    ? await backUp()
    : await retryWhileLocked(backUp, {
        onRetry: () => console.log(RETRYING_LOCKED),
      });
  const rows = Object.values(summary.rows).reduce((total, count) => total + count, 0);
  console.log(
    `Selesai: ${formatCount(rows)} baris dari ${Object.keys(summary.rows).length} tabel, ${formatCount(summary.objects)} objek (${formatBytes(summary.objectBytes)}).\n${file}`,
  );
}

runWhenCalled(import.meta.url, main);
