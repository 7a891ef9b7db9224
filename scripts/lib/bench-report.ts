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
  return `${verdict}  ${b.name.padEnd(48)} ${measured.padStart(13)}  (${limit})${b.note ? `  ${b.note}` : ""}`;
}

/** A plain text table: first column left-aligned, the others right-aligned. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}
