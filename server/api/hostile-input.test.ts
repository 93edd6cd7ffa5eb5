import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCalls } from "./index.ts";
import { authLibraryMatrix } from "./authorization-matrix.ts";
import { authHeaders, createUser, type UserRow } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// Nominatim is a third-party service: a local server answers whatever geocode is asked.
let geocoder: Server;
let ctx: TestContext;
let admin: UserRow;
let user: UserRow;

/** mulberry32: a small seeded PRNG, so a failing sweep is the same sweep on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seed = Number(process.env.HOSTILE_SEED ?? 15);
const random = prng(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const big = "ả".repeat(50_000); // 100 KB of UTF-8
const deep = (levels: number): unknown => (levels === 0 ? "x" : { a: deep(levels - 1) });

/** Values no field should take, of every kind the probe used. */
const hostileValues: readonly unknown[] = [
  big,
  "NaN",
  Number.NaN,
  "1e309",
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  "-0",
  "99999999999999999999999999",
  -1,
  0,
  3.5,
  false,
  null,
  [],
  [[[["x"]]]],
  {},
  { __proto__: { polluted: 1 } },
  JSON.parse('{"__proto__":{"polluted":1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  deep(8),
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "\u0000\u202e",
  "../../etc/passwd",
  "https://evil.example/x.jpg",
  "2026-13-45",
];

type Payload =
  | { kind: "json"; value: Record<string, unknown> }
  | { kind: "form" | "multipart" | "query"; entries: [string, string | Blob][] }
  | { kind: "raw"; body: string; type: string };

/** Bracket-notation entries for a value, as a browser form or a query string would carry it. */
function toEntries(key: string, value: unknown, out: [string, string | Blob][] = []): [string, string | Blob][] {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.push([`${key}[]`, ""]);
    for (const [k, v] of entries) toEntries(`${key}[${k}]`, v, out);
  } else {
    out.push([key, String(value)]);
  }
  return out;
}

function fieldsOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

