import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, paymentEvents, paymentTransactions, userPackages } from "../../db/schema/index.ts";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { readCheckout, startFakeVnpay, vnpayResult, vnpaySign, type FakeVnpayServer } from "../../tests/support/fake-vnpay.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let basicId: number;
// The gateway's payment page is a local fake (no network in tests); its IPN goes to the app once it listens.
let fake: FakeVnpayServer;
let ipnUrl = "";
const merchant = { tmnCode: "NHADAT01", hashSecret: "fake-vnpay-hash-secret-0123456789" };

beforeAll(async () => {
  fake = await startFakeVnpay({ ...merchant, ipnUrl: () => ipnUrl });
  ctx = await createTestContext({ env: { VNPAY_PAYMENT_URL: fake.paymentUrl } });
  const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
  basicId = basic!.id;
  await updateSettings(ctx.services.db, {
    vnpay_status: true,
    vnpay_tmn_code: merchant.tmnCode,
    vnpay_hash_secret: merchant.hashSecret,
  });
});

afterAll(async () => {
  await fake.close();
  await ctx.close();
});

async function checkout() {
  const user = await createUser(ctx.services.db);
  const headers = { "accept-language": "en", ...(await authHeaders(ctx.services.db, user)) };
  const res = await ctx.api("POST", "create-payment-intent", {
    headers,
    body: { package_id: basicId, platform_type: "web", payment_method: "vnpay" },
  });
  expect(res.status).toBe(201);
  return { user, headers, payment: res.body.data, params: readCheckout(res.body.data.payment_url, merchant) };
}

