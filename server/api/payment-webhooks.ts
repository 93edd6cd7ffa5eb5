import type { Hono } from "hono";
import type { Services } from "../../app/lib/services.server.ts";
import { handleStripeWebhook } from "../../app/modules/payments/stripe-webhook.server.ts";
import { handleVnpayIpn } from "../../app/modules/payments/vnpay-ipn.server.ts";
import { vnpayIpnAnswers } from "../../app/modules/payments/vnpay.ts";
import type { ApiEnv } from "./mount-api.ts";

/** VNPay calls this (GET, signed query) to confirm a payment; configure it as the merchant's IPN URL. */
export const vnpayIpnPath = "/api/payments/vnpay-ipn";
/** Stripe posts events here (signed by Stripe-Signature); configure it as the webhook endpoint. */
export const stripeWebhookPath = "/api/payments/stripe-webhook";

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
}
