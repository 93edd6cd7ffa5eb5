import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { LastUseMap } from "../../app/lib/last-use-map.ts";

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

/**
 * Quality 4: half the CPU of quality 5 for 5–10 % more bytes (a 21 KB list answer: 0.13 against
 * 0.26–0.39 ms, 2.6 against 2.4 KB; a rendered list page of 83 KB: 0.81 against 1.43 ms, 12.8
 * against 11.9 KB; docs/benchmarks/speed-notes.md, section "Fifth round").
 */
const brotliQuality = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/**
 * Quality 2 for a page rendered for its reader: every rendered page differs (its CSP nonce), so
 * each is packed once and sent once, on the request's own time. Against quality 4 it halves
 * the CPU for 5–8 % more bytes (/properties 91 KB: 0.41 against 0.86 ms, 16.0 against 14.8 KB;
 * a detail 49 KB: 0.18 against 0.48 ms, 11.2 against 10.5 KB; docs/benchmarks/speed-notes.md,
 * "Ninth round"). Answers packed once and sent many times (JSON answers, the page cache's
 * entries) keep quality 4.
 */
const pageBrotliQuality = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } };
const gzipLevel = { level: 6 };

const jsonThreshold = 1024;

/** Whole bytes in one coding, at the same settings as the streamed answers. */
export function packBytes(raw: Uint8Array, encoding: "br" | "gzip", brotli = brotliQuality): Buffer<ArrayBuffer> {
  return (encoding === "br" ? brotliCompressSync(raw, brotli) : gzipSync(raw, gzipLevel)) as Buffer<ArrayBuffer>;
}

/** A whole body (a JSON answer, a page rendered in one burst) packed as the client accepts, or null when its size does not merit it. */
function packWhole(
  raw: Buffer,
  encoding: "br" | "gzip" | null,
  threshold = jsonThreshold,
  brotli = brotliQuality,
): Buffer<ArrayBuffer> | null {
  if (!encoding || raw.length < threshold) return null;
  return packBytes(raw, encoding, brotli);
}

/** Whether answers of this Content-Type are compressed. */
export function isCompressible(type: string): boolean {
  return compressible.test(type) && !type.startsWith("text/event-stream");
}

/**
 * Compressed answers by their coding and the SHA-1 of their bytes, most recently used last.
 * Many readers get byte-identical answers (a list's first page, the settings, a popular
 * listing) while the data stands still; the answer is still made for each of them, but packed
 * once. Hashing costs a tenth of packing (0.016 against 0.13 ms for a 21 KB answer), and a
 * lookup keyed by the bytes themselves can only give back the packing of what this reader was
 * about to be sent.
 */
const packedAnswers = new LastUseMap<string, Buffer<ArrayBuffer>>({
  maxEntries: 512,
  maxWeight: 8 * 1024 * 1024,
  weigh: (packed) => packed.length,
});
/** Answers packed and answers whose packing was found again, since the process started (tests read them). */
export const packedAnswerCounts = { packed: 0, reused: 0 };

function packRemembered(raw: Buffer, encoding: "br" | "gzip"): Buffer<ArrayBuffer> {
  const key = encoding + createHash("sha1").update(raw).digest("base64");
  const found = packedAnswers.get(key);
  if (found) {
    packedAnswerCounts.reused++;
    return found;
  }
  const packed = packBytes(raw, encoding);
  packedAnswerCounts.packed++;
  packedAnswers.set(key, packed);
  return packed;
}

/**
 * A JSON answer from its text (or its UTF-8 bytes), compressed as the middleware below would compress it (`vary`:
 * the answer's Vary before Accept-Encoding). The API writes its answers through this: the
 * middleware would otherwise read the text back out of a Response, which makes a full web
 * Response and its body stream per answer.
 */
