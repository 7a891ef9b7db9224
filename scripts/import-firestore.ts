/**
 * Moves the original app's data in: its records and images from a JSON export of the document
 * store (collections akun, artikel, umkm, galeri) into D1 and R2, keeping every id.
 *   npm run import:firestore -- --file export.json [--images DIR] [--dry-run] [--remote] [--persist-to DIR]
 *
 * Local by default (the D1 and R2 `npm start` uses; `--persist-to` as `npm start` takes it);
 * `--remote` writes to the deployed ones (needs `npx wrangler login` and the migrations applied
 * with `npm run db:migrate:remote`). `--images DIR` takes each image from DIR by its file name
 * instead of its URL (no network); `--dry-run` checks everything and reports without writing.
 * Safe to run again: what is already there is left as it is. See scripts/lib/import/.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Collection } from "./lib/import/export-file";
import { folderReader, urlReader } from "./lib/import/images";
import { runImport } from "./lib/import/importer";
import { formatReport } from "./lib/import/report";
import { openTarget, recorder, targetMessages } from "./lib/import/target";

const USAGE =
  "Pemakaian: npm run import:firestore -- --file export.json [--images FOLDER] [--dry-run] [--remote]";

/** A line every few seconds when the output is no terminal (a log): the first and last batch always. */
const LOG_EVERY_MS = 5_000;

/** Progress on the terminal: one line rewritten in place after each batch, or log lines. */
function progressLine(): (collection: Collection, done: number, total: number) => void {
  const terminal = process.stderr.isTTY;
  let logged = 0;
  let current: Collection | null = null;
  return (collection, done, total) => {
    const line = `${collection}: ${done}/${total} dokumen`;
    if (terminal) {
      process.stderr.write(`\r${line}${done === total ? "\n" : ""}`);
    } else if (collection !== current || done === total || Date.now() - logged >= LOG_EVERY_MS) {
      process.stderr.write(`${line}\n`);
      logged = Date.now();
    }
    current = collection;
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      file: { type: "string" },
      images: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      remote: { type: "boolean", default: false },
      "persist-to": { type: "string" },
    },
  });
  if (!values.file) {
    console.error(`--file wajib diisi.\n${USAGE}`);
    return 2;
  }
  if (values.remote && values["persist-to"]) {
    console.error("--persist-to hanya untuk data lokal; jangan dipakai bersama --remote.");
    return 2;
  }
  let text: string;
  try {
    text = await readFile(path.resolve(values.file), "utf8");
  } catch {
    console.error(`File ekspor tidak dapat dibaca: ${values.file}`);
    return 2;
  }
  const target = await openTarget({
    remote: values.remote,
    ...(values["persist-to"] ? { persistTo: path.resolve(values["persist-to"]) } : {}),
  });
  try {
    // Before anything is fetched: a database without the migrations has nothing to write into.
    await target.batch([recorder.prepare("SELECT 1 FROM artikel LIMIT 1")]).catch(() => {
      throw new Error(targetMessages.noTables(target.description));
    });
    const report = await runImport(text, {
      target,
      dryRun: values["dry-run"],
      images: values.images ? folderReader(path.resolve(values.images)) : urlReader,
      progress: progressLine(),
    });
    console.log(formatReport(report));
    if (!values["dry-run"] && report.collections.akun.added > 0) {
      console.log(
        "Admin dari file ekspor masuk dengan password lamanya dan harus menggantinya saat pertama login. " +
          "File ekspor berisi password tanpa enkripsi: hapus setelah impor selesai.",
      );
    }
    return 0;
  } finally {
    await target.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
