import { randomInt } from "node:crypto";
import { startFakeHttp } from "./fake-http.ts";

// Flutterwave is a third party: this fake speaks its v3 Standard payments and transaction
// verify APIs, hosts a pay page, and sends webhooks as Flutterwave does (verif-hash: the
// secret hash the merchant set on the dashboard).

export interface FakeFlutterwaveTransaction {
  id: number;
  txRef: string;
  amount: number;
  currency: string;
  status: "pending" | "successful" | "failed" | "cancelled";
  redirectUrl: string;
}

export interface FakeFlutterwave {
  apiBase: string;
  transactions: Map<string, FakeFlutterwaveTransaction>;
  /** Settles a payment as the payer's click on the hosted page does. */
  settle(txRef: string, status: "successful" | "failed"): FakeFlutterwaveTransaction;
  /** The charge.completed event Flutterwave posts (its body; the header carries the secret hash). */
  event(tx: FakeFlutterwaveTransaction, overrides?: { amount?: number }): string;
  close(): Promise<void>;
}

export async function startFakeFlutterwave(options: {
  secretKey: string;
  secretHash: string;
  webhookUrl?: string;
}): Promise<FakeFlutterwave> {
  const transactions = new Map<string, FakeFlutterwaveTransaction>();
  const byId = new Map<number, FakeFlutterwaveTransaction>();
  const settle = (txRef: string, status: "successful" | "failed") => {
    const tx = transactions.get(txRef)!;
    tx.status = status;
    byId.set(tx.id, tx);
    return tx;
  };
  const view = (tx: FakeFlutterwaveTransaction) => ({
    id: tx.id,
    tx_ref: tx.txRef,
    flw_ref: `FLW-MOCK-${tx.id}`,
    amount: tx.amount,
    currency: tx.currency,
    charged_amount: tx.amount,
    status: tx.status,
  });
  const event = (tx: FakeFlutterwaveTransaction, overrides: { amount?: number } = {}) =>
    JSON.stringify({ event: "charge.completed", data: { ...view(tx), amount: overrides.amount ?? tx.amount } });
  const server = await startFakeHttp(async (req, res) => {
    const path = req.url.pathname;
    const pay = /^\/pay\/([A-Z0-9]+)(\/(success|cancel))?$/.exec(path);
    if (pay) {
      const tx = transactions.get(pay[1]!);
      if (!tx) return res.send(404, { status: "error", message: "No transaction found" });
      if (!pay[3])
        return res.html(
          "Flutterwave",
          `<h1>Flutterwave</h1><p>${tx.amount} ${tx.currency}</p>` +
            `<a href="/pay/${tx.txRef}/success">Pay ${tx.amount} ${tx.currency}</a> <a href="/pay/${tx.txRef}/cancel">Cancel</a>`,
        );
      if (pay[3] === "cancel") {
        tx.status = "cancelled";
        return res.redirect(`${tx.redirectUrl}?status=cancelled&tx_ref=${tx.txRef}`);
      }
      settle(tx.txRef, "successful");
      if (options.webhookUrl)
        await fetch(options.webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "verif-hash": options.secretHash },
          body: event(tx),
        });
      return res.redirect(`${tx.redirectUrl}?status=successful&tx_ref=${tx.txRef}&transaction_id=${tx.id}`);
    }
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return res.send(401, { status: "error", message: "Invalid authorization key" });
    if (path === "/v3/payments" && req.method === "POST") {
      const input = req.json();
      const amount = Number(input.amount);
      if (!input.tx_ref || !Number.isFinite(amount) || amount <= 0 || !input.customer?.email || !input.redirect_url)
        return res.send(400, { status: "error", message: "Invalid payment details" });
      const tx: FakeFlutterwaveTransaction = {
        id: randomInt(1_000_000, 9_999_999),
        txRef: input.tx_ref,
        amount,
        currency: input.currency ?? "NGN",
        status: "pending",
        redirectUrl: input.redirect_url,
      };
      transactions.set(tx.txRef, tx);
      return res.send(200, { status: "success", message: "Hosted Link", data: { link: `${server.base}/pay/${tx.txRef}` } });
    }
    const verify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(path);
    if (verify && req.method === "GET") {
      const tx = byId.get(Number(verify[1]));
      if (!tx) return res.send(400, { status: "error", message: "No transaction was found for this id", data: null });
      return res.send(200, { status: "success", message: "Transaction fetched successfully", data: view(tx) });
    }
    return false;
  });
  return { apiBase: server.base, transactions, settle, event, close: server.close };
}
