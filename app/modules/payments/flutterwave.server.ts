import { timingSafeEqual } from "node:crypto";
import { findOwnPayment } from "./find-own-payment.server.ts";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import type { NotifyDeps } from "../notifications/notify-owner.server.ts";
import { confirmGatewayPayment, recordPaymentEvent, type ConfirmationResult } from "./confirm-gateway-payment.server.ts";
import { currencyDecimals, decimalAmount, smallestUnits } from "./gateway-currency.ts";
import { failUnopenedPayment, gatewayJson, GatewayHttpError } from "./gateway-request.server.ts";
import { gatewayReturnPath } from "./gateway-return.ts";
import { getGatewayConfig, type GatewayConfig } from "./payment-settings.server.ts";
import { startPayment, type PaymentTransactionRow } from "./start-payment.server.ts";

interface FlutterwaveTransaction {
  id?: number;
  tx_ref?: string;
  status?: string;
  amount?: number;
  currency?: string;
}

/** Whether the verif-hash header is the secret hash staff set on Flutterwave's dashboard. */
export function isFlutterwaveHashValid(header: string | undefined, secretHash: string): boolean {
  if (!header || !secretHash) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(secretHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST flutterwave: opens a Flutterwave Standard payment for a paid package (POST
 * /v3/payments with tx_ref = our reference, the amount in the staff-set currency) and
 * answers the hosted payment link.
 */
export async function createFlutterwavePayment(
  deps: Pick<Services, "db" | "env" | "logger">,
  input: { actor: Actor; packageId: number },
): Promise<{ payment: PaymentTransactionRow; link: string }> {
  const payment = await startPayment(deps.db, { actor: input.actor, packageId: input.packageId, method: "flutterwave" });
  const { flutterwave } = await getGatewayConfig(deps);
  const [payer] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, input.actor.id));
  let answer: { status?: string; data?: { link?: string } };
  try {
    answer = await gatewayJson(`${flutterwave.apiBase}/v3/payments`, {
      method: "POST",
      headers: { authorization: `Bearer ${flutterwave.secretKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        tx_ref: payment.reference,
        amount: decimalAmount(payment.chargedAmount, currencyDecimals("flutterwave", payment.currency)),
        currency: payment.currency,
        redirect_url: `${deps.env.baseUrl}${gatewayReturnPath("flutterwave")}`,
        customer: { email: payer?.email, name: payer?.name },
        customizations: { title: `Package ${payment.reference}` },
        meta: { payment_transaction_id: payment.id },
      }),
    });
  } catch (error) {
    return failUnopenedPayment(deps, payment, "flutterwave", error);
  }
  const link = answer.data?.link;
  if (answer.status !== "success" || !link) return failUnopenedPayment(deps, payment, "flutterwave", new Error("no payment link"));
  return { payment, link };
}

/**
 * Reads a transaction back from Flutterwave (GET /v3/transactions/:id/verify) and hands it to
 * the shared confirmation: "successful" confirms, "failed" fails, anything else waits. The
 * reference is the verified tx_ref, so the amount, currency and order all come from Flutterwave.
 */
async function confirmVerified(
  deps: NotifyDeps,
  flutterwave: GatewayConfig["flutterwave"],
  transactionId: string,
  claim: { source: string; reference: string | null },
): Promise<ConfirmationResult | null> {
  let answer: { status?: string; data?: FlutterwaveTransaction };
  try {
    answer = await gatewayJson(`${flutterwave.apiBase}/v3/transactions/${encodeURIComponent(transactionId)}/verify`, {
      method: "GET",
      headers: { authorization: `Bearer ${flutterwave.secretKey}` },
    });
  } catch (error) {
    // Flutterwave answers 400/404 for a transaction id it does not know: nothing to confirm.
    if (error instanceof GatewayHttpError && (error.status === 400 || error.status === 404)) {
      await recordPaymentEvent(deps, {
        method: "flutterwave",
        transactionId: null,
        reference: claim.reference,
        outcome: "unknown_transaction",
        payload: { source: claim.source, id: transactionId },
      });
      return { outcome: "unknown_transaction", payment: null };
    }
    throw new AppError("PAYMENT_GATEWAY_UNAVAILABLE", { cause: error });
  }
  const data = answer.data ?? {};
  if (answer.status !== "success" || (data.status !== "successful" && data.status !== "failed")) return null;
  const currency = data.currency ?? "";
  return confirmGatewayPayment(deps, {
    method: "flutterwave",
    find: { reference: data.tx_ref ?? null },
    amount: smallestUnits(data.amount, currencyDecimals("flutterwave", currency)),
    currency: currency || null,
    verdict: data.status === "successful" ? "succeeded" : "failed",
    gatewayReference: data.id === undefined ? null : String(data.id),
    payload: {
      source: claim.source,
      id: data.id ?? null,
      tx_ref: data.tx_ref ?? null,
      status: data.status,
      amount: data.amount ?? null,
      currency: data.currency ?? null,
    },
  });
}

/** The return page's server-to-server check of the payer's own payment, by the transaction id Flutterwave appended. */
export async function verifyFlutterwavePayment(
  deps: NotifyDeps,
  input: { actor: Actor; reference: string; transactionId: string },
): Promise<ConfirmationResult | null> {
  const payment = await findOwnPayment(deps.db, { actor: input.actor, method: "flutterwave", reference: input.reference });
  if (payment.status !== "processing" || !/^\d+$/.test(input.transactionId)) return null;
  const { flutterwave } = await getGatewayConfig(deps);
  const result = await confirmVerified(deps, flutterwave, input.transactionId, { source: "return", reference: input.reference });
  // A transaction id of someone else's order confirms that order, never this one.
  return result?.payment?.id === payment.id ? result : null;
}

/**
 * Flutterwave's webhook: the verif-hash header must equal the secret hash staff set; the
 * event's transaction is then verified with Flutterwave before anything changes.
 */
export async function handleFlutterwaveWebhook(
  deps: NotifyDeps,
  input: { rawBody: string; verifHash: string | undefined },
): Promise<{ status: 200 | 400; outcome: string }> {
  const { flutterwave } = await getGatewayConfig(deps);
  let event: { event?: string; data?: FlutterwaveTransaction } = {};
  try {
    event = JSON.parse(input.rawBody) as typeof event;
  } catch {
    event = {};
  }
  const data = event.data ?? {};
  if (!isFlutterwaveHashValid(input.verifHash, flutterwave.secretHash)) {
    await recordPaymentEvent(deps, {
      method: "flutterwave",
      transactionId: null,
      reference: data.tx_ref ?? null,
      outcome: "bad_signature",
      payload: {
        type: event.event ?? null,
        id: data.id ?? null,
        status: data.status ?? null,
        amount: data.amount ?? null,
        currency: data.currency ?? null,
      },
    });
    return { status: 400, outcome: "bad_signature" };
  }
  if (event.event !== "charge.completed" || data.id === undefined) return { status: 200, outcome: "ignored" };
  const result = await confirmVerified(deps, flutterwave, String(data.id), { source: "webhook", reference: data.tx_ref ?? null });
  return { status: 200, outcome: result?.outcome ?? "ignored" };
}
