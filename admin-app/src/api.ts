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

/**
 * Calls our own API (same origin, so the session cookie goes along). JSON in and out;
 * a non-2xx answer throws `ApiError` with the server's message, or `fallbackMessage`.
 */
export async function apiJson<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
  fallbackMessage = "",
): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("Accept", "application/json");
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const response = await fetch(path, {
    ...rest,
    headers,
    credentials: "same-origin",
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (!response.ok)
    throw new ApiError(response.status, body.error?.message ?? body.message ?? fallbackMessage);
  return body;
}
