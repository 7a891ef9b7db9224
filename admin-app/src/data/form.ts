/**
 * A table of 'Data Padukuhan' as its form holds it: every figure as the text typed ('1.250'),
 * under its key, the schema's path joined by dots ('jiwa', '0–4', 'pendapatan.Dana Desa.anggaran').
 * Pure: the value ↔ form conversions, what is sent, the totals and warnings as the admin types,
 * and where the Worker's field errors go. The schemas, sums and warnings are the shared module's.
 */
import {
  APBDES_GROUP_NAMES,
  APBDES_GROUPS,
  type ApbdesGroup,
  DATA_SCHEMAS,
  type DataTable,
  type DataValue,
  dataWarnings,
  PENDUDUK_BREAKDOWNS,
  type PendudukBreakdown,
  realisationPercent,
  wholeNumberFrom,
} from "@padukuhan/shared/data-padukuhan";
import { formatNumber } from "@padukuhan/shared/format";

/** A table's form: each figure's text by its key. */
export type DataForm = Record<string, string>;

export const PENDUDUK_FIELDS = ["jiwa", "kk", "laki", "perempuan"] as const;

export const LINE_AMOUNTS = ["anggaran", "realisasi"] as const;
export type LineAmount = (typeof LINE_AMOUNTS)[number];

/** The key of one amount of an APBDes line ('pendapatan.Dana Desa.anggaran'), or of the SILPA ('silpa.anggaran'). */
export const lineKey = (group: ApbdesGroup | "silpa", row: string | null, amount: LineAmount) =>
  row === null ? `${group}.${amount}` : `${group}.${row}.${amount}`;

export const isBreakdown = (tabel: DataTable): tabel is PendudukBreakdown => tabel in PENDUDUK_BREAKDOWNS;

/** Where each figure of a table sits in its value, in the order the form shows them. */
export function figurePaths(tabel: DataTable): string[][] {
  if (tabel === "penduduk") return PENDUDUK_FIELDS.map((name) => [name]);
  if (tabel === "apbdes") {
    return [
      ...APBDES_GROUP_NAMES.flatMap((group) =>
        APBDES_GROUPS[group].flatMap((row) => LINE_AMOUNTS.map((amount) => [group, row, amount])),
      ),
      ...LINE_AMOUNTS.map((amount) => ["silpa", amount]),
    ];
  }
  return PENDUDUK_BREAKDOWNS[tabel].rows.map((row) => [row]);
}

const keyOf = (path: readonly (string | number | symbol)[]) => path.map(String).join(".");

/** Every figure's key of a table, in the form's order. */
export const figureKeys = (tabel: DataTable) => figurePaths(tabel).map(keyOf);

/**
 * Whether a figure left empty counts as 0: a breakdown's row or a budget line often is none, and
 * the sums show what was left out; the population's four figures must each be typed.
 */
export const blankIsZero = (tabel: DataTable) => tabel !== "penduduk";

/** A figure as typed, read as a whole number 0 or more ('1.250' is 1250), or null when it is not one. */
export function figureOf(text: string | undefined, blankZero: boolean): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return blankZero ? 0 : null;
  const value = wholeNumberFrom(trimmed);
  return Number.isNaN(value) ? null : value;
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let node = value;
  for (const part of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A stored table as its form shows it, each figure written the Indonesian way; empty without one. */
export function toForm(tabel: DataTable, value: DataValue | null): DataForm {
  return Object.fromEntries(
    figurePaths(tabel).map((path) => {
      const figure = value === null ? undefined : valueAt(value, path);
      return [keyOf(path), typeof figure === "number" ? formatNumber(figure) : ""];
    }),
  );
}

/**
 * What a table's PUT sends: the schema's shape, each figure a number where it reads as one (an
 * empty row 0), else the text as typed, so the Worker names the same problem the form does.
 */
export function toBody(tabel: DataTable, form: DataForm): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const blankZero = blankIsZero(tabel);
  for (const path of figurePaths(tabel)) {
    const text = form[keyOf(path)] ?? "";
    let node = body;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[path[path.length - 1] as string] = figureOf(text, blankZero) ?? text;
  }
  return body;
}

/** The table's value when every figure reads, as the Worker would store it; else null. */
export function liveValue<T extends DataTable>(tabel: T, form: DataForm): DataValue<T> | null {
  const parsed = DATA_SCHEMAS[tabel].safeParse(toBody(tabel, form));
  return parsed.success ? (parsed.data as DataValue<T>) : null;
}

