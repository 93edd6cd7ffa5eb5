import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isFlutterwaveHashValid } from "./flutterwave.server.ts";
import { isPaystackSignatureValid } from "./paystack.server.ts";
import { isStripeSignatureValid } from "./stripe.ts";
import { isVnpaySignatureValid, vnpaySignData, vnpaySignedQuery } from "./vnpay.ts";

/**
 * The signature checks against what the gateways publish, not against the project's own fakes:
 * VNPay's documented example and a return its sandbox signed, and the schemes Stripe, Paystack
 * and Flutterwave document, each step computed here from the documentation's recipe.
 */

describe("VNPay (version 2.1.0, HMAC-SHA512)", () => {
  // The payment URL of VNPay's integration guide (sandbox.vnpayment.vn/apis/docs/huong-dan-tich-hop/).
  const documentedUrl =
    "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_Amount=1806000&vnp_Command=pay&vnp_CreateDate=20210801153333&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+%3A5&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl&vnp_TmnCode=DEMOV210&vnp_TxnRef=5&vnp_Version=2.1.0&vnp_SecureHash=3e0d61a0c0534b2e36680b3f7277743e8784cc4e1d68fa7d276e79c23be7d6318d338b477910a27992f5057bb1582bd44bd82ae8009ffaf6d141219218625c42";

  it("signs exactly the text of the guide's example: sorted, form-encoded, the hash last", () => {
    const url = new URL(documentedUrl);
    const params = Object.fromEntries(url.searchParams);
    const signedText = url.search.slice(1, url.search.indexOf("&vnp_SecureHash="));
    expect(params.vnp_OrderInfo).toBe("Thanh toan don hang :5");
    expect(vnpaySignData(params)).toBe(signedText);
    // The same parameters in another order, without the hash, give the same text and a 128-hex-digit hash after it.
    const { vnp_SecureHash: _hash, ...unsigned } = params;
    const shuffled = Object.fromEntries(Object.entries(unsigned).reverse());
    expect(vnpaySignedQuery(shuffled, "any-secret")).toMatch(
      new RegExp(`^${signedText.replace(/[.+?^${}()|[\]\\]/g, "\\$&")}&vnp_SecureHash=[0-9a-f]{128}$`),
    );
  });

  // A return VNPay's sandbox sent to a merchant (vnp_BankTranNo, vnp_CardType and vnp_PayDate
  // come only from VNPay), published with that sandbox merchant's hash secret; the order text is
  // Vietnamese, so the check covers UTF-8 and the form encoding of "đ", "á", "#" and spaces.
  const sandboxReturn = {
    vnp_Amount: "14108000",
    vnp_BankCode: "NCB",
    vnp_BankTranNo: "VNP14980726",
    vnp_CardType: "ATM",
    vnp_OrderInfo: "Thanh toán đơn hàng #6834803ff5166e338d7103a8",
    vnp_PayDate: "20250526215346",
    vnp_ResponseCode: "00",
    vnp_TmnCode: "L8M3EKX2",
    vnp_TransactionNo: "14980726",
    vnp_TransactionStatus: "00",
    vnp_TxnRef: "6834803ff5166e338d7103a8",
    vnp_SecureHash:
      "3264dbf4850cb57d0cd597716260bf0722810f49b7abb144254f7f77adf08a1a6f496ab19e18c16266153c8caee87497fea7fa3507e61bcf9786dcff0d71b532",
  };
  const sandboxSecret = "6HEKW2H6YES2FSOKLKKRQ0JS3QF1M4H6";

  it("accepts the return VNPay's sandbox signed, in upper case too, and nothing altered", () => {
    expect(isVnpaySignatureValid(sandboxReturn, sandboxSecret)).toBe(true);
    expect(isVnpaySignatureValid({ ...sandboxReturn, vnp_SecureHash: sandboxReturn.vnp_SecureHash.toUpperCase() }, sandboxSecret)).toBe(
      true,
    );
    // VNPay sends vnp_SecureHashType with older versions; it is not part of the signed text.
    expect(isVnpaySignatureValid({ ...sandboxReturn, vnp_SecureHashType: "HmacSHA512" }, sandboxSecret)).toBe(true);
    expect(isVnpaySignatureValid({ ...sandboxReturn, vnp_Amount: "14108100" }, sandboxSecret)).toBe(false);
    expect(isVnpaySignatureValid({ ...sandboxReturn, vnp_ResponseCode: "24" }, sandboxSecret)).toBe(false);
    expect(isVnpaySignatureValid({ ...sandboxReturn, vnp_OrderInfo: "Thanh toan don hang #6834803ff5166e338d7103a8" }, sandboxSecret)).toBe(
      false,
    );
    expect(isVnpaySignatureValid(sandboxReturn, `${sandboxSecret}X`)).toBe(false);
    const { vnp_SecureHash: _hash, ...unsigned } = sandboxReturn;
    expect(isVnpaySignatureValid(unsigned, sandboxSecret)).toBe(false);
  });
});

