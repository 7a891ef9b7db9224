import { formatDateTime } from "@padukuhan/shared/format";
import "./agenda-item.css";
import type { Agenda } from "@padukuhan/shared/agenda";

/**
 * One event in a list: when it starts (WIB), its title as the link to its page, and its place.
 * On the home page, so in the first bundle: the date format is the one articles already use.
 */
export function AgendaItem({ agenda }: { agenda: Agenda }) {
  return (
    <article className="agenda-item">
      <p>
        <time dateTime={agenda.mulai}>{formatDateTime(agenda.mulai)} WIB</time>
      </p>
      <h3>
        <a href={`/agenda/${agenda.id}`}>{agenda.judul}</a>
      </h3>
      <p>{agenda.lokasi}</p>
    </article>
  );
}