async function ipn(params: Record<string, string>) {
  const res = await ctx.app.request(`/api/payments/vnpay-ipn?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { RspCode: string; Message: string };
}

const periodsOf = (userId: number) => ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, userId));
const rowOf = async (id: number) => (await ctx.services.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;
const outcomesOf = async (id: number) =>
  (await ctx.services.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, id))).map((e) => e.outcome);

describe("VNPay checkout", () => {
  it("signs a redirect the gateway accepts: amount × 100 in VND, our reference, return URL", async () => {
    const { payment, params } = await checkout();
    expect(payment.payment_url.startsWith(`${fake.paymentUrl}?`)).toBe(true);
    expect(params.vnp_Amount).toBe(String(199_000 * 100));
    expect(params.vnp_TxnRef).toBe(payment.reference);
    expect(params.vnp_ReturnUrl).toMatch(/\/payment\/vnpay-return$/);
    expect(payment).toMatchObject({ payment_status: "processing", payment_gateway: "vnpay", payment_type: "online" });
    const tampered = payment.payment_url.replace("vnp_Amount=19900000", "vnp_Amount=100");
    expect(() => readCheckout(tampered, merchant)).toThrow(/checksum/);
  });

  it("is refused while VNPay is off", async () => {
    await updateSettings(ctx.services.db, { vnpay_status: false });
    try {
      const user = await createUser(ctx.services.db);
      const headers = { "accept-language": "en", ...(await authHeaders(ctx.services.db, user)) };
      const res = await ctx.api("POST", "create-payment-intent", { headers, body: { package_id: basicId, payment_method: "vnpay" } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This payment method is not enabled");
    } finally {
      await updateSettings(ctx.services.db, { vnpay_status: true });
    }
  });
});

describe("VNPay IPN", () => {
  it("confirms a paid order once: the package starts, a replay answers 02 and starts nothing more", async () => {
    const { user, payment, params } = await checkout();
    expect(await periodsOf(user.id)).toEqual([]);
    const result = vnpayResult(params, { ...merchant, outcome: "success", transactionNo: "14422574" });
    expect(await ipn(result)).toEqual({ RspCode: "00", Message: "Confirm Success" });
    expect(await rowOf(payment.id)).toMatchObject({ status: "success", gatewayReference: "14422574" });
    expect(await periodsOf(user.id)).toHaveLength(1);

    expect(await ipn(result)).toEqual({ RspCode: "02", Message: "Order already confirmed" });
    expect(await periodsOf(user.id)).toHaveLength(1);
    expect(await outcomesOf(payment.id)).toEqual(["confirmed", "duplicate"]);
  });

  it("refuses a forged signature and changes nothing, keeping the attempt", async () => {
    const { user, payment, params } = await checkout();
    const forged = { ...vnpayResult(params, { ...merchant, outcome: "success" }) };
    forged.vnp_SecureHash = vnpaySign(forged, "someone-else's-secret");
    expect((await ipn(forged)).RspCode).toBe("97");
    const edited = { ...vnpayResult(params, { ...merchant, outcome: "cancel" }), vnp_ResponseCode: "00", vnp_TransactionStatus: "00" };
    expect((await ipn(edited)).RspCode).toBe("97");
    expect(await rowOf(payment.id)).toMatchObject({ status: "processing" });
    expect(await periodsOf(user.id)).toEqual([]);
    const refused = await ctx.services.db.select().from(paymentEvents).where(eq(paymentEvents.reference, payment.reference));
    expect(refused.map((e) => e.outcome)).toEqual(["bad_signature", "bad_signature"]);
  });

  it("refuses a wrong amount and an unknown order and changes nothing", async () => {
    const { user, payment, params } = await checkout();
    expect(await ipn(vnpayResult(params, { ...merchant, outcome: "success", amount: "100" }))).toEqual({
      RspCode: "04",
      Message: "Invalid amount",
    });
    expect(await ipn(vnpayResult({ ...params, vnp_TxnRef: "NDUNKNOWN000" }, { ...merchant, outcome: "success" }))).toMatchObject({
      RspCode: "01",
    });
    expect(await rowOf(payment.id)).toMatchObject({ status: "processing" });
    expect(await periodsOf(user.id)).toEqual([]);
    expect(await outcomesOf(payment.id)).toEqual(["amount_mismatch"]);
  });

  it("a cancel fails the payment and activates nothing; a signed success afterwards starts the package once", async () => {
    const { user, payment, params } = await checkout();
    expect((await ipn(vnpayResult(params, { ...merchant, outcome: "cancel" }))).RspCode).toBe("00");
    expect(await rowOf(payment.id)).toMatchObject({ status: "fail" });
    expect(await periodsOf(user.id)).toEqual([]);
    const success = vnpayResult(params, { ...merchant, outcome: "success" });
    expect((await ipn(success)).RspCode).toBe("00");
    expect((await ipn(success)).RspCode).toBe("02");
    expect(await rowOf(payment.id)).toMatchObject({ status: "success" });
    expect(await periodsOf(user.id)).toHaveLength(1);
  });
});

describe("VNPay over HTTP", () => {
  let server: ReturnType<typeof serve>;

  beforeAll(async () => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    ipnUrl = `http://127.0.0.1:${port}/api/payments/vnpay-ipn`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("the payer pays on the gateway's page, the gateway calls the IPN, and the payer returns with a signed result", async () => {
    const { user, payment } = await checkout();
    const page = await fetch(payment.payment_url);
    expect(page.status).toBe(200);
    const pay = /href="([^"]+outcome=success)"/.exec(await page.text())![1]!;
    const done = await fetch(new URL(pay.replaceAll("&amp;", "&"), fake.paymentUrl), { redirect: "manual" });
    expect(done.status).toBe(302);
    const back = new URL(done.headers.get("location")!);
    expect(back.pathname).toBe("/payment/vnpay-return");
    expect(back.searchParams.get("vnp_TxnRef")).toBe(payment.reference);
    expect(fake.ipnAnswers).toEqual([{ RspCode: "00", Message: "Confirm Success" }]);
    expect(await periodsOf(user.id)).toHaveLength(1);
  });
});
