import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

// Stripe is a third party: this fake answers its PaymentIntents and Checkout Sessions APIs at
// the HTTP boundary, hosts a Checkout page, and signs webhook events as Stripe does
// (Stripe-Signature: t=…,v1=HMAC-SHA256 of "t.body").

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
}

export interface FakeSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
}

export interface FakeStripe {
  apiBase: string;
  intents: Map<string, FakeIntent>;
  sessions: Map<string, FakeSession>;
  /** Requests that carried an idempotency key already seen (answered with the first intent). */
  replays: number;
  close(): Promise<void>;
}

/** POST /v1/payment_intents with the secret key as bearer token; zero-decimal VND amounts only. */
export async function startFakeStripe(options: { secretKey: string; webhook?: { url: string; secret: string } }): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const sessions = new Map<string, FakeSession>();
  const byKey = new Map<string, FakeIntent | FakeSession>();
  const state = { replays: 0 };
  let base = "";
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const page = /^\/c\/pay\/(cs_test_[a-f0-9]+)(\/(pay|cancel))?$/.exec(req.url ?? "");
      if (req.url === "/favicon.ico") return res.writeHead(204).end();
      if (page) {
        const session = sessions.get(page[1]!);
        if (!session) return send(404, { error: { type: "invalid_request_error" } });
        if (!page[3]) {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          return res.end(
            `<!doctype html><html lang="vi"><head><title>Stripe Checkout</title></head><body><main><h1>Stripe Checkout</h1><p>${session.amount_total} ${session.currency.toUpperCase()}</p>` +
              `<a href="/c/pay/${session.id}/pay">Pay</a> <a href="/c/pay/${session.id}/cancel">Back</a></main></body></html>`,
          );
        }
        if (page[3] === "cancel") return res.writeHead(302, { location: session.cancel_url }).end();
        if (session.status !== "open")
          return send(410, { error: { type: "invalid_request_error", message: "This Checkout Session is no longer active" } });
        session.status = "complete";
        session.payment_status = "paid";
        const deliver = options.webhook
          ? (() => {
              const event = stripeSignedEvent("checkout.session.completed", session, options.webhook);
              return fetch(options.webhook.url, {
                method: "POST",
                headers: { "content-type": "application/json", "stripe-signature": event.signature },
                body: event.body,
              });
            })()
          : Promise.resolve();
        void deliver.then(
          () => res.writeHead(302, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) }).end(),
          (error: unknown) => send(500, { error: String(error) }),
        );
        return;
      }
      if (req.headers.authorization !== `Bearer ${options.secretKey}`)
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      const expire = /^\/v1\/checkout\/sessions\/(cs_test_[a-f0-9]+)\/expire$/.exec(req.url ?? "");
      if (expire && req.method === "POST") {
        const session = sessions.get(expire[1]!);
        if (!session) return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
        if (session.status !== "open")
          return send(400, { error: { type: "invalid_request_error", message: `Only open sessions can be expired (${session.status})` } });
        session.status = "expired";
        return send(200, session);
      }
      if (req.method !== "POST" || (req.url !== "/v1/payment_intents" && req.url !== "/v1/checkout/sessions"))
        return send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
      const key = String(req.headers["idempotency-key"] ?? "");
      const known = key ? byKey.get(key) : undefined;
      if (known) {
        state.replays += 1;
        return send(200, known);
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      if (req.url === "/v1/checkout/sessions") {
        const unitAmount = Number(form.get("line_items[0][price_data][unit_amount]"));
        const quantity = Number(form.get("line_items[0][quantity]"));
        if (form.get("mode") !== "payment" || !Number.isSafeInteger(unitAmount) || unitAmount < 1 || !form.get("success_url"))
          return send(400, { error: { type: "invalid_request_error", param: "line_items" } });
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match) metadata[match[1]!] = value;
        }
        const id = `cs_test_${randomBytes(12).toString("hex")}`;
        const session: FakeSession = {
          id,
          object: "checkout.session",
          amount_total: unitAmount * quantity,
          currency: form.get("line_items[0][price_data][currency]") ?? "",
          mode: "payment",
          status: "open",
          payment_status: "unpaid",
          client_reference_id: form.get("client_reference_id"),
          metadata,
          success_url: form.get("success_url")!,
          cancel_url: form.get("cancel_url") ?? "",
          url: `${base}/c/pay/${id}`,
        };
        sessions.set(id, session);
        if (key) byKey.set(key, session);
        return send(200, session);
      }
      const amount = Number(form.get("amount"));
      if (!Number.isSafeInteger(amount) || amount < 1) return send(400, { error: { type: "invalid_request_error", param: "amount" } });
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const id = `pi_${randomBytes(12).toString("hex")}`;
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount,
        currency: form.get("currency") ?? "",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        status: "requires_payment_method",
        metadata,
      };
      intents.set(id, intent);
      if (key) byKey.set(key, intent);
      return send(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    apiBase: base,
    intents,
    sessions,
    get replays() {
      return state.replays;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event about an intent, with the Stripe-Signature header Stripe would send. */
export function stripeEvent(
  type: string,
  intent: Partial<FakeIntent> & { id: string },
  signing: { secret: string; timestamp?: number },
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    type,
    data: { object: { ...intent, status: type === "payment_intent.succeeded" ? "succeeded" : "canceled" } },
  });
  const t = signing.timestamp ?? Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", signing.secret).update(`${t}.${body}`).digest("hex");
  return { body, signature: `t=${t},v1=${v1}` };
}

/** A webhook event about any object (a Checkout Session), signed as Stripe signs. */
export function stripeSignedEvent(
  type: string,
  object: object,
  signing: { secret: string; timestamp?: number },
): { body: string; signature: string } {
  const body = JSON.stringify({ id: `evt_${randomBytes(12).toString("hex")}`, object: "event", type, data: { object } });
  const t = signing.timestamp ?? Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", signing.secret).update(`${t}.${body}`).digest("hex");
  return { body, signature: `t=${t},v1=${v1}` };
}
