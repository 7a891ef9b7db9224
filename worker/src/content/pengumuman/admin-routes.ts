import { type Pengumuman, pengumumanMessages, pengumumanSchema } from "@padukuhan/shared/pengumuman";
import { Hono } from "hono/tiny";
import { toIso } from "../../db/time";
import type { AppEnv } from "../../env";
import { adminPageQuery, pageOf } from "../../lib/admin-paging";
import { noImage } from "../../lib/upload-form";
import { contentRoutes } from "../content-routes";
import {
  activeAt,
  overlapRefusal,
  type PengumumanChanges,
  pengumumanPageSql,
  pengumumanStore,
  toPengumuman,
} from "./store";
import type { PengumumanRow } from "./table";

/** The fields both adding and editing write; `aktif` as the period stands now. */
const fieldsOf = (data: { text: string; link: string | null; mulai: number; selesai: number }) => ({
  text: data.text,
  link: data.link,
  mulai: toIso(data.mulai),
  selesai: toIso(data.selesai),
  aktif: activeAt(data.mulai, data.selesai, Date.now()),
});

/**
 * 'Pengumuman': the list (latest period first, paged with a cursor), add, edit, delete. Mounted
 * at /api/admin/pengumuman, behind the session guard.
 */
export const adminPengumuman = new Hono<AppEnv>()
  .get("/", adminPageQuery, async (c) => {
    const { after, limit } = c.req.valid("query");
    const { results } = await c.env.DB.prepare(pengumumanPageSql(after !== null))
      .bind(...(after ?? []), limit + 1)
      .all<PengumumanRow>();
    const { page, next } = pageOf(results, limit, (row) => [row.mulai, row.id]);
    c.header("Cache-Control", "no-store");
    return c.json({ data: page.map((row): Pengumuman => toPengumuman(row)), next });
  })
  .route(
    "/",
    contentRoutes({
      kind: "pengumuman",
      store: pengumumanStore,
      notFound: pengumumanMessages.notFound,
      form: { schema: pengumumanSchema, ...noImage() },
      title: (values) => values.text,
      images: () => [],
      refused: (db, error, data, id) => overlapRefusal(db, error, data, id),
      create: (data) => fieldsOf(data),
      change: (data): Omit<PengumumanChanges, "updatedAt"> => fieldsOf(data),
    }),
  );
