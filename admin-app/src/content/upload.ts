import { ApiError } from "../api";
import type { Endpoint } from "../endpoints";

/** A failed write, with the server's per-field messages when it sent them (400). */
export class WriteError extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(status, message);
  }
}

/** How far the body has gone up; `total` is null when the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

interface ErrorBody {
  error?: { message?: unknown; fields?: unknown };
}

function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === "string") fields[name] = message;
    else if (Array.isArray(message) && typeof message[0] === "string") fields[name] = message[0];
  }
  return fields;
}

/**
 * Sends a multipart form to our own API with XMLHttpRequest, because fetch cannot report
 * upload progress and a 5 MB photo on a village connection takes a while. Same origin, so
 * the session cookie goes along without `withCredentials`. A non-2xx answer or a network
 * failure rejects with `WriteError` (status 0 when the network failed).
 */
export function sendMultipart<Answer>(
  endpoint: Endpoint<Answer, FormData>,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpoint.path);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    });
    request.addEventListener("load", () => {
      let parsed: unknown = null;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        // A proxy's HTML error page: the status alone tells what happened.
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(parsed as Answer);
        return;
      }
      const error = (parsed as ErrorBody | null)?.error;
      const message = typeof error?.message === "string" ? error.message : "";
      reject(new WriteError(request.status, message, fieldsOf(error?.fields)));
    });
    request.addEventListener("error", () => reject(new WriteError(0, "")));
    request.addEventListener("abort", () => reject(new WriteError(0, "")));
    request.addEventListener("timeout", () => reject(new WriteError(0, "")));
    request.send(body);
  });
}
