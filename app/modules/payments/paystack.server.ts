import { createHmac, timingSafeEqual } from "node:crypto";
import { findOwnPayment } from "./find-own-payment.server.ts";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import type { NotifyDeps } from "../notifications/notify-owner.server.ts";
import { confirmGatewayPayment, recordPaymentEvent, type ConfirmationResult } from "./confirm-gateway-payment.server.ts";
import { failUnopenedPayment, gatewayJson } from "./gateway-request.server.ts";
import { gatewayReturnPath } from "./gateway-return.ts";
import { getGatewayConfig } from "./payment-settings.server.ts";
import { startPayment, type PaymentTransactionRow } from "./start-payment.server.ts";

interface PaystackTransaction {
  id?: number;
  status?: string;
  reference?: string;
  amount?: number;
  currency?: string;
}

/** Whether x-paystack-signature is the HMAC-SHA512 (hex) of the raw body under the secret key. */
export function isPaystackSignatureValid(header: string | undefined, rawBody: string, secretKey: string): boolean {
  if (!header || !secretKey) return false;
  const expected = Buffer.from(createHmac("sha512", secretKey).update(rawBody, "utf8").digest("hex"));
  const given = Buffer.from(header.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Opens a Paystack payment for a paid package (create-payment-intent with payment_method
 * paystack): POST /transaction/initialize with our reference and the amount in the
 * currency's subunit, answering the hosted page's authorization_url and access_code.
 */
export async function initializePaystackPayment(
  deps: Pick<Services, "db" | "env" | "logger">,
  input: { actor: Actor; packageId: number },
): Promise<{ payment: PaymentTransactionRow; authorizationUrl: string; accessCode: string; publicKey: string }> {
  const payment = await startPayment(deps.db, { actor: input.actor, packageId: input.packageId, method: "paystack" });
  const { paystack } = await getGatewayConfig(deps);
  const [payer] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, input.actor.id));
  const returnUrl = `${deps.env.baseUrl}${gatewayReturnPath("paystack")}`;
  let answer: { status?: boolean; data?: { authorization_url?: string; access_code?: string } };
  try {
    answer = await gatewayJson(`${paystack.apiBase}/transaction/initialize`, {
      method: "POST",
      headers: { authorization: `Bearer ${paystack.secretKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        email: payer?.email,
        amount: String(payment.chargedAmount),
        currency: payment.currency,
        reference: payment.reference,
        callback_url: returnUrl,
        metadata: {
          payment_transaction_id: payment.id,
          cancel_action: `${returnUrl}?reference=${payment.reference}&cancel=1`,
        },
      }),
    });
  } catch (error) {
    return failUnopenedPayment(deps, payment, "paystack", error);
  }
  const authorizationUrl = answer.data?.authorization_url;
  if (!answer.status || !authorizationUrl) return failUnopenedPayment(deps, payment, "paystack", new Error("no authorization_url"));
  return { payment, authorizationUrl, accessCode: answer.data?.access_code ?? "", publicKey: paystack.publicKey };
}

function transactionFacts(data: PaystackTransaction, payload: Record<string, unknown>, verdict: "succeeded" | "failed") {
  return {
    method: "paystack" as const,
    find: { reference: data.reference ?? null },
    amount: typeof data.amount === "number" ? data.amount : null,
    currency: data.currency ?? null,
    verdict,
    gatewayReference: data.id === undefined ? null : String(data.id),
    payload,
  };
}

/**
 * The return page's server-to-server check of the payer's own payment: GET
 * /transaction/verify/:reference. "success" confirms and "failed" fails through the shared
 * confirmation; anything else (abandoned, ongoing) changes nothing.
 */
export async function verifyPaystackPayment(
  deps: NotifyDeps,
  input: { actor: Actor; reference: string },
): Promise<ConfirmationResult | null> {
  const payment = await findOwnPayment(deps.db, { actor: input.actor, method: "paystack", reference: input.reference });
  if (payment.status !== "processing") return null;
  const { paystack } = await getGatewayConfig(deps);
  let answer: { status?: boolean; data?: PaystackTransaction };
  try {
    answer = await gatewayJson(`${paystack.apiBase}/transaction/verify/${encodeURIComponent(payment.reference)}`, {
      method: "GET",
      headers: { authorization: `Bearer ${paystack.secretKey}` },
    });
  } catch (error) {
    throw new AppError("PAYMENT_GATEWAY_UNAVAILABLE", { cause: error });
  }
  const data = answer.data ?? {};
  if (data.status !== "success" && data.status !== "failed") return null;
  return confirmGatewayPayment(
    deps,
    transactionFacts(
      data,
      { source: "verify", id: data.id ?? null, status: data.status, amount: data.amount ?? null, currency: data.currency ?? null },
      data.status === "success" ? "succeeded" : "failed",
    ),
  );
}

/**
 * Paystack's webhook, signed by x-paystack-signature: charge.success confirms through the
 * shared confirmation; a bad signature answers 400 and changes nothing.
 */
export async function handlePaystackWebhook(
  deps: NotifyDeps,
  input: { rawBody: string; signature: string | undefined },
): Promise<{ status: 200 | 400; outcome: string }> {
  const { paystack } = await getGatewayConfig(deps);
  let event: { event?: string; data?: PaystackTransaction } = {};
  try {
    event = JSON.parse(input.rawBody) as typeof event;
  } catch {
    event = {};
  }
  const data = event.data ?? {};
  const payload = {
    type: event.event ?? null,
    id: data.id ?? null,
    status: data.status ?? null,
    amount: data.amount ?? null,
    currency: data.currency ?? null,
  };
  if (!isPaystackSignatureValid(input.signature, input.rawBody, paystack.secretKey)) {
    await recordPaymentEvent(deps, {
      method: "paystack",
      transactionId: null,
      reference: data.reference ?? null,
      outcome: "bad_signature",
      payload,
    });
    return { status: 400, outcome: "bad_signature" };
  }
  if (event.event !== "charge.success" || data.status !== "success") return { status: 200, outcome: "ignored" };
  const { outcome } = await confirmGatewayPayment(deps, transactionFacts(data, payload, "succeeded"));
  return { status: 200, outcome };
}
