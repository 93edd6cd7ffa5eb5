import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, isNull, sql } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/index.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import type { TestContext } from "./test-app.ts";

/** The readable text of an outbox message (.eml bodies may be quoted-printable or base64). */
export function messageText(raw: string): string {
  const split = raw.indexOf("\n\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
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

/**
 * Runs `change` while the mail outbox cannot be written — a mail server that is down: a file
 * stands where the outbox directory goes, so every send fails — and lets the mail worker try
 * (and fail) once before the outbox comes back. Then `retryMailNow` sends what waited.
 */
export async function whileMailIsDown<T>(ctx: TestContext, change: () => Promise<T>): Promise<T> {
  const dir = path.resolve(ctx.dataDir, "outbox", "mail");
  const aside = `${dir}.aside`;
  const moved = await rename(dir, aside).then(
    () => true,
    () => false,
  );
  await mkdir(path.dirname(dir), { recursive: true });
  await writeFile(dir, "");
  try {
    const result = await change();
    await ctx.services.mailQueue.drain();
    return result;
  } finally {
    await rm(dir, { force: true });
    if (moved) await rename(aside, dir);
  }
}

/** The wait before a retry has passed: every unsent mail is due, and the worker sends them. */
export async function retryMailNow(ctx: TestContext): Promise<number> {
  await ctx.services.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(isNull(mailOutbox.sentAt)));
  return ctx.services.mailQueue.drain();
}
