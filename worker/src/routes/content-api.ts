import { apiMessages } from "@padukuhan/shared/messages";
import { API_LIMIT, API_ROUTES, canonicalSearch, type UmkmSort } from "@padukuhan/shared/routes";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { findAgenda } from "../db/agenda";
import { findArtikel } from "../db/artikel";
import { decodeCursor, type ListRequest, listArtikel, listGaleri, listUmkm } from "../db/lists";
import { findUmkm } from "../db/umkm";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { agendaIcs } from "../lib/ics";
import { methodNotAllowed } from "../lib/method-not-allowed";

const readOnly = methodNotAllowed(["GET"]);

/**
 * The list request in a URL, read through the route table: the same canonical parameters the
 * edge cache keys on, so a cached answer and a fresh one never disagree. Null for a cursor
 * this API did not make.
 */
function listRequest(c: Context<AppEnv>, path: (typeof API_ROUTES)[number]["path"]): ListRequest | null {
  const route = API_ROUTES.find((candidate) => candidate.path === path) as (typeof API_ROUTES)[number];
  const params = canonicalSearch(route, new URL(c.req.url).searchParams);
  const cursorText = params.get("cursor");
  const cursor = cursorText === null ? null : decodeCursor(cursorText);
  if (cursorText !== null && cursor === null) return null;
  const q = params.get("q") ?? "";
  return {
    filter: { q, kategori: params.get("kategori") ?? "" },
    order: (params.get("urut") as UmkmSort | null) ?? (q ? "relevan" : "terbaru"),
    limit: Number(params.get("limit") ?? API_LIMIT.default),
    cursor,
  };
}

const badCursor = (c: Context<AppEnv>) => apiError(c, 400, "invalid_input", apiMessages.cursorInvalid);

/**
 * The public read API: articles, UMKM and gallery for anyone on any host. Lists come a page at
 * a time, `{ data, next }`; pass `next` back as `cursor` for the following page.
 */
export const contentApi = new Hono<AppEnv>()
  .get("/artikel", async (c) => {
    const request = listRequest(c, "/api/artikel");
    if (!request) return badCursor(c);
    return c.json(await listArtikel(c.env.DB, request), 200);
  })
  .all("/artikel", readOnly)
  .get("/artikel/:id", async (c) => {
    const record = await findArtikel(c.env.DB, c.req.param("id"));
    if (!record) return apiError(c, 404, "not_found", apiMessages.artikelNotFound);
    return c.json(record, 200);
  })
  .all("/artikel/:id", readOnly)
  .get("/umkm", async (c) => {
    const request = listRequest(c, "/api/umkm");
    if (!request) return badCursor(c);
    return c.json(await listUmkm(c.env.DB, request), 200);
  })
  .all("/umkm", readOnly)
  .get("/umkm/:id", async (c) => {
    const record = await findUmkm(c.env.DB, c.req.param("id"));
    if (!record) return apiError(c, 404, "not_found", apiMessages.umkmNotFound);
    return c.json(record, 200);
  })
  .all("/umkm/:id", readOnly)
  .get("/galeri", async (c) => {
    const request = listRequest(c, "/api/galeri");
    if (!request) return badCursor(c);
    return c.json(await listGaleri(c.env.DB, request), 200);
  })
  .all("/galeri", readOnly)
  // 'Tambahkan ke Kalender': the event as a file the phone's calendar opens.
  .get("/agenda/:id/kalender.ics", async (c) => {
    const id = c.req.param("id");
    const agenda = await findAgenda(c.env.DB, id);
    if (!agenda) return apiError(c, 404, "not_found", apiMessages.agendaNotFound);
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
  .all("/agenda/:id/kalender.ics", readOnly);
