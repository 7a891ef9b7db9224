import type { Agenda } from "@padukuhan/shared/agenda";
/**
 * One event as an iCalendar file (RFC 5545), for 'Tambahkan ke Kalender': CRLF line ends,
 * times in UTC, text escaped (section 3.3.11) and lines folded at 75 octets (section 3.1)
 * without splitting a UTF-8 character.
 */

/** 20261220T120000Z: an instant in UTC, the form every calendar reads without a time zone. */
export const icsTime = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** Backslash, semicolon and comma escaped; line breaks as `\n`. */
export const icsText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const encoder = new TextEncoder();

/** A content line folded: at most 75 octets per line, each continuation starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    const room = parts.length === 0 ? 75 : 74;
    if (size + octets > room) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export interface IcsInput {
  agenda: Agenda;
  /** The event's page (absolute URL). */
  url: string;
  /** The host that names the event for ever (its UID's domain). */
  host: string;
  /** When the file was made (DTSTAMP). */
  now: Date;
}

export function agendaIcs({ agenda, url, host, now }: IcsInput): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${host}//Agenda Kegiatan//ID`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${agenda.id}@${host}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(agenda.mulai)}`,
    `DTEND:${icsTime(agenda.selesai)}`,
    `SUMMARY:${icsText(agenda.judul)}`,
    `LOCATION:${icsText(agenda.lokasi)}`,
    `DESCRIPTION:${icsText(agenda.deskripsi)}`,
    `URL:${url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
