import { z } from "zod";
import { idInput, optionalText } from "../../lib/input-schemas.ts";

/**
 * add_reports (docs/architecture.md, "The API contract": report): a reason from the list (`reason_id`), or "other"
 * (`reason_id` 0 or "other", or none) with the text in `other_message`.
 */
export const addReportSchema = z
  .object({
    property_id: idInput(),
    reason_id: z.preprocess(
      (v) => (v === "other" || v === 0 || v === "0" ? "other" : v),
      z.union([z.literal("other"), idInput()]).optional(),
    ),
    other_message: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.reason_id === undefined && !v.other_message) ctx.addIssue({ code: "custom", message: "reasonRequired", path: ["reason_id"] });
    else if (v.reason_id === "other" && !v.other_message)
      ctx.addIssue({ code: "custom", message: "reasonTextRequired", path: ["other_message"] });
  });

export type AddReportInput = z.output<typeof addReportSchema>;
