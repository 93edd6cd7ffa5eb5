import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * VNPay's payment-gateway protocol, version 2.1.0: parameters named vnp_*, sorted by name,
 * form-encoded, signed with HMAC-SHA512 under the merchant's hash secret
 * and sent as vnp_SecureHash (hex). Amounts are VND × 100.
 */
export const vnpayVersion = "2.1.0";

/** IPN answers VNPay expects: { RspCode, Message }. */
export const vnpayIpnAnswers = {
  confirmed: { RspCode: "00", Message: "Confirm Success" },
  orderNotFound: { RspCode: "01", Message: "Order not found" },
  alreadyConfirmed: { RspCode: "02", Message: "Order already confirmed" },
  invalidAmount: { RspCode: "04", Message: "Invalid amount" },
  invalidSignature: { RspCode: "97", Message: "Invalid signature" },
  unknownError: { RspCode: "99", Message: "Unknown error" },
} as const;
export type VnpayIpnAnswer = (typeof vnpayIpnAnswers)[keyof typeof vnpayIpnAnswers];

/**
 * The signed text: every vnp_ parameter but the hash itself, sorted by name, form-encoded as
 * VNPay's reference code does (application/x-www-form-urlencoded: space as "+", and
 * ! ' ( ) ~ escaped).
 */
export function vnpaySignData(params: Record<string, string>): string {
  const entries = Object.keys(params)
    .filter((key) => key.startsWith("vnp_") && key !== "vnp_SecureHash" && key !== "vnp_SecureHashType" && params[key] !== "")
    .sort()
    .map((key) => [key, params[key]!] as [string, string]);
  return new URLSearchParams(entries).toString();
}

export function vnpaySignature(params: Record<string, string>, hashSecret: string): string {
  return createHmac("sha512", hashSecret).update(vnpaySignData(params), "utf8").digest("hex");
}

/** The query string with vnp_SecureHash appended. */
export function vnpaySignedQuery(params: Record<string, string>, hashSecret: string): string {
  return `${vnpaySignData(params)}&vnp_SecureHash=${vnpaySignature(params, hashSecret)}`;
}

/** Whether parameters carry a valid vnp_SecureHash (compared in constant time). */
export function isVnpaySignatureValid(params: Record<string, string>, hashSecret: string): boolean {
  const given = params.vnp_SecureHash?.toLowerCase() ?? "";
  const expected = vnpaySignature(params, hashSecret);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** VNPay's date format, yyyyMMddHHmmss in Vietnam's time (UTC+7). */
export function vnpayDate(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3_600_000);
  return local.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}
