import type { Env } from "../../lib/env.server.ts";

import type { GatewayMode } from "../settings/gateway-modes.ts";

export { gatewayModes, type GatewayMode } from "../settings/gateway-modes.ts";

/**
 * The gateways' own https hosts. Stripe, Paystack and Flutterwave serve test and live keys on
 * one host; PayPal and VNPay each have a sandbox and a live one, chosen by a staff switch.
 * Staff never type a host: a secret is only ever sent to one of these, or to the host the
 * environment names (tests point it at their fakes).
 */
export const gatewayHosts = {
  stripe: "https://api.stripe.com",
  paystack: "https://api.paystack.co",
  flutterwave: "https://api.flutterwave.com",
  paypal: { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" },
  vnpay: { sandbox: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html", live: "https://pay.vnpay.vn/vpcpay.html" },
} as const;

export type GatewayHostEnv = Pick<
  Env,
  "STRIPE_API_BASE" | "PAYPAL_API_BASE" | "PAYSTACK_API_BASE" | "FLUTTERWAVE_API_BASE" | "VNPAY_PAYMENT_URL"
>;

export interface GatewayEndpoints {
  stripe: string;
  paypal: string;
  paystack: string;
  flutterwave: string;
  /** VNPay's payment page, where the signed query is appended. */
  vnpay: string;
}

const trimmed = (url: string) => url.replace(/\/+$/, "");

/** Where each gateway is called: the environment's host when it names one, else the gateway's own for the mode staff chose. */
export function gatewayEndpoints(env: GatewayHostEnv, modes: { paypal: GatewayMode; vnpay: GatewayMode }): GatewayEndpoints {
  return {
    stripe: trimmed(env.STRIPE_API_BASE ?? gatewayHosts.stripe),
    paypal: trimmed(env.PAYPAL_API_BASE ?? gatewayHosts.paypal[modes.paypal]),
    paystack: trimmed(env.PAYSTACK_API_BASE ?? gatewayHosts.paystack),
    flutterwave: trimmed(env.FLUTTERWAVE_API_BASE ?? gatewayHosts.flutterwave),
    vnpay: env.VNPAY_PAYMENT_URL ?? gatewayHosts.vnpay[modes.vnpay],
  };
}

/** A stored mode, or the given default for anything else. */
export function gatewayMode(value: unknown, fallback: GatewayMode): GatewayMode {
  return value === "sandbox" || value === "live" ? value : fallback;
}
