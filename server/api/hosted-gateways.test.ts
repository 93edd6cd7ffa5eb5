import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, paymentEvents, paymentTransactions, userPackages } from "../../db/schema/index.ts";
import { capturePaypalOrder } from "../../app/modules/payments/paypal.server.ts";
import { verifyPaystackPayment } from "../../app/modules/payments/paystack.server.ts";
import { verifyFlutterwavePayment } from "../../app/modules/payments/flutterwave.server.ts";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { startFakeFlutterwave, type FakeFlutterwave } from "../../tests/support/fake-flutterwave.ts";
import { startFakePaypal, type FakePaypal } from "../../tests/support/fake-paypal.ts";
import { startFakePaystack, type FakePaystack } from "../../tests/support/fake-paystack.ts";
import { startFakeStripe, stripeSignedEvent, type FakeStripe } from "../../tests/support/fake-stripe.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { paymentSetting } from "../../tests/support/payment-settings.ts";

let ctx: TestContext;
let paypal: FakePaypal;
let paystack: FakePaystack;
let flutterwave: FakeFlutterwave;
let stripe: FakeStripe;
let basicId: number;
const keys = {
  paypal: { clientId: "fake-paypal-client", clientSecret: "fake-paypal-secret", webhookId: "WH-FAKE-0001" },
  paystack: { publicKey: "pk_test_nhadat", secretKey: "sk_test_nhadatpaystack" },
  flutterwave: { secretKey: "FLWSECK_TEST-nhadat-X", secretHash: "nhadat-flutterwave-hash" },
  stripe: { publishable: "pk_test_nhadat", secret: "sk_test_nhadat_checkout", webhook: "whsec_nhadat_checkout" },
};

beforeAll(async () => {
  // The gateways' APIs are local fakes (no network in tests), named by the environment as in production.
  paypal = await startFakePaypal(keys.paypal);
  paystack = await startFakePaystack({ secretKey: keys.paystack.secretKey });
  flutterwave = await startFakeFlutterwave(keys.flutterwave);
  stripe = await startFakeStripe({ secretKey: keys.stripe.secret });
  ctx = await createTestContext({
    env: {
      PAYPAL_API_BASE: paypal.apiBase,
      PAYSTACK_API_BASE: paystack.apiBase,
      FLUTTERWAVE_API_BASE: flutterwave.apiBase,
      STRIPE_API_BASE: stripe.apiBase,
    },
  });
  const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
  basicId = basic!.id;
  await updateSettings(ctx.services.db, {
    paypal_status: true,
    paypal_client_id: keys.paypal.clientId,
    paypal_client_secret: keys.paypal.clientSecret,
    paypal_webhook_id: keys.paypal.webhookId,
    paypal_currency: "USD",
    paypal_rate_vnd: 25_400,
    paystack_status: true,
    paystack_public_key: keys.paystack.publicKey,
    paystack_secret_key: keys.paystack.secretKey,
    paystack_currency: "NGN",
    paystack_rate_vnd: 17,
    flutterwave_status: true,
    flutterwave_secret_key: keys.flutterwave.secretKey,
    flutterwave_secret_hash: keys.flutterwave.secretHash,
    flutterwave_currency: "USD",
    flutterwave_rate_vnd: 25_000,
    stripe_status: true,
    stripe_publishable_key: keys.stripe.publishable,
    stripe_secret_key: keys.stripe.secret,
    stripe_webhook_secret: keys.stripe.webhook,
  });
});

afterAll(async () => {
  await Promise.all([paypal.close(), paystack.close(), flutterwave.close(), stripe.close()]);
  await ctx.close();
});

async function payer() {
  const user = await createUser(ctx.services.db);
  return { user, headers: { "accept-language": "en", ...(await authHeaders(ctx.services.db, user)) } };
}

