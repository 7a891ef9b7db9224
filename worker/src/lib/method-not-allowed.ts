import { apiMessages } from "@padukuhan/shared/messages";
import type { Context } from "hono";
import { apiError } from "./errors";

/**
 * Registered with `.all(path, ...)` after a path's real handlers: any other method on a
 * known path gets 405 with `Allow`, rather than the 404 an unknown path gets.
 */
export function methodNotAllowed(allowed: string[]) {
  const allow = allowed.includes("GET") ? [...allowed, "HEAD"].join(", ") : allowed.join(", ");
  // Typed as a plain Response: a typed client expands `.all` onto every method of the path, and
  // this answer's shape would then be mixed into each real route's.
  return (c: Context): Response => {
    c.header("Allow", allow);
    return apiError(c, 405, "method_not_allowed", apiMessages.methodNotAllowed);
  };
}
