import type { Agenda } from "@padukuhan/shared/types";
import { wibInput } from "@padukuhan/shared/wib";

/** An instant on the WIB clock with its offset: "2026-12-20T19:00:00+07:00". */
export const wibDateTime = (iso: string) => `${wibInput(new Date(iso))}:00+07:00`;

/**
 * The schema.org `Event` of an event's page, for search engines. `origin` makes the image and
 * the page absolute. An ended event is still 'scheduled': it took place as planned.
 */
export function agendaJsonLd(agenda: Agenda, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: agenda.judul,
    startDate: wibDateTime(agenda.mulai),
    endDate: wibDateTime(agenda.selesai),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: agenda.lokasi, address: agenda.lokasi },
    description: agenda.deskripsi,
    ...(agenda.gambar ? { image: [new URL(agenda.gambar, origin).href] } : {}),
    url: `${origin}/agenda/${encodeURIComponent(agenda.id)}`,
  };
}

/**
 * JSON inside `<script type="application/ld+json">`: no `<` can close the element early. It is
 * data, never run, so the page's script-src does not apply to it.
 */
export const scriptSafeJsonLd = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
