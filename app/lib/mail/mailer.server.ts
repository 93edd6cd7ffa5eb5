import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Env } from "../env.server.ts";

export interface MailMessage {
  to: string;
  /** The sender; MAIL_FROM when absent. */
  from?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header, `<id@domain>`; nodemailer makes one when absent. */
  messageId?: string;
  /** Extra headers, name to value (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

/** A unique, time-ordered outbox file name stem. */
export function outboxStamp(): string {
  return `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
}

/** A nodemailer transport made on the first message: nodemailer is loaded then, not at every start (docs/benchmarks/startup.md). */
function lazyTransport(options: Parameters<typeof import("nodemailer").createTransport>[0]): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import("nodemailer").then((nodemailer) => nodemailer.default.createTransport(options)));
}

/** SMTP when configured; otherwise each message becomes an .eml file under DATA_DIR/outbox/mail. */
export function createMailer(
  env: Pick<Env, "SMTP_HOST" | "SMTP_PORT" | "SMTP_USER" | "SMTP_PASSWORD" | "SMTP_SECURE" | "MAIL_FROM" | "DATA_DIR">,
): Mailer {
  if (env.SMTP_HOST) {
    const transport = lazyTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
    });
    return {
      transport: "smtp",
      async send(message) {
        await (await transport()).sendMail({ from: env.MAIL_FROM, ...message });
      },
    };
  }
  const dir = path.resolve(env.DATA_DIR, "outbox/mail");
  const writer = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    transport: "outbox",
    async send(message) {
      const info = await (await writer()).sendMail({ from: env.MAIL_FROM, ...message });
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${outboxStamp()}.eml`), info.message as Buffer);
    },
  };
}

/** Lists outbox messages newest first (admin area and tests read them). */
export async function readOutbox(dataDir: string, kind: "mail" | "sms"): Promise<{ file: string; content: string }[]> {
  const dir = path.resolve(dataDir, "outbox", kind);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  names.sort().reverse();
  return Promise.all(names.map(async (file) => ({ file, content: await readFile(path.join(dir, file), "utf8") })));
}
