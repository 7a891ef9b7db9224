/** The budgets `npm run bench` checks, and how its results read in a terminal. */

export const KB = 1024;

export interface Budget {
  name: string;
  /** null: not measured (a step failed), which fails the budget. */
  measured: number | null;
  limit: number;
  comparison: "<=" | ">=";
  unit: "bytes" | "ms" | "score" | "ratio" | "count";
  pass: boolean;
  /** Why it was not measured, when it was not. */
  note?: string;
  /** What else the figure needs beside it (Lighthouse's: the CPU benchmark index). */
  detail?: string;
}

export function budget(
  name: string,
  measured: number | null | undefined,
  comparison: Budget["comparison"],
  limit: number,
  unit: Budget["unit"],
  note?: string,
): Budget {
  const value = measured === undefined || measured === null || Number.isNaN(measured) ? null : measured;
  const pass = value !== null && (comparison === "<=" ? value <= limit : value >= limit);
  return {
    name,
    measured: value,
    limit,
    comparison,
    unit,
    pass,
    ...(value === null && note ? { note } : {}),
  };
}

export function formatValue(value: number | null, unit: Budget["unit"]): string {
  if (value === null) return "not measured";
  switch (unit) {
    case "bytes":
      return `${(value / KB).toFixed(1)} KB`;
    case "ms":
      return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
    case "score":
      return String(Math.round(value));
    case "count":
      return String(value);
    case "ratio":
      return value.toFixed(value < 0.1 ? 3 : 2);
  }
}

export function budgetLine(b: Budget): string {
  const verdict = b.pass ? "PASS" : "FAIL";
  const measured = formatValue(b.measured, b.unit);
  const limit = `${b.comparison} ${formatValue(b.limit, b.unit)}`;
  return `${verdict}  ${b.name.padEnd(48)} ${measured.padStart(13)}  (${limit})${b.detail ? `  ${b.detail}` : ""}${b.note ? `  ${b.note}` : ""}`;
}

/** The middle value; of an even number, the mean of the two middle ones. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** new / old; null when either is missing or old is 0 (no ratio to speak of). */
export function ratio(next: number | null | undefined, previous: number | null | undefined): number | null {
  if (next === null || next === undefined || previous === null || previous === undefined || previous === 0)
    return null;
  return next / previous;
}

export const cpuIndex = (index: number | null | undefined) =>
  `CPU benchmark index ${index === null || index === undefined ? "-" : Math.round(index)}`;

/** One page's Lighthouse figures, as far as the comparison needs them. */
export interface PageFigures {
  score: number | null;
  lcpMs: number | null;
  tbtMedianMs: number | null;
  benchmarkIndex: number | null;
}

export interface PageComparison {
  page: string;
  next: PageFigures;
  previous: PageFigures;
}

/** The two builds' medians side by side, each with its CPU benchmark index, and TBT new/old. */
export function comparisonLighthouseTable(pages: PageComparison[], runs: number): string {
  const ms = (value: number | null) => formatValue(value, "ms");
  const rounded = (value: number | null) => (value === null ? "-" : String(Math.round(value)));
  const tbtRatio = (p: PageComparison) => ratio(p.next.tbtMedianMs, p.previous.tbtMedianMs);
  return table(
    [
      `median of ${runs}`,
      "score new",
      "score old",
      "LCP new",
      "LCP old",
      "TBT new",
      "TBT old",
      "TBT new/old",
      "CPU index new",
      "CPU index old",
    ],
    pages.map((p) => [
      p.page,
      rounded(p.next.score),
      rounded(p.previous.score),
      ms(p.next.lcpMs),
      ms(p.previous.lcpMs),
      ms(p.next.tbtMedianMs),
      ms(p.previous.tbtMedianMs),
      formatValue(tbtRatio(p), "ratio"),
      rounded(p.next.benchmarkIndex),
      rounded(p.previous.benchmarkIndex),
    ]),
  );
}

/** A figure of the new build over the old one's, against `limit`; each side's CPU index beside it. */
function comparedBudget(
  p: PageComparison,
  figure: "tbtMedianMs" | "lcpMs",
  limit: number,
  label: string,
  missing: string,
): Budget {
  return {
    ...budget(
      `${label} new/old: ${p.page}`,
      ratio(p.next[figure], p.previous[figure]),
      "<=",
      limit,
      "ratio",
      missing,
    ),
    detail: `new ${cpuIndex(p.next.benchmarkIndex)}, old ${cpuIndex(p.previous.benchmarkIndex)}`,
  };
}

/**
 * TBT of the new build over the old one's (issue #27: at most 0.6, to bring it under the page
 * budget). Where both builds are already within `pageBudgetMs`, the ratio of two small, noisy
 * figures (often 0 ms) says nothing, and the page's own budget is the one that holds.
 */
export function tbtRatioBudget(p: PageComparison, limit: number, pageBudgetMs: number): Budget {
  const compared = comparedBudget(
    p,
    "tbtMedianMs",
    limit,
    "TBT",
    "a build's TBT was not measured, or the old one's was 0",
  );
  const both = [p.next.tbtMedianMs, p.previous.tbtMedianMs];
  if (compared.pass || !both.every((tbt) => typeof tbt === "number" && tbt <= pageBudgetMs)) return compared;
  const { note: _, ...rest } = compared;
  return { ...rest, pass: true, note: `both builds within the page budget (<= ${pageBudgetMs} ms)` };
}

/** LCP of the new build over the old one's (issue #27: an article's no worse than the compared build's). */
export const lcpRatioBudget = (p: PageComparison, limit: number) =>
  comparedBudget(p, "lcpMs", limit, "LCP", "a build's LCP was not measured");

/** A plain text table: first column left-aligned, the others right-aligned. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}
