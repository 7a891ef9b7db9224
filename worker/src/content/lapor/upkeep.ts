/**
 * What the Cron Triggers do for reports (docs/decisions/021): the minute job empties the
 * senders' hashes once the hour they are counted in has passed, as for contact messages; the
 * daily job empties the reporter's name and number a year after the report closed.
 */
import { LAPOR_KEEP_REPORTER_DAYS, LAPOR_THROTTLE } from "@padukuhan/shared/lapor";
import type { Database } from "../../db/client";
import { clearSendersSql } from "../../lib/sender";

const DAY_MS = 24 * 3600_000;

/** On `laporan_pengirim_lama_idx`. */
export const CLEAR_REPORT_SENDERS = clearSendersSql("laporan");

/** On `laporan_pelapor_lama_idx`: closed reports that still name their reporter. */
export const FORGET_REPORTERS =
  "UPDATE laporan SET nama = '', no_telp = '' WHERE nama <> '' AND ditutup_at <= ?";

/** Empties the hashes of reports no longer counted by the hourly limits. */
export async function clearReportSenders(db: Database, now = Date.now()): Promise<number> {
  const result = await db
    .prepare(CLEAR_REPORT_SENDERS)
    .bind(now - LAPOR_THROTTLE.windowMs)
    .run();
  return result.meta.changes;
}

/** Empties the name and number of reports closed more than `LAPOR_KEEP_REPORTER_DAYS` ago. */
export async function forgetReporters(db: Database, now = Date.now()): Promise<number> {
  const result = await db
    .prepare(FORGET_REPORTERS)
    .bind(now - LAPOR_KEEP_REPORTER_DAYS * DAY_MS)
    .run();
  console.log(JSON.stringify({ forget: "pelapor", reports: result.meta.changes }));
  return result.meta.changes;
}
