import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, paymentEvents, paymentTransactions, userPackages } from "../../db/schema/index.ts";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { startFakeHttp } from "../../tests/support/fake-http.ts";
import { startFakeStripe, stripeEvent, type FakeIntent, type FakeStripe } from "../../tests/support/fake-stripe.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { paymentSetting } from "../../tests/support/payment-settings.ts";

let ctx: TestContext;
let stripe: FakeStripe;
let basicId: number;
const keys = { publishable: "pk_test_nhadat", secret: "sk_test_nhadat_secret", webhook: "whsec_nhadat_webhook" };

beforeAll(async () => {
  // Stripe's API is a local fake (no network in tests), named by the environment as in production.
  stripe = await startFakeStripe({ secretKey: keys.secret });
  ctx = await createTestContext({ env: { STRIPE_API_BASE: stripe.apiBase } });
  const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
  basicId = basic!.id;
  await updateSettings(ctx.services.db, {
    stripe_status: true,
    stripe_publishable_key: keys.publishable,
    stripe_secret_key: keys.secret,
    stripe_webhook_secret: keys.webhook,
  });
});

afterAll(async () => {
  await stripe.close();
  await ctx.close();
});

async function checkout() {
  const user = await createUser(ctx.services.db);
  const headers = { "accept-language": "en", ...(await authHeaders(ctx.services.db, user)) };
  const res = await ctx.api("POST", "create-payment-intent", {
    headers,
    body: { package_id: basicId, platform_type: "app", payment_method: "stripe" },
  });
  expect(res.status).toBe(201);
  const intent = stripe.intents.get(res.body.data.payment_intent_id)!;
  return { user, payment: res.body.data, intent };
}

async function webhook(event: { body: string; signature: string }) {
  const res = await ctx.app.request("/api/payments/stripe-webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
    body: event.body,
  });
  return res.status;
}

const signed = (type: string, intent: Partial<FakeIntent> & { id: string }, timestamp?: number) =>
  stripeEvent(type, intent, { secret: keys.webhook, timestamp });
