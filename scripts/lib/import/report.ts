/**
 * What an import did, per collection: how many records it added, updated, found unchanged and
 * skipped, why each skipped one was skipped, and what it left out of records it kept. Printed at
 * the end of every run (a dry run says what it would have done).
 */
import { COLLECTIONS, type Collection, type ExportOutline } from "./export-file";

export type Outcome = "added" | "updated" | "unchanged" | "skipped";

export interface Note {
  id: string;
  message: string;
}

export interface CollectionReport {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Why each skipped record was skipped. */
  reasons: Note[];
  /** What a record that was kept lost on the way (an image, a link, a product). */
  warnings: Note[];
}

export interface ImportReport {
  dryRun: boolean;
  target: string;
  collections: Record<Collection, CollectionReport>;
  ignored: ExportOutline["ignored"];
}

export function emptyReport(
  dryRun: boolean,
  target: string,
  ignored: ExportOutline["ignored"],
): ImportReport {
  const collections = Object.fromEntries(
    COLLECTIONS.map((name) => [
      name,
      { added: 0, updated: 0, unchanged: 0, skipped: 0, reasons: [], warnings: [] },
    ]),
  ) as unknown as Record<Collection, CollectionReport>;
  return { dryRun, target, collections, ignored };
}

/** Whether the run wrote (or, dry, would have written) anything at all. */
export const changedAnything = (report: ImportReport) =>
  COLLECTIONS.some((name) => report.collections[name].added + report.collections[name].updated > 0);

/** One line per collection, e.g. "artikel: 3 ditambahkan, 0 diperbarui, 1 tidak berubah, 2 dilewati". */
export function summaryLine(name: Collection, counts: CollectionReport, dryRun = false): string {
  const will = dryRun ? "akan " : "";
  return `${name}: ${counts.added} ${will}ditambahkan, ${counts.updated} ${will}diperbarui, ${counts.unchanged} tidak berubah, ${counts.skipped} dilewati`;
}

/** The whole report as the terminal shows it. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  lines.push(
    report.dryRun
      ? `Uji coba (--dry-run) terhadap ${report.target}: tidak ada yang ditulis.`
      : `Impor ke ${report.target} selesai.`,
  );
  for (const name of COLLECTIONS) {
    const counts = report.collections[name];
    lines.push(summaryLine(name, counts, report.dryRun));
    for (const { id, message } of counts.reasons) lines.push(`  dilewati ${name}/${id}: ${message}`);
    for (const { id, message } of counts.warnings) lines.push(`  catatan ${name}/${id}: ${message}`);
  }
  for (const { name, documents } of report.ignored) {
    lines.push(
      `Diabaikan: '${name}' (${documents} dokumen) bukan koleksi aplikasi lama (akun, artikel, umkm, galeri).`,
    );
  }
  if (!changedAnything(report)) lines.push("Tidak ada yang berubah.");
  return lines.join("\n");
}
