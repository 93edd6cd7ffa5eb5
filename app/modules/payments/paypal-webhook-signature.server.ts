import { createPublicKey, verify, type KeyObject } from "node:crypto";
import { crc32 } from "node:zlib";

/** The transmission headers PayPal sends with each webhook. */
export interface PaypalTransmission {
  id: string;
  time: string;
  sig: string;
  certUrl: string;
  authAlgo: string;
}

/**
 * Whether a certificate URL is one PayPal serves: https on a paypal.com host, or on the PayPal
 * API host this site calls (the environment may name another one, as tests name their fake).
 */
export function isPaypalCertUrl(certUrl: string, apiBase: string): boolean {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:" && (url.hostname === "paypal.com" || url.hostname.endsWith(".paypal.com"))) return true;
  return url.origin === new URL(apiBase).origin;
}

/** Certificates already read, by URL (PayPal names a few and rotates them rarely). */
const certificates = new Map<string, KeyObject>();
const certificatesKept = 20;

async function publicKeyAt(certUrl: string): Promise<KeyObject> {
  const known = certificates.get(certUrl);
  if (known) return known;
  const res = await fetch(certUrl, { signal: AbortSignal.timeout(15_000), redirect: "error" });
  if (!res.ok) throw new Error(`PayPal certificate answered ${res.status}`);
  // A PEM certificate (PayPal's) or public key; the first certificate of a chain is the signer's.
  const key = createPublicKey(await res.text());
  if (certificates.size >= certificatesKept) certificates.delete(certificates.keys().next().value!);
  certificates.set(certUrl, key);
  return key;
}

/**
 * PayPal's own check of a webhook, done here: the signature (base64, SHA256withRSA, by the key
 * of the certificate at `paypal-cert-url`) over "<transmission id>|<transmission time>|<webhook
 * id>|<CRC-32 of the raw body, as an unsigned decimal>". The body's bytes as they arrived are
 * checked, never a re-serialised event, whose bytes (spacing, escapes, number forms) may
 * differ. False for anything that does not verify; throws only when the certificate cannot be
 * read, so the caller can have PayPal retry.
 */
export async function isPaypalWebhookSignatureValid(input: {
  rawBody: Uint8Array;
  transmission: PaypalTransmission;
  webhookId: string;
  apiBase: string;
}): Promise<boolean> {
  const { transmission } = input;
  if (!input.webhookId || transmission.authAlgo !== "SHA256withRSA") return false;
  if (!transmission.id || !transmission.time || !transmission.sig) return false;
  if (!isPaypalCertUrl(transmission.certUrl, input.apiBase)) return false;
  const message = `${transmission.id}|${transmission.time}|${input.webhookId}|${crc32(input.rawBody)}`;
  const key = await publicKeyAt(transmission.certUrl);
  try {
    return verify("sha256", Buffer.from(message, "utf8"), key, Buffer.from(transmission.sig, "base64"));
  } catch {
    return false;
  }
}
