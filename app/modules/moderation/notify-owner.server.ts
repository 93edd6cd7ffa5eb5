import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { isLanguageCode, translate } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { notify } from "../notifications/notify.server.ts";

export type NotifyDeps = Pick<Services, "db" | "env" | "events" | "logger" | "mailer">;

/**
 * Tells an owner about a decision on their listing, project or feature request, in their
 * language: the inbox (with SSE and web push) and an e-mail. A delivery failure is logged;
 * the decision itself stands.
 */
export async function notifyOwner(
  deps: NotifyDeps,
  userId: number,
  message: { titleKey: string; bodyKey: string; vars: Record<string, string>; url: string; type: string },
): Promise<void> {
  const [user] = await deps.db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const lang = isLanguageCode(user.language) ? user.language : "vi";
  const title = translate(lang, message.titleKey, message.vars);
  const body = translate(lang, message.bodyKey, message.vars);
  try {
    await notify(deps, userId, { title, body, url: message.url, type: message.type });
    await deps.mailer.send({ to: user.email, subject: title, text: `${body}\n\n${deps.env.baseUrl}${message.url}` });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, "could not deliver a moderation notice");
  }
}
