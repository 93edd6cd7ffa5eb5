import { and, eq } from "drizzle-orm";
import { paymentTransactions } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import type { NotifyDeps } from "../notifications/notify-owner.server.ts";
import { confirmGatewayPayment, recordPaymentEvent, type ConfirmationResult } from "./confirm-gateway-payment.server.ts";
import { currencyDecimals, smallestUnits } from "./gateway-currency.ts";
import { failUnopenedPayment, gatewayJson, GatewayHttpError, storeGatewayReference } from "./gateway-request.server.ts";
import { gatewayReturnPath } from "./gateway-return.ts";
import { chargeFor, getGatewayConfig, type GatewayConfig } from "./payment-settings.server.ts";
import { isPaypalWebhookSignatureValid } from "./paypal-webhook-signature.server.ts";
import { startPayment, type PaymentTransactionRow } from "./start-payment.server.ts";

type PaypalConfig = GatewayConfig["paypal"];

interface PaypalAmount {
  currency_code?: string;
  value?: string;
}
interface PaypalCapture {
  id?: string;
  status?: string;
  amount?: PaypalAmount;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}
interface PaypalOrder {
  id?: string;
  status?: string;
  links?: { rel?: string; href?: string }[];
  purchase_units?: { reference_id?: string; custom_id?: string; payments?: { captures?: PaypalCapture[] } }[];
}

/** An OAuth2 access token by client credentials (POST /v1/oauth2/token, HTTP Basic with the client id and secret). */
async function paypalToken(paypal: PaypalConfig): Promise<string> {
  const basic = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString("base64");
  const answer = await gatewayJson<{ access_token?: string }>(`${paypal.apiBase}/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  if (!answer.access_token) throw new GatewayHttpError(200, answer);
  return answer.access_token;
}

async function paypalCall<T>(paypal: PaypalConfig, path: string, init: { method: string; body?: unknown; requestId?: string }): Promise<T> {
  const token = await paypalToken(paypal);
  return gatewayJson<T>(`${paypal.apiBase}${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(init.requestId ? { "paypal-request-id": init.requestId } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/**
 * GET paypal: opens a PayPal payment for a paid package, an Orders v2 order to capture in
 * the staff-set currency, and answers the link where the payer approves it. `amount`, when
 * given, must be the package's price in whole VND. The payment stays processing until the
 * capture (on the return page) or PayPal's verified webhook confirms it.
 */
export async function createPaypalOrder(
  deps: Pick<Services, "db" | "env" | "logger">,
  input: { actor: Actor; packageId: number; amount?: number },
): Promise<{ payment: PaymentTransactionRow; approveUrl: string }> {
  const payment = await startPayment(deps.db, {
    actor: input.actor,
    packageId: input.packageId,
    method: "paypal",
    expectedAmount: input.amount,
  });
  const { paypal } = await getGatewayConfig(deps);
  const returnUrl = `${deps.env.baseUrl}${gatewayReturnPath("paypal")}`;
  let order: PaypalOrder;
  try {
    order = await paypalCall<PaypalOrder>(paypal, "/v2/checkout/orders", {
      method: "POST",
      requestId: `order-${payment.reference}`,
      body: {
        intent: "CAPTURE",
        purchase_units: [
          {
            reference_id: payment.reference,
            custom_id: payment.reference,
            invoice_id: payment.reference,
            description: `Package ${payment.reference}`,
            amount: { currency_code: payment.currency, value: chargeFor(payment.amount, paypal).text },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              user_action: "PAY_NOW",
              shipping_preference: "NO_SHIPPING",
              return_url: returnUrl,
              cancel_url: `${returnUrl}?cancel=1`,
            },
          },
        },
      },
    });
  } catch (error) {
    return failUnopenedPayment(deps, payment, "paypal", error);
  }
  const approveUrl = order.links?.find((link) => link.rel === "payer-action" || link.rel === "approve")?.href;
  if (!order.id || !approveUrl) return failUnopenedPayment(deps, payment, "paypal", new Error("PayPal order without an approve link"));
  return { payment: await storeGatewayReference(deps, payment.id, order.id), approveUrl };
}

/** The facts of a capture as the shared confirmation takes them. */
function captureFacts(orderId: string | null, capture: PaypalCapture, payload: Record<string, unknown>) {
  const completed = capture.status === "COMPLETED";
  const currency = capture.amount?.currency_code ?? "";
  return {
    method: "paypal" as const,
    find: { gatewayReference: orderId },
    reference: capture.custom_id ?? null,
    amount: smallestUnits(capture.amount?.value, currencyDecimals("paypal", currency)),
    currency: currency || null,
    verdict: completed ? ("succeeded" as const) : ("failed" as const),
    payload,
  };
}

/**
 * The return page's server-to-server step: captures the payer's own approved order
 * (POST /v2/checkout/orders/{id}/capture; an order captured already is read back) and hands
 * a COMPLETED or DENIED capture to the shared confirmation. A pending capture changes
 * nothing (PayPal's webhook settles it).
 */
export async function capturePaypalOrder(deps: NotifyDeps, input: { actor: Actor; orderId: string }): Promise<ConfirmationResult | null> {
  const [payment] = await deps.db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.method, "paypal"),
        eq(paymentTransactions.gatewayReference, input.orderId),
        eq(paymentTransactions.userId, input.actor.id),
      ),
    );
  if (!payment) throw new AppError("NOT_FOUND");
  if (payment.status !== "processing") return null;
  const { paypal } = await getGatewayConfig(deps);
  let order: PaypalOrder;
  try {
    order = await paypalCall<PaypalOrder>(paypal, `/v2/checkout/orders/${encodeURIComponent(input.orderId)}/capture`, {
      method: "POST",
      requestId: `capture-${payment.reference}`,
      body: {},
    });
  } catch (error) {
    if (!(error instanceof GatewayHttpError) || error.status !== 422) throw new AppError("PAYMENT_GATEWAY_UNAVAILABLE", { cause: error });
    order = await paypalCall<PaypalOrder>(paypal, `/v2/checkout/orders/${encodeURIComponent(input.orderId)}`, { method: "GET" });
  }
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (!capture || (capture.status !== "COMPLETED" && capture.status !== "DECLINED" && capture.status !== "FAILED")) return null;
  return confirmGatewayPayment(
    deps,
    captureFacts(order.id ?? null, capture, {
      source: "capture",
      order: order.id ?? null,
      capture: capture.id ?? null,
      status: capture.status,
    }),
  );
}

