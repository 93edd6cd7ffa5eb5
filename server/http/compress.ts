import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** Brotli when the client accepts it, else gzip; `q=0` refuses a coding and `*` stands for any other (RFC 9110 section 12.5.3). */
export function chooseEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gzip = weight("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return null;
}

const brotliQuality = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const gzipLevel = { level: 6 };

/** Whole bytes in one coding, at the same settings as the streamed answers. */
export function packBytes(raw: Uint8Array, encoding: "br" | "gzip"): Buffer<ArrayBuffer> {
  return (encoding === "br" ? brotliCompressSync(raw, brotliQuality) : gzipSync(raw, gzipLevel)) as Buffer<ArrayBuffer>;
}

/** Whether answers of this Content-Type are compressed. */
export function isCompressible(type: string): boolean {
  return compressible.test(type) && !type.startsWith("text/event-stream");
}

/**
 * Brotli or gzip for text responses over `threshold` bytes. Pages are compressed as they
 * stream (SSR keeps streaming); JSON answers, which are never streamed, are read whole and
 * compressed in one call, without converting between web and Node streams.
 */
export function compress(threshold = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding || !res.body || c.req.method === "HEAD") return;
    if (res.headers.has("content-encoding") || res.status === 204 || res.status === 304) return;
    const type = res.headers.get("content-type") ?? "";
    // Server-sent events must reach the browser as written, not held in a compressor's buffer.
    if (!isCompressible(type)) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < threshold) return;
    if (/no-transform/i.test(res.headers.get("cache-control") ?? "")) return;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    const answer = (body: BodyInit, extra: Record<string, string> = {}) => {
      for (const [name, value] of Object.entries(extra)) headers.set(name, value);
      // Clearing first stops Hono from copying the old headers (Vary, Content-Length) over the new ones.
      c.res = undefined;
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    };
    const vary = headers.get("vary");
    const varied = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    if (type.startsWith("application/json")) {
      const raw = Buffer.from(await res.arrayBuffer());
      if (raw.length < threshold) return answer(raw, { "content-length": String(raw.length) });
      const packed = packBytes(raw, encoding);
      return answer(packed, { "content-encoding": encoding, vary: varied, "content-length": String(packed.length) });
    }
    const compressor = encoding === "br" ? createBrotliCompress(brotliQuality) : createGzip(gzipLevel);
    const body = Readable.fromWeb(res.body as never).pipe(compressor);
    answer(Readable.toWeb(body) as ReadableStream, { "content-encoding": encoding, vary: varied });
  };
}
