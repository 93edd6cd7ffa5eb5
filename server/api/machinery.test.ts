import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf } from "../../app/lib/db.server.ts";
import { translate } from "../../app/lib/i18n/index.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { createServices } from "../../app/lib/services.server.ts";
import { machineryCalls } from "../../tests/support/test-calls.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createSignedInUser, signIn } from "../../tests/support/sessions.ts";
import { createApp } from "../app.ts";

const en = { "accept-language": "en" };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ app: { extraCalls: machineryCalls } });
});
afterAll(() => ctx.close());

const expected = {
  title: "Căn hộ 2PN",
  parameters: [
    { parameter_id: "3", value: "80" },
    { parameter_id: "5", value: "2" },
  ],
  gallery_images: ["a.jpg", "b.jpg"],
  meta: { keywords: "quan 7" },
};
const bracketPairs: [string, string][] = [
  ["title", "Căn hộ 2PN"],
  ["parameters[0][parameter_id]", "3"],
  ["parameters[0][value]", "80"],
  ["parameters[1][parameter_id]", "5"],
  ["parameters[1][value]", "2"],
  ["gallery_images[]", "a.jpg"],
  ["gallery_images[]", "b.jpg"],
  ["meta[keywords]", "quan 7"],
  ["description", ""],
];

describe("input parsing", () => {
  it("reads JSON, urlencoded, multipart and query strings into the same input", async () => {
    const json = await ctx.api("POST", "test_echo", { body: { ...expected, description: "" } });
    const urlencoded = await ctx.api("POST", "test_echo", { body: new URLSearchParams(bracketPairs) });
    const form = new FormData();
    for (const [key, value] of bracketPairs) form.append(key, value);
    const multipart = await ctx.api("POST", "test_echo", { body: form });
    const query = await ctx.api("GET", `test_echo?${new URLSearchParams(bracketPairs)}`);
    for (const res of [json, urlencoded, multipart, query]) {
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(expected);
    }
  });

  it("passes uploaded files through multipart bracket keys", async () => {
    const form = new FormData();
    form.append("gallery_images[]", new File([new Uint8Array(10)], "one.jpg", { type: "image/jpeg" }));
    form.append("gallery_images[]", new File([new Uint8Array(20)], "two.png", { type: "image/png" }));
    const res = await ctx.api("POST", "test_echo", { body: form });
    expect(res.body.data.gallery_images).toEqual([
      { name: "one.jpg", size: 10, type: "image/jpeg" },
      { name: "two.png", size: 20, type: "image/png" },
    ]);
  });

  it("ignores prototype-polluting keys in every body type", async () => {
    await ctx.api("POST", "test_echo", { body: '{"__proto__":{"polluted":"yes"}}', headers: { "content-type": "application/json" } });
    await ctx.api("POST", "test_echo", { body: new URLSearchParams("__proto__[polluted]=yes&constructor[prototype][polluted]=yes") });
    const res = await ctx.api("GET", "test_echo?a[__proto__][polluted]=yes");
    expect(res.body.data.a).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("answers broken JSON with a 400 envelope", async () => {
    const res = await ctx.api("POST", "test_echo", { body: "{not json", headers: { "content-type": "application/json", ...en } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(true);
  });
});

describe("errors", () => {
  it("answers an unknown API path with a JSON 404 envelope", async () => {
    for (const method of ["GET", "POST"]) {
      const res = await ctx.api(method, "no_such_call", { headers: en });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: true, message: translate("en", "apiNotFound"), data: null });
    }
  });

  it("turns a plain Error into 500 'Oops! Something went wrong' without leaking it, and logs it", async () => {
    const logged = vi.spyOn(ctx.services.logger, "error");
    const res = await ctx.app.request("/api/test_boom", { headers: en });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: true, message: "Oops! Something went wrong", data: null });
    expect(text).not.toMatch(/secret|postgres:|at .*\.ts|stack/i);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), "unhandled error");
    logged.mockRestore();
  });

  it("says it in Vietnamese by default", async () => {
    const res = await ctx.api("GET", "test_boom");
    expect(res.body.message).toBe(translate("vi", "somethingWentWrong"));
    expect(res.body.message).not.toBe(translate("en", "somethingWentWrong"));
  });
});

