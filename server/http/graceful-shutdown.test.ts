import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../../tests/support/sessions.ts";
import { machineryCalls } from "../../tests/support/test-calls.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { drainServer } from "./graceful-shutdown.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ app: { extraCalls: machineryCalls } });
});
afterAll(() => ctx.close());

function listen(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({ server: server as Server, port: info.port }),
    ) as Server;
  });
}

/** A POST whose body is sent in two parts: the caller decides when the second goes. */
function startUpload(port: number, body: string) {
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/test_echo",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, half));
  return { answered, finish: () => request.end(body.slice(half)) };
}

const openConnections = (server: Server) => new Promise<number>((resolve) => server.getConnections((_, n) => resolve(n)));

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: "/healthz", agent: false }, () => resolve("answered"))
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });

describe("graceful shutdown", () => {
  it("refuses new work, tells event streams to reconnect and lets requests in flight finish", async () => {
    const { server, port } = await listen();
    const user = await createSignedInUser(ctx);
    const events = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: user.headers });
    const reader = events.body!.getReader();
    let streamed = "";
    while (!streamed.includes("event: ready")) streamed += new TextDecoder().decode((await reader.read()).value);
    const upload = startUpload(port, JSON.stringify({ title: "Căn hộ", note: "x".repeat(200_000) }));
    // The upload's connection is open (its body half sent) before the signal, beside the stream's.
    await expect.poll(() => openConnections(server), { timeout: 2000, interval: 5 }).toBe(2);

    const drained = drainServer(server, ctx.services.drain, 30_000);
    expect((await ctx.app.request("/readyz")).status).toBe(503);
    expect(await refused(port)).toBe("ECONNREFUSED");
    // The stream is told when to reconnect, then ends.
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      streamed += new TextDecoder().decode(value);
    }
    expect(streamed).toContain("retry: 500");

    upload.finish();
    const answer = await upload.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data.title).toBe("Căn hộ");
    expect(answer.connection).toBe("close");
    expect(await drained).toEqual({ forced: false });
  });

  it("closes what is still open once the grace period ends", async () => {
    const { server, port } = await listen();
    const upload = startUpload(port, JSON.stringify({ note: "never finished" }));
    upload.answered.catch(() => {});
    await expect.poll(() => openConnections(server), { timeout: 2000, interval: 5 }).toBe(1);
    expect(await drainServer(server, { isDraining: false, begin() {}, onBegin: () => () => {} }, 50)).toEqual({ forced: true });
    await expect(upload.answered).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
