import { createHmac, randomInt } from "node:crypto";
import { createServer, type Server } from "node:http";

// VNPay is a third party: this fake speaks its 2.1.0 protocol at the HTTP boundary and signs
// as VNPay does (sorted form-encoded vnp_ parameters, HMAC-SHA512 under the merchant's secret).

export interface FakeVnpayOptions {
  tmnCode: string;
  hashSecret: string;
}

export type VnpayOutcome = "success" | "cancel";

/** VNPay's signature, written here from the protocol and not shared with the app's code. */
export function vnpaySign(params: Record<string, string>, hashSecret: string): string {
  const sorted = Object.entries(params)
    .filter(([key, value]) => key.startsWith("vnp_") && key !== "vnp_SecureHash" && key !== "vnp_SecureHashType" && value !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac("sha512", hashSecret).update(new URLSearchParams(sorted).toString()).digest("hex");
}

/** Checks a merchant's redirect as VNPay does: its terminal code and its signature. */
export function readCheckout(paymentUrl: string, options: FakeVnpayOptions): Record<string, string> {
  const params = Object.fromEntries(new URL(paymentUrl).searchParams);
  if (params.vnp_TmnCode !== options.tmnCode) throw new Error("fake VNPay: unknown terminal code");
  if (params.vnp_SecureHash !== vnpaySign(params, options.hashSecret)) throw new Error("fake VNPay: invalid checksum");
  if (params.vnp_Version !== "2.1.0" || params.vnp_Command !== "pay" || params.vnp_CurrCode !== "VND")
    throw new Error("fake VNPay: bad request");
  return params;
}

/**
 * The signed result VNPay sends to the IPN URL and appends to the return URL. `amount`
 * overrides vnp_Amount (VND × 100) to act a tampering or mistaken gateway.
 */
export function vnpayResult(
  checkout: Record<string, string>,
  options: FakeVnpayOptions & { outcome: VnpayOutcome; amount?: string; transactionNo?: string },
): Record<string, string> {
  const success = options.outcome === "success";
  const result: Record<string, string> = {
    vnp_Amount: options.amount ?? checkout.vnp_Amount!,
    vnp_BankCode: success ? "NCB" : "VNPAY",
    vnp_CardType: success ? "ATM" : "",
    vnp_OrderInfo: checkout.vnp_OrderInfo!,
    vnp_PayDate: checkout.vnp_CreateDate!,
    vnp_ResponseCode: success ? "00" : "24",
    vnp_TmnCode: checkout.vnp_TmnCode!,
    vnp_TransactionNo: success ? (options.transactionNo ?? String(randomInt(10_000_000, 99_999_999))) : "0",
    vnp_TransactionStatus: success ? "00" : "02",
    vnp_TxnRef: checkout.vnp_TxnRef!,
  };
  if (!result.vnp_CardType) delete result.vnp_CardType;
  return { ...result, vnp_SecureHash: vnpaySign(result, options.hashSecret) };
}

export interface FakeVnpayServer {
  /** The payment page URL to configure as VNPAY_PAYMENT_URL. */
  paymentUrl: string;
  /** IPN answers received from the merchant, in order. */
  ipnAnswers: unknown[];
  close(): Promise<void>;
}

/**
 * A VNPay payment page on a local port: it checks the merchant's signed redirect and offers
 * Pay and Cancel; either calls the merchant's IPN URL server to server, then sends the
 * payer back to the merchant's return URL, both signed.
 */
export async function startFakeVnpay(
  options: FakeVnpayOptions & { ipnUrl: string | (() => string); port?: number },
): Promise<FakeVnpayServer> {
  const pending = new Map<string, Record<string, string>>();
  const ipnAnswers: unknown[] = [];
  let base = "";
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", base);
      if (url.pathname === "/paymentv2/vpcpay.html") {
        let checkout: Record<string, string>;
        try {
          checkout = readCheckout(url.href, options);
        } catch (error) {
          res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
          return res.end(String(error));
        }
        pending.set(checkout.vnp_TxnRef!, checkout);
        const link = (outcome: VnpayOutcome) => `/paymentv2/complete?ref=${encodeURIComponent(checkout.vnp_TxnRef!)}&outcome=${outcome}`;
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="vi"><head><title>VNPAY</title></head><body><main><h1>VNPAY</h1><p>${Number(checkout.vnp_Amount) / 100} VND</p>` +
            `<a href="${link("success")}">Thanh toán</a> <a href="${link("cancel")}">Hủy thanh toán</a></main></body></html>`,
        );
      }
      // A browser on the payment page asks for the site's icon; the gateway has none to give.
      if (url.pathname === "/favicon.ico") {
        res.writeHead(204);
        return res.end();
      }
      if (url.pathname === "/paymentv2/complete") {
        const checkout = pending.get(url.searchParams.get("ref") ?? "");
        if (!checkout) {
          res.writeHead(404);
          return res.end();
        }
        const outcome = url.searchParams.get("outcome") === "success" ? "success" : "cancel";
        const result = vnpayResult(checkout, { ...options, outcome });
        const query = new URLSearchParams(result).toString();
        const ipnUrl = typeof options.ipnUrl === "function" ? options.ipnUrl() : options.ipnUrl;
        const ipn = await fetch(`${ipnUrl}?${query}`);
        ipnAnswers.push(await ipn.json());
        res.writeHead(302, { location: `${checkout.vnp_ReturnUrl}?${query}` });
        return res.end();
      }
      res.writeHead(404);
      res.end();
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    paymentUrl: `${base}/paymentv2/vpcpay.html`,
    ipnAnswers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
