import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePaypal } from "../../tests/support/fake-paypal.ts";
import type { FakePaystack } from "../../tests/support/fake-paystack.ts";
import { capturePaypalOrder } from "../../app/modules/payments/paypal.server.ts";
import { verifyPaystackPayment } from "../../app/modules/payments/paystack.server.ts";
import { paymentSetting } from "../../tests/support/payment-settings.ts";
import { keys, startHostedGateways, type HostedGateways } from "../../tests/support/hosted-gateways.ts";
import { type TestContext } from "../../tests/support/test-app.ts";

// The payment dialog's terms, PayPal and Paystack, each against a local fake of its API.
let gateways: HostedGateways;
let ctx: TestContext;
let { paypal, paystack, basicId, payer, post, periodsOf, rowOf, outcomesOf } = {} as HostedGateways;
beforeAll(async () => {
  gateways = await startHostedGateways();
  ({ ctx, paypal, paystack, basicId, payer, post, periodsOf, rowOf, outcomesOf } = gateways);
});
afterAll(() => gateways.close());

describe("the payment dialog's terms", () => {
  it("lists every enabled method; the converting gateways with their currency and rate, keys public only", async () => {
    const res = await ctx.api("GET", "get_payment_settings");
    expect(paymentSetting(res.body, "enabled_methods")).toEqual(["stripe", "paypal", "paystack", "flutterwave", "bank_transfer"]);
    expect(paymentSetting(res.body, "paypal")).toEqual({ status: true, currency: "USD", rate_vnd: 25_400 });
    expect(paymentSetting(res.body, "paystack")).toEqual({
      status: true,
      paystack_public_key: keys.paystack.publicKey,
      currency: "NGN",
      rate_vnd: 17,
    });
    const text = JSON.stringify(res.body);
    for (const secret of [keys.paypal.clientSecret, keys.paystack.secretKey, keys.flutterwave.secretKey, keys.flutterwave.secretHash])
      expect(text).not.toContain(secret);
  });
});

