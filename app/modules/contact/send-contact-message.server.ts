import { contactMessages, leads } from "../../../db/schema/index.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { fullName } from "../../lib/format/person-name.ts";
import { queueStaffMail } from "../leads/deliver-to-staff.server.ts";
import { findInquiryListing } from "./inquiry-listing.server.ts";
import type { ContactMessageInput } from "./contact-schemas.ts";

/**
 * Stores a contact message and mails it to the company address (the outbox without SMTP); the
 * mail is queued in the same transaction and sent by the mail worker after it commits.
 * An inquiry about a listing names it (title, number and address) in the stored subject
 * and in the mail, so staff know which listing the person asks about.
 */
export async function sendContactMessage(
  services: Pick<Services, "db" | "mailQueue" | "logger" | "env">,
  input: ContactMessageInput,
  lang: LanguageCode,
): Promise<{ id: number }> {
  const listing = await findInquiryListing(services.db, input.property);
  const listingUrl = listing ? `${services.env.baseUrl}/properties-details/${encodeURIComponent(listing.slug)}` : null;
  const subject = listing
    ? `${translate("vi", "inquiryListingTag", { id: listing.id, title: listing.title })} ${input.subject}`
    : input.subject;
  const name = fullName({ family: input.last_name, given: input.first_name }, lang);
  const row = await services.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        firstName: input.first_name,
        lastName: input.last_name ?? "",
        email: input.email,
        subject,
        message: input.message,
        lang,
      })
      .returning({ id: contactMessages.id });
    // The team answers it from the same inbox as forwarded inquiries and find-my-property requests.
    await tx.insert(leads).values({
      kind: "contact",
      routedTo: "staff",
      propertyId: listing?.id ?? null,
      ownerId: null,
      name,
      email: input.email,
      message: `${subject}\n\n${input.message}`,
      lang,
    });
    // The team's mail is queued with the message it reports, and sent after both commit.
    await queueStaffMail(tx, services.logger, {
      subject: `[Liên hệ #${stored!.id}] ${subject}`,
      text: `Từ: ${name} <${input.email}>\nNgôn ngữ: ${lang}\n${listing ? `${translate("vi", "inquiryListingLine", { id: listing.id, title: listing.title, url: listingUrl! })}\n` : ""}\n${input.message}\n`,
      url: "/admin/leads",
    });
    return stored;
  });
  services.mailQueue.kick();
  return { id: row!.id };
}
