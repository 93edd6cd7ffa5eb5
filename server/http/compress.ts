import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

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

const jsonThreshold = 1024;

/** The body of a JSON answer, Brotli or gzip, as the client accepts and its size merits. */
function packJson(raw: Buffer, encoding: "br" | "gzip" | null, threshold = jsonThreshold): Buffer<ArrayBuffer> | null {
  if (!encoding || raw.length < threshold) return null;
  return encoding === "br" ? brotliCompressSync(raw, brotliQuality) : gzipSync(raw, gzipLevel);
}

/**
 * A JSON answer from its text, compressed as the middleware below would compress it (`vary`:
 * the answer's Vary before Accept-Encoding). The API writes its answers through this: the
 * middleware would otherwise read the text back out of a Response, which makes a full web
 * Response and its body stream per answer.
 */
export function jsonAnswer(c: Context, json: string, status: number, vary?: string): Response {
  const raw = Buffer.from(json);
  const encoding = c.req.method === "HEAD" ? null : chooseEncoding(c.req.header("accept-encoding"));
  const packed = packJson(raw, encoding);
  const body = packed ?? raw;
  const headers: Record<string, string> = { "Content-Type": "application/json", "Content-Length": String(body.length) };
  if (packed) {
    headers["Content-Encoding"] = encoding!;
    headers["Vary"] = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  } else if (vary) {
    headers["Vary"] = vary;
  }
  return c.body(body as Uint8Array<ArrayBuffer>, status as 200, headers);
}

/**
 * Brotli or gzip for text responses over `threshold` bytes. Pages are compressed as they
 * stream (SSR keeps streaming); JSON answers, which are never streamed, are read whole and
 * compressed in one call, without converting between web and Node streams.
 */
export function compress(threshold = jsonThreshold): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding || c.req.method === "HEAD") return;
    if (res.headers.has("content-encoding") || res.status === 204 || res.status === 304) return;
    const type = res.headers.get("content-type") ?? "";
    // Server-sent events must reach the browser as written, not held in a compressor's buffer.
    if (!compressible.test(type) || type.startsWith("text/event-stream")) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < threshold) return;
    if (/no-transform/i.test(res.headers.get("cache-control") ?? "")) return;
    // Read last: the body makes a full web Response of the server's lightweight one.
    if (!res.body) return;
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
      const packed = packJson(raw, encoding, threshold);
      if (!packed) return answer(raw, { "content-length": String(raw.length) });
      return answer(packed, { "content-encoding": encoding, vary: varied, "content-length": String(packed.length) });
    }
    const compressor = encoding === "br" ? createBrotliCompress(brotliQuality) : createGzip(gzipLevel);
    const body = Readable.fromWeb(res.body as never).pipe(compressor);
    answer(Readable.toWeb(body) as ReadableStream, { "content-encoding": encoding, vary: varied });
  };
}