describe("PayPal", () => {
  async function order() {
    const { user, headers } = await payer();
    const res = await ctx.api("GET", `paypal?package_id=${basicId}&amount=199000`, { headers });
    expect(res.status).toBe(200);
    return { user, headers, payment: res.body.data, order: paypal.orders.get(res.body.data.order_id)! };
  }

  it("opens an order in USD at the staff rate, rounded up to the cent, and answers the approve link", async () => {
    const { payment, order: o } = await order();
    // 199,000 VND ÷ 25,400 = 7.8346… USD → 7.84.
    expect(o.amount).toEqual({ currency_code: "USD", value: "7.84" });
    expect(payment).toMatchObject({
      amount: 199_000,
      currency: "USD",
      charged_amount: 784,
      payment_status: "processing",
      payment_gateway: "paypal",
    });
    expect(payment.payment_url).toBe(`${paypal.apiBase}/checkoutnow?token=${o.id}`);
    expect(o.returnUrl).toMatch(/\/payment\/return\/paypal$/);
    const { headers } = await payer();
    const wrong = await ctx.api("GET", `paypal?package_id=${basicId}&amount=1000`, { headers });
    expect(wrong.status).toBe(400);
  });

  it("captures on return: a COMPLETED capture activates once; the verified webhook afterwards is a duplicate", async () => {
    const { user, payment, order: o } = await order();
    paypal.approve(o.id);
    const result = await capturePaypalOrder(ctx.services, { actor: { id: user.id } as never, orderId: o.id });
    expect(result?.outcome).toBe("confirmed");
    expect(await rowOf(payment.id)).toMatchObject({ status: "success" });
    const hook = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", o);
    expect(await post("paypal-webhook", hook.body, hook.headers)).toBe(200);
    expect(await post("paypal-webhook", hook.body, hook.headers)).toBe(200);
    expect(await periodsOf(user.id)).toHaveLength(1);
    expect(await outcomesOf(payment.reference)).toEqual(["confirmed", "duplicate", "duplicate"]);
  });

  it("confirms through the webhook PayPal verifies; refuses a forged one and a wrong amount", async () => {
    const { user, payment, order: o } = await order();
    const { privateKey } = await import("node:crypto").then((c) => c.generateKeyPairSync("rsa", { modulusLength: 2048 }));
    const forged = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", o, {
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    });
    expect(await post("paypal-webhook", forged.body, forged.headers)).toBe(400);
    const tampered = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", o);
    expect(await post("paypal-webhook", tampered.body.replace('"7.84"', '"0.01"'), tampered.headers)).toBe(400);
    const cheap = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", o, { value: "0.01" });
    expect(await post("paypal-webhook", cheap.body, cheap.headers)).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "processing" });
    expect(await periodsOf(user.id)).toEqual([]);
    const good = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", o);
    expect(await post("paypal-webhook", good.body, good.headers)).toBe(200);
    expect(await post("paypal-webhook", good.body, good.headers)).toBe(200);
    expect(await periodsOf(user.id)).toHaveLength(1);
    expect(await outcomesOf(payment.reference)).toEqual(["bad_signature", "bad_signature", "amount_mismatch", "confirmed", "duplicate"]);
  });

  it("checks PayPal's signature over the raw bytes: a body laid out PayPal's way is confirmed, the same event re-serialised is refused", async () => {
    const { user, payment, order: o } = await order();
    // Spacing and an escaped character: what JSON.parse then JSON.stringify would not give back byte for byte.
    const format = (event: object) => JSON.stringify({ ...event, summary: "Thanh toán" }, null, 1).replace("á", "\\u00e1");
    const hook = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", o, { format });
    expect(hook.body).toContain("\\u00e1");
    const reserialised = JSON.stringify(JSON.parse(hook.body));
    expect(reserialised).not.toBe(hook.body);
    expect(await post("paypal-webhook", reserialised, hook.headers)).toBe(400);
    expect(await periodsOf(user.id)).toEqual([]);
    expect(await post("paypal-webhook", hook.body, hook.headers)).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "success" });
    expect(await outcomesOf(payment.reference)).toEqual(["bad_signature", "confirmed"]);
  });

  it("reads PayPal's certificate only from PayPal's hosts (here, the one the environment names), once", async () => {
    const { order: o } = await order();
    const reads = paypal.certificateReads;
    const elsewhere = await startFakePaypal(keys.paypal);
    try {
      const hook = paypal.webhook("PAYMENT.CAPTURE.DENIED", o);
      for (const certUrl of [elsewhere.certUrl, "http://paypal.com.evil.example/cert", "https://user@api.paypal.com.evil.example/cert"]) {
        expect(await post("paypal-webhook", hook.body, { ...hook.headers, "paypal-cert-url": certUrl })).toBe(400);
      }
      expect(elsewhere.certificateReads).toBe(0);
      expect(await post("paypal-webhook", hook.body, hook.headers)).toBe(200);
      expect(await post("paypal-webhook", hook.body, hook.headers)).toBe(200);
      expect(paypal.certificateReads - reads).toBeLessThanOrEqual(1);
    } finally {
      await elsewhere.close();
    }
  });

  it("a denied capture or a cancel fails the payment; another user can neither capture nor fail it", async () => {
    const denied = await order();
    const hook = paypal.webhook("PAYMENT.CAPTURE.DENIED", denied.order);
    expect(await post("paypal-webhook", hook.body, hook.headers)).toBe(200);
    expect(await rowOf(denied.payment.id)).toMatchObject({ status: "fail" });

    const { user, headers, payment, order: o } = await order();
    const other = await payer();
    await expect(capturePaypalOrder(ctx.services, { actor: { id: other.user.id } as never, orderId: o.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const stolen = await ctx.api("POST", "payment-transaction-fail", {
      headers: other.headers,
      body: { payment_transaction_id: payment.id },
    });
    expect(stolen.status).toBe(404);
    expect(await rowOf(payment.id)).toMatchObject({ status: "processing" });
    const cancel = await ctx.api("POST", "payment-transaction-fail", { headers, body: { payment_transaction_id: payment.id } });
    expect(cancel.body.message).toBe("Payment canceled");
    paypal.approve(o.id);
    expect(await capturePaypalOrder(ctx.services, { actor: { id: user.id } as never, orderId: o.id })).toBeNull();
    expect(await rowOf(payment.id)).toMatchObject({ status: "fail" });
    expect(await periodsOf(user.id)).toEqual([]);
  });
});

describe("Paystack", () => {
  async function initialize() {
    const { user, headers } = await payer();
    const res = await ctx.api("POST", "create-payment-intent", { headers, body: { package_id: basicId, payment_method: "paystack" } });
    expect(res.status).toBe(201);
    return { user, headers, payment: res.body.data, tx: paystack.transactions.get(res.body.data.reference)! };
  }
  const signed = (tx: Parameters<FakePaystack["event"]>[0], overrides?: { amount?: number }, secret = keys.paystack.secretKey) =>
    paystack.event(tx, secret, overrides);

  it("initializes in kobo at the staff rate with our reference and answers the authorization URL", async () => {
    const { payment, tx } = await initialize();
    // 199,000 VND ÷ 17 = 11,705.88… NGN → 1,170,589 kobo.
    expect(tx).toMatchObject({ reference: payment.reference, amount: 1_170_589, currency: "NGN" });
    expect(payment).toMatchObject({ charged_amount: 1_170_589, currency: "NGN", paystack_public_key: keys.paystack.publicKey });
    expect(payment.payment_url).toBe(`${paystack.apiBase}/pay/${tx.accessCode}`);
  });

  it("activates once through the signed charge.success; a replay changes nothing", async () => {
    const { user, payment, tx } = await initialize();
    paystack.settle(tx.reference, "success");
    const event = signed(tx);
    expect(await post("paystack-webhook", event.body, { "x-paystack-signature": event.signature })).toBe(200);
    expect(await post("paystack-webhook", event.body, { "x-paystack-signature": event.signature })).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "success" });
    expect(await periodsOf(user.id)).toHaveLength(1);
    // The return page verifies too, and changes nothing more.
    expect(await verifyPaystackPayment(ctx.services, { actor: { id: user.id } as never, reference: tx.reference })).toBeNull();
    expect(await outcomesOf(payment.reference)).toEqual(["confirmed", "duplicate"]);
  });

  it("refuses a forged signature and a wrong amount; the return page's verify then confirms", async () => {
    const { user, payment, tx } = await initialize();
    const forged = signed(tx, undefined, "sk_test_someone_else");
    expect(await post("paystack-webhook", forged.body, { "x-paystack-signature": forged.signature })).toBe(400);
    const cheap = signed(tx, { amount: 100 });
    expect(await post("paystack-webhook", cheap.body, { "x-paystack-signature": cheap.signature })).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "processing" });
    expect(await periodsOf(user.id)).toEqual([]);
    expect(await verifyPaystackPayment(ctx.services, { actor: { id: user.id } as never, reference: tx.reference })).toBeNull();
    paystack.settle(tx.reference, "success");
    const other = await payer();
    await expect(
      verifyPaystackPayment(ctx.services, { actor: { id: other.user.id } as never, reference: tx.reference }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await verifyPaystackPayment(ctx.services, { actor: { id: user.id } as never, reference: tx.reference }))?.outcome).toBe(
      "confirmed",
    );
    expect(await periodsOf(user.id)).toHaveLength(1);
    expect(await outcomesOf(payment.reference)).toEqual(["bad_signature", "amount_mismatch", "confirmed"]);
  });

  it("a cancel fails the payment; a charge Paystack takes afterwards still starts the package, once", async () => {
    const { user, headers, payment, tx } = await initialize();
    const cancel = await ctx.api("POST", "payment-transaction-fail", { headers, body: { payment_transaction_id: payment.id } });
    expect(cancel.status).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "fail" });
    paystack.settle(tx.reference, "success");
    const event = signed(tx);
    expect(await post("paystack-webhook", event.body, { "x-paystack-signature": event.signature })).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "success" });
    expect(await post("paystack-webhook", event.body, { "x-paystack-signature": event.signature })).toBe(200);
    expect(await periodsOf(user.id)).toHaveLength(1);
  });
});
