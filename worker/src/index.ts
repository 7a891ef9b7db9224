import { app } from "./app";
import { applyDueChanges } from "./content/due-changes";
import { clearReportSenders, forgetReporters } from "./content/lapor/upkeep";
import { DAILY_CRON } from "./cron";
import { meteredDatabase, type RowsRead } from "./db/metered";
import type { Env } from "./env";
import { pruneActivityLog } from "./lib/activity-log";
import { sweepOrphanUploads } from "./lib/orphan-sweep";
import { clearSenderHashes, pruneReadPesan } from "./lib/pesan-upkeep";

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    if (env.REPORT_D1_ROWS_READ !== "1") return app.fetch(request, env, ctx);
    // Benchmark and tests only: how many D1 rows this request read (what D1 bills).
    const rows: RowsRead = { total: 0 };
    const response = await app.fetch(request, { ...env, DB: meteredDatabase(env.DB, rows) }, ctx);
    const reported = new Response(response.body, response);
    reported.headers.set("x-d1-rows-read", String(rows.total));
    return reported;
  },
  /**
   * The Cron Triggers (wrangler.toml). Every minute: what has come due is written (scheduled
   * articles, announcements, ended events), and the sender hashes of contact messages and
   * reports are emptied after their hour. Daily: uploads no record references go, 'Riwayat'
   * older than a year, read messages not starred after 180 days, and the reporter's name and
   * number a year after the report closed.
   */
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    if (controller.cron === DAILY_CRON) {
      ctx.waitUntil(sweepOrphanUploads(env.DB, env.IMAGES).then(() => undefined));
      ctx.waitUntil(pruneActivityLog(env.DB).then(() => undefined));
      ctx.waitUntil(pruneReadPesan(env.DB).then(() => undefined));
      ctx.waitUntil(forgetReporters(env.DB, controller.scheduledTime).then(() => undefined));
      return;
    }
    ctx.waitUntil(applyDueChanges(env.DB, controller.scheduledTime).then(() => undefined));
    ctx.waitUntil(clearSenderHashes(env.DB, controller.scheduledTime).then(() => undefined));
    ctx.waitUntil(clearReportSenders(env.DB, controller.scheduledTime).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;
