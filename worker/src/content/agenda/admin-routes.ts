import { agendaMessages, agendaSchema } from "@padukuhan/shared/agenda";
import { normalizeQuery } from "@padukuhan/shared/search";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../../env";
import { adminPageQuery, pageOf } from "../../lib/admin-paging";
import { oneImage } from "../../lib/upload-form";
import { contentRoutes } from "../content-routes";
import { adminAgendaStatement, agendaStore, hasEnded, runAgenda } from "./store";

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
  .get("/", adminPageQuery, async (c) => {
    const { after, limit } = c.req.valid("query");
    const rows = await runAgenda(
      c.env.DB,
      adminAgendaStatement(normalizeQuery(c.req.query("q") ?? ""), after, limit + 1),
    );
    const { page, next } = pageOf(rows, limit, (agenda) => [Date.parse(agenda.mulai), agenda.id]);
    c.header("Cache-Control", "no-store");
    return c.json({ data: page, next });
  })
  .route(
    "/",
    contentRoutes({
      kind: "agenda",
      store: agendaStore,
      notFound: agendaMessages.notFound,
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
