import type { MiddlewareHandler } from "hono";

/**
 * A request answered without reading its body (a 401 to an upload without a session, a 403 from
 * the cross-site guard, a 429) still has its body on the way. Answering and then closing the
 * connection under a client that is still sending makes the client's socket reset: many clients
 * then lose the answer itself ("network error" instead of the 401), and a pooled connection
 * fails the next request too. So the rest of the body is read and thrown away before the answer
 * goes, up to `maxBytes` and `maxMs`, and the connection stays usable. A body past either bound
 * gets the answer with `Connection: close`, and Node ends the connection after it.
 */
export function drainUnreadBody(options: { maxBytes: number; maxMs: number }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const request = c.req.raw;
    if (request.method === "GET" || request.method === "HEAD" || !request.body || request.bodyUsed) return;
    if (await discard(request.body, options)) return;
    try {
      c.res.headers.set("Connection", "close");
    } catch {
      // Headers of a fetched response cannot change: the answer is copied.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set("Connection", "close");
      c.res = copy;
    }
  };
}

/** Reads a body to its end and drops it; false when it was longer or slower than allowed. */
async function discard(body: ReadableStream<Uint8Array>, options: { maxBytes: number; maxMs: number }): Promise<boolean> {
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = body.getReader();
  } catch {
    return false; // another reader holds it: whoever took it deals with the rest
  }
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    reader.cancel().catch(() => undefined);
  }, options.maxMs);
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return !timedOut;
      bytes += value.byteLength;
      if (bytes > options.maxBytes) {
        await reader.cancel().catch(() => undefined);
        return false;
      }
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