const periodsOf = (userId: number) => ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, userId));
const rowOf = async (id: number) => (await ctx.services.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;

describe("Stripe", () => {
  it("sends the secret key only where the environment says, whatever a stolen admin session posts", async () => {
    // A stand-in for an attacker's server: it only counts what reaches it.
    const reached: string[] = [];
    const attacker = await startFakeHttp((req) => {
      reached.push(`${req.method} ${req.url.pathname} ${String(req.headers.authorization ?? "")}`);
      return false;
    });
    try {
      const admin = await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "admin" }));
      for (const key of ["stripe_api_base", "paypal_api_base", "paystack_api_base", "flutterwave_api_base", "vnpay_payment_url"]) {
        const res = await ctx.api("POST", "admin/update-settings?lang=en", { body: { values: { [key]: attacker.base } }, headers: admin });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(`values.${key} is not a field this call takes`);
        const payment = await ctx.api("POST", "admin/update-payment-settings?lang=en", { body: { [key]: attacker.base }, headers: admin });
        expect(payment.status).toBe(400);
        expect(payment.body.errors).toEqual({ [key]: `${key} is not a field this call takes` });
      }
      const before = stripe.intents.size;
      await checkout();
      expect(stripe.intents.size).toBe(before + 1);
      expect(reached).toEqual([]);
    } finally {
      await attacker.close();
    }
  });

  it("creates a zero-decimal VND PaymentIntent and hands back its client secret and the publishable key only", async () => {
    const { payment, intent } = await checkout();
    expect(intent).toMatchObject({ amount: 199_000, currency: "vnd", metadata: { reference: payment.reference } });
    expect(payment).toMatchObject({
      client_secret: intent.client_secret,
      publishable_key: keys.publishable,
      payment_status: "processing",
      payment_gateway: "stripe",
    });
    expect(JSON.stringify(payment)).not.toContain(keys.secret);
    const settings = await ctx.api("GET", "get_payment_settings");
    expect(paymentSetting(settings.body, "stripe")).toEqual({ status: true, publishable_key: keys.publishable, currency: "VND" });
    expect(JSON.stringify(settings.body)).not.toContain(keys.webhook);
  });

  it("createPaymentIntent (eBroker's web) opens the same intent; confirmPayment reports the server's status and never confirms on the client's word", async () => {
    const user = await createUser(ctx.services.db);
    const headers = { "accept-language": "en", ...(await authHeaders(ctx.services.db, user)) };
    const form = new FormData();
    for (const [key, value] of Object.entries({
      package_id: String(basicId),
      amount: "1",
      currency: "₫",
      "payment_method_types[]": "card",
    }))
      form.append(key, value);
    const created = await ctx.api("POST", "createPaymentIntent", { headers, body: form });
    expect(created.status).toBe(201);
    const intent = stripe.intents.get(created.body.data.id)!;
    // The package's price, not the amount the form sent.
    expect(intent).toMatchObject({ amount: 199_000, currency: "vnd" });
    expect(created.body.data.client_secret).toBe(intent.client_secret);
    const early = await ctx.api("POST", "confirmPayment", { headers, body: { paymentIntentId: intent.id } });
    expect(early.status).toBe(200);
    expect(early.body.data.payment_status).toBe("processing");
    expect(early.body.message).toBe("Payment processing");
    expect(await periodsOf(user.id)).toEqual([]);
    const stranger = await authHeaders(ctx.services.db, await createUser(ctx.services.db));
    expect((await ctx.api("POST", "confirmPayment", { headers: stranger, body: { paymentIntentId: intent.id } })).status).toBe(404);
    expect(await webhook(signed("payment_intent.succeeded", intent))).toBe(200);
    const confirmed = await ctx.api("POST", "confirmPayment", { headers, body: { paymentIntentId: intent.id } });
    expect(confirmed.body.data.payment_status).toBe("success");
    expect(await periodsOf(user.id)).toHaveLength(1);
  });

  it("activates once through the signed webhook; a replay changes nothing", async () => {
    const { user, payment, intent } = await checkout();
    const event = signed("payment_intent.succeeded", intent);
    expect(await webhook(event)).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "success" });
    expect(await webhook(event)).toBe(200);
    expect(await periodsOf(user.id)).toHaveLength(1);
    const events = await ctx.services.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, payment.id));
    expect(events.map((e) => e.outcome)).toEqual(["confirmed", "duplicate"]);
  });

  it("refuses a forged or stale signature with 400 and a wrong amount or currency, activating nothing", async () => {
    const { user, payment, intent } = await checkout();
    const forged = stripeEvent("payment_intent.succeeded", intent, { secret: "whsec_someone_else" });
    expect(await webhook(forged)).toBe(400);
    const good = signed("payment_intent.succeeded", intent);
    expect(await webhook({ body: good.body.replace('"amount":199000', '"amount":1'), signature: good.signature })).toBe(400);
    expect(await webhook(signed("payment_intent.succeeded", intent, Math.floor(Date.now() / 1000) - 3600))).toBe(400);
    expect(await webhook(signed("payment_intent.succeeded", { ...intent, amount: 1_000 }))).toBe(200);
    expect(await webhook(signed("payment_intent.succeeded", { ...intent, currency: "usd" }))).toBe(200);
    expect(await webhook(signed("payment_intent.succeeded", { ...intent, id: "pi_unknown" }))).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "processing" });
    expect(await periodsOf(user.id)).toEqual([]);
    const outcomes = (await ctx.services.db.select().from(paymentEvents).where(eq(paymentEvents.reference, payment.reference))).map(
      (e) => e.outcome,
    );
    expect(outcomes).toEqual([
      "bad_signature",
      "bad_signature",
      "bad_signature",
      "amount_mismatch",
      "amount_mismatch",
      "unknown_transaction",
    ]);
  });

  it("a failed attempt fails the payment; a later signed success for the same intent starts the package once", async () => {
    const { user, payment, intent } = await checkout();
    expect(await webhook(signed("payment_intent.payment_failed", intent))).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "fail" });
    expect(await periodsOf(user.id)).toEqual([]);
    // The payer tried another card: Stripe took the money, so the package starts.
    const success = signed("payment_intent.succeeded", intent);
    expect(await webhook(success)).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "success" });
    expect(await webhook(success)).toBe(200);
    expect(await periodsOf(user.id)).toHaveLength(1);
    expect(await webhook(signed("payment_intent.canceled", intent))).toBe(200);
    expect(await rowOf(payment.id)).toMatchObject({ status: "success" });
  });

  it("fails the payment and answers 502 when Stripe refuses the key", async () => {
    await updateSettings(ctx.services.db, { stripe_secret_key: "sk_test_wrong" });
    try {
      const user = await createUser(ctx.services.db);
      const headers = { "accept-language": "en", ...(await authHeaders(ctx.services.db, user)) };
      const res = await ctx.api("POST", "create-payment-intent", { headers, body: { package_id: basicId, payment_method: "stripe" } });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe("Payment failed");
      const [row] = await ctx.services.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id));
      expect(row!.status).toBe("fail");
    } finally {
      await updateSettings(ctx.services.db, { stripe_secret_key: keys.secret });
    }
  });
});
