import { and, eq } from "drizzle-orm";
import { greetingName } from "../../lib/format/person-name.ts";
import { leads } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { isLanguageCode, translate } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { getSettings } from "../settings/get-settings.server.ts";
import { recordStaffAction } from "../moderation/record-staff-action.server.ts";

/**
 * Staff answer a lead of the team's inbox (an inquiry, a find-my-property request or a contact
 * message) by mail to its sender, in the sender's language. A new lead becomes "in progress"
 * and is taken by the one who answered; the answer is kept in the audit log.
 */
export async function replyToLead(
  services: Pick<Services, "db" | "mailer">,
  input: { actor: Actor; id: number; message: string },
): Promise<{ id: number; state: string }> {
  if (!isStaff(input.actor)) throw new AppError("FORBIDDEN");
  const [lead] = await services.db
    .select()
    .from(leads)
    .where(and(eq(leads.id, input.id), eq(leads.routedTo, "staff")));
  if (!lead) throw new AppError("NOT_FOUND");
  const lang = isLanguageCode(lead.lang) ? lead.lang : "vi";
  const settings = await getSettings(services.db);
  const site = typeof settings.company_name === "string" && settings.company_name ? settings.company_name : translate(lang, "siteName");
  await services.mailer.send({
    to: lead.email,
    subject: translate(lang, "leadReplySubject", { site, id: lead.id }),
    text: `${translate(lang, "leadReplyGreeting", { name: greetingName(lead.name, lang) })}\n\n${input.message}\n\n— ${input.actor.name}, ${site}\n`,
  });
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set(lead.state === "new" ? { state: "in_progress", stateChangedAt: new Date(), assigneeId: lead.assigneeId ?? input.actor.id } : {})
      .where(eq(leads.id, lead.id))
      .returning({ id: leads.id, state: leads.state });
    await recordStaffAction(tx, {
      actor: input.actor,
      action: "lead.reply",
      entityType: "lead",
      entityId: lead.id,
      before: lead.state,
      after: row!.state,
      reason: input.message,
    });
    return { id: row!.id, state: row!.state };
  });
}
