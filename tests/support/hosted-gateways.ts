import { eq } from "drizzle-orm";
import { packages, paymentEvents, paymentTransactions, userPackages } from "../../db/schema/index.ts";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { authHeaders, createUser } from "./factories.ts";
import { startFakeFlutterwave } from "./fake-flutterwave.ts";
import { startFakePaypal } from "./fake-paypal.ts";
import { startFakePaystack } from "./fake-paystack.ts";
import { startFakeStripe } from "./fake-stripe.ts";
import { createTestContext } from "./test-app.ts";

/** The hosted gateways' keys as the payment settings hold them (server/api/hosted-gateways*.test.ts). */
export const keys = {
  paypal: { clientId: "fake-paypal-client", clientSecret: "fake-paypal-secret", webhookId: "WH-FAKE-0001" },
  paystack: { publicKey: "pk_test_nhadat", secretKey: "sk_test_nhadatpaystack" },
  flutterwave: { secretKey: "FLWSECK_TEST-nhadat-X", secretHash: "nhadat-flutterwave-hash" },
  stripe: { publishable: "pk_test_nhadat", secret: "sk_test_nhadat_checkout", webhook: "whsec_nhadat_checkout" },
};

/**
 * A server whose PayPal, Paystack, Flutterwave and Stripe are switched on with converting
 * currencies, each gateway's API a local fake (no network in tests) named by the environment as
 * in production; with the helpers the gateway tests read their answers with.
 */
export async function startHostedGateways() {
  const [paypal, paystack, flutterwave, stripe] = await Promise.all([
    startFakePaypal(keys.paypal),
    startFakePaystack({ secretKey: keys.paystack.secretKey }),
    startFakeFlutterwave(keys.flutterwave),
    startFakeStripe({ secretKey: keys.stripe.secret }),
  ]);
  const ctx = await createTestContext({
    env: {
      PAYPAL_API_BASE: paypal.apiBase,
      PAYSTACK_API_BASE: paystack.apiBase,
      FLUTTERWAVE_API_BASE: flutterwave.apiBase,
      STRIPE_API_BASE: stripe.apiBase,
    },
  });
  const db = ctx.services.db;
  const [basic] = await db.select().from(packages).where(eq(packages.code, "basic"));
  await updateSettings(db, {
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

  /** A signed-in user paying, answered in English. */
  async function payer() {
    const user = await createUser(db);
    return { user, headers: { "accept-language": "en", ...(await authHeaders(db, user)) } };
  }

  /** A gateway's notice to the payments webhook; answers its status. */
  async function post(path: string, body: string, headers: Record<string, string>) {
    const res = await ctx.app.request(`/api/payments/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
    return res.status;
  }

  return {
    ctx,
    paypal,
    paystack,
    flutterwave,
    stripe,
    basicId: basic!.id,
    payer,
    post,
    periodsOf: (userId: number) => db.select().from(userPackages).where(eq(userPackages.userId, userId)),
    rowOf: async (id: number) => (await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!,
    outcomesOf: async (reference: string) =>
      (await db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference)).orderBy(paymentEvents.id)).map((e) => e.outcome),
    async close() {
      await Promise.all([paypal.close(), paystack.close(), flutterwave.close(), stripe.close()]);
      await ctx.close();
    },
  };
}

export type HostedGateways = Awaited<ReturnType<typeof startHostedGateways>>;
