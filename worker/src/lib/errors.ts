import type { ApiErrorCode } from "@padukuhan/shared/messages";
import type { ApiError } from "@padukuhan/shared/types";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one shape every API error takes: `{ error: { code, message } }`. */
export function apiError(c: Context, status: ContentfulStatusCode, code: ApiErrorCode, message: string) {
  return c.json<ApiError>({ error: { code, message } }, status);
}

/**
 * Refuses the request from wherever a check finds the problem, however deep: the thrown
 * exception carries the answer, and `app.onError` (or Hono's own handler, in a bare app) sends
 * it. One path for every refusal, instead of each caller passing a `T | Response` back up.
 */
export function refuse(status: ContentfulStatusCode, code: ApiErrorCode, message: string): never {
  throw new HTTPException(status, {
    res: Response.json({ error: { code, message } } satisfies ApiError, { status }),
  });
}
