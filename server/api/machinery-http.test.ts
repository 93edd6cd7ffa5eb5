import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { machineryCalls } from "../../tests/support/test-calls.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { allCalls } from "./index.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ app: { extraCalls: machineryCalls } });
});
afterAll(() => ctx.close());

describe("security headers", () => {
  it("are set on API answers, errors included", async () => {
    for (const path of ["/api/get_categories?limit=1", "/api/no_such_call", "/api/test_whoami"]) {
      const res = await ctx.app.request(path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("include a content security policy on HTML", async () => {
    const res = await ctx.app.request("/api/docs");
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // The API's pages write no inline script: no nonce to allow one (the pages': page-cache.test.ts).
    expect(policy).toContain("script-src 'self'; ");
    expect(policy).not.toContain("nonce-");
  });
});

describe("compression", () => {
  it("applies brotli or gzip to a large JSON answer as Accept-Encoding asks", async () => {
    const plain = await ctx.app.request("/api/test_large");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(50_000);

    const br = await ctx.app.request("/api/test_large", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(text.length / 5);
    expect(brotliDecompressSync(brBytes).toString("utf8")).toBe(text);

    const gzip = await ctx.app.request("/api/test_large", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8")).toBe(text);
  });

  it("leaves the answer alone when the client refuses both codings", async () => {
    const res = await ctx.app.request("/api/test_large", { headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(await res.text()).total).toBe(2000);
  });
});

describe("ETag and 304", () => {
  it("validates public cacheable GET answers", async () => {
    const first = await ctx.app.request("/api/get_categories?limit=2");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=60/);

    const again = await ctx.app.request("/api/get_categories?limit=2", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toMatch(/^public, max-age=60/);

    const stale = await ctx.app.request("/api/get_categories?limit=2", { headers: { "if-none-match": 'W/"stale"' } });
    expect(stale.status).toBe(200);
    expect((await stale.json()).data).toHaveLength(2);
  });

  it("differs with the body: another page or language gets another tag", async () => {
    const tag = async (path: string, lang = "vi") =>
      (await ctx.app.request(path, { headers: { "accept-language": lang } })).headers.get("etag");
    const vi = await tag("/api/get_categories?limit=2");
    expect(await tag("/api/get_categories?limit=2")).toBe(vi);
    expect(await tag("/api/get_categories?limit=2&offset=2")).not.toBe(vi);
    expect(await tag("/api/get_categories?limit=2", "en")).not.toBe(vi);
  });

  it("still compresses a validated answer", async () => {
    const res = await ctx.app.request("/api/test_large", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("etag")).toBeTruthy();
    const again = await ctx.app.request("/api/test_large", {
      headers: { "accept-encoding": "gzip", "if-none-match": res.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-encoding")).toBeNull();
  });

  it("is not given to private answers", async () => {
    const res = await ctx.app.request("/api/test_echo?a=1");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("OpenAPI document and reference page", () => {
  const registered = [...allCalls, ...machineryCalls];

  it("is a structurally valid OpenAPI 3 document listing every call", async () => {
    const res = await ctx.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(typeof doc.info.title).toBe("string");
    expect(typeof doc.info.version).toBe("string");
    const missing = registered.filter((call) => !doc.paths[`/api/${call.path}`]?.[call.method.toLowerCase()]);
    expect(missing.map((call) => `${call.method} ${call.path}`)).toEqual([]);
    const operations = Object.values(doc.paths as Record<string, Record<string, any>>).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(registered.length);
    for (const operation of operations) {
      expect(Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status))).toBe(true);
      for (const response of Object.values(operation.responses as Record<string, { description?: string }>)) {
        expect(typeof response.description).toBe("string");
      }
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => ref.split("/").reduce((node: any, part) => node?.[part], doc) === undefined)).toEqual([]);
  });

  it("has a readable HTML reference listing the calls", async () => {
    const res = await ctx.app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    for (const call of registered) expect(html).toContain(`<code>/api/${call.path}</code>`);
  });
});

describe("health", () => {
  it("answers /healthz and /readyz", async () => {
    const health = await ctx.app.request("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await ctx.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});
