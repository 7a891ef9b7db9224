import { WriteError } from "../content/upload";
import type { Endpoint } from "../endpoints";

interface ErrorBody {
  error?: { message?: unknown; fields?: unknown };
}

/** The per-field messages of a refused form (`{ error: { fields } }`), as strings. */
function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * A JSON write to the admin API (same origin, so the session cookie goes along). A refusal
 * rejects with `WriteError`, carrying the server's Indonesian message and its field errors so
 * `useWrite` can put them beside the fields; no answer at all is status 0.
 */
export async function sendJson<Answer, Body = undefined>(
  endpoint: Endpoint<Answer, Body>,
  ...[body]: [Body] extends [undefined] ? [] : [body: Body]
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(endpoint.path, {
      method: endpoint.method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new WriteError(0, "");
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (parsed as ErrorBody | null)?.error;
    const message = typeof error?.message === "string" ? error.message : "";
    throw new WriteError(response.status, message, fieldsOf(error?.fields));
  }
  return parsed as Answer;
}
