const LOCALE = "id-ID";

/** Shown where a record has no usable date (seed section 3). */
export const NO_DATE = "Tanggal tidak tersedia";

/** Every date on the site is read on the hamlet's clock (WIB), whoever's browser shows it. */
const DATE: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Jakarta",
};
const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

/**
 * Each formatter is built on its first use, not when this module is imported: building one
 * costs a cheap phone's main thread a few milliseconds, and most pages use one or two of them.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
const longDate = once(() => new Intl.DateTimeFormat(LOCALE, DATE));
const longDateTime = once(() => new Intl.DateTimeFormat(LOCALE, { weekday: "long", ...DATE, ...TIME }));
const dateAndTime = once(() => new Intl.DateTimeFormat(LOCALE, { ...DATE, ...TIME }));
const rupiah = once(
  () => new Intl.NumberFormat(LOCALE, { style: "currency", currency: "IDR", maximumFractionDigits: 0 }),
);
const number = once(() => new Intl.NumberFormat(LOCALE));

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Januari 2026" in the hamlet's time zone, or 'Tanggal tidak tersedia'. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? longDate().format(date) : NO_DATE;
}

/** "Senin, 5 Januari 2026 pukul 09.30" for the article page, or 'Tanggal tidak tersedia'. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? longDateTime().format(date) : NO_DATE;
}

/** "5 Januari 2026 pukul 09.30" in the hamlet's time zone, or `none` when there is no usable time. */
export function formatWhen(value: string | null | undefined, none = NO_DATE): string {
  const date = parse(value);
  return date ? dateAndTime().format(date) : none;
}

/** "Rp 15.000" */
export function formatRupiah(amount: number): string {
  return rupiah().format(amount);
}

/**
 * The first `length` characters and '...' when the text is longer (the seed's summaries:
 * 150 on the article list, 100 on the home page and UMKM cards, 50 in admin tables).
 */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A count as Indonesians write it: 1.250 (a dot between thousands). */
export function formatNumber(value: number): string {
  return number().format(value);
}

const shortRupiah = new Intl.NumberFormat("id-ID", {
  notation: "compact",
  compactDisplay: "long",
  maximumFractionDigits: 1,
});

/** Rupiah as people say it: 'Rp 1,2 miliar', 'Rp 850 juta' (the full figure belongs in a table). */
export function formatRupiahShort(amount: number): string {
  return `Rp ${shortRupiah.format(amount)}`;
}
