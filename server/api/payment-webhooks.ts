import type { Hono } from "hono";
import type { Services } from "../../app/lib/services.server.ts";
import { handleVnpayIpn } from "../../app/modules/payments/vnpay-ipn.server.ts";
import { vnpayIpnAnswers } from "../../app/modules/payments/vnpay.ts";
import type { ApiEnv } from "./mount-api.ts";

/** VNPay calls this (GET, signed query) to confirm a payment; configure it as the merchant's IPN URL. */
export const vnpayIpnPath = "/api/payments/vnpay-ipn";

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
}
