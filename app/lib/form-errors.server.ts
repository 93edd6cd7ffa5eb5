import { z } from "zod";
import { isAppError } from "./errors.ts";
import { translate, type LanguageCode } from "./i18n/index.ts";

/** What a failed form action answers: a form-level message and per-field messages. */
export interface FormFailure {
  ok: false;
  message: string;
  errors: Record<string, string>;
}

/** Turns a validation or domain failure into translated form errors; rethrows anything else. */
export function formFailure(error: unknown, lang: LanguageCode): FormFailure {
  if (error instanceof z.ZodError) {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) errors[issue.path.join(".") || "form"] ??= translate(lang, issue.message);
    return { ok: false, message: Object.values(errors)[0] ?? translate(lang, "invalidRequest"), errors };
  }
  if (isAppError(error)) {
    const errors = error.fields ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translate(lang, v)])) : {};
    return { ok: false, message: Object.values(errors)[0] ?? translate(lang, error.key, error.vars), errors };
  }
  throw error;
}

/** Form fields as strings, with empty ones left out (SPEC section 5), files kept. */
export function formValues(form: FormData): Record<string, string | File> {
  const out: Record<string, string | File> = {};
  for (const [key, value] of form) {
    if (value === "" || (value instanceof File && value.size === 0)) continue;
    out[key] = value;
  }
  return out;
}

/** Set-Cookie values as response headers for a redirect. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Only same-site paths may be redirect targets (browsers read "//x" and "/\\x" as another host). */
export function safeRedirect(target: unknown, fallback = "/"): string {
  return typeof target === "string" && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\") ? target : fallback;
}
