import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyFlutterwavePayment } from "../../app/modules/payments/flutterwave.server.ts";
import { stripeSignedEvent } from "../../tests/support/fake-stripe.ts";
import { keys, startHostedGateways, type HostedGateways } from "../../tests/support/hosted-gateways.ts";
import { type TestContext } from "../../tests/support/test-app.ts";

// Flutterwave and Stripe Checkout, each against a local fake of its API.
let gateways: HostedGateways;
let ctx: TestContext;
let { flutterwave, stripe, basicId, payer, post, periodsOf, rowOf, outcomesOf } = {} as HostedGateways;
beforeAll(async () => {
  gateways = await startHostedGateways();
  ({ ctx, flutterwave, stripe, basicId, payer, post, periodsOf, rowOf, outcomesOf } = gateways);
});
afterAll(() => gateways.close());

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
