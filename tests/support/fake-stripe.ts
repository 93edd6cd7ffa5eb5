import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

// Stripe is a third party: this fake answers its PaymentIntents API at the HTTP boundary and
// signs webhook events as Stripe does (Stripe-Signature: t=…,v1=HMAC-SHA256 of "t.body").

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  apiBase: string;
  intents: Map<string, FakeIntent>;
  /** Requests that carried an idempotency key already seen (answered with the first intent). */
  replays: number;
  close(): Promise<void>;
}

/** POST /v1/payment_intents with the secret key as bearer token; zero-decimal VND amounts only. */
export async function startFakeStripe(options: { secretKey: string }): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const state = { replays: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${options.secretKey}`)
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method !== "POST" || req.url !== "/v1/payment_intents")
        return send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
      const key = String(req.headers["idempotency-key"] ?? "");
      const known = key ? byKey.get(key) : undefined;
      if (known) {
        state.replays += 1;
        return send(200, known);
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
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
  return {
    apiBase: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    intents,
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
