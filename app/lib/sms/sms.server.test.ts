import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../../tests/support/fake-sms-gateway.ts";
import { loadEnv } from "../env.server.ts";
import { readOutbox } from "../mail/mailer.server.ts";
import { createHttpSms, createSms, SmsDeliveryError } from "./sms.server.ts";

let gateway: FakeSmsGateway;
const logLines: string[] = [];
const logger = pino({ level: "info", base: undefined }, { write: (line: string) => void logLines.push(line) });

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.requests.length = 0;
  gateway.answer = 200;
  logLines.length = 0;
});

const text = "Mã xác thực Nhà Đất của bạn là 493817";

describe("createHttpSms", () => {
  it("POSTs {to, text, sender} as JSON with the bearer token", async () => {
    const sms = createHttpSms({ url: gateway.url, token: "tok-123", sender: "NhaDat", logger });
    await sms.send("+84912345678", text);
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/messages", body: { to: "+84912345678", text, sender: "NhaDat" } });
    expect(request!.headers.authorization).toBe("Bearer tok-123");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(logLines).toEqual([]);
  });

  it("leaves sender out when none is configured", async () => {
    await createHttpSms({ url: gateway.url, token: "t", logger }).send("+84912345678", text);
    expect(gateway.requests[0]!.body).toEqual({ to: "+84912345678", text });
  });

  it("fails on a non-2xx answer and logs the status, never the code", async () => {
    gateway.answer = 500;
    const sms = createHttpSms({ url: gateway.url, token: "t", logger });
    const error = await sms.send("+84912345678", text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toBe("SMS gateway answered 500");
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0]!)).toMatchObject({ level: 40, status: 500, to: "…678", msg: "SMS gateway refused a message" });
    expect(logLines.join("")).not.toContain("493817");
    expect(logLines.join("")).not.toContain("+84912345678");
  });

  it("gives up when the gateway does not answer in time", async () => {
    gateway.answer = "hang";
    const sms = createHttpSms({ url: gateway.url, token: "t", logger, timeoutMs: 200 });
    const started = Date.now();
    const error = await sms.send("+84912345678", text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toBe("SMS gateway no answer within 200 ms");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(gateway.requests).toHaveLength(1);
    expect(JSON.parse(logLines[0]!)).toMatchObject({ level: 40, reason: "no answer within 200 ms" });
    expect(logLines.join("")).not.toContain("493817");
  });

  it("fails when the gateway cannot be reached", async () => {
    const sms = createHttpSms({ url: "http://127.0.0.1:9/unreachable", token: "t", logger });
    await expect(sms.send("+84912345678", text)).rejects.toThrow("SMS gateway unreachable");
  });
});

describe("createSms", () => {
  it("writes to the outbox by default and sends over HTTP when SMS_PROVIDER=http", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "nhadat-sms-"));
    try {
      await createSms(loadEnv({ DATA_DIR: dataDir }), logger).send("+84900000001", "outbox text");
      expect((await readOutbox(dataDir, "sms")).map((m) => m.content)).toEqual(["To: +84900000001\n\noutbox text\n"]);
      const env = loadEnv({
        DATA_DIR: dataDir,
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: gateway.url,
        SMS_HTTP_TOKEN: "env-token",
        SMS_SENDER: "NhaDat",
      });
      await createSms(env, logger).send("+84900000002", "gateway text");
      expect(gateway.requests.map((r) => r.body)).toEqual([{ to: "+84900000002", text: "gateway text", sender: "NhaDat" }]);
      expect(gateway.requests[0]!.headers.authorization).toBe("Bearer env-token");
      expect(await readOutbox(dataDir, "sms")).toHaveLength(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
