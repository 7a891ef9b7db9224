import type { Agenda } from "@padukuhan/shared/agenda";

const LOCALE = "id-ID";
const ZONE = "Asia/Jakarta";
const day = new Intl.DateTimeFormat(LOCALE, {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: ZONE,
});
const clock = new Intl.DateTimeFormat(LOCALE, { hour: "2-digit", minute: "2-digit", timeZone: ZONE });

/**
 * When an event runs, on the hamlet's clock: "Sabtu, 20 Desember 2026, 19.00–22.00 WIB", or
 * with both days when it spans more than one.
 */
export function agendaWhen(agenda: Pick<Agenda, "mulai" | "selesai">): string {
  const start = new Date(agenda.mulai);
  const end = new Date(agenda.selesai);
  const startDay = day.format(start);
  const endDay = day.format(end);
  if (startDay === endDay) return `${startDay}, ${clock.format(start)}–${clock.format(end)} WIB`;
  return `${startDay}, ${clock.format(start)} – ${endDay}, ${clock.format(end)} WIB`;
}
