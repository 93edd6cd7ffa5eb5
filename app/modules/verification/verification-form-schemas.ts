import { z } from "zod";
import { verificationFieldKinds, type VerificationFieldKind } from "../../../db/schema/verification.ts";
import { flagInput, idInput, intInput, requiredText } from "../../lib/input-schemas.ts";

/** A field as the apps read it (get-agent-verification-form-fields): its label and options in the reader's language. */
export interface SpecFormField {
  id: number;
  name: string;
  field_type: VerificationFieldKind;
  is_required: boolean;
  rank: number;
  form_field_values: { value: string; label: string }[];
}

/** Field kinds whose answer is one or more of the field's options. */
export const choiceKinds: readonly VerificationFieldKind[] = ["dropdown", "radio", "checkbox"];

const optionSchema = z.object({
  vi: requiredText("optionLabelRequired", 100),
  en: requiredText("optionLabelRequired", 100),
});

/** A field of the agent verification form as staff build it (the admin page and the staff API share it). */
export const formFieldSchema = z
  .object({
    id: idInput().optional(),
    kind: z.enum(verificationFieldKinds, { error: "invalidValue" }),
    label_vi: requiredText("fieldLabelRequired", 200),
    label_en: requiredText("fieldLabelRequired", 200),
    is_required: flagInput.optional(),
    options: z.array(optionSchema).max(30, { error: "tooManyOptions" }).optional(),
    sort_order: intInput().min(0, { error: "valueTooSmall" }).max(9999, { error: "valueTooLarge" }).optional(),
  })
  .superRefine((field, ctx) => {
    const options = field.options ?? [];
    if (choiceKinds.includes(field.kind) && options.length === 0)
      ctx.addIssue({ code: "custom", path: ["options"], message: "optionsRequired" });
    if (!choiceKinds.includes(field.kind) && options.length > 0)
      ctx.addIssue({ code: "custom", path: ["options"], message: "optionsNotAllowed" });
    const values = options.map((option) => option.vi.toLocaleLowerCase("vi"));
    if (new Set(values).size !== values.length) ctx.addIssue({ code: "custom", path: ["options"], message: "optionsRepeated" });
  });
export type FormFieldInput = z.output<typeof formFieldSchema>;

/** Options as staff type them on the page: one a line, "Tiếng Việt | English" (the English half defaults to the Vietnamese). */
export function parseOptionLines(text: string): { vi: string; en: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [vi = "", en = ""] = line.split("|").map((part) => part.trim());
      return { vi, en: en || vi };
    });
}

/** The same options back as lines, for editing. */
export function optionLines(options: readonly { vi: string; en: string }[]): string {
  return options.map((option) => (option.en === option.vi ? option.vi : `${option.vi} | ${option.en}`)).join("\n");
}
