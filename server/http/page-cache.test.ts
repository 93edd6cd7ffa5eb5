import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { sessionCookiePrefix } from "../../app/lib/auth.server.ts";
import { compress } from "./compress.ts";
import { clearPagesOnWrite, PageCache, type RenderPage } from "./page-cache.ts";
import { securityHeaders } from "./security-headers.ts";

// The React render is the one stand-in here (these tests are about what the cache does with its
// answers); tests/e2e/page-cache.spec.ts drives the real pages through the production build.

const scriptA = 'window.__ctx = {"lang":"vi"};';
const scriptB = "import('/assets/entry.js');";
const page = (extra = "") =>
  `<!DOCTYPE html><html><head><script nonce="n1">${scriptA}</script><script type="module" src="/assets/a.js"></script></head>` +
  `<body>${"<p>Nhà phố Quận 7</p>".repeat(200)}${extra}<script nonce="n1">${scriptB}</script></body></html>`;

interface Harness {
  app: Hono;
  cache: PageCache;
  renders: () => number;
  clock: { now: number };
}

/** The server's order: security headers, compression, write clearing, then the cached pages. */
function harness(
  answer: (request: Request, onCacheHit?: (effect: () => void) => void) => Response | Promise<Response> = () => html(page()),
  options: { maxEntries?: number; maxBytes?: number } = {},
): Harness {
  const clock = { now: 1_000_000 };
  const cache = new PageCache({ seconds: 5, now: () => clock.now, ...options });
  let count = 0;
  const app = new Hono();
  app.use(securityHeaders({ development: false, imageOrigins: [] }));
  app.use(compress());
  app.use(clearPagesOnWrite(cache));
  app.post("/api/update", (c) => c.json({ ok: true }));
  app.all("*", (c) => {
    const render: RenderPage = async (onCacheHit) => {
      count += 1;
      return answer(c.req.raw, onCacheHit);
    };
    return cache.serve(c, render);
  });
  return { app, cache, renders: () => count, clock };
}

function html(body: string, init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, ...init, headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers } });
}

const get = (h: Harness, path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers });

