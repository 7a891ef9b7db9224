import { declaredOverLimit, limitBody } from "../lib/limited-body";

/**
 * The auth endpoints take a username and passwords, never more than a few hundred bytes: their
 * JSON is read no further than this.
 */
export const AUTH_BODY_LIMIT = 4 * 1024;

export type LimitedJson = { tooLarge: true } | { tooLarge: false; value: unknown };

/**
 * The request's JSON, read within `limit` bytes. An honest `Content-Length` over the limit is
 * refused before a byte is read; a missing one (chunked) or a lying one meets the counter.
 * A body that is not JSON gives `value: null` (the schema then says what is missing).
 */
export async function readLimitedJson(request: Request, limit = AUTH_BODY_LIMIT): Promise<LimitedJson> {
  if (declaredOverLimit(request, limit)) return { tooLarge: true };
  if (!request.body) return { tooLarge: false, value: null };
  const limited = limitBody(request.body, limit);
  let text: string;
  try {
    text = await new Response(limited.stream).text();
  } catch {
    return limited.exceeded() ? { tooLarge: true } : { tooLarge: false, value: null };
  }
  try {
    return { tooLarge: false, value: JSON.parse(text) };
  } catch {
    return { tooLarge: false, value: null };
  }
}
