import path from "node:path";
import { Cron } from "croner";
import { unstable_readConfig } from "wrangler";
import { root } from "./local-state";

/**
 * The Cron Triggers of local development (wrangler.toml's top level), read by wrangler itself so
 * there is one list: `scripts/cron-schedules.test.ts` holds it to the Worker's.
 */
export function localCronSchedules(config = path.join(root, "wrangler.toml")): string[] {
  return unstable_readConfig({ config }, { hideWarnings: true }).triggers.crons ?? [];
}

/** Cloudflare runs Cron Triggers on UTC, whatever the laptop's clock says. */
const CRON_OPTIONS = { timezone: "UTC" } as const;

/** When `cron` next comes due after `after`, as Cloudflare would run it. */
export function nextCronTime(cron: string, after: Date): Date | null {
  return new Cron(cron, CRON_OPTIONS).nextRun(after);
}

export interface CronTicker {
  stop: () => void;
}

/**
 * Wrangler does not fire Cron Triggers in local development. This does, as Cloudflare would:
 * at each schedule's times it asks `wrangler dev --test-scheduled` for
 * `GET /__scheduled?cron=<expr>`, so the Worker's scheduled handler runs with that
 * `controller.cron`. Start it only once the server answers and stop it before the server goes.
 * A run that fails (the server reloading after a rebuild) is reported and the next one comes on
 * time; nothing is made up later, as a missed minute's work is still due at the next one.
 */
export function startCronTicker(
  origin: string,
  schedules: readonly string[],
  report: (message: string) => void = console.warn,
): CronTicker {
  const jobs = schedules.map(
    (cron) =>
      // protect: a run still waiting for the server is not overlapped by the next one.
      new Cron(cron, { ...CRON_OPTIONS, protect: true }, async () => {
        try {
          const answer = await fetch(`${origin}/__scheduled?cron=${encodeURIComponent(cron)}`);
          await answer.arrayBuffer();
          if (!answer.ok) report(`Cron "${cron}" dijawab ${answer.status}.`);
        } catch (error) {
          report(`Cron "${cron}" tidak sampai ke server: ${error instanceof Error ? error.message : error}`);
        }
      }),
  );
  return {
    stop: () => {
      for (const job of jobs) job.stop();
    },
  };
}
