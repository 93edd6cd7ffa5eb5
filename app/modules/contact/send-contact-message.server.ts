import { contactMessages } from "../../../db/schema/index.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { getSettings } from "../settings/get-settings.server.ts";
import type { ContactMessageInput } from "./contact-schemas.ts";

/** Stores a contact message and mails it to the company address (the outbox without SMTP). */
export async function sendContactMessage(
  services: Pick<Services, "db" | "mailer" | "logger">,
  input: ContactMessageInput,
  lang: LanguageCode,
): Promise<{ id: number }> {
  const [row] = await services.db
    .insert(contactMessages)
    .values({
      firstName: input.first_name,
      lastName: input.last_name ?? "",
      email: input.email,
      subject: input.subject,
      message: input.message,
      lang,
    })
    .returning({ id: contactMessages.id });
  const settings = await getSettings(services.db);
  const to = typeof settings.company_email === "string" && settings.company_email ? settings.company_email : null;
  if (to) {
    const name = [input.first_name, input.last_name].filter(Boolean).join(" ");
    await services.mailer.send({
      to,
      subject: `[Liên hệ #${row!.id}] ${input.subject}`,
      text: `Từ: ${name} <${input.email}>\nNgôn ngữ: ${lang}\n\n${input.message}\n`,
    });
  } else {
    services.logger.warn({ id: row!.id }, "contact message stored; no company_email setting to notify");
  }
  return { id: row!.id };
}
