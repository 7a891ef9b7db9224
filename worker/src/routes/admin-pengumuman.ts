import { apiMessages } from "@padukuhan/shared/messages";
import { type Pengumuman, pengumumanMessages, pengumumanSchema } from "@padukuhan/shared/pengumuman";
import { API_LIMIT } from "@padukuhan/shared/routes";
import { Hono } from "hono/tiny";
import {
  activeAt,
  overlapRefusal,
  type PengumumanChanges,
  pengumumanPageSql,
  pengumumanStore,
  toPengumuman,
} from "../db/pengumuman";
import type { PengumumanRow } from "../db/rows";
import { toIso } from "../db/time";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { noImage } from "../lib/upload-form";
import { contentRoutes } from "./content-routes";

/** `[mulai, id]` of the last announcement shown, as an opaque URL-safe string. */
const encodeCursor = (mulai: number, id: string) =>
  btoa(JSON.stringify([mulai, id]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function decodeCursor(text: string): [number, string] | null {
  try {
    const value: unknown = JSON.parse(atob(text.replace(/-/g, "+").replace(/_/g, "/")));
    return Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === "string"
      ? [value[0] as number, value[1] as string]
      : null;
  } catch {
    return null;
  }
}

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
  .get("/", async (c) => {
    const query = c.req.query();
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !after) return apiError(c, 400, "invalid_input", apiMessages.cursorInvalid);
    const asked = /^\d{1,5}$/.test(query.limit ?? "") ? Number(query.limit) : 0;
    const limit = asked < 1 ? API_LIMIT.default : Math.min(asked, API_LIMIT.max);
    const { results } = await c.env.DB.prepare(pengumumanPageSql(after !== null))
      .bind(...(after ?? []), limit + 1)
      .all<PengumumanRow>();
    const page = results.slice(0, limit);
    const last = page.at(-1);
    c.header("Cache-Control", "no-store");
    return c.json({
      data: page.map((row): Pengumuman => toPengumuman(row)),
      next: results.length > limit && last ? encodeCursor(last.mulai, last.id) : null,
    });
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
