import {
  ACTIVITY_KINDS,
  type ActivityEntry,
  type ActivityKind,
  accountMessages,
} from "@padukuhan/shared/accounts";
import { apiMessages } from "@padukuhan/shared/messages";
import { Hono } from "hono/tiny";
import type { ActivityRow } from "../db/rows";
import { toIso } from "../db/time";
import type { AppEnv } from "../env";
import { adminPageQuery, pageOf } from "../lib/admin-paging";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";

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
  .get("/", adminPageQuery, async (c) => {
    const query = c.req.query();
    const akun = query.akun || null;
    const jenis = query.jenis || null;
    if (jenis !== null && !ACTIVITY_KINDS.includes(jenis as ActivityKind)) {
      return apiError(c, 400, "invalid_input", accountMessages.kindInvalid);
    }
    const { after, limit } = c.req.valid("query");
    // Entries are numbered: the cursor carries the number as text.
    const afterId = after ? Number(after[1]) : null;
    if (after && !Number.isSafeInteger(afterId)) {
      return apiError(c, 400, "invalid_input", apiMessages.cursorInvalid);
    }

    const sql = activityPageSql({ akun: akun !== null, jenis: jenis !== null, after: after !== null });
    const values = [akun, jenis, after?.[0] ?? null, afterId].filter((value) => value !== null);
    const { results } = await c.env.DB.prepare(sql)
      .bind(...values, limit + 1)
      .all<ActivityRow>();
    const { page, next } = pageOf(results, limit, (row) => [row.at, String(row.id)]);
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
      next,
    });
  })
  .all("/", methodNotAllowed(["GET"]));
