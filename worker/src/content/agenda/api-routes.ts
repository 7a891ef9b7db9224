import { agendaMessages } from "@padukuhan/shared/agenda";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../../env";
import { apiError } from "../../lib/errors";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { agendaIcs } from "./ics";
import { findAgenda } from "./store";

/** An event for anyone's calendar (its page and list are server-rendered pages). */
export const agendaApi = new Hono<AppEnv>()
  // 'Tambahkan ke Kalender': the event as a file the phone's calendar opens.
  .get("/:id/kalender.ics", async (c) => {
    const id = c.req.param("id");
    const agenda = await findAgenda(c.env.DB, id);
    if (!agenda) return apiError(c, 404, "not_found", agendaMessages.notFound);
    const origin = new URL(c.env.PUBLIC_ORIGIN);
    const body = agendaIcs({
      agenda,
      url: `${origin.origin}/agenda/${encodeURIComponent(id)}`,
      host: origin.hostname,
      now: new Date(),
    });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="agenda.ics"',
    });
  })
  .all("/:id/kalender.ics", methodNotAllowed(["GET"]));
