import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { greetingName } from "../../lib/format/person-name.ts";
import { leads } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { isLanguageCode, translate } from "../../lib/i18n/index.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { getSettings } from "../settings/get-settings.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

/**
 * Staff answer a lead of the team's inbox (an inquiry, a find-my-property request or a contact
 * message) by mail to its sender, in the sender's language. A new lead becomes "in progress"
 * and is taken by the one who answered; the answer is kept in the audit log. The mail is queued
 * in the same transaction and sent after it commits; the same answer to the same lead again
 * (a retried request) queues no second mail and changes nothing.
 */
export async function replyToLead(
  services: Pick<Services, "db" | "mailQueue">,
  input: { actor: Actor; id: number; message: string },
): Promise<{ id: number; state: string }> {
  if (!isStaff(input.actor)) throw new AppError("FORBIDDEN");
  const settings = await getSettings(services.db);
  const result = await services.db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, input.id), eq(leads.routedTo, "staff")))
      .for("update");
    if (!lead) throw new AppError("NOT_FOUND");
    const lang = isLanguageCode(lead.lang) ? lead.lang : "vi";
    const site = typeof settings.company_name === "string" && settings.company_name ? settings.company_name : translate(lang, "siteName");
    const queued = await enqueueMail(
      tx,
      {
        to: lead.email,
        subject: translate(lang, "leadReplySubject", { site, id: lead.id }),
        text: `${translate(lang, "leadReplyGreeting", { name: greetingName(lead.name, lang) })}\n\n${input.message}\n\n— ${input.actor.name}, ${site}\n`,
      },
      { dedupeKey: `lead-reply:${lead.id}:${createHash("sha256").update(input.message).digest("hex")}` },
    );
    if (!queued) return { id: lead.id, state: lead.state };
    const state = lead.state === "new" ? "in_progress" : lead.state;
    if (state !== lead.state) {
      await tx
        .update(leads)
        .set({ state, stateChangedAt: new Date(), assigneeId: lead.assigneeId ?? input.actor.id })
        .where(eq(leads.id, lead.id));
    }
    await recordStaffAction(tx, {
      actor: input.actor,
      action: "lead.reply",
      entityType: "lead",
      entityId: lead.id,
      before: lead.state,
      after: state,
      reason: input.message,
    });
    return { id: lead.id, state };
  });
  services.mailQueue.kick();
  return result;
}
