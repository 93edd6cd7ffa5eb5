import { contactMessageSchema } from "../../app/modules/contact/contact-schemas.ts";
import { sendContactMessage } from "../../app/modules/contact/send-contact-message.server.ts";
import { defineCall } from "./define-call.ts";
import { writtenAnswer } from "./answers/records.ts";

export const contactCalls = [
  defineCall({
    method: "POST",
    path: "contct_us",
    auth: "public",
    tag: "Leads and contact",
    summary: "Sends a message to the team (stored, and mailed to the company address)",
    input: contactMessageSchema,
    rateLimit: { window: 600, max: 5 },
    output: writtenAnswer,
    handler: async ({ input, services, lang }) => ({
      data: await sendContactMessage(services, input, lang),
      message: "contactSent",
      status: 201,
    }),
  }),
];
