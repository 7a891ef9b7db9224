import { describe, expect, it } from "vitest";
import { compareContent, comparisonTable, type UrlFigures } from "./bench-compare";

const limits = { sizeRatio: 1.25, rowsRead: 300, ttfbRatio: 2 };
const figures = (path: string, brotli: number, rowsRead: number | null, ttfbMs: number): UrlFigures => ({
  path,
  brotli,
  rowsRead,
  ttfbMs,
});

describe("the large-content budgets", () => {
  it("are relative to the sample figures", () => {
    const [home] = compareContent(
      [{ path: "/", page: true }],
      [figures("/", 10_000, 10, 20)],
      [figures("/", 12_500, 300, 40)],
      limits,
    );
    expect(home?.budgets.map((b) => [b.name, b.measured, b.limit, b.pass])).toEqual([
      ["large brotli: /", 12_500, 12_500, true],
      ["rows read: /", 300, 300, true],
      ["large miss TTFB: /", 40, 40, true],
    ]);
  });

  it("fail just over each limit", () => {
    const [home] = compareContent(
      [{ path: "/", page: true }],
      [figures("/", 10_000, 10, 20)],
      [figures("/", 12_501, 301, 40.1)],
      limits,
    );
    expect(home?.budgets.map((b) => b.pass)).toEqual([false, false, false]);
  });

  it("count the larger rows read of the two, and fail when the Worker did not say", () => {
    const [many, unknown] = compareContent(
      [
        { path: "/a", page: true },
        { path: "/b", page: true },
      ],
      [figures("/a", 1, 400, 1), figures("/b", 1, null, 1)],
      [figures("/a", 1, 10, 1), figures("/b", 1, 10, 1)],
      limits,
    );
    expect(many?.budgets[1]).toMatchObject({ measured: 400, pass: false });
    expect(unknown?.budgets[1]).toMatchObject({
      measured: null,
      pass: false,
      note: "no x-d1-rows-read header",
    });
  });

  it("leave the list API's size to its limit", () => {
    const [api] = compareContent(
      [{ path: "/api/artikel", page: false }],
      [figures("/api/artikel", 1_000, 20, 10)],
      [figures("/api/artikel", 5_000, 100, 10)],
      limits,
    );
    expect(api?.budgets.map((b) => b.name)).toEqual([
      "rows read: /api/artikel",
      "large miss TTFB: /api/artikel",
    ]);
    expect(api?.budgets.every((b) => b.pass)).toBe(true);
  });

  it("need both figures of every URL", () => {
    expect(() => compareContent([{ path: "/", page: true }], [], [figures("/", 1, 1, 1)], limits)).toThrow(
      "/: not measured",
    );
  });
});

describe("the comparison table", () => {
  it("shows both figures, their ratios and which budgets failed", () => {
    const comparisons = compareContent(
      [
        { path: "/", page: true },
        { path: "/api/umkm", page: false },
      ],
      [figures("/", 10_240, 17, 20), figures("/api/umkm", 1_024, 42, 10)],
      [figures("/", 9_216, 18, 50), figures("/api/umkm", 4_096, 182, 12)],
      limits,
    );
    const lines = comparisonTable(comparisons).split("\n");
    expect(lines[0]).toMatch(/^URL\s+sample brotli\s+large brotli\s+ratio\s+sample rows\s+large rows/);
    expect(lines[2]?.split(/\s{2,}/)).toEqual([
      "/",
      "10.0 KB",
      "9.0 KB",
      "0.90x",
      "17",
      "18",
      "20 ms",
      "50 ms",
      "2.50x",
      "FAIL large miss TTFB",
    ]);
    expect(lines[3]?.split(/\s{2,}/)).toEqual([
      "/api/umkm",
      "1.0 KB",
      "4.0 KB",
      "4.00x (API)",
      "42",
      "182",
      "10 ms",
      "12 ms",
      "1.20x",
      "PASS",
    ]);
  });
});
