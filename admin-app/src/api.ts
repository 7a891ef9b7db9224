import type { Endpoint } from "./endpoints";

/** A failed API call, with the server's Indonesian message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { message?: string };
  message?: string;
}

/** What a call adds to its endpoint: fetch's options, and the JSON body when the endpoint takes one. */
export type CallInit<Body> = Omit<RequestInit, "method" | "body"> &
  ([Body] extends [undefined] ? { json?: undefined } : { json: Body });

/**
 * Calls our own API (same origin, so the session cookie goes along). JSON in and out; a non-2xx
 * answer throws `ApiError` with the server's message (empty when it sent none).
 */
export async function apiJson<Answer, Body = undefined>(
  endpoint: Endpoint<Answer, Body>,
  ...[init]: [Body] extends [undefined] ? [init?: CallInit<Body>] : [init: CallInit<Body>]
): Promise<Answer> {
  const { json, ...rest } = init ?? {};
  const headers = new Headers(rest.headers);
  headers.set("Accept", "application/json");
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const response = await fetch(endpoint.path, {
    ...rest,
    method: endpoint.method,
    headers,
    credentials: "same-origin",
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const body = (await response.json().catch(() => ({}))) as Answer & ErrorBody;
  if (!response.ok) throw new ApiError(response.status, body.error?.message ?? body.message ?? "");
  return body;
}
