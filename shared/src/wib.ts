/**
 * Times as village staff type them: a `datetime-local` field ("2026-12-01T09:30") read as WIB,
 * the hamlet's clock. Jakarta has kept UTC+7 all year since 1964 (no daylight saving), so the
 * wall clock is a fixed offset from the instant and needs no time-zone database.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-01T09:30" (WIB) → the instant, or null when it is no real date and time. */
export function wibInputToDate(value: string): Date | null {
  const match = INPUT_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - WIB_OFFSET_MS;
  const date = new Date(utc);
  // Date.UTC rolls 31 February over into March: refuse what the calendar has not.
  return wibInput(date) === value.trim() ? date : null;
}

/** An instant → "2026-12-01T09:30" on the WIB clock, the value a `datetime-local` field shows. */
export function wibInput(date: Date): string {
  return new Date(date.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 16);
}
