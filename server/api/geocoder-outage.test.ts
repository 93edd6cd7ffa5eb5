import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// Nominatim is a third-party service: a local HTTP server stands in for it, and can be taken down.
let fake: Server;
let isDown = true;
let hits = 0;
const logs: { level: number; msg: string; cause?: string; err?: unknown }[] = [];
let ctx: TestContext;
const pauseMs = 300;

beforeAll(async () => {
  fake = createServer((_req, res) => {
    hits += 1;
    if (isDown) res.writeHead(503, { "content-type": "text/plain" }).end("overloaded");
    else res.writeHead(200, { "content-type": "application/json" }).end("[]");
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  ctx = await createTestContext({ env: { NOMINATIM_URL: url, GEOCODER_PAUSE_SECONDS: String(pauseMs / 1000) }, logger });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => fake.close(resolve));
});

const geocode = () => ctx.api("GET", "geocode?q=Bến%20Thành", { headers: { "accept-language": "en" } });
const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs + 100));

describe("a geocoder outage", () => {
  it("answers 502 each time, logs the outage once at warn with its cause, and stops calling after three failures", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await geocode();
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: true, message: "The map service is busy, please try again later.", data: null });
    }
    expect(hits).toBe(3);
    const outage = logs.filter((l) => l.msg === "geocoder outage");
    expect(outage).toHaveLength(1);
    expect(outage[0]!.level).toBe(40);
    expect(outage[0]!.cause).toBe("Nominatim answered 503");
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
  });

  it("tries once after the pause; a failed trial pauses again without calling", async () => {
    await pause();
    expect((await geocode()).status).toBe(502);
    expect(hits).toBe(4);
    expect((await geocode()).status).toBe(502);
    expect(hits).toBe(4);
    expect(logs.filter((l) => l.msg === "geocoder outage")).toHaveLength(1);
  });

  it("closes when a trial succeeds, and logs the recovery", async () => {
    isDown = false;
    await pause();
    const res = await geocode();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect((await geocode()).status).toBe(200);
    expect(hits).toBe(6);
    expect(logs.filter((l) => l.msg === "geocoder recovered")).toHaveLength(1);
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});
