import type { z } from "zod";
import type { AppError } from "./errors.ts";
import { translate, type LanguageCode } from "./i18n/index.ts";

/**
 * Zod issues as one translated message per field (the first issue of each field wins);
 * an issue about the whole input goes under `rootField`. The API and the pages both answer with it.
 */
export function zodFieldErrors(error: z.ZodError, lang: LanguageCode, rootField = "form"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    // A key the schema does not know is named, each under its own path, never dropped silently.
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const field = [...issue.path, key].join(".");
        out[field] ??= translate(lang, "unknownField", { field });
      }
      continue;
    }
    const field = issue.path.join(".") || rootField;
    out[field] ??= translate(lang, issue.message);
  }
  return out;
}

/** An AppError's per-field dictionary keys as translated messages; undefined when it names no field. */
export function appErrorFieldMessages(error: AppError, lang: LanguageCode): Record<string, string> | undefined {
  if (!error.fields) return undefined;
  return Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translate(lang, key)]));
}

/** Form data as a plain object of the strings typed (the last value of a repeated key wins). */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

/** Empty strings left out, so optional fields count as absent (docs/product.md, "Validation"). */
export function withoutEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));
}