/** The payloads for one call: each field with hostile values, and whole-body cases. */
function payloadsFor(method: string, fields: string[]): Payload[] {
  const out: Payload[] = [];
  for (const field of fields) {
    for (let i = 0; i < 3; i++) {
      const value = pick(hostileValues);
      if (method === "GET" || method === "DELETE") out.push({ kind: "query", entries: toEntries(field, value) });
      else {
        const kind = pick(["json", "form", "multipart"] as const);
        out.push(kind === "json" ? { kind, value: { [field]: value } } : { kind, entries: toEntries(field, value) });
      }
    }
  }
  const anyField = fields[0] ?? "x";
  out.push({
    kind: "query",
    entries: [
      [`${anyField}[a][b][c][d][e][f][g][h]`, "1"],
      ["__proto__[polluted]", "1"],
      ["constructor[prototype][polluted]", "1"],
    ],
  });
  out.push({ kind: "query", entries: Array.from({ length: 50 }, (_, i) => [`${anyField}[${i * 97}]`, "1"] as [string, string]) });
  if (method === "POST") {
    out.push({ kind: "raw", body: "{", type: "application/json" });
    out.push({ kind: "raw", body: '{"a":[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]}', type: "application/json" });
    out.push({ kind: "raw", body: '"just a string"', type: "application/json" });
    out.push({ kind: "raw", body: `{"${anyField}": 1e309, "__proto__": {"polluted": 1}}`, type: "application/json" });
    out.push({ kind: "raw", body: `${anyField}=1`, type: "text/plain" });
    out.push({ kind: "raw", body: "<a>1</a>", type: "application/xml" });
    out.push({ kind: "raw", body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', type: "multipart/form-data; boundary=x" });
    out.push({ kind: "raw", body: "a=1", type: "multipart/form-data" });
    out.push({ kind: "raw", body: "%E0%A4%A=%%", type: "application/x-www-form-urlencoded" });
    out.push({ kind: "multipart", entries: [[anyField, new Blob(["<?php echo 1; ?>"], { type: "image/jpeg" })]] });
  }
  return out;
}

let sequence = 0;
async function send(method: string, path: string, payload: Payload, headers: Record<string, string>) {
  const init: RequestInit & { headers: Headers } = { method, headers: new Headers(headers) };
  let url = `/api/${path}`;
  if (payload.kind === "query") {
    const query = new URLSearchParams(payload.entries.map(([k, v]) => [k, typeof v === "string" ? v : "blob"])).toString();
    url += `?${query}`;
  } else if (payload.kind === "json") {
    init.body = JSON.stringify(payload.value);
    init.headers.set("content-type", "application/json");
  } else if (payload.kind === "form") {
    init.body = new URLSearchParams(payload.entries.map(([k, v]) => [k, typeof v === "string" ? v : "blob"]));
  } else if (payload.kind === "multipart") {
    const form = new FormData();
    for (const [k, v] of payload.entries) form.append(k, v);
    init.body = form;
  } else if (payload.kind === "raw") {
    init.body = payload.body;
    init.headers.set("content-type", payload.type);
  }
  const n = ++sequence;
  // Each request from its own client address, so per-address limits do not hide the handlers.
  const res = await ctx.app.request(url, init, {
    incoming: { socket: { remoteAddress: `10.30.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` } },
  });
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}

beforeAll(async () => {
  geocoder = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end("[]"));
  await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
  ctx = await createTestContext({ env: { NOMINATIM_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}` } });
  admin = await createUser(ctx.services.db, { role: "admin" });
  user = await createUser(ctx.services.db);
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => geocoder.close(resolve));
});

describe(`hostile input (seed ${seed})`, () => {
  it("answers every registered call's hostile fields and bodies with an envelope, no 5xx and no stack, and stays healthy", async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const call of allCalls) {
      const payloads = payloadsFor(call.method, fieldsOf(call.input));
      for (const [i, payload] of payloads.entries()) {
        // Staff and signed-in calls are probed past their gate; a fresh session each time, since some calls end theirs.
        const actor = call.auth === "staff" ? admin : call.auth === "public" ? null : i % 2 ? user : admin;
        const headers = actor ? await authHeaders(ctx.services.db, actor) : {};
        const res = await send(call.method, call.path, payload, headers);
        requests += 1;
        const where = `${call.method} ${call.path} #${i} (${payload.kind})`;
        if (res.status >= 500) failures.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
        if (/\bat .+:\d+:\d+|node_modules|\.ts:\d+/.test(res.text)) failures.push(`${where}: a stack trace in the body`);
        let body: unknown = null;
        try {
          body = JSON.parse(res.text);
        } catch {
          failures.push(`${where}: not JSON (${res.type}) ${res.text.slice(0, 100)}`);
        }
        if (body !== null && !(typeof body === "object" && "error" in body && "message" in body && "data" in body))
          failures.push(`${where}: no envelope`);
      }
    }
    if (process.env.PRINT_HOSTILE) console.info(`${requests} hostile requests over ${allCalls.length} calls, seed ${seed}`);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await ctx.app.request("/readyz")).status).toBe(200);
    const healthy = await ctx.api("GET", "get_categories?limit=1");
    expect(healthy.status).toBe(200);
    expect(requests).toBeGreaterThan(700);
  }, 120_000);

  it("answers the sign-in library's endpoints' hostile fields and bodies without a 5xx or a stack; only Google's return is reached", async () => {
    const failures: string[] = [];
    const fields = ["email", "password", "name", "image", "token", "newPassword", "code", "state", "callbackURL"];
    let requests = 0;
    for (const id of authLibraryMatrix.keys()) {
      const [method, path] = id.split(" ") as [string, string];
      const isCallback = path.startsWith("auth/callback/");
      for (const [i, payload] of payloadsFor(method, fields).entries()) {
        const headers = i % 3 === 0 ? {} : await authHeaders(ctx.services.db, i % 3 === 1 ? user : admin);
        const res = await send(method, path, payload, headers);
        requests += 1;
        const where = `${id} #${i} (${payload.kind})`;
        if (res.status >= 500) failures.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
        if (/\bat .+:\d+:\d+|node_modules|\.ts:\d+/.test(res.text)) failures.push(`${where}: a stack trace in the body`);
        if (!isCallback && res.status !== 404) failures.push(`${where}: ${res.status}, not 404`);
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(300);
    expect((await ctx.app.request("/readyz")).status).toBe(200);
  }, 120_000);
});
