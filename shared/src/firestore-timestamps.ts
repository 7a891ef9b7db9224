/**
 * The timestamps a document store's JSON export holds, in every shape the common export tools
 * write: `{_seconds, _nanoseconds}` (the Admin SDK's Timestamp as JSON), `{seconds, nanoseconds}`
 * (the REST API, protobuf JSON), `{"__datatype__": "timestamp", "value": …}`
 * (node-firestore-import-export), `{"__time__": "…"}` (Firefoo), ISO 8601 strings, plain dates
 * ("2024-08-17", "17/08/2024", "17 Agustus 2024", a JavaScript `Date` as text) and numbers
 * (milliseconds, or seconds when too small to be milliseconds since 1973).
 *
 * A time without a zone is taken on the village's clock (WIB, UTC+7), as the old site showed it.
 */

/** What a field held: an instant, nothing, or something that is no time at all. */
export type TimestampRead = { ms: number } | "missing" | "unreadable";

const WIB_OFFSET = "+07:00";
/**
 * Earliest and latest instants accepted: anything outside is a broken value, not a date (a year
 * alone, "2024", read as seconds, would otherwise be a moment of 1 January 1970).
 */
const EARLIEST = Date.UTC(1990, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
/** Below this a number is seconds: 1e11 ms is March 1973, 1e11 s the year 5138. */
const SECONDS_BELOW = 1e11;

const MONTHS = [
  "januari",
  "februari",
  "maret",
  "april",
  "mei",
  "juni",
  "juli",
  "agustus",
  "september",
  "oktober",
  "november",
  "desember",
];

const inRange = (ms: number): TimestampRead =>
  Number.isFinite(ms) && ms >= EARLIEST && ms < LATEST ? { ms: Math.trunc(ms) } : "unreadable";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A number, or a string of digits (some tools write seconds as text). */
function numeric(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/** Day, month, year on the WIB clock at `time` (hh:mm[:ss[.fff]]), refusing 30 February. */
function wibDate(year: number, month: number, day: number, time = "00:00:00"): TimestampRead {
  const iso = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const ms = Date.parse(`${iso}T${time}${WIB_OFFSET}`);
  if (Number.isNaN(ms)) return "unreadable";
  // Date.parse rolls 2024-02-30 over into March: the day must come back as it was written.
  const back = new Date(ms + 7 * 3_600_000);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() + 1 !== month || back.getUTCDate() !== day) {
    return "unreadable";
  }
  return inRange(ms);
}

function fromText(text: string): TimestampRead {
  const value = text.trim();
  if (value === "") return "missing";
  if (/^-?\d+(\.\d+)?$/.test(value)) return fromNumber(Number(value));
  // ISO 8601: a date, or a date and a time, with or without a zone.
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(value);
  if (iso) {
    const [, year, month, day, time, zone] = iso;
    const date = wibDate(Number(year), Number(month), Number(day), time ?? "00:00:00");
    if (date === "unreadable" || !zone) return date;
    const offset = zone.toUpperCase() === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    return inRange(Date.parse(`${year}-${month}-${day}T${time}${offset}`));
  }
  // 17/08/2024 or 17-08-2024: day first, as Indonesia writes it.
  const numericDate = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numericDate) {
    const [, day, month, year] = numericDate;
    return wibDate(Number(year), Number(month), Number(day));
  }
  // 17 Agustus 2024, as the old site displayed dates.
  const long = /^(\d{1,2}) ([a-z]+) (\d{4})$/i.exec(value);
  if (long) {
    const month = MONTHS.indexOf((long[2] ?? "").toLowerCase());
    return month < 0 ? "unreadable" : wibDate(Number(long[3]), month + 1, Number(long[1]));
  }
  // A JavaScript Date written as text ("Sat Aug 17 2024 10:00:00 GMT+0700 (…)"): it names its zone.
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \d{4} \d{2}:\d{2}:\d{2} GMT[+-]\d{4}/.test(value)) {
    return inRange(Date.parse(value));
  }
  return "unreadable";
}

const fromNumber = (value: number): TimestampRead =>
  inRange(Math.abs(value) < SECONDS_BELOW ? value * 1000 : value);

/** `{seconds, nanoseconds}` under either pair of names; null when `value` has neither. */
function fromSecondsObject(value: Record<string, unknown>): TimestampRead | null {
  const seconds = numeric(value._seconds ?? value.seconds);
  if (seconds === null) return null;
  const nanos = numeric(value._nanoseconds ?? value.nanoseconds ?? 0);
  if (nanos === null || nanos < 0 || nanos >= 1e9) return "unreadable";
  return inRange(seconds * 1000 + Math.floor(nanos / 1e6));
}

/** The instant a field of an exported document holds. */
export function readTimestamp(value: unknown): TimestampRead {
  if (value === null || value === undefined) return "missing";
  if (typeof value === "number") return fromNumber(value);
  if (typeof value === "string") return fromText(value);
  if (!isRecord(value)) return "unreadable";
  if (value.__datatype__ !== undefined) {
    return value.__datatype__ === "timestamp" ? readTimestamp(value.value) : "unreadable";
  }
  if (value.__time__ !== undefined) return readTimestamp(value.__time__);
  return fromSecondsObject(value) ?? "unreadable";
}
