import { formatDateTime } from "@padukuhan/shared/format";
import type { Agenda } from "@padukuhan/shared/types";
import { Link } from "react-router-dom";
import "./agenda-item.css";

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
        <Link to={`/agenda/${agenda.id}`}>{agenda.judul}</Link>
      </h3>
      <p>{agenda.lokasi}</p>
    </article>
  );
}
