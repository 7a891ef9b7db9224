import { apiMessages } from "@padukuhan/shared/messages";
import { API_LIMIT, API_ROUTES, canonicalSearch, type UmkmSort } from "@padukuhan/shared/routes";
import type { Context } from "hono";
import { decodeCursor, type ListRequest } from "../db/lists";
import type { AppEnv } from "../env";
import { apiError } from "./errors";

type ApiListPath = (typeof API_ROUTES)[number]["path"];

/**
 * The list request in a URL, read through the route table: the same canonical parameters the
 * edge cache keys on, so a cached answer and a fresh one never disagree. Null for a cursor
 * this API did not make.
 */
export function apiListRequest(c: Context<AppEnv>, path: ApiListPath): ListRequest | null {
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

/** The answer to a cursor this API did not make. */
export const badCursor = (c: Context<AppEnv>) => apiError(c, 400, "invalid_input", apiMessages.cursorInvalid);
