import { readOutbox } from "../../app/lib/mail/mailer.server.ts";

/** The readable text of an outbox message: each part of a multipart one decoded (.eml bodies may be quoted-printable or base64). */
export function messageText(raw: string): string {
  const split = raw.indexOf("\n\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const boundary = /content-type:\s*multipart\/[^;]+;\s*boundary="?([^"\s;]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => messageText(part.replace(/^\r?\n/, "")))
      .join("\n");
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The newest message sent to `to` (mail or SMS outbox), decoded; throws when there is none. */
export async function latestMessage(dataDir: string, kind: "mail" | "sms", to: string): Promise<string> {
  const messages = await readOutbox(dataDir, kind);
  const found = messages.find((m) => m.content.includes(to));
  if (!found) throw new Error(`no ${kind} to ${to} in the outbox`);
  return kind === "mail" ? messageText(found.content) : found.content;
}

/** The 6-digit code of the newest OTP message sent to `to`. */
export async function latestOtp(dataDir: string, kind: "mail" | "sms", to: string): Promise<string> {
  const text = await latestMessage(dataDir, kind, to);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the ${kind} to ${to}`);
  return code;
}
