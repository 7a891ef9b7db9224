import type { Agenda } from "@padukuhan/shared/types";
import { Link } from "react-router-dom";
import { agendaWhen } from "./agenda-when";
import "./agenda-item.css";

/** One event in a list: its day and time (WIB), title as the link to its page, and place. */
export function AgendaItem({ agenda, headingLevel = 3 }: { agenda: Agenda; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="agenda-item">
      <p className="agenda-when">
        <time dateTime={agenda.mulai}>{agendaWhen(agenda)}</time>
      </p>
      <Heading className="agenda-title">
        <Link to={`/agenda/${agenda.id}`}>{agenda.judul}</Link>
      </Heading>
      <p className="agenda-place">{agenda.lokasi}</p>
    </article>
  );
}
