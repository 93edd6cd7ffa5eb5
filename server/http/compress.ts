import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

function chooseEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  const accepted = header.split(",").map((part) => part.trim().split(";")[0]!.toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/** Brotli or gzip for text responses over `threshold` bytes (streamed, so SSR keeps streaming). */
export function compress(threshold = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding || !res.body || c.req.method === "HEAD") return;
    if (res.headers.has("content-encoding") || res.status === 204 || res.status === 304) return;
    const type = res.headers.get("content-type") ?? "";
    // Server-sent events must reach the browser as written, not held in a compressor's buffer.
    if (!compressible.test(type) || type.startsWith("text/event-stream")) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < threshold) return;
    if (/no-transform/i.test(res.headers.get("cache-control") ?? "")) return;
    const compressor =
      encoding === "br"
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip({ level: 6 });
    const body = Readable.fromWeb(res.body as never).pipe(compressor);
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    const vary = headers.get("vary");
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, statusText: res.statusText, headers });
  };
}
