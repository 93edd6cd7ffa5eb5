import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCalls } from "./index.ts";
import { actorsInOrder, authLibraryMatrix, authorizationMatrix, gatewayWebhookMatrix, type MatrixActor } from "./authorization-matrix.ts";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { startFakeFlutterwave, type FakeFlutterwave } from "../../tests/support/fake-flutterwave.ts";
import { startFakePaypal, type FakePaypal } from "../../tests/support/fake-paypal.ts";
import {
  matrixFixtures,
  type Actors,
  type Input,
  type MatrixFixtures,
  type Resources,
} from "../../tests/support/authorization-fixtures.ts";

// Nominatim is a third-party service: a local server answers geocode and reverse-geocode.
let geocoder: Server;
let ctx: TestContext;
let paypal: FakePaypal;
let flutterwave: FakeFlutterwave;
let sequence = 0;

let shared: Resources;
let actors: Actors;
let makeActors: MatrixFixtures["makeActors"];
let makeResources: MatrixFixtures["makeResources"];
let snapshot: MatrixFixtures["snapshot"];
let inputs: MatrixFixtures["inputs"];

/** Calls the app in-process from a client address of its own, so per-address limits (contact, sign-up) do not leak from one cell into the next. */
async function call(
  id: string,
  headers: Record<string, string>,
  input: Input,
): Promise<{ status: number; body: { error: boolean; message: string; data: unknown } | null }> {
  const [method, path] = id.split(" ") as [string, string];
  const init: RequestInit & { headers: Headers } = { method, headers: new Headers(headers) };
  let url = `/api/${path}`;
  // GET and DELETE read their input from the query (server/http/parse-input.ts).
  if (method === "GET" || method === "DELETE") {
    const query = new URLSearchParams(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
    if (query) url += `?${query}`;
  } else if (input instanceof FormData) {
    init.body = input;
  } else {
    init.body = JSON.stringify(input);
    init.headers.set("content-type", "application/json");
  }
  const n = ++sequence;
  const res = await ctx.app.request(url, init, {
    incoming: { socket: { remoteAddress: `10.20.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` } },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const body = req.url?.startsWith("/reverse")
      ? {
          display_name: "Bến Thành, Thành phố Hồ Chí Minh",
          lat: "10.77",
          lon: "106.70",
          address: { city: "Thành phố Hồ Chí Minh", country: "Việt Nam" },
        }
      : [];
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
  // PayPal and Flutterwave open the payment at the gateway: their local fakes answer, named by the environment.
  paypal = await startFakePaypal({ clientId: "matrix-client", clientSecret: "matrix-secret", webhookId: "WH-MATRIX" });
  flutterwave = await startFakeFlutterwave({ secretKey: "FLWSECK_TEST-matrix-X", secretHash: "matrix-hash" });
  ctx = await createTestContext({
    env: {
      NOMINATIM_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`,
      PAYPAL_API_BASE: paypal.apiBase,
      FLUTTERWAVE_API_BASE: flutterwave.apiBase,
    },
  });
  // VNPay checkout is signed locally (the payer is sent to the gateway's URL), so it runs without a gateway; Stripe stays off.
  await updateSettings(ctx.services.db, { vnpay_status: true, vnpay_tmn_code: "MATRIX01", vnpay_hash_secret: "matrix-hash-secret" });
  await updateSettings(ctx.services.db, {
    paypal_status: true,
    paypal_client_id: "matrix-client",
    paypal_client_secret: "matrix-secret",
    paypal_webhook_id: "WH-MATRIX",
    paypal_rate_vnd: 25_000,
    flutterwave_status: true,
    flutterwave_secret_key: "FLWSECK_TEST-matrix-X",
    flutterwave_secret_hash: "matrix-hash",
    flutterwave_rate_vnd: 25_000,
  });
  ({ makeActors, makeResources, snapshot, inputs } = matrixFixtures(ctx));
  const made = await makeActors();
  actors = made.actors;
  shared = await makeResources(made.owner);
});
afterAll(async () => {
  await Promise.all([paypal.close(), flutterwave.close()]);
  await ctx.close();
  await new Promise((resolve) => geocoder.close(resolve));
});

const registered = allCalls.map((c) => `${c.method} ${c.path}`);

describe("the authorization matrix", () => {
  it("has a row for every registered call, and none for a call that does not exist", () => {
    expect(registered.filter((id) => !authorizationMatrix.has(id))).toEqual([]);
    expect([...authorizationMatrix.keys()].filter((id) => !registered.includes(id))).toEqual([]);
  });

  it("answers every call × actor as the table says; refused writes leave rows and files unchanged", async () => {
    const observed: string[] = [];
    const mismatches: string[] = [];
    const changed: string[] = [];
    let cells = 0;
    let readBacks = 0;
    for (const id of registered) {
      const row = authorizationMatrix.get(id);
      if (!row) continue;
      const isWrite = id.startsWith("POST ");
      // Refusals run first, so a write that succeeds does not change what the next actor sees.
      const order = [...actorsInOrder].sort((a, b) => Number(row.expect[a] < 300) - Number(row.expect[b] < 300));
      const line: Partial<Record<MatrixActor, number>> = {};
      for (const actor of order) {
        let cellActors = actors;
        let resources = shared;
        if (row.fresh) {
          if (row.fresh === "actors") {
            const made = await makeActors();
            cellActors = made.actors;
            resources = await makeResources(made.owner);
          } else {
            resources = await makeResources(shared.owner);
          }
        }
        const input = await (inputs[id] ?? (() => ({})))(resources);
        const before = isWrite && row.expect[actor] >= 400 ? await snapshot(resources) : null;
        const res = await call(id, cellActors.headers[actor], input);
        cells += 1;
        line[actor] = res.status;
        if (res.status !== row.expect[actor])
          mismatches.push(`${id} as ${actor}: expected ${row.expect[actor]}, got ${res.status} (${res.body?.message})`);
        expect(res.body).toMatchObject({ error: res.status >= 400, message: expect.any(String) });
        if (before) {
          readBacks += 1;
          if (!isDeepStrictEqual(await snapshot(resources), before)) changed.push(`${id} as ${actor} changed a row or a file`);
        }
      }
      observed.push(`${id.padEnd(44)} ${actorsInOrder.map((a) => String(line[a]).padStart(4)).join(" ")}`);
    }
    if (process.env.PRINT_MATRIX) console.info(`${observed.join("\n")}\n${cells} cells, ${readBacks} refused writes read back`);
    expect(mismatches).toEqual([]);
    expect(changed).toEqual([]);
    expect(readBacks).toBeGreaterThan(80);
    expect(cells).toBe(registered.length * actorsInOrder.length);
  }, 300_000);

  it("refuses an unsigned gateway webhook from every actor and leaves the payment as it was", async () => {
    const mismatches: string[] = [];
    const changed: string[] = [];
    for (const [id, row] of gatewayWebhookMatrix) {
      const [method, path] = id.split(" ") as [string, string];
      for (const actor of actorsInOrder) {
        const resources = await makeResources(shared.owner);
        const before = await snapshot(resources);
        const event = { vnp_TxnRef: resources.paymentReference, vnp_ResponseCode: "00", vnp_TransactionStatus: "00", vnp_Amount: "1" };
        const res =
          method === "GET"
            ? await ctx.app.request(`/api/${path}?${new URLSearchParams(event).toString()}`, { headers: actors.headers[actor] })
            : await ctx.app.request(`/api/${path}`, {
                method,
                headers: { ...actors.headers[actor], "content-type": "application/json" },
                body: JSON.stringify({
                  id: `evt_${++sequence}`,
                  type: "payment_intent.succeeded",
                  data: { object: { id: "pi_matrix", metadata: { reference: resources.paymentReference } } },
                }),
              });
        const body = JSON.stringify(await res.json());
        if (res.status !== row.expect[actor] || !body.includes(row.resource))
          mismatches.push(`${id} as ${actor}: expected ${row.expect[actor]} ${row.resource}, got ${res.status} ${body}`);
        if (!isDeepStrictEqual(await snapshot(resources), before)) changed.push(`${id} as ${actor} changed a row or a file`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(changed).toEqual([]);
  }, 60_000);

  it("answers the sign-in library's endpoints as the table says: none is a door, and none changes a row", async () => {
    const mismatches: string[] = [];
    const changed: string[] = [];
    for (const [id, row] of authLibraryMatrix) {
      const [method, path] = id.split(" ") as [string, string];
      for (const actor of actorsInOrder) {
        const resources = await makeResources(shared.owner);
        const before = await snapshot(resources);
        // What an attacker would send each: the owner's address, a new name and photo, staff's role.
        const body = {
          email: resources.owner.email,
          password: "secret123",
          newPassword: "taken-over-1",
          name: "x".repeat(20_000),
          image: "https://evil.example/pixel.png",
          userId: resources.owner.id,
          role: "admin",
          provider: "google",
        };
        const res = await ctx.app.request(`http://localhost:3000/api/${path}${method === "GET" ? "?code=x&state=y" : ""}`, {
          method,
          redirect: "manual",
          headers: { ...actors.headers[actor], "content-type": "application/json", origin: "http://localhost:3000" },
          body: method === "GET" ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        if (res.status !== row.expect[actor] || (row.resource !== "-" && !text.includes(row.resource)))
          mismatches.push(`${id} as ${actor}: expected ${row.expect[actor]} ${row.resource}, got ${res.status} ${text.slice(0, 200)}`);
        if (!isDeepStrictEqual(await snapshot(resources), before)) changed.push(`${id} as ${actor} changed a row or a file`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(changed).toEqual([]);
  }, 120_000);
});
