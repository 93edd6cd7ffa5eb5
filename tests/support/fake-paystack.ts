import { createHmac, randomBytes, randomInt } from "node:crypto";
import { startFakeHttp } from "./fake-http.ts";

// Paystack is a third party: this fake speaks its initialize and verify APIs, hosts a pay
// page, and signs webhooks as Paystack does (x-paystack-signature: HMAC-SHA512 of the body
// under the secret key).

export interface FakePaystackTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  status: "ongoing" | "success" | "failed" | "abandoned";
  callbackUrl: string;
  cancelAction: string;
  accessCode: string;
}

export interface FakePaystack {
  apiBase: string;
  transactions: Map<string, FakePaystackTransaction>;
  /** Settles a transaction as the payer's click on the hosted page does. */
  settle(reference: string, status: "success" | "failed"): void;
  /** The charge.success event Paystack posts, signed with `secret` (the merchant's, unless forging). */
  event(tx: FakePaystackTransaction, secret: string, overrides?: { amount?: number }): { body: string; signature: string };
  close(): Promise<void>;
}

export async function startFakePaystack(options: { secretKey: string; webhookUrl?: string }): Promise<FakePaystack> {
  const transactions = new Map<string, FakePaystackTransaction>();
  const view = (tx: FakePaystackTransaction) => ({
    id: tx.id,
    domain: "test",
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    currency: tx.currency,
    gateway_response: tx.status === "success" ? "Successful" : tx.status,
  });
  const event = (tx: FakePaystackTransaction, secret: string, overrides: { amount?: number } = {}) => {
    const body = JSON.stringify({
      event: "charge.success",
      data: { ...view(tx), status: "success", amount: overrides.amount ?? tx.amount },
    });
    return { body, signature: createHmac("sha512", secret).update(body).digest("hex") };
  };
  const server = await startFakeHttp(async (req, res) => {
    const path = req.url.pathname;
    const pay = /^\/pay\/([a-z0-9]+)(\/(success|cancel))?$/.exec(path);
    if (pay) {
      const tx = [...transactions.values()].find((t) => t.accessCode === pay[1]);
      if (!tx) return res.send(404, { status: false, message: "Transaction not found" });
      if (!pay[3])
        return res.html(
          "Paystack",
          `<h1>Paystack</h1><p>${(tx.amount / 100).toFixed(2)} ${tx.currency}</p>` +
            `<a href="/pay/${tx.accessCode}/success">Pay</a> <a href="/pay/${tx.accessCode}/cancel">Cancel Payment</a>`,
        );
      if (pay[3] === "cancel") {
        tx.status = "abandoned";
        return res.redirect(tx.cancelAction || tx.callbackUrl);
      }
      tx.status = "success";
      if (options.webhookUrl) {
        const signed = event(tx, options.secretKey);
        await fetch(options.webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "x-paystack-signature": signed.signature },
          body: signed.body,
        });
      }
      return res.redirect(`${tx.callbackUrl}?trxref=${tx.reference}&reference=${tx.reference}`);
    }
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) return res.send(401, { status: false, message: "Invalid key" });
    if (path === "/transaction/initialize" && req.method === "POST") {
      const input = req.json();
      const amount = Number(input.amount);
      if (!Number.isSafeInteger(amount) || amount < 1 || !input.email)
        return res.send(400, { status: false, message: "Invalid amount or email" });
      if (transactions.has(input.reference)) return res.send(400, { status: false, message: "Duplicate Transaction Reference" });
      const tx: FakePaystackTransaction = {
        id: randomInt(1_000_000, 9_999_999),
        reference: input.reference,
        amount,
        currency: input.currency ?? "NGN",
        status: "ongoing",
        callbackUrl: input.callback_url,
        cancelAction: input.metadata?.cancel_action ?? "",
        accessCode: randomBytes(8).toString("hex"),
      };
      transactions.set(tx.reference, tx);
      return res.send(200, {
        status: true,
        message: "Authorization URL created",
        data: { authorization_url: `${server.base}/pay/${tx.accessCode}`, access_code: tx.accessCode, reference: tx.reference },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
    if (verify && req.method === "GET") {
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) return res.send(404, { status: false, message: "Transaction reference not found" });
      return res.send(200, { status: true, message: "Verification successful", data: view(tx) });
    }
    return false;
  });
  return {
    apiBase: server.base,
    transactions,
    settle(reference, status) {
      transactions.get(reference)!.status = status;
    },
    event,
    close: server.close,
  };
}
