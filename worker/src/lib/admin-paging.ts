/**
 * The paging of every admin list (articles, agenda, announcements, messages, 'Riwayat'): newest
 * first by a number (a time) and an id, continued after the last record shown (keyset, never
 * OFFSET), with the public lists' opaque cursor (db/lists.ts) and limits.
 */
import { apiMessages } from "@padukuhan/shared/messages";
import { API_LIMIT } from "@padukuhan/shared/routes";
import { validator } from "hono/validator";
import { decodeCursor, encodeCursor } from "../db/lists";
import { apiError } from "./errors";

/** The sort key and id of the last record shown. */
export type Keyset = [number, string];

/** `limit` as the public lists take it: 1 to 50, 20 when absent or not a number. */
export function pageLimit(text: string | undefined): number {
  const asked = /^\d{1,5}$/.test(text ?? "") ? Number(text) : 0;
  return asked < 1 ? API_LIMIT.default : Math.min(asked, API_LIMIT.max);
}

/**
 * `?limit` and `?cursor` as `c.req.valid("query")`: `{ after, limit }`. A cursor this API did
 * not make (or one of another list's kind) is refused with the one Indonesian 400.
 */
export const adminPageQuery = validator("query", (query, c) => {
  const one = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const text = one("cursor");
  const cursor = text ? decodeCursor(text) : null;
  const after: Keyset | null =
    cursor && "after" in cursor && typeof cursor.after[0] === "number"
      ? [cursor.after[0], cursor.after[1]]
      : null;
  if (text && !after) return apiError(c, 400, "invalid_input", apiMessages.cursorInvalid);
  return { after, limit: pageLimit(one("limit")) };
});

/**
 * One page of `rows`, read with `limit + 1` so the extra row tells whether another page
 * follows, and the cursor that continues after its last record.
 */
export function pageOf<Row>(rows: Row[], limit: number, keyset: (row: Row) => Keyset) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? encodeCursor({ after: keyset(last) }) : null };
}
