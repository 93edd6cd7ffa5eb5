import { z } from "zod";
import { requiredText } from "../../lib/input-schemas.ts";

/** A new language: its code (BCP 47 base, e.g. "fr", "zh-TW") and its names. */
export const newLanguageSchema = z.object({
  code: z
    .string({ error: "languageCodeInvalid" })
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, { error: "languageCodeInvalid" }),
  name: requiredText("languageNameRequired", 60),
  name_in_english: requiredText("languageNameRequired", 60),
});
export type NewLanguage = z.output<typeof newLanguageSchema>;

/** One dictionary string as staff set it; an empty value removes the edit (the file's text answers again). */
export const dictionaryEntrySchema = z.object({
  key: z.string({ error: "invalidValue" }).min(1, { error: "invalidValue" }).max(200, { error: "invalidValue" }),
  value: z.string({ error: "invalidValue" }).max(2000, { error: "textTooLong" }).default(""),
});
