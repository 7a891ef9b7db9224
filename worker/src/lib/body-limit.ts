/**
 * The one limit on request bodies: route middleware in front of whatever reads the body (the
 * validators in validation.ts). An honest `Content-Length` over the limit means the body is
 * never read at all; since the header can lie or be missing (chunked), the body also passes
 * through a counter that stops the read once the limit is crossed, so the rest is never pulled.
 */
import { authMessages } from "@padukuhan/shared/auth";
import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./errors";

/**
 * The admin API's JSON bodies (sign-in, passwords, accounts) carry a few short fields, never
 * more than a few hundred bytes: they are read no further than this.
 */
export const JSON_BODY_LIMIT = 4 * 1024;

/** The 413 of a JSON body over its limit. */
export const jsonTooLarge = (c: Context) => apiError(c, 413, "payload_too_large", authMessages.bodyTooLarge);

/** The declared length is over the limit: refuse without reading. */
function declaredOverLimit(request: Request, limit: number): boolean {
  const declared = request.headers.get("content-length")?.trim();
  return declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit;
}

interface LimitedBody {
  stream: ReadableStream<Uint8Array>;
  /** Whether a read went past the limit. */
  exceeded: () => boolean;
}

/**
 * `body` through a byte counter that errors the stream (and so cancels the source: the rest
 * is never pulled) once more than `limit` bytes went through.
 */
function counted(body: ReadableStream<Uint8Array>, limit: number): LimitedBody {
  let seen = 0;
  let exceeded = false;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          exceeded = true;
          controller.error(new Error("request body over limit"));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, exceeded: () => exceeded };
}

/** A body declared over the limit: the first read fails, and not a byte of the source is pulled. */
function refused(): LimitedBody {
  let exceeded = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      exceeded = true;
      controller.error(new Error("request body over limit"));
    },
  });
  return { stream, exceeded: () => exceeded };
}

/**
 * Bodies read after this middleware stop at `limit` bytes. A read that hits the limit fails,
 * and whatever the route then answered (an unreadable body is a 400), the client is told the
 * real reason: `tooLarge`, a 413. A check that answers before reading (415 for a body that is
 * not a form) keeps its answer, and a route that never reads the body ignores its size.
 */
export function bodyLimit(limit: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const limited = declaredOverLimit(c.req.raw, limit) ? refused() : counted(body, limit);
    // `duplex` is what Node's fetch asks of a streamed body (the upload-form tests run there too).
    c.req.raw = new Request(c.req.raw, { body: limited.stream, duplex: "half" } as RequestInit);
    await next();
    if (limited.exceeded()) c.res = tooLarge(c);
  };
}
