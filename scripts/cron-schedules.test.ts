import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DAILY_CRON, MINUTE_CRON } from "../worker/src/cron";

const root = path.resolve(import.meta.dirname, "..");

describe("the Cron Triggers", () => {
  it("are the ones the scheduled handler tells apart, in development and in production", async () => {
    const config = await readFile(path.join(root, "wrangler.toml"), "utf8");
    const schedules = [...config.matchAll(/^crons = (\[.*\])$/gm)].map((match) => JSON.parse(match[1] ?? ""));
    // If the daily schedule changed here but not in the Worker, the sweep would run every minute.
    expect(schedules).toEqual([
      ["* * * * *", "17 3 * * *"],
      ["* * * * *", "17 3 * * *"],
    ]);
    expect([MINUTE_CRON, DAILY_CRON]).toEqual(["* * * * *", "17 3 * * *"]);
  });
});
