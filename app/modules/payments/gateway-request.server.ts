import { eq } from "drizzle-orm";
import { paymentTransactions } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import type { PaymentTransactionRow } from "./start-payment.server.ts";

/** A gateway answered with an error status or something that is not JSON. */
export class GatewayHttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`gateway answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** One call to a gateway's API: JSON back, 15 s at most; an error status throws GatewayHttpError with the body. */
export async function gatewayJson<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new GatewayHttpError(res.status, text.slice(0, 200));
  }
  if (!res.ok) throw new GatewayHttpError(res.status, body);
  return body as T;
}

/**
 * A payment the gateway would not open: it fails at once (nothing was charged) and the payer
 * gets "Payment failed" (502).
 */
export async function failUnopenedPayment(
  deps: Pick<Services, "db" | "logger">,
  payment: PaymentTransactionRow,
  gateway: string,
  error: unknown,
): Promise<never> {
  await deps.db.update(paymentTransactions).set({ status: "fail", updatedAt: new Date() }).where(eq(paymentTransactions.id, payment.id));
  deps.logger.error({ err: error, gateway, reference: payment.reference }, "payment could not be opened at the gateway");
  throw new AppError("PAYMENT_GATEWAY_UNAVAILABLE", { cause: error });
}

/** Stores the gateway's id of an opened payment (an order, a session) and answers the row. */
export async function storeGatewayReference(
  deps: Pick<Services, "db">,
  paymentId: number,
  gatewayReference: string,
): Promise<PaymentTransactionRow> {
  const [stored] = await deps.db
    .update(paymentTransactions)
    .set({ gatewayReference, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, paymentId))
    .returning();
  return stored!;
}
