import { agendaSchema } from "@padukuhan/shared/content-schemas";
import { apiMessages } from "@padukuhan/shared/messages";
import { API_LIMIT } from "@padukuhan/shared/routes";
import { normalizeQuery } from "@padukuhan/shared/search";
import { Hono } from "hono/tiny";
import { adminAgendaStatement, agendaStore, hasEnded, runAgenda } from "../db/agenda";
import { decodeCursor, encodeCursor } from "../db/lists";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { oneImage } from "../lib/upload-form";
import { contentRoutes } from "./content-routes";

/** The fields adding and editing both write; `arsip` as the end time stands at saving. */
const fieldsOf = (data: {
  judul: string;
  mulai: string;
  selesai: string;
  lokasi: string;
  deskripsi: string;
}) => ({
  judul: data.judul,
  mulai: data.mulai,
  selesai: data.selesai,
  lokasi: data.lokasi,
  deskripsi: data.deskripsi,
  arsip: hasEnded(data.selesai),
});

/**
 * 'Agenda Kegiatan': the list (latest start first, searchable, paged with a cursor), add, edit,
 * delete. The image is optional: an edit keeps it, replaces it with a new file, or drops it
 * (`hapus_gambar=1`); a replaced or dropped image leaves R2 once D1 no longer names it.
 * Mounted at /api/admin/agenda, behind the session guard.
 */
export const adminAgenda = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = c.req.query();
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const after = cursor && "after" in cursor && typeof cursor.after[0] === "number" ? cursor.after : null;
    if (query.cursor && !after) return apiError(c, 400, "invalid_input", apiMessages.cursorInvalid);
    const asked = /^\d{1,5}$/.test(query.limit ?? "") ? Number(query.limit) : 0;
    const limit = asked < 1 ? API_LIMIT.default : Math.min(asked, API_LIMIT.max);
    const rows = await runAgenda(
      c.env.DB,
      adminAgendaStatement(normalizeQuery(query.q ?? ""), after as [number, string] | null, limit + 1),
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    c.header("Cache-Control", "no-store");
    return c.json({
      data: page,
      next: rows.length > limit && last ? encodeCursor({ after: [Date.parse(last.mulai), last.id] }) : null,
    });
  })
  .route(
    "/",
    contentRoutes({
      kind: "agenda",
      store: agendaStore,
      notFound: apiMessages.agendaNotFound,
      form: { schema: agendaSchema, ...oneImage() },
      title: (values) => values.judul,
      images: (agenda) => [agenda.gambar],
      create: (data, uploaded) => ({ ...fieldsOf(data), gambar: uploaded.image ?? null }),
      change: (data, uploaded) => ({
        ...fieldsOf(data),
        // A new file wins; otherwise `hapus_gambar` drops the stored image, or it is kept.
        ...(uploaded.image ? { gambar: uploaded.image } : data.hapus_gambar ? { gambar: null } : {}),
      }),
    }),
  );
