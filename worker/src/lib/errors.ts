import type { ApiErrorCode } from "@padukuhan/shared/messages";
import type { ApiError } from "@padukuhan/shared/types";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one shape every API error takes: `{ error: { code, message } }`. */
export function apiError(c: Context, status: ContentfulStatusCode, code: ApiErrorCode, message: string) {
  return c.json<ApiError>({ error: { code, message } }, status);
}
