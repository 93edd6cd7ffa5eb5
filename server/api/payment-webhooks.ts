import type { Context, Hono } from "hono";
import type { Services } from "../../app/lib/services.server.ts";
import { handleFlutterwaveWebhook } from "../../app/modules/payments/flutterwave.server.ts";
import { handlePaypalWebhook } from "../../app/modules/payments/paypal.server.ts";
import { handlePaystackWebhook } from "../../app/modules/payments/paystack.server.ts";
import { handleStripeWebhook } from "../../app/modules/payments/stripe-webhook.server.ts";
import { handleVnpayIpn } from "../../app/modules/payments/vnpay-ipn.server.ts";
import { vnpayIpnAnswers } from "../../app/modules/payments/vnpay.ts";
import type { ApiEnv } from "./mount-api.ts";

/** VNPay calls this (GET, signed query) to confirm a payment; configure it as the merchant's IPN URL. */
export const vnpayIpnPath = "/api/payments/vnpay-ipn";
/** Stripe posts events here (signed by Stripe-Signature); configure it as the webhook endpoint. */
export const stripeWebhookPath = "/api/payments/stripe-webhook";

/** PayPal posts events here (signed over the raw body's checksum and our webhook id, paypal_webhook_id). */
export const paypalWebhookPath = "/api/payments/paypal-webhook";
/** Paystack posts events here (x-paystack-signature: HMAC-SHA512 of the body under the secret key). */
export const paystackWebhookPath = "/api/payments/paystack-webhook";
/** Flutterwave posts events here (verif-hash: the secret hash set on its dashboard and in the payment settings). */
export const flutterwaveWebhookPath = "/api/payments/flutterwave-webhook";

/**
 * Gateways' server-to-server confirmations. They answer in each gateway's own format, not
 * the API envelope, and need no session: the signature is the proof.
 */
export function mountPaymentWebhooks(app: Hono<ApiEnv>, services: Services): void {
  app.get(vnpayIpnPath, async (c) => {
    const params = Object.fromEntries(new URL(c.req.url).searchParams);
    try {
      return c.json(await handleVnpayIpn(services, params));
    } catch (error) {
      services.logger.error({ err: error, gateway: "vnpay" }, "IPN failed");
      return c.json(vnpayIpnAnswers.unknownError);
    }
  });
  app.post(stripeWebhookPath, async (c) => {
    // The signature covers the exact bytes Stripe sent: read the body raw, parse it after.
    const rawBody = await c.req.text();
    const result = await handleStripeWebhook(services, { rawBody, signature: c.req.header("stripe-signature") });
    return c.json({ received: result.status === 200 }, result.status);
  });
  // The rest answer 500 when the gateway could not be asked back (its API down), so it retries.
  const retried =
    (
      gateway: string,
      handle: (rawBody: string, header: (name: string) => string | undefined, bytes: Uint8Array) => Promise<{ status: 200 | 400 }>,
    ) =>
    async (c: Context<ApiEnv>) => {
      // The bytes as sent (PayPal signs their checksum); the text for the gateways that sign it.
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const rawBody = new TextDecoder().decode(bytes);
      try {
        const result = await handle(rawBody, (name) => c.req.header(name), bytes);
        return c.json({ received: result.status === 200 }, result.status);
      } catch (error) {
        services.logger.error({ err: error, gateway }, "webhook failed");
        return c.json({ received: false }, 500);
      }
    };
  app.post(
    paypalWebhookPath,
    retried("paypal", (_text, header, bytes) => handlePaypalWebhook(services, { rawBody: bytes, headers: header })),
  );
  app.post(
    paystackWebhookPath,
    retried("paystack", (rawBody, header) => handlePaystackWebhook(services, { rawBody, signature: header("x-paystack-signature") })),
  );
  app.post(
    flutterwaveWebhookPath,
    retried("flutterwave", (rawBody, header) => handleFlutterwaveWebhook(services, { rawBody, verifHash: header("verif-hash") })),
  );
}
