import { z } from "zod";
import { emailInput, optionalText, requiredText } from "../../lib/input-schemas.ts";

/** The contact form (docs/architecture.md, "The API contract": contact message); shared by the page and contct_us. */
export const contactMessageSchema = z.object({
  first_name: requiredText("nameRequired", 100),
  last_name: optionalText(100),
  email: emailInput,
  subject: requiredText("subjectRequired", 200),
  message: requiredText("messageRequired", 5000),
  /** The slug of the listing an inquiry is about ("Gửi yêu cầu tư vấn" on a listing). */
  property: optionalText(200),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
