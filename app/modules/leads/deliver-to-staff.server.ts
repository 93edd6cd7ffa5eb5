import type { Db } from "../../lib/db.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { notifyStaff } from "../notifications/notify-staff.server.ts";
import { getSetting } from "../settings/get-settings.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Queues the team's mail about something for its inbox, to the company address, inside the
 * transaction that stores it: the mail exists exactly when the row committed and the mail
 * worker sends it once (the outbox without SMTP). No company address: logged, nothing queued.
 */
export async function queueStaffMail(tx: Db | Tx, logger: Logger, message: { subject: string; text: string; url: string }): Promise<void> {
  const to = await getSetting(tx, "company_email");
  if (typeof to === "string" && to) await enqueueMail(tx, { to, subject: message.subject, text: message.text });
  else logger.warn({ url: message.url }, "no company_email setting to mail the team");
}

/**
 * After what the team must see committed (its mail queued by `queueStaffMail`): the queued
 * mail sent now and a notification to every staff account, read in their own language. A
 * delivery failure is logged; what was stored stands.
 */
export async function deliverToStaff(
  services: Pick<Services, "db" | "env" | "events" | "logger" | "mailQueue">,
  message: { titleKey: string; vars: Record<string, string | number>; url: string; type: string },
): Promise<void> {
  services.mailQueue.kick();
  await notifyStaff(services, message);
}
