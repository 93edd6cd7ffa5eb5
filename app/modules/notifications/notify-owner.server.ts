import { eq } from "drizzle-orm";
import { users, type NotificationParams } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { Env } from "../../lib/env.server.ts";
import { isLanguageCode, translate } from "../../lib/i18n/index.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { notificationVars } from "./notification-item.ts";
import { notify } from "./notify.server.ts";

export type NotifyDeps = Pick<Services, "db" | "env" | "events" | "logger" | "mailQueue">;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What an owner is told about a decision: dictionary keys, their values, and the page it concerns. */
export type OwnerNotice = { titleKey: string; bodyKey: string; vars: NotificationParams; url: string; type: string };

/**
 * Queues the owner's e-mail about a decision inside the decision's transaction, so it exists
 * exactly when the decision committed and is sent once by the mail worker (a decision rolled
 * back mails nothing). Written in the owner's language at the time of the decision; `vars`
 * may give a name per language ({ vi, en }).
 */
export async function queueOwnerMail(tx: Db | Tx, env: Pick<Env, "baseUrl">, userId: number, notice: OwnerNotice): Promise<void> {
  const [user] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const lang = isLanguageCode(user.language) ? user.language : "vi";
  const vars = notificationVars(notice.vars, lang);
  await enqueueMail(tx, {
    to: user.email,
    subject: translate(lang, notice.titleKey, vars),
    text: `${translate(lang, notice.bodyKey, vars)}\n\n${env.baseUrl}${notice.url}`,
  });
}

/**
 * After a decision on an owner's listing, project, feature request or payment committed (its
 * mail queued in it by `queueOwnerMail`): the inbox notice (with SSE and web push), which
 * stores the keys and reads in the reader's language whenever it is read, and the queued mail
 * sent now. A delivery failure is logged; the decision itself stands.
 */
export async function notifyOwner(deps: NotifyDeps, userId: number, notice: OwnerNotice): Promise<void> {
  deps.mailQueue.kick();
  try {
    await notify(deps, userId, {
      titleKey: notice.titleKey,
      bodyKey: notice.bodyKey,
      params: notice.vars,
      url: notice.url,
      type: notice.type,
    });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, "could not deliver a moderation notice");
  }
}
