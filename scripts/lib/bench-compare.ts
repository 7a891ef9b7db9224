/**
 * The same URLs measured with the sample content and with the large content, against budgets
 * derived from the sample figures: a page may grow a little, a request may read a bounded
 * number of rows, and a miss may get somewhat slower, whatever the amount of content.
 */
import { type Budget, budget, formatValue, table } from "./bench-report";

/** One URL on a cache miss. */
export interface UrlFigures {
  path: string;
  /** Body, brotli at quality 11. */
  brotli: number;
  /** The Worker's `x-d1-rows-read`; null when it did not say. */
  rowsRead: number | null;
  /** Median time to first byte. */
  ttfbMs: number;
}

export interface ContentLimits {
  /** A page's brotli HTML at the large size, at most this times its sample size. */
  sizeRatio: number;
  /** D1 rows one request may read. */
  rowsRead: number;
  /** A miss's time to first byte at the large size, at most this times the sample figure. */
  ttfbRatio: number;
}

export interface UrlComparison {
  path: string;
  /** An HTML page (its size has a budget); the list API's size is bounded by its limit instead. */
  page: boolean;
  sample: UrlFigures;
  large: UrlFigures;
  budgets: Budget[];
}

export function compareContent(
  targets: { path: string; page: boolean }[],
  sample: UrlFigures[],
  large: UrlFigures[],
  limits: ContentLimits,
): UrlComparison[] {
  return targets.map(({ path, page }) => {
    const s = sample.find((f) => f.path === path);
    const l = large.find((f) => f.path === path);
    if (!s || !l) throw new Error(`${path}: not measured`);
    const budgets = [
      ...(page
        ? [budget(`large brotli: ${path}`, l.brotli, "<=", limits.sizeRatio * s.brotli, "bytes")]
        : []),
      budget(
        `rows read: ${path}`,
        l.rowsRead === null || s.rowsRead === null ? null : Math.max(s.rowsRead, l.rowsRead),
        "<=",
        limits.rowsRead,
        "count",
        "no x-d1-rows-read header",
      ),
      budget(`large miss TTFB: ${path}`, l.ttfbMs, "<=", limits.ttfbRatio * s.ttfbMs, "ms"),
    ];
    return { path, page, sample: s, large: l, budgets };
  });
}

const ratio = (large: number, sample: number) => (sample > 0 ? `${(large / sample).toFixed(2)}x` : "-");

export function comparisonTable(comparisons: UrlComparison[]): string {
  return table(
    [
      "URL",
      "sample brotli",
      "large brotli",
      "ratio",
      "sample rows",
      "large rows",
      "sample TTFB",
      "large TTFB",
      "ratio",
      "budgets",
    ],
    comparisons.map(({ path, page, sample, large, budgets }) => {
      const failed = budgets.filter((b) => !b.pass).map((b) => b.name.split(":")[0]);
      return [
        path,
        formatValue(sample.brotli, "bytes"),
        formatValue(large.brotli, "bytes"),
        `${ratio(large.brotli, sample.brotli)}${page ? "" : " (API)"}`,
        sample.rowsRead ?? "-",
        large.rowsRead ?? "-",
        formatValue(sample.ttfbMs, "ms"),
        formatValue(large.ttfbMs, "ms"),
        ratio(large.ttfbMs, sample.ttfbMs),
        failed.length === 0 ? "PASS" : `FAIL ${failed.join(", ")}`,
      ];
    }),
  );
}
