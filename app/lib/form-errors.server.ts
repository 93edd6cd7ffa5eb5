import { data as dataWithStatus, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { requestContext } from "./app-context.server.ts";
import { isAppError } from "./errors.ts";
import { formValues, zodFieldErrors } from "./form-errors.ts";
import { translate, type LanguageCode } from "./i18n/index.ts";
import { pagePath } from "./return-to.ts";

/** What a failed form action answers: a form-level message and per-field messages. */
export interface FormFailure {
  ok: false;
  message: string;
  errors: Record<string, string>;
}

/** Turns a validation or domain failure into translated form errors; rethrows anything else. */
export function formFailure(error: unknown, lang: LanguageCode): FormFailure {
  if (error instanceof z.ZodError) {
    const errors = zodFieldErrors(error, lang);
    return { ok: false, message: Object.values(errors)[0] ?? translate(lang, "invalidRequest"), errors };
  }
  if (isAppError(error)) {
    const errors = error.fields ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translate(lang, v)])) : {};
    return { ok: false, message: Object.values(errors)[0] ?? translate(lang, error.key, error.vars), errors };
  }
  throw error;
}

/** Form fields as strings, with empty ones left out (SPEC section 5), files kept. */
export function formInput(form: FormData): Record<string, string | File> {
  const out: Record<string, string | File> = {};
  for (const [key, value] of form) {
    if (value === "" || (value instanceof File && value.size === 0)) continue;
    out[key] = value;
  }
  return out;
}

/** Fields whose values never travel back to the browser. */
const secretField = /password|otp|token|secret/i;

/** A submitted form as an action reads it. */
export interface SubmittedForm {
  data: FormData;
  /** Every string field as typed, empty ones included. */
  values: Record<string, string>;
  /** The fields to parse: empty ones left out, files kept. */
  input: Record<string, string | File>;
  lang: LanguageCode;
}

/** A failed submission: the form error, the field errors and what was typed (secrets left out). */
export type FormFailed<Extra extends object = object> = FormFailure & { values: Record<string, string> } & Extra;

interface FormActionOptions<Extra extends object, Recovered> {
  /** Fields the page needs back on a failure besides the messages (e.g. which step was open). */
  extra?: (form: SubmittedForm) => Extra;
  /** Answers a failure the page shows its own way (e.g. a gate dialog); undefined leaves it to the form errors. */
  recover?: (error: unknown, form: SubmittedForm) => Recovered | undefined;
  /** The form's own name for a field an error names by its schema path. */
  fieldName?: (field: string, form: SubmittedForm) => string;
  /** Answer a failure with its HTTP status (400 for invalid fields, the AppError's otherwise) instead of 200. */
  withStatus?: boolean;
}

/**
 * Runs a page action over its submitted form. A Zod failure becomes field errors, an AppError
 * a form error, both with the typed values so nothing is lost; anything else (including a
 * thrown redirect or Response) propagates.
 */
export async function formAction<Result, Extra extends object = object, Recovered = never>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  run: (form: SubmittedForm) => Promise<Result>,
  options: FormActionOptions<Extra, Recovered> = {},
): Promise<Result | FormFailed<Extra> | Recovered | ReturnType<typeof dataWithStatus<FormFailed<Extra>>>> {
  const { lang } = args.context.get(requestContext);
  const data = await args.request.formData();
  const form: SubmittedForm = { data, values: formValues(data), input: formInput(data), lang };
  try {
    return await run(form);
  } catch (error) {
    if (error instanceof Response) throw error;
    const recovered = options.recover?.(error, form);
    if (recovered !== undefined) return recovered;
    const failure = formFailure(error, lang);
    if (options.fieldName) {
      const rename = options.fieldName;
      failure.errors = Object.fromEntries(Object.entries(failure.errors).map(([field, message]) => [rename(field, form), message]));
    }
    const values = Object.fromEntries(Object.entries(form.values).filter(([key]) => !secretField.test(key)));
    const body: FormFailed<Extra> = { ...failure, values, ...(options.extra?.(form) ?? ({} as Extra)) };
    if (!options.withStatus) return body;
    return dataWithStatus(body, { status: isAppError(error) ? error.status : 400 });
  }
}

/** Set-Cookie values as response headers for a redirect. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Only paths on this site may be redirect targets. The target is resolved the way a browser
 * would (which reads "//x", "/\\x" and "/\t/x" as another host) and kept only when it stays on
 * the same origin, named as the page (pagePath: never a data request's `.data` or `_routes`).
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  const origin = "http://same.invalid";
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  return url.origin === origin ? pagePath(target) : fallback;
}