describe("the page cache", () => {
  it("renders a visitor's page once and serves the same bytes again, marked hit", async () => {
    const h = harness();
    const first = await get(h, "/properties?ward=7");
    const second = await get(h, "/properties?ward=7");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    expect(h.renders()).toBe(1);
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Language, User-Agent");
    expect(second.headers.get("cache-control")).toBeNull();
  });

  it("keys by the URL, the preferred language and crawler or browser", async () => {
    const h = harness();
    await get(h, "/properties");
    await get(h, "/properties?lang=en");
    await get(h, "/properties", { "accept-language": "en-US,en;q=0.9" });
    await get(h, "/properties", { cookie: "lang=en" });
    await get(h, "/properties", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(h.renders()).toBe(4);
    // The cookie and Accept-Language that name one language share the entry; so do repeats.
    const repeat = await get(h, "/properties", { "accept-language": "en" });
    expect(repeat.headers.get("x-page-cache")).toBe("hit");
    expect((await get(h, "/properties?lang=en")).headers.get("x-page-cache")).toBe("hit");
    expect(h.renders()).toBe(4);
  });

  it("renders every request that carries a session or a token, and pages outside the public list", async () => {
    const h = harness();
    const sessions: Record<string, string>[] = [
      { cookie: `lang=en; ${sessionCookiePrefix}.session_token=abc` },
      { authorization: "Bearer abc" },
    ];
    for (const headers of sessions) {
      await get(h, "/properties", headers);
      const again = await get(h, "/properties", headers);
      expect(again.headers.get("x-page-cache")).toBeNull();
    }
    for (const path of ["/user/profile", "/admin", "/login", "/payment/return/stripe", "/project-details/5", "/properties/x/y"]) {
      await get(h, path);
      expect((await get(h, path)).headers.get("x-page-cache")).toBeNull();
    }
    expect(h.renders()).toBe(16);
    expect(h.cache.size).toBe(0);
  });

  it("keeps no answer that sets a cookie, is not 200, or is private", async () => {
    const answers: Record<string, () => Response> = {
      "/about": () => html(page(), { headers: { "Set-Cookie": "lang=en; Path=/" } }),
      "/terms": () => html(page(), { status: 404 }),
      "/privacy": () => html(page(), { headers: { "Cache-Control": "private, no-store" } }),
      "/faqs": () => new Response(null, { status: 302, headers: { Location: "/" } }),
    };
    const h = harness((request) => answers[new URL(request.url).pathname]!());
    for (const path of Object.keys(answers)) {
      await get(h, path);
      expect((await get(h, path)).headers.get("x-page-cache")).toBe("miss");
    }
    expect(h.renders()).toBe(8);
    expect(h.cache.size).toBe(0);
  });

  it("caches the loader data of client navigations under their own key", async () => {
    const h = harness(() => new Response('[{"_1":2}]', { headers: { "Content-Type": "text/x-script" } }));
    await get(h, "/_root.data");
    await get(h, "/properties-details/can-ho-1.data?_routes=routes%2Fproperties%2Fdetails");
    const hit = await get(h, "/properties-details/can-ho-1.data?_routes=routes%2Fproperties%2Fdetails");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("content-security-policy")).toBeNull();
    expect(await hit.text()).toBe('[{"_1":2}]');
    expect(h.renders()).toBe(2);
  });

  it("serves an entry for PAGE_CACHE_SECONDS, then renders again", async () => {
    const h = harness();
    await get(h, "/");
    h.clock.now += 4_999;
    expect((await get(h, "/")).headers.get("x-page-cache")).toBe("hit");
    h.clock.now += 1;
    expect((await get(h, "/")).headers.get("x-page-cache")).toBe("miss");
    expect(h.renders()).toBe(2);
  });

  it("lets go of entries past their time when it stores another, so it holds only recent pages", async () => {
    const h = harness((request) => html(page(new URL(request.url).search)));
    for (const n of [1, 2, 3]) await (await get(h, `/properties?page=${n}`)).text();
    expect(h.cache.size).toBe(3);
    const oneBytes = h.cache.bytes / 3;
    h.clock.now += 5_000;
    await (await get(h, "/properties?page=4")).text();
    expect(h.cache.size).toBe(1);
    expect(h.cache.bytes).toBeCloseTo(oneBytes, -1);
    expect((await get(h, "/properties?page=4")).headers.get("x-page-cache")).toBe("hit");
  });

  it("is off at 0 seconds", async () => {
    const cache = new PageCache({ seconds: 0 });
    expect(cache.keyOf(new Request("http://x/properties"))).toBeNull();
  });

  it("is emptied by any write this process handles, and a render under way then is not kept", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let slow = false;
    const h = harness(async () => {
      if (slow) await gate;
      return html(page());
    });
    await get(h, "/map");
    expect(h.cache.size).toBe(1);
    expect((await h.app.request("/api/update", { method: "POST" })).status).toBe(200);
    expect(h.cache.size).toBe(0);
    // A render that began before a write finished may hold the old data: it is served, not kept.
    slow = true;
    const during = get(h, "/map");
    await h.app.request("/api/update", { method: "POST" });
    release();
    await (await during).text();
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.cache.size).toBe(0);
    expect((await get(h, "/map")).headers.get("x-page-cache")).toBe("miss");
  });

  it("renders concurrent misses of one key once", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = harness(async () => {
      await gate;
      return html(page());
    });
    const waiting = Array.from({ length: 5 }, () => get(h, "/agents"));
    release();
    const answers = await Promise.all(waiting);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(h.renders()).toBe(1);
    expect(answers.map((res) => res.headers.get("x-page-cache")).sort()).toEqual(["hit", "hit", "hit", "hit", "miss"]);
    expect(new Set(bodies).size).toBe(1);
  });

  it("does a render's side effects again on each hit", async () => {
    let views = 0;
    const h = harness((_request, onCacheHit) => {
      views += 1;
      onCacheHit?.(() => (views += 1));
      return html(page());
    });
    await get(h, "/properties-details/can-ho-1");
    await get(h, "/properties-details/can-ho-1");
    await get(h, "/properties-details/can-ho-1", { "accept-encoding": "br" });
    expect(h.renders()).toBe(1);
    expect(views).toBe(3);
  });

  it("keeps at most its entries and bytes, least recently used out first", async () => {
    const h = harness((request) => html(page(new URL(request.url).search)), { maxEntries: 3 });
    for (const n of [1, 2, 3]) await get(h, `/properties?page=${n}`);
    await get(h, "/properties?page=1");
    await get(h, "/properties?page=4");
    expect(h.cache.size).toBe(3);
    expect((await get(h, "/properties?page=2")).headers.get("x-page-cache")).toBe("miss");
    expect((await get(h, "/properties?page=1")).headers.get("x-page-cache")).toBe("hit");

    const size = Buffer.byteLength(page("?page=1"));
    const small = harness((request) => html(page(new URL(request.url).search)), { maxBytes: size * 4 + 100 });
    for (const n of [1, 2, 3, 4, 5, 6]) await get(small, `/properties?page=${n}`);
    expect(small.cache.size).toBe(4);
    expect(small.cache.bytes).toBeLessThanOrEqual(size * 4 + 100);
    // A packed copy counts too: it pushes the oldest entry out.
    await get(small, "/properties?page=6", { "accept-encoding": "gzip" });
    expect(small.cache.bytes).toBeLessThanOrEqual(size * 4 + 100);
    expect(small.cache.size).toBe(3);
  });

  it("sends a hit packed as the client accepts, the same document in each coding", async () => {
    const h = harness();
    const plain = await (await get(h, "/faqs")).text();
    const br = await get(h, "/faqs", { "accept-encoding": "gzip, br" });
    const gzip = await get(h, "/faqs", { "accept-encoding": "gzip" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(br.headers.get("vary")).toBe("Cookie, Accept-Language, User-Agent, Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    const head = await h.app.request("/faqs", { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(await head.text()).toBe("");
  });

  it("sends a hit with its inline scripts' hashes in place of a nonce", async () => {
    const h = harness();
    const miss = await get(h, "/");
    expect(miss.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const hit = await get(h, "/");
    const policy = hit.headers.get("content-security-policy") ?? "";
    const scriptSrc = policy.split("; ").find((part) => part.startsWith("script-src "));
    // Each inline script of the body, found by splitting on its tags, hashed here again.
    const body = await hit.text();
    const inline = body
      .split("<script")
      .slice(1)
      .filter((chunk) => !chunk.slice(0, chunk.indexOf(">")).includes(" src="))
      .map((chunk) => chunk.slice(chunk.indexOf(">") + 1, chunk.indexOf("</script>")));
    expect(inline).toEqual([scriptA, scriptB]);
    const hashes = inline.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(" ")}`);
    expect(policy).not.toContain("nonce-");
    expect(policy).toContain("object-src 'none'");
  });
});
