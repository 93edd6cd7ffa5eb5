import { createSign, generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";
import { startFakeHttp } from "./fake-http.ts";

// PayPal is a third party: this fake speaks its OAuth2 and Orders v2 APIs, hosts an approve
// page, and signs webhooks as PayPal does (RSA-SHA256 over "id|time|webhookId|crc32(body)"),
// serving the signing key at its certificate URL.

export interface FakePaypalOrder {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  referenceId: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  capture?: { id: string; status: string; amount: { currency_code: string; value: string }; custom_id: string };
}

export interface FakePaypal {
  apiBase: string;
  certUrl: string;
  /** How often the certificate was fetched. */
  readonly certificateReads: number;
  orders: Map<string, FakePaypalOrder>;
  /** Marks an order approved, as the payer's click on the hosted page does. */
  approve(orderId: string): void;
  /** A signed webhook about an order's capture, as PayPal posts it; `privateKey` forges it. */
  webhook(
    type: string,
    order: FakePaypalOrder,
    overrides?: { value?: string; privateKey?: string; status?: string; format?: (event: object) => string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startFakePaypal(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  port?: number;
}): Promise<FakePaypal> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const orders = new Map<string, FakePaypalOrder>();
  const byRequestId = new Map<string, unknown>();
  const tokens = new Set<string>();
  let certificateReads = 0;
  const orderView = (order: FakePaypalOrder, base: string) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        reference_id: order.referenceId,
        custom_id: order.referenceId,
        amount: order.amount,
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
    links: [
      { rel: "self", href: `${base}/v2/checkout/orders/${order.id}`, method: "GET" },
      { rel: "payer-action", href: `${base}/checkoutnow?token=${order.id}`, method: "GET" },
    ],
  });
  const server = await startFakeHttp((req, res, base) => {
    const path = req.url.pathname;
    // The certificate webhooks are verified with (PayPal serves an X.509 chain; its public key is what counts).
    if (path === "/v1/notifications/certs/CERT-fake" && req.method === "GET") {
      certificateReads += 1;
      res.text(publicKey.export({ type: "spki", format: "pem" }).toString());
      return;
    }
    if (path === "/v1/oauth2/token" && req.method === "POST") {
      const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== basic || new URLSearchParams(req.body).get("grant_type") !== "client_credentials")
        return res.send(401, { error: "invalid_client", error_description: "Client Authentication failed" });
      const token = `A21AA${randomBytes(16).toString("hex")}`;
      tokens.add(token);
      return res.send(200, {
        scope: "https://uri.paypal.com/services/payments",
        access_token: token,
        token_type: "Bearer",
        expires_in: 32400,
      });
    }
    if (path === "/checkoutnow") {
      const order = orders.get(req.url.searchParams.get("token") ?? "");
      if (!order) return res.send(404, { name: "RESOURCE_NOT_FOUND" });
      return res.html(
        "PayPal",
        `<h1>PayPal</h1><p>${order.amount.value} ${order.amount.currency_code}</p>` +
          `<a href="/checkoutnow/approve?token=${order.id}">Thanh toán bằng PayPal</a> <a href="/checkoutnow/cancel?token=${order.id}">Hủy và quay lại</a>`,
      );
    }
    if (path === "/checkoutnow/approve" || path === "/checkoutnow/cancel") {
      const order = orders.get(req.url.searchParams.get("token") ?? "");
      if (!order) return res.send(404, { name: "RESOURCE_NOT_FOUND" });
      if (path.endsWith("approve")) {
        order.status = "APPROVED";
        return res.redirect(`${order.returnUrl}${order.returnUrl.includes("?") ? "&" : "?"}token=${order.id}&PayerID=FAKEPAYER01`);
      }
      return res.redirect(`${order.cancelUrl}${order.cancelUrl.includes("?") ? "&" : "?"}token=${order.id}`);
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!tokens.has(bearer)) return res.send(401, { error: "invalid_token" });
    if (path === "/v2/checkout/orders" && req.method === "POST") {
      const requestId = String(req.headers["paypal-request-id"] ?? "");
      if (requestId && byRequestId.has(requestId)) return res.send(200, byRequestId.get(requestId));
      const input = req.json();
      const unit = input.purchase_units?.[0];
      const context = input.payment_source?.paypal?.experience_context ?? input.application_context ?? {};
      if (input.intent !== "CAPTURE" || !unit?.amount?.value || !/^\d+(\.\d{1,2})?$/.test(unit.amount.value))
        return res.send(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INVALID_PARAMETER_VALUE" }] });
      const order: FakePaypalOrder = {
        id: randomBytes(9).toString("hex").toUpperCase(),
        status: "PAYER_ACTION_REQUIRED",
        referenceId: unit.custom_id ?? unit.reference_id,
        amount: unit.amount,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
      };
      orders.set(order.id, order);
      const view = orderView(order, base);
      if (requestId) byRequestId.set(requestId, view);
      return res.send(200, view);
    }
    const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (match) {
      const order = orders.get(match[1]!);
      if (!order) return res.send(404, { name: "RESOURCE_NOT_FOUND" });
      if (!match[2]) return res.send(200, orderView(order, base));
      if (order.status === "COMPLETED")
        return res.send(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] });
      if (order.status !== "APPROVED") return res.send(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] });
      order.status = "COMPLETED";
      order.capture = {
        id: randomBytes(9).toString("hex").toUpperCase(),
        status: "COMPLETED",
        amount: order.amount,
        custom_id: order.referenceId,
      };
      return res.send(201, orderView(order, base));
    }
    return false;
  }, options.port);
  return {
    apiBase: server.base,
    certUrl: `${server.base}/v1/notifications/certs/CERT-fake`,
    get certificateReads() {
      return certificateReads;
    },
    orders,
    approve(orderId) {
      orders.get(orderId)!.status = "APPROVED";
    },
    webhook(type, order, overrides = {}) {
      const event = {
        id: `WH-${randomBytes(8).toString("hex").toUpperCase()}`,
        event_version: "1.0",
        resource_type: "capture",
        event_type: type,
        resource: {
          id: order.capture?.id ?? randomBytes(9).toString("hex").toUpperCase(),
          status: overrides.status ?? (type === "PAYMENT.CAPTURE.COMPLETED" ? "COMPLETED" : "DECLINED"),
          amount: { currency_code: order.amount.currency_code, value: overrides.value ?? order.amount.value },
          custom_id: order.referenceId,
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      };
      const body = overrides.format ? overrides.format(event) : JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const sig = createSign("RSA-SHA256")
        .update(`${transmissionId}|${time}|${options.webhookId}|${crc32(body)}`)
        .sign(overrides.privateKey ?? privatePem, "base64");
      return {
        body,
        headers: {
          "content-type": "application/json",
          "paypal-transmission-id": transmissionId,
          "paypal-transmission-time": time,
          "paypal-transmission-sig": sig,
          "paypal-cert-url": `${server.base}/v1/notifications/certs/CERT-fake`,
          "paypal-auth-algo": "SHA256withRSA",
        },
      };
    },
    close: server.close,
  };
}
