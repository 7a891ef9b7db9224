/**
 * The Cron Triggers' schedules, as wrangler.toml names them (a test holds the two together):
 * the scheduled handler tells them apart by `controller.cron`.
 */
/**
 * Every minute: what has come due is written (content/due-changes.ts), old sender hashes
 * emptied (lib/pesan-upkeep.ts, content/lapor/upkeep.ts).
 */
export const MINUTE_CRON = "* * * * *";
/**
 * Daily at 03:17 UTC: the orphan sweep, the pruning of 'Riwayat' and of old read messages, and
 * the reporters of reports closed a year ago forgotten.
 */
export const DAILY_CRON = "17 3 * * *";