describe("auth levels", () => {
  it("refuses a user call without a token with 401 'You have not logged in'", async () => {
    const res = await ctx.api("GET", "test_whoami", { headers: en });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: true, message: "You have not logged in", data: null });
    expect((await ctx.api("GET", "test_whoami", { headers: { ...en, authorization: "Bearer not-a-token" } })).status).toBe(401);
  });

  it("lets a signed-in user through and keeps staff calls for admins", async () => {
    const { token: userToken } = await createSignedInUser(ctx, { email: "buyer@example.com" });
    const me = await ctx.api("GET", "test_whoami", { headers: { authorization: `Bearer ${userToken}` } });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: "buyer@example.com", role: "user" });
    expect((await ctx.api("GET", "test_staff", { headers: { authorization: `Bearer ${userToken}` } })).status).toBe(403);

    const adminToken = await signIn(ctx, "admin@nhadat.local", "admin123");
    const staff = await ctx.api("GET", "test_staff", { headers: { authorization: `Bearer ${adminToken}` } });
    expect(staff.status).toBe(200);
    expect(staff.body.data.id).toEqual(expect.any(Number));
  });
});

describe("request size", () => {
  it("answers 413 for a body over maxBodyBytes", async () => {
    const small = await createTestContext({ app: { extraCalls: machineryCalls, maxBodyBytes: 1024 } });
    try {
      const big = JSON.stringify({ text: "x".repeat(4096) });
      const res = await small.api("POST", "test_echo", { body: big, headers: { "content-type": "application/json", ...en } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: true, message: translate("en", "payloadTooLarge"), data: null });
      const declared = await small.api("POST", "test_echo", {
        body: big,
        headers: { "content-type": "application/json", "content-length": String(big.length) },
      });
      expect(declared.status).toBe(413);
      expect((await small.api("POST", "test_echo", { body: { text: "short" } })).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe("API-wide rate limit", () => {
  it("answers 429 with Retry-After past the limit, counted in the database across app instances", async () => {
    const limited = await createTestContext({
      env: { RATE_LIMIT_API_PER_MINUTE: "3", RATE_LIMIT_API_ANONYMOUS_PER_MINUTE: "3" },
      app: { extraCalls: machineryCalls },
    });
    try {
      // A second process: its own services and app, the same database.
      const services = await createServices(limited.services.env, { database: limited.services.database, logger: createLogger("silent") });
      const other = createApp(services, { mode: "test", extraCalls: machineryCalls });
      expect((await limited.api("GET", "test_echo")).status).toBe(200);
      expect((await other.request("/api/test_echo")).status).toBe(200);
      expect((await limited.api("GET", "test_echo")).status).toBe(200);
      const refused = await other.request("/api/test_echo", { headers: en });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: true, message: "Too many requests, try again later", data: null });
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await limited.api("GET", "test_echo")).status).toBe(429);
      expect((await limited.app.request("/healthz")).status).toBe(200);
      await services.close();
    } finally {
      await limited.close();
    }
  });

  it("counts a signed-in user by account and requests without a session by address, with a larger budget", async () => {
    const limited = await createTestContext({
      env: { RATE_LIMIT_API_PER_MINUTE: "3", RATE_LIMIT_API_ANONYMOUS_PER_MINUTE: "6" },
      app: { extraCalls: machineryCalls },
    });
    try {
      // Two people behind one carrier-NAT address (every request here comes from 127.0.0.1),
      // signed in in-process, so the address's budget is whole for the requests without a session.
      const a = await createSignedInUser(limited);
      const b = await createSignedInUser(limited);
      const statuses = async (n: number, headers: Record<string, string> = {}) => {
        const seen = [];
        for (let i = 0; i < n; i++) seen.push((await limited.api("GET", "test_echo", { headers })).status);
        return seen;
      };
      expect(await statuses(4, a.headers)).toEqual([200, 200, 200, 429]);
      expect(await statuses(4, b.headers)).toEqual([200, 200, 200, 429]);
      expect(await statuses(7)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it("keeps its counters in an unlogged table: no write-ahead log flush per API request", async () => {
    const result = await ctx.services.db.execute(sql`select relpersistence from pg_class where relname = 'rate_limits'`);
    expect(rowsOf<{ relpersistence: string }>(result)[0]?.relpersistence).toBe("u");
  });
});
