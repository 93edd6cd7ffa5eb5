import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../tests/support/fake-sms-gateway.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// The SMS provider is a third party: a local HTTP server answers in its place.
let gateway: FakeSmsGateway;
let ctx: TestContext;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  ctx = await createTestContext({
    env: { SMS_PROVIDER: "http", SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: "gw-token", SMS_SENDER: "NhaDat" },
  });
});
afterAll(async () => {
  await ctx.close();
  await gateway.close();
});
beforeEach(() => {
  gateway.requests.length = 0;
  gateway.answer = 200;
});

const en = { "accept-language": "en" };

describe("GET get-otp with SMS_PROVIDER=http", () => {
  it("sends the code through the gateway, and that code verifies the number", async () => {
    const res = await ctx.api("GET", "get-otp?number=0912000111", { headers: en });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The code has been sent");
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request!.headers.authorization).toBe("Bearer gw-token");
    const body = request!.body as { to: string; text: string; sender: string };
    expect(body).toMatchObject({ to: "+84912000111", sender: "NhaDat" });
    const code = /\b(\d{6})\b/.exec(body.text)?.[1];
    expect(code).toBeDefined();
    expect(await readOutbox(ctx.dataDir, "sms")).toEqual([]);
    const verified = await ctx.api("GET", `verify-otp?number=0912000111&otp=${code}`, { headers: en });
    expect(verified.status).toBe(200);
  });

  it("answers the generic failure, not 'sent', when the gateway refuses", async () => {
    gateway.answer = 500;
    const res = await ctx.api("GET", "get-otp?number=0912000222", { headers: en });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: true, message: "Oops! Something went wrong", data: null });
    expect(gateway.requests).toHaveLength(1);
    const vi = await ctx.api("GET", "get-otp?number=0912000222", { headers: { "accept-language": "vi" } });
    expect(vi.body.message).toBe("Rất tiếc! Đã có lỗi xảy ra");
  });
});