/**
 * PayPal's webhook: its signature is checked here over the raw body as it arrived
 * (paypal-webhook-signature.server.ts), against our webhook id. PAYMENT.CAPTURE.COMPLETED
 * confirms, PAYMENT.CAPTURE.DENIED fails, both through the shared confirmation; a signature
 * that does not verify (or headers missing) answers 400.
 */
export async function handlePaypalWebhook(
  deps: NotifyDeps,
  input: { rawBody: Uint8Array; headers: (name: string) => string | undefined },
): Promise<{ status: 200 | 400; outcome: string }> {
  const { paypal } = await getGatewayConfig(deps);
  let event: { id?: string; event_type?: string; resource?: PaypalCapture } = {};
  try {
    event = JSON.parse(new TextDecoder().decode(input.rawBody)) as typeof event;
  } catch {
    event = {};
  }
  const capture = event.resource ?? {};
  const orderId = capture.supplementary_data?.related_ids?.order_id ?? null;
  const payload = {
    event_id: event.id ?? null,
    type: event.event_type ?? null,
    order: orderId,
    capture: capture.id ?? null,
    amount: capture.amount?.value ?? null,
    currency: capture.amount?.currency_code ?? null,
  };
  const header = (name: string) => input.headers(name) ?? "";
  let verified = false;
  try {
    verified = await isPaypalWebhookSignatureValid({
      rawBody: input.rawBody,
      webhookId: paypal.webhookId,
      apiBase: paypal.apiBase,
      transmission: {
        id: header("paypal-transmission-id"),
        time: header("paypal-transmission-time"),
        sig: header("paypal-transmission-sig"),
        certUrl: header("paypal-cert-url"),
        authAlgo: header("paypal-auth-algo"),
      },
    });
  } catch (error) {
    // PayPal's certificate could not be read: no verdict either way, so the caller answers 500 and PayPal retries.
    throw new AppError("PAYMENT_GATEWAY_UNAVAILABLE", { cause: error });
  }
  if (!verified) {
    await recordPaymentEvent(deps, {
      method: "paypal",
      transactionId: null,
      reference: capture.custom_id ?? null,
      outcome: "bad_signature",
      payload,
    });
    return { status: 400, outcome: "bad_signature" };
  }
  if (event.event_type !== "PAYMENT.CAPTURE.COMPLETED" && event.event_type !== "PAYMENT.CAPTURE.DENIED")
    return { status: 200, outcome: "ignored" };
  const { outcome } = await confirmGatewayPayment(deps, captureFacts(orderId, capture, payload));
  return { status: 200, outcome };
}
