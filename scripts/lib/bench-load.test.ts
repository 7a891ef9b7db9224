import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { medianRun } from "./bench-lighthouse";
import { fixedRate, percentile, shuffled, zipfSample } from "./bench-load";
import { budget } from "./bench-report";
import { seededRandom } from "./seeded-random";

describe("percentile", () => {
  it("takes the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("the uneven spread", () => {
  const urls = Array.from({ length: 50 }, (_, i) => `/u${i}`);

  it("is the same for the same seed", () => {
    expect(zipfSample(urls, 500, seededRandom(1))).toEqual(zipfSample(urls, 500, seededRandom(1)));
    expect(shuffled(urls, seededRandom(1))).toEqual(shuffled(urls, seededRandom(1)));
    expect(zipfSample(urls, 500, seededRandom(1))).not.toEqual(zipfSample(urls, 500, seededRandom(2)));
  });

  it("favours the first items, about as 1/k says", () => {
    const picks = zipfSample(urls, 5000, seededRandom(7));
    const count = (url: string) => picks.filter((p) => p === url).length;
    // Harmonic number H(50) ≈ 4.5: the first gets ~22%, the second ~11%, the last ~0.4%.
    expect(count("/u0") / 5000).toBeGreaterThan(0.19);
    expect(count("/u0") / 5000).toBeLessThan(0.25);
    expect(count("/u1")).toBeLessThan(count("/u0"));
    expect(count("/u49") / 5000).toBeLessThan(0.01);
  });

  it("shuffles without losing or adding items", () => {
    expect([...shuffled(urls, seededRandom(3))].sort()).toEqual([...urls].sort());
  });
});

describe("fixed rate", () => {
  const arrivals: number[] = [];
  const server = http.createServer((_, response) => {
    arrivals.push(performance.now());
    response.end("ok");
  });
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("spreads requests evenly instead of sending each second's share at once", async () => {
    const result = await fixedRate(`${origin}/`, 50, 1);
    expect(result.sent).toBe(50);
    expect(result.errors + result.non2xx).toBe(0);
    const gaps = arrivals.slice(1).map((t, i) => t - (arrivals[i] as number));
    // 20 ms apart as planned (a late timer on a busy machine may bunch a few); a burst would
    // put most of them under a millisecond apart.
    const median = percentile(
      [...gaps].sort((a, b) => a - b),
      50,
    );
    expect(median).toBeGreaterThan(15);
    expect(median).toBeLessThan(25);
  });

  it("refuses any host but 127.0.0.1", async () => {
    await expect(fixedRate("http://example.com/", 1, 1)).rejects.toThrow(/127\.0\.0\.1/);
  });
});

describe("budgets and the Lighthouse median", () => {
  it("fails a budget that was not measured", () => {
    expect(budget("x", 10, "<=", 10, "ms").pass).toBe(true);
    expect(budget("x", 11, "<=", 10, "ms").pass).toBe(false);
    expect(budget("x", 0.8, ">=", 0.8, "ratio").pass).toBe(true);
    expect(budget("x", null, "<=", 10, "ms", "crashed")).toMatchObject({ pass: false, note: "crashed" });
    expect(budget("x", Number.NaN, ">=", 1, "ratio").pass).toBe(false);
  });

  it("takes the middle run by score", () => {
    const run = (score: number, lcpMs: number) => ({
      score,
      seoScore: 100,
      lcpMs,
      fcpMs: 0,
      cls: 0,
      tbtMs: 0,
      totalByteWeight: 0,
      benchmarkIndex: 1500,
      warnings: [],
      report: "",
    });
    expect(medianRun([run(96, 1), run(70, 2), run(89, 3)])?.score).toBe(89);
    expect(medianRun([run(90, 1000), run(90, 2000), run(90, 1500)])?.lcpMs).toBe(1500);
    expect(medianRun([])).toBeNull();
  });
});
