import { inArray } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { staffRoles } from "../../lib/roles.ts";
import type { Services } from "../../lib/services.server.ts";
import { notify } from "../notifications/notify.server.ts";
import { getSetting } from "../settings/get-settings.server.ts";

/**
 * Tells the team about something for its inbox: a mail to the company address (the
 * outbox without SMTP) and a notification to every staff account, read in each reader's language.
 * Delivery failures are logged; what was stored stands.
 */
export async function deliverToStaff(
  services: Pick<Services, "db" | "env" | "events" | "logger" | "mailer">,
  message: { subject: string; text: string; titleKey: string; vars: Record<string, string | number>; url: string; type: string },
): Promise<void> {
  try {
    const to = await getSetting(services.db, "company_email");
    if (typeof to === "string" && to) await services.mailer.send({ to, subject: message.subject, text: message.text });
    else services.logger.warn({ url: message.url }, "no company_email setting to mail the team");
    const staff = await services.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, [...staffRoles]));
    for (const member of staff) {
      await notify(services, member.id, { titleKey: message.titleKey, params: message.vars, url: message.url, type: message.type });
    }
  } catch (error) {
    services.logger.warn({ err: error, url: message.url }, "could not tell the team");
  }
}
