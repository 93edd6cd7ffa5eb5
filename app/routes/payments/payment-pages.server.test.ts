import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { updateSettings } from "../../modules/settings/get-settings.server.ts";
import { createVnpayCheckout } from "../../modules/payments/vnpay-checkout.server.ts";
import { handleVnpayIpn } from "../../modules/payments/vnpay-ipn.server.ts";
import { initiateBankTransfer } from "../../modules/payments/initiate-bank-transfer.server.ts";
import { authHeaders, createUser } from "../../../tests/support/factories.ts";
import { readCheckout, vnpayResult, vnpaySign } from "../../../tests/support/fake-vnpay.ts";
import { pdf } from "../../../tests/support/listing-fixtures.ts";
import { routeContext } from "../../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { loader as vnpayReturnLoader } from "./vnpay-return.tsx";
import { loader as gatewayReturnLoader } from "./gateway-return.tsx";
import { createFlutterwavePayment } from "../../modules/payments/flutterwave.server.ts";
import { initializePaystackPayment } from "../../modules/payments/paystack.server.ts";
import { startFakeFlutterwave, type FakeFlutterwave } from "../../../tests/support/fake-flutterwave.ts";
import { startFakePaystack, type FakePaystack } from "../../../tests/support/fake-paystack.ts";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe.ts";
import { createStripeCheckoutSession } from "../../modules/payments/stripe-checkout.server.ts";

let ctx: TestContext;
let basicId: number;
const merchant = { tmnCode: "NHADAT01", hashSecret: "fake-vnpay-hash-secret-pages" };
// The gateways' APIs are local fakes (no network in tests), named by the environment as in production.
let paystack: FakePaystack;
let flutterwave: FakeFlutterwave;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: "sk_test_pagesstripe" });
  paystack = await startFakePaystack({ secretKey: "sk_test_pagespaystack" });
  flutterwave = await startFakeFlutterwave({ secretKey: "FLWSECK_TEST-pages-X", secretHash: "pages-hash" });
  ctx = await createTestContext({
    env: { STRIPE_API_BASE: stripe.apiBase, PAYSTACK_API_BASE: paystack.apiBase, FLUTTERWAVE_API_BASE: flutterwave.apiBase },
  });
  const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
  basicId = basic!.id;
  await updateSettings(ctx.services.db, { vnpay_status: true, vnpay_tmn_code: merchant.tmnCode, vnpay_hash_secret: merchant.hashSecret });
});

afterAll(async () => {
  await Promise.all([paystack.close(), flutterwave.close(), stripe.close()]);
  await ctx.close();
});

async function newActor(): Promise<Actor> {
  const user = await createUser(ctx.services.db);
  return { id: user.id, role: "user", name: user.name, email: user.email };
}

async function returnPage(actor: Actor, params: Record<string, string>) {
  const request = new Request(`http://localhost/payment/vnpay-return?${new URLSearchParams(params)}`);
  return vnpayReturnLoader({ request, context: routeContext(ctx, { actor }), params: {} } as never);
}

describe("/payment/vnpay-return", () => {
  it("shows processing until the IPN confirms, then success; the return itself activates nothing", async () => {
    const actor = await newActor();
    const { paymentUrl } = await createVnpayCheckout(ctx.services, { actor, packageId: basicId, ip: "127.0.0.1", lang: "en" });
    const result = vnpayResult(readCheckout(paymentUrl, merchant), { ...merchant, outcome: "success" });
    expect((await returnPage(actor, result)).outcome).toBe("processing");
    await handleVnpayIpn(ctx.services, result);
    expect(await returnPage(actor, result)).toMatchObject({ outcome: "success", titleKey: "paymentSucceeded" });
  });

  it("says canceled after a signed cancel, failed for a forged return, and shows nothing of another user's payment", async () => {
    const actor = await newActor();
    const { paymentUrl } = await createVnpayCheckout(ctx.services, { actor, packageId: basicId, ip: "127.0.0.1", lang: "en" });
    const cancel = vnpayResult(readCheckout(paymentUrl, merchant), { ...merchant, outcome: "cancel" });
    await handleVnpayIpn(ctx.services, cancel);
    expect((await returnPage(actor, cancel)).titleKey).toBe("paymentCanceled");

    const { paymentUrl: other } = await createVnpayCheckout(ctx.services, { actor, packageId: basicId, ip: "127.0.0.1", lang: "en" });
    const success = vnpayResult(readCheckout(other, merchant), { ...merchant, outcome: "success" });
    const forged = { ...success, vnp_SecureHash: vnpaySign(success, "wrong-secret") };
    expect(await returnPage(actor, forged)).toMatchObject({ outcome: "fail", reference: "" });
    expect((await returnPage(await newActor(), success)).outcome).toBe("fail");
  });
});

