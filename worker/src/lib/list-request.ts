import { apiMessages } from "@padukuhan/shared/messages";
import { API_LIMIT, API_ROUTES, canonicalSearch, type UmkmSort } from "@padukuhan/shared/routes";
import type { CursorPage } from "@padukuhan/shared/types";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { decodeCursor, type ListRequest } from "../db/lists";
import type { AppEnv } from "../env";
import { apiError, type JsonAnswer } from "./errors";
import { methodNotAllowed } from "./method-not-allowed";

type ApiListPath = (typeof API_ROUTES)[number]["path"];

/**
 * The list request in a URL, read through the route table: the same canonical parameters the
 * edge cache keys on, so a cached answer and a fresh one never disagree. Null for a cursor
 * this API did not make.
 */
function apiListRequest(c: Context<AppEnv>, path: ApiListPath): ListRequest | null {
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

/**
 * A kind's public list at `path` (mounted there): `GET /` answers one page, `{ data, next }`; a
 * cursor this API did not make is a 400, any other method a 405. A kind that also answers one
 * record chains its `/:id` route onto this.
 */
export function apiListRoutes<Item>(
  path: ApiListPath,
  list: (db: D1Database, request: ListRequest) => Promise<CursorPage<Item>>,
): Hono<AppEnv, { "/": { $get: JsonAnswer<CursorPage<Item>, 200> } }> {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const request = apiListRequest(c, path);
      if (!request) return apiError(c, 400, "invalid_input", apiMessages.cursorInvalid);
      return c.json(await list(c.env.DB, request), 200);
    })
    .all("/", methodNotAllowed(["GET"]));
}
