/**
 * Reading a request body no further than a byte limit, for every route that reads one (admin
 * uploads, the auth JSON). An honest `Content-Length` over the limit is refused before a byte
 * is read; since the header can lie or be missing (chunked), the body also passes through a
 * counter that aborts the read once the limit is crossed.
 */

/** The declared length is over the limit: refuse without reading. */
export function declaredOverLimit(request: Request, limit: number): boolean {
  const declared = request.headers.get("content-length")?.trim();
  return declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit;
}

/**
 * `body` through a byte counter that errors the stream (and so cancels the source: the rest
 * is never pulled) once more than `limit` bytes went through.
 */
export function limitBody(body: ReadableStream<Uint8Array>, limit: number) {
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