describe("/user/payments/:id/receipt-file", () => {
  it("serves the receipt to its payer and to staff, privately, and to no one else", async () => {
    const payer = await newActor();
    const payment = await initiateBankTransfer(ctx.services, { actor: payer, packageId: basicId, file: pdf() });
    const get = async (actor: Actor) =>
      ctx.app.request(`/user/payments/${payment.id}/receipt-file`, { headers: await authHeaders(ctx.services.db, actor) });
    const own = await get(payer);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect((await own.text()).startsWith("%PDF-")).toBe(true);
    const admin = await createUser(ctx.services.db, { role: "admin" });
    expect((await get({ id: admin.id, role: "admin", name: admin.name, email: admin.email })).status).toBe(200);
    expect((await get(await newActor())).status).toBe(404);
  });
});

describe("/payment/return/:gateway", () => {
  beforeAll(async () => {
    await updateSettings(ctx.services.db, {
      paystack_status: true,
      paystack_public_key: "pk_test_pages",
      paystack_secret_key: "sk_test_pagespaystack",
      paystack_currency: "USD",
      paystack_rate_vnd: 25_000,
      flutterwave_status: true,
      flutterwave_secret_key: "FLWSECK_TEST-pages-X",
      flutterwave_secret_hash: "pages-hash",
      flutterwave_currency: "USD",
      flutterwave_rate_vnd: 25_000,
      stripe_status: true,
      stripe_publishable_key: "pk_test_pages",
      stripe_secret_key: "sk_test_pagesstripe",
      stripe_webhook_secret: "whsec_pages",
    });
  });

  it("a Stripe Checkout cancel expires the session at Stripe, then fails the payment; Stripe's page no longer takes it", async () => {
    const actor = await newActor();
    const { payment, checkoutUrl } = await createStripeCheckoutSession(ctx.services, { actor, packageId: basicId });
    expect((await page(actor, "stripe", `reference=${payment.reference}&session_id=${payment.gatewayReference}`)).outcome).toBe(
      "processing",
    );
    expect(await page(actor, "stripe", `reference=${payment.reference}&cancel=1`)).toMatchObject({
      outcome: "fail",
      titleKey: "paymentCanceled",
    });
    expect(stripe.sessions.get(payment.gatewayReference!)?.status).toBe("expired");
    expect((await fetch(`${checkoutUrl}/pay`, { redirect: "manual" })).status).toBe(410);
  });
  const page = (actor: Actor, gateway: string, query: string) =>
    gatewayReturnLoader({
      request: new Request(`http://localhost/payment/return/${gateway}?${query}`),
      context: routeContext(ctx, { actor }),
      params: { gateway },
    } as never);

  it("verifies Paystack server to server: processing until Paystack says success, then success; another user sees nothing", async () => {
    const actor = await newActor();
    const { payment } = await initializePaystackPayment(ctx.services, { actor, packageId: basicId });
    const query = `trxref=${payment.reference}&reference=${payment.reference}`;
    expect((await page(actor, "paystack", query)).outcome).toBe("processing");
    paystack.settle(payment.reference, "success");
    expect(await page(await newActor(), "paystack", query)).toMatchObject({ outcome: "fail", reference: "" });
    expect(await page(actor, "paystack", query)).toMatchObject({
      outcome: "success",
      titleKey: "paymentSucceeded",
      reference: payment.reference,
    });
  });

  it("a Flutterwave cancel fails the payer's payment and says so; a forged success in the URL confirms nothing", async () => {
    const actor = await newActor();
    const first = await createFlutterwavePayment(ctx.services, { actor, packageId: basicId });
    expect(await page(actor, "flutterwave", `status=successful&tx_ref=${first.payment.reference}&transaction_id=123`)).toMatchObject({
      outcome: "processing",
    });
    expect(await page(actor, "flutterwave", `status=cancelled&tx_ref=${first.payment.reference}`)).toMatchObject({
      outcome: "fail",
      titleKey: "paymentCanceled",
    });
  });
});
