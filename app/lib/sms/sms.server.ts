import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../env.server.ts";
import type { Logger } from "../logger.server.ts";
import { outboxStamp } from "../mail/mailer.server.ts";

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** SMS written as text files under DATA_DIR/outbox/sms (`SMS_PROVIDER=outbox`, the default). */
export function createOutboxSms(dataDir: string): SmsSender {
  const dir = path.resolve(dataDir, "outbox/sms");
  return {
    async send(to, text) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${outboxStamp()}.txt`), `To: ${to}\n\n${text}\n`);
    },
  };
}

/** The SMS gateway did not take the message; its text (a code) is never part of the error. */
export class SmsDeliveryError extends Error {}

export interface HttpSmsOptions {
  url: string;
  token: string;
  sender?: string;
  logger: Logger;
  timeoutMs?: number;
}

/** "+84901234567" → "…567": enough to tell messages apart in logs without the number. */
function maskNumber(to: string): string {
  return `…${to.slice(-3)}`;
}

/**
 * An SMS gateway over HTTP: POST {to, text, sender} as JSON with a bearer token, 10 s
 * timeout; any answer but 2xx is a failure, logged and thrown. Logs never hold the text.
 */
export function createHttpSms(options: HttpSmsOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(to, text) {
      let status: number | null = null;
      try {
        const res = await fetch(options.url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${options.token}` },
          body: JSON.stringify({ to, text, sender: options.sender }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (error) {
        const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : "unreachable";
        options.logger.warn({ err: error, to: maskNumber(to), reason }, "SMS gateway failed");
        throw new SmsDeliveryError(`SMS gateway ${reason}`);
      }
      if (status < 200 || status > 299) {
        options.logger.warn({ to: maskNumber(to), status }, "SMS gateway refused a message");
        throw new SmsDeliveryError(`SMS gateway answered ${status}`);
      }
    },
  };
}

/** SMS_PROVIDER=http sends through the gateway; otherwise text files under DATA_DIR/outbox/sms. */
export function createSms(
  env: Pick<Env, "SMS_PROVIDER" | "SMS_HTTP_URL" | "SMS_HTTP_TOKEN" | "SMS_SENDER" | "DATA_DIR">,
  logger: Logger,
): SmsSender {
  if (env.SMS_PROVIDER === "http") {
    return createHttpSms({ url: env.SMS_HTTP_URL!, token: env.SMS_HTTP_TOKEN!, sender: env.SMS_SENDER, logger });
  }
  return createOutboxSms(env.DATA_DIR);
}