async function post(path: string, body: string, headers: Record<string, string>) {
  const res = await ctx.app.request(`/api/payments/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return res.status;
}

const periodsOf = (userId: number) => ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, userId));
const rowOf = async (id: number) => (await ctx.services.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;
const outcomesOf = async (reference: string) =>
  (await ctx.services.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference)).orderBy(paymentEvents.id)).map(
    (e) => e.outcome,
  );

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

describe("Flutterwave", () => {
  async function start() {
    const { user, headers } = await payer();
    const res = await ctx.api("POST", "flutterwave", { headers, body: { package_id: basicId } });
    expect(res.status).toBe(201);
    return { user, headers, payment: res.body.data, tx: flutterwave.transactions.get(res.body.data.reference)! };
  }
  const hook = (body: string, hash = keys.flutterwave.secretHash) => post("flutterwave-webhook", body, { "verif-hash": hash });

  it("creates a Standard payment in USD at the staff rate with tx_ref our reference, answering the hosted link", async () => {
    const { payment, tx } = await start();
    // 199,000 VND ÷ 25,000 = 7.96 USD exactly.
    expect(tx).toMatchObject({ txRef: payment.reference, amount: 7.96, currency: "USD" });
    expect(payment).toMatchObject({ charged_amount: 796, currency: "USD", payment_url: `${flutterwave.apiBase}/pay/${payment.reference}` });
  });

  it("confirms a webhook only after verifying the transaction with Flutterwave; a replay changes nothing", async () => {
    const { user, payment, tx } = await start();
    const settled = flutterwave.settle(tx.txRef, "successful");
    expect(await hook(flutterwave.event(settled))).toBe(200);
    expect(await hook(flutterwave.event(settled))).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "success", gatewayReference: String(settled.id) });
    expect(await periodsOf(user.id)).toHaveLength(1);
    expect(await outcomesOf(payment.reference)).toEqual(["confirmed", "duplicate"]);
  });

  it("refuses a wrong verif-hash; a webhook claiming another amount is checked against the verified one", async () => {
    const { user, payment, tx } = await start();
    expect(await hook(flutterwave.event({ ...tx, id: 1, status: "successful" }), "guess")).toBe(400);
    // An event about a payment Flutterwave does not know (it never went through) gains nothing.
    expect(await hook(flutterwave.event({ ...tx, status: "successful" }, { amount: 7.96 }))).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "processing" });
    // Paid, but less than asked (the payer changed the amount on the hosted page).
    const settled = flutterwave.settle(tx.txRef, "successful");
    settled.amount = 1.5;
    expect(await hook(flutterwave.event(settled))).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "processing" });
    expect(await periodsOf(user.id)).toEqual([]);
    expect(await outcomesOf(payment.reference)).toEqual(["bad_signature", "unknown_transaction", "amount_mismatch"]);
  });

  it("the return page verifies the payer's own payment; another's transaction id confirms nothing here; a cancel fails it until Flutterwave takes the money", async () => {
    const a = await start();
    const b = await start();
    const paidB = flutterwave.settle(b.tx.txRef, "successful");
    // A's return page handed B's transaction id: B's payment is confirmed (it is paid), A's is not.
    expect(
      await verifyFlutterwavePayment(ctx.services, {
        actor: { id: a.user.id } as never,
        reference: a.payment.reference,
        transactionId: String(paidB.id),
      }),
    ).toBeNull();
    expect(await rowOf(a.payment.id)).toMatchObject({ status: "processing" });
    await expect(
      verifyFlutterwavePayment(ctx.services, {
        actor: { id: b.user.id } as never,
        reference: a.payment.reference,
        transactionId: String(paidB.id),
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const paidA = flutterwave.settle(a.tx.txRef, "successful");
    expect(
      (
        await verifyFlutterwavePayment(ctx.services, {
          actor: { id: a.user.id } as never,
          reference: a.payment.reference,
          transactionId: String(paidA.id),
        })
      )?.outcome,
    ).toBe("confirmed");
    const c = await start();
    const cancel = await ctx.api("POST", "payment-transaction-fail", {
      headers: c.headers,
      body: { payment_transaction_id: c.payment.id },
    });
    expect(cancel.status).toBe(200);
    expect(await rowOf(c.payment.id)).toMatchObject({ status: "fail" });
    // The payer went on to pay on Flutterwave's page after all: the money is taken, so the package starts.
    expect(await hook(flutterwave.event(flutterwave.settle(c.tx.txRef, "successful")))).toBe(200);
    expect(await rowOf(c.payment.id)).toMatchObject({ status: "success" });
    expect(await periodsOf(c.user.id)).toHaveLength(1);
  });
});

describe("Stripe Checkout on the website", () => {
  async function session() {
    const { user, headers } = await payer();
    const res = await ctx.api("POST", "create-payment-intent", {
      headers,
      body: { package_id: basicId, platform_type: "web", payment_method: "stripe" },
    });
    expect(res.status).toBe(201);
    return { user, headers, payment: res.body.data, session: stripe.sessions.get(res.body.data.checkout_session_id)! };
  }
  const signed = (type: string, object: object, secret = keys.stripe.webhook) => stripeSignedEvent(type, object, { secret });
  const hook = (event: { body: string; signature: string }) => post("stripe-webhook", event.body, { "stripe-signature": event.signature });

  it("opens a zero-decimal VND Checkout Session with our reference and answers its URL", async () => {
    const { payment, session: s } = await session();
    expect(s).toMatchObject({ amount_total: 199_000, currency: "vnd", mode: "payment", metadata: { reference: payment.reference } });
    expect(s.success_url).toContain(`/payment/return/stripe?reference=${payment.reference}&session_id={CHECKOUT_SESSION_ID}`);
    expect(payment).toMatchObject({ payment_url: s.url, charged_amount: 199_000, currency: "VND" });
  });

  it("activates once on checkout.session.completed; its intent's own event is left alone", async () => {
    const { user, payment, session: s } = await session();
    const paid = { ...s, status: "complete", payment_status: "paid" };
    expect(await hook(signed("checkout.session.completed", paid))).toBe(200);
    expect(await hook(signed("checkout.session.completed", paid))).toBe(200);
    expect(await hook(signed("payment_intent.succeeded", { id: "pi_of_checkout", amount: 199_000, currency: "vnd", metadata: {} }))).toBe(
      200,
    );
    expect(await periodsOf(user.id)).toHaveLength(1);
    expect(await outcomesOf(payment.reference)).toEqual(["confirmed", "duplicate"]);
  });

  it("refuses a forged signature and a wrong amount; an unpaid completion waits; an expired session fails until a paid one arrives", async () => {
    const { user, payment, session: s } = await session();
    expect(await hook(signed("checkout.session.completed", { ...s, payment_status: "paid" }, "whsec_forged"))).toBe(400);
    expect(await hook(signed("checkout.session.completed", { ...s, payment_status: "paid", amount_total: 1_000 }))).toBe(200);
    expect(await hook(signed("checkout.session.completed", { ...s, payment_status: "unpaid" }))).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "processing" });
    expect(await hook(signed("checkout.session.expired", { ...s, status: "expired" }))).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "fail" });
    expect(await periodsOf(user.id)).toEqual([]);
    // Stripe's signed word that it took the money stands over the earlier failure, once.
    const paid = signed("checkout.session.completed", { ...s, payment_status: "paid" });
    expect(await hook(paid)).toBe(200);
    expect(await hook(paid)).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "success" });
    expect(await periodsOf(user.id)).toHaveLength(1);
    expect(await outcomesOf(payment.reference)).toEqual(["bad_signature", "amount_mismatch", "failed", "confirmed", "duplicate"]);
  });
});