export function jsonAnswer(c: Context, json: string | Buffer, status: number, vary?: string): Response {
  const raw = typeof json === "string" ? Buffer.from(json) : json;
  const encoding = c.req.method === "HEAD" ? null : chooseEncoding(c.req.header("accept-encoding"));
  const packed = encoding && raw.length >= jsonThreshold ? packRemembered(raw, encoding) : null;
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
 * Brotli or gzip for text responses over `threshold` bytes. JSON answers, which are never
 * streamed, are read whole and compressed in one call, without converting between web and Node
 * streams. Pages are compressed by bursts (`compressPage`); other text streams through the
 * compressor.
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
    if (!isCompressible(type)) return;
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
      const packed = packWhole(raw, encoding, threshold);
      if (!packed) return answer(raw, { "content-length": String(raw.length) });
      return answer(packed, { "content-encoding": encoding, vary: varied, "content-length": String(packed.length) });
    }
    if (type.startsWith("text/html")) {
      const page = await compressPage(res.body, encoding);
      if (!(page instanceof ReadableStream)) {
        const packed = packWhole(page, encoding, threshold, pageBrotliQuality);
        if (!packed) return answer(page, { "content-length": String(page.length) });
        return answer(packed, { "content-encoding": encoding, vary: varied, "content-length": String(packed.length) });
      }
      return answer(page, { "content-encoding": encoding, vary: varied });
    }
    const compressor = encoding === "br" ? createBrotliCompress(brotliQuality) : createGzip(gzipLevel);
    const body = Readable.fromWeb(res.body as never).pipe(compressor);
    answer(Readable.toWeb(body) as ReadableStream, { "content-encoding": encoding, vary: varied });
  };
}

type Burst = { chunks: Uint8Array[]; done: boolean };

/**
 * Reads a rendered page in bursts: the chunks the renderer writes before the event loop turns
 * (the shell, then each Suspense boundary or deferred value as it resolves) make one burst.
 */
function burstReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const turn = () => new Promise<null>((resolve) => setImmediate(resolve, null));
  return {
    reader,
    async next(): Promise<Burst> {
      const first = await (pending ?? reader.read());
      pending = null;
      if (first.done) return { chunks: [], done: true };
      const chunks = [first.value];
      const turned = turn();
      for (;;) {
        const read = reader.read();
        const result = await Promise.race([read, turned]);
        if (result === null) {
          pending = read;
          return { chunks, done: false };
        }
        if (result.done) return { chunks, done: true };
        chunks.push(result.value);
      }
    },
  };
}

/**
 * A page rendered in one burst comes back whole, to be compressed in one call and sent with its
 * length in one write. A page that streams on (Suspense, deferred data) comes back as a stream
 * whose compressor is flushed after each burst, so every part reaches the browser as soon as it
 * is rendered, in one piece.
 */
async function compressPage(
  body: ReadableStream<Uint8Array>,
  encoding: "br" | "gzip",
): Promise<Buffer<ArrayBuffer> | ReadableStream<Uint8Array>> {
  const bursts = burstReader(body);
  const first = await bursts.next();
  if (first.done) return Buffer.concat(first.chunks);
  let compressor: BrotliCompress | Gzip | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const zip = encoding === "br" ? createBrotliCompress(pageBrotliQuality) : createGzip(gzipLevel);
      compressor = zip;
      // Each burst's compressed bytes go out as one chunk: one socket write.
      let packed: Buffer[] = [];
      const emit = () => {
        if (packed.length > 0) controller.enqueue(Buffer.concat(packed));
        packed = [];
      };
      zip.on("data", (chunk: Buffer) => packed.push(chunk));
      zip.on("error", (error) => controller.error(error));
      const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
      const send = (chunks: Uint8Array[]) =>
        new Promise<void>((resolve) => {
          zip.write(Buffer.concat(chunks));
          zip.flush(flushKind, () => {
            emit();
            resolve();
          });
        });
      const pump = async () => {
        let burst = first;
        for (;;) {
          // A client that went away has destroyed the compressor (cancel below): stop reading.
          if (zip.destroyed) return;
          await send(burst.chunks);
          if (burst.done) break;
          burst = await bursts.next();
        }
        await new Promise<void>((resolve) => {
          zip.once("end", resolve);
          zip.end();
        });
        emit();
        controller.close();
      };
      pump().catch((error: unknown) => {
        zip.destroy();
        controller.error(error);
      });
    },
    cancel(reason) {
      compressor?.destroy();
      return bursts.reader.cancel(reason);
    },
  });
}