/** The schema's first message per figure, by the figure's key (nothing when the form passes). */
export function checkForm(tabel: DataTable, form: DataForm): Record<string, string> {
  const parsed = DATA_SCHEMAS[tabel].safeParse(toBody(tabel, form));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? keyOf(issue.path) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The Worker's field errors (400 `fields`) at the form's figures: a key the form has stays; a
 * shorter one ('Dana Desa.anggaran') goes to the figure it ends, a part's name ('pendapatan') to
 * its first figure; anything else is the form's own message ('form').
 */
export function placeServerErrors(tabel: DataTable, fields: Record<string, string>): Record<string, string> {
  const keys = figureKeys(tabel);
  const placed: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const key =
      keys.find((candidate) => candidate === name) ??
      keys.find((candidate) => candidate.endsWith(`.${name}`)) ??
      keys.find((candidate) => candidate.startsWith(`${name}.`)) ??
      "form";
    placed[key] ??= message;
  }
  return placed;
}

/** Whether the form says something other than the stored table (or, with none stored, anything). */
export function isChanged(tabel: DataTable, form: DataForm, stored: DataValue | null): boolean {
  const base = toForm(tabel, stored);
  const blankZero = stored !== null && blankIsZero(tabel);
  const read = (text: string | undefined) => {
    const figure = figureOf(text, blankZero);
    return figure === null ? (text ?? "").trim() : String(figure);
  };
  return Object.keys(base).some((key) => read(form[key]) !== read(base[key]));
}

/**
 * The warnings beside a table: as typed once the admin changes something (the shared checks
 * against the year's population, `jiwa`), else the Worker's for the stored table; none for a
 * table not filled in and not yet typed in.
 */
export function warningsToShow(
  tabel: DataTable,
  form: DataForm,
  stored: { value: DataValue; warnings: string[] } | null,
  jiwa: number | null,
): string[] {
  if (!isChanged(tabel, form, stored?.value ?? null)) return stored?.warnings ?? [];
  const value = liveValue(tabel, form);
  return value === null ? [] : dataWarnings(tabel, value, jiwa);
}

// ---------------------------------------------------------------------------
// The totals as typed
// ---------------------------------------------------------------------------

/** The figures added up, or null while one of them does not read. */
function sumOf(form: DataForm, keys: readonly string[], blankZero: boolean): number | null {
  let sum = 0;
  for (const key of keys) {
    const figure = figureOf(form[key], blankZero);
    if (figure === null) return null;
    sum += figure;
  }
  return sum;
}

/** Men and women added up, once both are typed. */
export const sexTotal = (form: DataForm) => sumOf(form, ["laki", "perempuan"], false);

/** A breakdown's rows added up (an empty row is 0). */
export const breakdownSum = (tabel: PendudukBreakdown, form: DataForm) =>
  sumOf(form, PENDUDUK_BREAKDOWNS[tabel].rows, true);

/** A budget and a realisation as typed so far: either may not read yet. */
export interface LiveLine {
  anggaran: number | null;
  realisasi: number | null;
}

const eachAmount = (of: (amount: LineAmount) => number | null): LiveLine => ({
  anggaran: of("anggaran"),
  realisasi: of("realisasi"),
});

/** Realisation as a percentage of the budget, once both read and there is a budget. */
export const livePercent = ({ anggaran, realisasi }: LiveLine): number | null =>
  anggaran === null || realisasi === null ? null : realisationPercent({ anggaran, realisasi });

/** One line's two amounts as typed. */
export const lineOf = (form: DataForm, group: ApbdesGroup | "silpa", row: string | null): LiveLine =>
  eachAmount((amount) => figureOf(form[lineKey(group, row, amount)], true));

/** The APBDes's totals as typed: each part's, Pembiayaan's net, and SILPA as the figures give it. */
export interface ApbdesTotals {
  pendapatan: LiveLine;
  belanja: LiveLine;
  /** Penerimaan − Pengeluaran. */
  pembiayaanNetto: LiveLine;
  /** Pendapatan − Belanja + Pembiayaan netto: `computedSilpa` of the shared module, as typed. */
  silpaHitungan: LiveLine;
  /** The SILPA the books state, as typed. */
  silpa: LiveLine;
}

export function apbdesTotals(form: DataForm): ApbdesTotals {
  const total = (group: ApbdesGroup) =>
    eachAmount((amount) =>
      sumOf(
        form,
        APBDES_GROUPS[group].map((row) => lineKey(group, row, amount)),
        true,
      ),
    );
  const pendapatan = total("pendapatan");
  const belanja = total("belanja");
  const masuk = lineOf(form, "pembiayaan", "Penerimaan");
  const keluar = lineOf(form, "pembiayaan", "Pengeluaran");
  const pembiayaanNetto = eachAmount((amount) => {
    const [a, b] = [masuk[amount], keluar[amount]];
    return a === null || b === null ? null : a - b;
  });
  const silpaHitungan = eachAmount((amount) => {
    const parts = [pendapatan[amount], belanja[amount], pembiayaanNetto[amount]];
    if (parts.some((part) => part === null)) return null;
    const [p, b, n] = parts as [number, number, number];
    return p - b + n;
  });
  return { pendapatan, belanja, pembiayaanNetto, silpaHitungan, silpa: lineOf(form, "silpa", null) };
}
