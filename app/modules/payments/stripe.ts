import { createHmac, timingSafeEqual } from "node:crypto";

/** How old a signed webhook may be, seconds (Stripe's own libraries default to five minutes). */
export const stripeSignatureTolerance = 300;

/**
 * Checks a Stripe-Signature header ("t=<unix seconds>,v1=<hex>[,v1=…]"): one v1 must be the
 * HMAC-SHA256, under the endpoint's signing secret, of "<t>.<raw body>", and t must be recent.
 */
export function isStripeSignatureValid(header: string | null | undefined, rawBody: string, secret: string, now = Date.now()): boolean {
  if (!header || !secret) return false;
  const parts = header.split(",").map((part) => part.trim().split("=", 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > stripeSignatureTolerance) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest("hex"));
  return parts.some(
    ([key, value]) =>
      key === "v1" && value !== undefined && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected),
  );
}
