import { eq } from "drizzle-orm";
import { users, type NotificationParams } from "../../../db/schema/index.ts";
import { isLanguageCode, translate } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { notificationVars } from "./notification-item.ts";
import { notify } from "./notify.server.ts";

export type NotifyDeps = Pick<Services, "db" | "env" | "events" | "logger" | "mailer">;

/**
 * Tells an owner about a decision on their listing, project, feature request or payment:
 * the inbox (with SSE and web push), which stores the keys and reads in the reader's
 * language whenever it is read, and an e-mail, sent once in the owner's language at sending
 * time. `vars` may give a name per language ({ vi, en }). A delivery failure is logged; the
 * decision itself stands.
 */
export async function notifyOwner(
  deps: NotifyDeps,
  userId: number,
  message: { titleKey: string; bodyKey: string; vars: NotificationParams; url: string; type: string },
): Promise<void> {
  const [user] = await deps.db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const lang = isLanguageCode(user.language) ? user.language : "vi";
  const vars = notificationVars(message.vars, lang);
  try {
    await notify(deps, userId, {
      titleKey: message.titleKey,
      bodyKey: message.bodyKey,
      params: message.vars,
      url: message.url,
      type: message.type,
    });
    await deps.mailer.send({
      to: user.email,
      subject: translate(lang, message.titleKey, vars),
      text: `${translate(lang, message.bodyKey, vars)}\n\n${deps.env.baseUrl}${message.url}`,
    });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, "could not deliver a moderation notice");
  }
}
