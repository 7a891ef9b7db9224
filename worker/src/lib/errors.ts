import type { ApiErrorCode } from "@padukuhan/shared/messages";
import type { ApiError } from "@padukuhan/shared/types";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";

/** The statuses an error answers with: never a success, so a typed client tells them apart. */
export type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;

/** The one shape every API error takes: `{ error: { code, message } }`. */
export function apiError(c: Context, status: ErrorStatus, code: ApiErrorCode, message: string) {
  return c.json({ error: { code, message } } satisfies ApiError, status);
}

/**
 * Refuses the request from wherever a check finds the problem, however deep: the thrown
 * exception carries the answer, and `app.onError` (or Hono's own handler, in a bare app) sends
 * it. One path for every refusal, instead of each caller passing a `T | Response` back up.
 */
export function refuse(status: ErrorStatus, code: ApiErrorCode, message: string): never {
  throw new HTTPException(status, {
    res: Response.json({ error: { code, message } } satisfies ApiError, { status }),
  });
}

/**
 * One successful JSON answer as a route's type in Hono's schema (what the admin app's typed
 * calls read), for a router whose inferred type is too long to write into a declaration file.
 */
export interface JsonAnswer<Output, Status extends number, Input = Record<never, never>> {
  input: Input;
  output: Output;
  outputFormat: "json";
  status: Status;
}
