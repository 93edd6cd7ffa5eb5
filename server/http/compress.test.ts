import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compress, jsonAnswer, packedAnswerCounts } from "./compress.ts";
import { etagMatches, weakEtag } from "./etag.ts";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("honours q-values, including q=0 as a refusal", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0, br;q=0")).toBeNull();
  });

  it("reads * as any coding not listed", () => {
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("br;q=0, *")).toBe("gzip");
  });
});

describe("weak ETags", () => {
  it("depend on the body and match weakly", () => {
    const tag = weakEtag('{"a":1}');
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(weakEtag('{"a":2}')).not.toBe(tag);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.slice(2), tag)).toBe(true);
    expect(etagMatches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('W/"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});

describe("compress middleware", () => {
  const css = "body { color: #123456; }\n".repeat(400);
  const app = new Hono();
  app.use(compress());
  app.get("/app.css", (c) =>
    c.body(css, 200, { "Content-Type": "text/css; charset=utf-8", "Content-Length": String(css.length), Vary: "Cookie" }),
  );
  app.get("/small.css", (c) => c.body("a{}", 200, { "Content-Type": "text/css", "Content-Length": "3" }));
  app.get("/photo.webp", (c) => c.body(css, 200, { "Content-Type": "image/webp" }));
  const answer = { error: false, data: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Căn hộ số ${i}` })) };
  app.get("/api/list", (c) => c.json(answer, 200, { Vary: "Accept-Language" }));
  app.get("/api/small", (c) => c.json({ error: false }));

  it("drops the original Content-Length and extends Vary", async () => {
    const res = await app.request("/app.css", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(css);
  });

  it("skips small bodies and types that are already compressed", async () => {
    expect((await app.request("/small.css", { headers: { "accept-encoding": "gzip" } })).headers.get("content-encoding")).toBeNull();
    expect((await app.request("/photo.webp", { headers: { "accept-encoding": "gzip" } })).headers.get("content-encoding")).toBeNull();
  });

  it("compresses JSON answers whole, with their length, and leaves small ones as they are", async () => {
    const br = await app.request("/api/list", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Language, Accept-Encoding");
    const packed = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("content-length")).toBe(String(packed.length));
    expect(JSON.parse(brotliDecompressSync(packed).toString())).toEqual(answer);
    const gzip = await app.request("/api/list", { headers: { "accept-encoding": "gzip" } });
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(answer);
    const small = await app.request("/api/small", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ error: false });
  });

  const shell = `<!DOCTYPE html><html><body><main>${"<p>Căn hộ Quận 7</p>".repeat(300)}</main>`;
  const rest = `<script>${"window.__later = 1;".repeat(100)}</script></body></html>`;
  let release = () => {};
  let renderCancelled = false;
  app.get("/page", () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // The renderer writes its shell in several chunks within one turn of the event loop.
        for (let i = 0; i < shell.length; i += 1000) controller.enqueue(encoder.encode(shell.slice(i, i + 1000)));
        controller.enqueue(encoder.encode(rest));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });
  app.get("/streamed-page", () => {
    const encoder = new TextEncoder();
    const later = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let i = 0; i < shell.length; i += 1000) controller.enqueue(encoder.encode(shell.slice(i, i + 1000)));
        await later;
        if (renderCancelled) return;
        controller.enqueue(encoder.encode(rest));
        controller.close();
      },
      cancel() {
        renderCancelled = true;
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });

  it("compresses a page rendered at once in one piece, with its length", async () => {
    for (const [encoding, unpack] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await app.request("/page", { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      const packed = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(packed.length));
      expect(unpack(packed).toString()).toBe(shell + rest);
    }
  });

  it("sends a streamed page's shell before its later parts are rendered", async () => {
    for (const [encoding, unpacker] of [
      ["br", createBrotliDecompress],
      ["gzip", createGunzip],
    ] as const) {
      const res = await app.request("/streamed-page", { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("content-length")).toBeNull();
      const unpack = unpacker();
      let text = "";
      unpack.on("data", (chunk: Buffer) => (text += chunk.toString()));
      const reader = res.body!.getReader();
      const first = await reader.read();
      await new Promise<void>((resolve) => unpack.write(first.value, () => resolve()));
      await new Promise((resolve) => setImmediate(resolve));
      expect(text).toBe(shell);
      release();
      for (let next = await reader.read(); !next.done; next = await reader.read()) unpack.write(next.value);
      await new Promise((resolve) => unpack.end(resolve));
      expect(text).toBe(shell + rest);
    }
  });

  it("stops rendering a streamed page when its reader goes away", async () => {
    const res = await app.request("/streamed-page", { headers: { "accept-encoding": "br" } });
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    renderCancelled = false;
    await reader.cancel();
    expect(renderCancelled).toBe(true);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });
});

describe("JSON answers written through jsonAnswer", () => {
  const answer = { error: false, data: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Căn hộ số ${i}` })) };
  const app = new Hono();
  app.use(compress());
  app.get("/api/middleware", (c) => c.json(answer, 200, { Vary: "Accept-Language" }));
  app.get("/api/direct", (c) => jsonAnswer(c, JSON.stringify(answer), 200, "Accept-Language"));
  app.get("/api/small", (c) => jsonAnswer(c, JSON.stringify({ error: false }), 201));

  it("are what the middleware makes of the same JSON, compressed once", async () => {
    for (const accept of ["gzip, br", "gzip", "identity"]) {
      const viaMiddleware = await app.request("/api/middleware", { headers: { "accept-encoding": accept } });
      const direct = await app.request("/api/direct", { headers: { "accept-encoding": accept } });
      for (const name of ["content-type", "content-encoding", "vary"]) {
        expect([accept, name, direct.headers.get(name)]).toEqual([accept, name, viaMiddleware.headers.get(name)]);
      }
      const body = Buffer.from(await direct.arrayBuffer());
      expect(body).toEqual(Buffer.from(await viaMiddleware.arrayBuffer()));
      // Node's server adds the length to the middleware's uncompressed answer; this one carries it.
      expect(direct.headers.get("content-length")).toBe(String(body.length));
    }
    const br = await app.request("/api/direct", { headers: { "accept-encoding": "br" } });
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(answer);
  });

  it("are packed once per coding and content: the same bytes reuse the packing, other bytes never get it", async () => {
    const listing = (n: number) => ({
      error: false,
      data: Array.from({ length: 40 }, (_, i) => ({ id: n * 100 + i, title: `Nhà phố ${n}-${i}` })),
    });
    const sent = new Hono();
    sent.get("/api/:n", (c) => jsonAnswer(c, JSON.stringify(listing(Number(c.req.param("n")))), 200));
    const read = async (n: number, accept: string) => {
      const res = await sent.request(`/api/${n}`, { headers: { "accept-encoding": accept } });
      const bytes = Buffer.from(await res.arrayBuffer());
      return accept === "br" ? brotliDecompressSync(bytes).toString() : gunzipSync(bytes).toString();
    };
    const before = { ...packedAnswerCounts };
    expect(JSON.parse(await read(1, "br"))).toEqual(listing(1));
    expect(JSON.parse(await read(1, "br"))).toEqual(listing(1));
    expect(JSON.parse(await read(2, "br"))).toEqual(listing(2));
    expect(JSON.parse(await read(1, "gzip"))).toEqual(listing(1));
    expect(JSON.parse(await read(1, "br"))).toEqual(listing(1));
    expect(packedAnswerCounts.packed - before.packed).toBe(3);
    expect(packedAnswerCounts.reused - before.reused).toBe(2);
    // Past the cap of kept packings, the oldest goes: 600 other answers later, 1 is packed again.
    for (let n = 3; n < 603; n++) await read(n, "br");
    const packed = packedAnswerCounts.packed;
    expect(JSON.parse(await read(1, "br"))).toEqual(listing(1));
    expect(packedAnswerCounts.packed).toBe(packed + 1);
  });

  it("leave small answers uncompressed, with their status and length", async () => {
    const small = await app.request("/api/small", { headers: { "accept-encoding": "br" } });
    expect(small.status).toBe(201);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("content-length")).toBe("15");
    expect(await small.json()).toEqual({ error: false });
  });
});
