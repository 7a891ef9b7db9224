import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DAILY_CRON, MINUTE_CRON } from "../worker/src/cron";
import { localCronSchedules, nextCronTime, startCronTicker } from "./lib/cron-ticker";

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

  it("are the schedules `npm start` runs the scheduled handler on", () => {
    expect(localCronSchedules()).toEqual(["* * * * *", "17 3 * * *"]);
  });
});

describe("the local cron ticker's times", () => {
  const localZone = process.env.TZ;
  afterEach(() => {
    if (localZone === undefined) delete process.env.TZ;
    else process.env.TZ = localZone;
  });

  it("are Cloudflare's, on UTC, even on a laptop set to WIB", () => {
    process.env.TZ = "Asia/Jakarta";
    const at = (iso: string) => new Date(iso).toISOString();
    const next = (cron: string, after: string) => nextCronTime(cron, new Date(after))?.toISOString();
    expect(next("* * * * *", "2026-11-26T23:59:30.000Z")).toBe(at("2026-11-27T00:00:00.000Z"));
    expect(next("* * * * *", "2026-11-27T00:00:00.000Z")).toBe(at("2026-11-27T00:01:00.000Z"));
    expect(next("17 3 * * *", "2026-11-26T23:59:30.000Z")).toBe(at("2026-11-27T03:17:00.000Z"));
    expect(next("17 3 * * *", "2026-11-27T03:17:00.000Z")).toBe(at("2026-11-28T03:17:00.000Z"));
  });
});

// Concurrent: each waits on real seconds, and neither needs the other's.
describe.concurrent("the local cron ticker", () => {
  it("asks the dev server for /__scheduled with each cron when it comes due, and stops when told", async () => {
    const asked: { path: string; at: number }[] = [];
    const server = createServer((request, response) => {
      asked.push({ path: request.url ?? "", at: Date.now() });
      response.end("Ran scheduled event");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const reports: string[] = [];
    try {
      // Croner's six-field form, every second: the same timer as the minute's, 60 times faster.
      const ticker = startCronTicker(`http://127.0.0.1:${port}`, ["* * * * * *"], (message) =>
        reports.push(message),
      );
      await new Promise((resolve) => setTimeout(resolve, 2_300));
      ticker.stop();
      const seen = asked.length;
      expect(seen).toBeGreaterThanOrEqual(2);
      expect(seen).toBeLessThanOrEqual(3);
      expect(asked[0]?.path).toBe("/__scheduled?cron=*%20*%20*%20*%20*%20*");
      // Each at the start of its second, as a cron's run is at the start of its minute.
      for (const { at } of asked) expect(at % 1000).toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(asked.length).toBe(seen);
      expect(reports).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("says so when the server cannot be reached, and keeps its time", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const reports: string[] = [];
    const ticker = startCronTicker(`http://127.0.0.1:${port}`, ["* * * * * *"], (message) =>
      reports.push(message),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    ticker.stop();
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports[0]).toBe('Cron "* * * * * *" tidak sampai ke server: fetch failed');
  });
});
