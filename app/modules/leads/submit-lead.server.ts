import { and, eq } from "drizzle-orm";
import { leads, properties, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { isLanguageCode, translate, type LanguageCode } from "../../lib/i18n/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { notify } from "../notifications/notify.server.ts";
import { canShowOwnerContact } from "../packages/has-entitlement.server.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";
import { deliverToStaff, queueStaffMail } from "./deliver-to-staff.server.ts";
import type { SubmitLeadInput } from "./lead-schemas.ts";

export type LeadDeps = Pick<Services, "db" | "env" | "events" | "logger" | "mailQueue">;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * submit-lead: an inquiry about a public listing. To an owner on a paid package it goes
 * directly (notification, mail, the owner's leads inbox); to an owner on the free package
 * it goes to the team, and the owner is prompted to upgrade (docs/product.md, "Who uses it"). The sender
 * gets a confirmation mail either way. The mails are queued in the transaction that stores the
 * lead and sent by the mail worker after it commits.
 */
export async function submitLead(
  services: LeadDeps,
  input: { actor: Actor | null; lead: SubmitLeadInput; lang: LanguageCode },
): Promise<{ id: number; routed_to: "owner" | "staff" }> {
  const { lead, lang } = input;
  const [listing] = await services.db
    .select({
      id: properties.id,
      title: properties.title,
      slugId: properties.slugId,
      ownerId: properties.userId,
      ownerRole: users.role,
      ownerEmail: users.email,
      ownerLanguage: users.language,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.userId))
    .where(and(eq(properties.id, lead.property_id), publicPropertyCondition()));
  if (!listing) throw new AppError("NOT_FOUND");
  const hasOwner = listing.ownerId !== null && listing.ownerRole !== null;
  const direct = hasOwner && (await canShowOwnerContact(services.db, { id: listing.ownerId!, role: listing.ownerRole! }));
  const routedTo = direct ? "owner" : "staff";

  const listingUrl = `/properties-details/${listing.slugId}`;
  const contact = [lead.name, `<${lead.email}>`, lead.phone ?? ""].filter(Boolean).join(" ");
  const ownerLang = isLanguageCode(listing.ownerLanguage) ? listing.ownerLanguage : "vi";
  // The lead and every mail it sends are one transaction: a lead not stored mails no one.
  const id = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        kind: "inquiry",
        propertyId: listing.id,
        ownerId: listing.ownerId,
        routedTo,
        senderId: input.actor?.id ?? null,
        name: lead.name,
        email: lead.email,
        phone: lead.phone ?? null,
        message: lead.message,
        lang,
      })
      .returning({ id: leads.id });
    const leadId = row!.id;
    if (direct) {
      await enqueueMail(tx, {
        to: listing.ownerEmail!,
        subject: translate(ownerLang, "leadToOwnerTitle", { title: listing.title }),
        text: `${contact}\n\n${lead.message}\n\n${services.env.baseUrl}${listingUrl}`,
      });
    } else {
      await queueStaffMail(tx, services.logger, {
        subject: `[Yêu cầu #${leadId}] ${listing.title}`,
        text: `Tin đăng: ${services.env.baseUrl}${listingUrl}\nTừ: ${contact}\nNgôn ngữ: ${lang}\n\n${lead.message}\n`,
        url: "/admin/leads",
      });
    }
    await queueSenderConfirmation(
      tx,
      lead.email,
      lang,
      translate(lang, "leadConfirmSubject"),
      translate(lang, "leadConfirmBody", { title: listing.title }),
    );
    return leadId;
  });

  if (direct) {
    services.mailQueue.kick();
    try {
      await notify(services, listing.ownerId!, {
        titleKey: "leadToOwnerTitle",
        params: { title: listing.title },
        body: lead.message.slice(0, 140),
        url: "/user/leads",
        type: "lead",
      });
    } catch (error) {
      services.logger.warn({ err: error, leadId: id }, "could not tell the owner of a lead");
    }
  } else {
    await deliverToStaff(services, {
      titleKey: "leadToStaffTitle",
      vars: { title: listing.title },
      url: "/admin/leads",
      type: "lead",
    });
    if (hasOwner) {
      try {
        await notify(services, listing.ownerId!, {
          titleKey: "leadUpgradeTitle",
          bodyKey: "leadUpgradeBody",
          params: { title: listing.title },
          url: "/subscription-plan",
          type: "upgrade",
        });
      } catch (error) {
        services.logger.warn({ err: error, leadId: id }, "could not prompt the owner to upgrade");
      }
    }
  }
  return { id, routed_to: routedTo };
}

/** Queues, in the transaction that stores a lead, the confirmation mail every sender of an inquiry or request receives. */
export async function queueSenderConfirmation(tx: Db | Tx, to: string, lang: LanguageCode, subject: string, text: string): Promise<void> {
  await enqueueMail(tx, { to, subject, text: `${text}\n\n${translate(lang, "leadConfirmFooter")}` });
}
