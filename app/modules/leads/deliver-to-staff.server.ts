import type { Services } from "../../lib/services.server.ts";
import { notifyStaff } from "../notifications/notify-staff.server.ts";
import { getSetting } from "../settings/get-settings.server.ts";

/**
 * Tells the team about something for its inbox: a mail to the company address (the
 * outbox without SMTP) and a notification to every staff account, read in their own language.
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
  } catch (error) {
    services.logger.warn({ err: error, url: message.url }, "could not mail the team");
  }
  await notifyStaff(services, message);
}