describe('Stripe (Stripe-Signature: t and v1, HMAC-SHA256 of "t.raw body")', () => {
  // Per docs.stripe.com/webhooks/signatures: the key is the whole signing secret ("whsec_…"),
  // the signed text "<t>.<raw body>", v1 the hex digest; v0 is a test-mode decoy to ignore;
  // several v1 appear while a rolled secret is still active; five minutes' tolerance.
  const secret = "whsec_7Xq2bV9kLmN4pR8sT1uW3yZ5aC6dE0fG";
  const oldSecret = "whsec_Old0Secret1Still2Active3For24h";
  const rawBody =
    '{\n  "id": "evt_1NG8Du2eZvKYlo2CUI79vXWy",\n  "object": "event",\n  "type": "payment_intent.succeeded",\n  "data": {\n    "object": {\n      "id": "pi_3NG8Dt2eZvKYlo2C0X2GdVnR",\n      "amount": 199000,\n      "currency": "vnd"\n    }\n  }\n}';
  const t = 1_780_000_000;
  const now = t * 1000 + 30_000;
  const v1 = (key: string, body = rawBody, at = t) => createHmac("sha256", key).update(`${at}.${body}`, "utf8").digest("hex");

  it("accepts a v1 over the raw body, beside a v0 decoy and beside the old secret's v1", () => {
    expect(isStripeSignatureValid(`t=${t},v1=${v1(secret)}`, rawBody, secret, now)).toBe(true);
    expect(isStripeSignatureValid(`t=${t},v1=${v1(secret)},v0=${"6f".repeat(32)}`, rawBody, secret, now)).toBe(true);
    expect(isStripeSignatureValid(`t=${t},v1=${v1(oldSecret)},v1=${v1(secret)}`, rawBody, secret, now)).toBe(true);
  });

  it("refuses a v0 alone, the secret without its whsec_ prefix, a re-serialised body, another time and a stale one", () => {
    expect(isStripeSignatureValid(`t=${t},v0=${v1(secret)}`, rawBody, secret, now)).toBe(false);
    expect(isStripeSignatureValid(`t=${t},v1=${v1(secret.slice("whsec_".length))}`, rawBody, secret, now)).toBe(false);
    const reserialised = JSON.stringify(JSON.parse(rawBody));
    expect(isStripeSignatureValid(`t=${t},v1=${v1(secret, reserialised)}`, rawBody, secret, now)).toBe(false);
    expect(isStripeSignatureValid(`t=${t},v1=${v1(secret)}`, reserialised, secret, now)).toBe(false);
    expect(isStripeSignatureValid(`t=${t + 1},v1=${v1(secret)}`, rawBody, secret, now)).toBe(false);
    expect(isStripeSignatureValid(`t=${t},v1=${v1(secret)}`, rawBody, secret, t * 1000 + 301_000)).toBe(false);
    expect(isStripeSignatureValid(`v1=${v1(secret)}`, rawBody, secret, now)).toBe(false);
  });
});

describe("Paystack (x-paystack-signature: HMAC-SHA512 of the raw body under the secret key)", () => {
  // Per paystack.com/docs/payments/webhooks: the hex digest of the body exactly as sent.
  const secretKey = "sk_test_9f3c1a7e5b2d4086a1c3e5f7b9d0a2c4e6f8b1d3";
  const rawBody =
    '{"event":"charge.success","data":{"id":302961,"domain":"test","status":"success","reference":"NHADAT-PS-1","amount":1190,"currency":"USD","paid_at":"2026-05-20T10:00:00.000Z","customer":{"email":"khach@example.test"}}}';
  const signature = (body: string, key = secretKey) => createHmac("sha512", key).update(body, "utf8").digest("hex");

  it("accepts the signature of the raw body, in either case, and refuses any other", () => {
    expect(isPaystackSignatureValid(signature(rawBody), rawBody, secretKey)).toBe(true);
    expect(isPaystackSignatureValid(signature(rawBody).toUpperCase(), rawBody, secretKey)).toBe(true);
    expect(isPaystackSignatureValid(signature(JSON.stringify(JSON.parse(rawBody), null, 2)), rawBody, secretKey)).toBe(false);
    expect(isPaystackSignatureValid(signature(rawBody, "sk_test_other"), rawBody, secretKey)).toBe(false);
    expect(isPaystackSignatureValid(signature(rawBody), rawBody.replace('"amount":1190', '"amount":1'), secretKey)).toBe(false);
    expect(isPaystackSignatureValid(createHmac("sha256", secretKey).update(rawBody).digest("hex"), rawBody, secretKey)).toBe(false);
    expect(isPaystackSignatureValid(undefined, rawBody, secretKey)).toBe(false);
  });
});

describe("Flutterwave v3 (verif-hash: the secret hash set on the dashboard)", () => {
  // Per developer.flutterwave.com's webhook guide (v3): the header carries the secret hash itself.
  const secretHash = "nhadat-Flw-5ecret-hash-2026";

  it("accepts the exact secret hash and refuses anything else", () => {
    expect(isFlutterwaveHashValid(secretHash, secretHash)).toBe(true);
    expect(isFlutterwaveHashValid(secretHash.toLowerCase(), secretHash)).toBe(false);
    expect(isFlutterwaveHashValid(`${secretHash} `, secretHash)).toBe(false);
    expect(isFlutterwaveHashValid(secretHash.slice(0, -1), secretHash)).toBe(false);
    expect(isFlutterwaveHashValid(undefined, secretHash)).toBe(false);
    expect(isFlutterwaveHashValid("", "")).toBe(false);
  });
});
