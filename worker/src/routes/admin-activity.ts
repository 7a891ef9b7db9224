import {
  ACTIVITY_KINDS,
  type ActivityEntry,
  type ActivityKind,
  accountMessages,
} from "@padukuhan/shared/accounts";
import { apiMessages } from "@padukuhan/shared/messages";
import { API_LIMIT } from "@padukuhan/shared/routes";
import { Hono } from "hono/tiny";
import type { ActivityRow } from "../db/rows";
import { toIso } from "../db/time";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";

/** `[at, id]` of the last entry shown, as an opaque URL-safe string. */
const encodeCursor = (at: number, id: number) =>
  btoa(`${at}.${id}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function decodeCursor(text: string): [number, number] | null {
  try {
    const match = /^(\d{1,15})\.(\d{1,15})$/.exec(atob(text.replace(/-/g, "+").replace(/_/g, "/")));
    return match ? [Number(match[1]), Number(match[2])] : null;
  } catch {
    return null;
  }
}

/**
 * The SELECT for one page, newest first. Each filter has its index (schema.ts): by person
 * `activity_log_akun_idx`, by kind `activity_log_kind_idx`, neither `activity_log_newest_idx`;
 * `admin-activity.test.ts` checks the plans.
 */
export function activityPageSql(filter: { akun: boolean; jenis: boolean; after: boolean }): string {
  const where = [
    ...(filter.akun ? ["akun_id = ?"] : []),
    ...(filter.jenis ? ["kind = ?"] : []),
    ...(filter.after ? ["(at, id) < (?, ?)"] : []),
  ];
  return `SELECT id, at, akun_id, username, kind, action, record_id, title FROM activity_log${
    where.length > 0 ? ` WHERE ${where.join(" AND ")}` : ""
  } ORDER BY at DESC, id DESC LIMIT ?`;
}

/** 'Riwayat'. Mounted at /api/admin/riwayat, behind the session guard. */
export const adminActivity = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = c.req.query();
    const akun = query.akun || null;
    const jenis = query.jenis || null;
    if (jenis !== null && !ACTIVITY_KINDS.includes(jenis as ActivityKind)) {
      return apiError(c, 400, "invalid_input", accountMessages.kindInvalid);
    }
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !after) return apiError(c, 400, "invalid_input", apiMessages.cursorInvalid);
    // As the public lists: 1 to 50, 20 when absent or not a number.
    const asked = /^\d{1,5}$/.test(query.limit ?? "") ? Number(query.limit) : 0;
    const limit = asked < 1 ? API_LIMIT.default : Math.min(asked, API_LIMIT.max);

    const sql = activityPageSql({ akun: akun !== null, jenis: jenis !== null, after: after !== null });
    const values = [akun, jenis, ...(after ?? [])].filter((value) => value !== null);
    const { results } = await c.env.DB.prepare(sql)
      .bind(...values, limit + 1)
      .all<ActivityRow>();
    const page = results.slice(0, limit);
    const last = page.at(-1);
    c.header("Cache-Control", "no-store");
    return c.json({
      data: page.map(
        (row): ActivityEntry => ({
          id: row.id,
          at: toIso(row.at),
          akunId: row.akun_id,
          username: row.username,
          kind: row.kind,
          action: row.action,
          recordId: row.record_id,
          title: row.title,
        }),
      ),
      next: results.length > limit && last ? encodeCursor(last.at, last.id) : null,
    });
  })
  .all("/", methodNotAllowed(["GET"]));
