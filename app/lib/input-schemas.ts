import { z } from "zod";
import { readVndField } from "./format/read-amount.ts";

/**
 * Building blocks for call and form schemas. Messages are dictionary keys: the API
 * and the forms translate them, so both speak the spec's wording in either language.
 */

/** A whole number given as a number or a numeric string. */
export const intInput = (message = "invalidNumber") => z.coerce.number({ error: message }).int({ error: message });

/**
 * An amount of VND as people in Vietnam type it ("4.200.000.000", "4,2 tỷ", "4200 triệu",
 * "500tr") or as a number: whole VND, within the bounds. Unreadable text and an empty field
 * answer `message` (a form's "Price is required"), a fraction "invalidNumber". Every money
 * field reads through this one.
 */
export const vndInput = (message = "invalidNumber", bounds: { min?: number; max?: number } = {}) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value, ctx) => {
      const amount = typeof value === "number" ? value : readVndField(value);
      if (amount === null || !Number.isSafeInteger(amount)) {
        // Unreadable text answers the field's message; a readable fraction of a dong is no whole number.
        ctx.addIssue({ code: "custom", message: amount === null ? message : "invalidNumber" });
        return z.NEVER;
      }
      return amount;
    })
    .pipe(
      z
        .number()
        .min(bounds.min ?? 0, { error: "valueTooSmall" })
        .max(bounds.max ?? 1e15, { error: "valueTooLarge" }),
    );

/** A decimal number given as a number or a numeric string. */
export const decimalInput = (message = "invalidNumber") => z.coerce.number({ error: message }).refine(Number.isFinite, { error: message });

export const latitudeInput = decimalInput().min(-90, { error: "valueTooSmall" }).max(90, { error: "valueTooLarge" });
export const longitudeInput = decimalInput().min(-180, { error: "valueTooSmall" }).max(180, { error: "valueTooLarge" });
/**
 * Where something is, as every place-picking form sends it (a listing, a project, a profile):
 * a ward code (checked against the wards by resolveWard) and a map point.
 */
export const placeFields = {
  ward_code: z.string({ error: "invalidValue" }).trim().max(16, { error: "textTooLong" }).optional(),
  latitude: latitudeInput.optional(),
  longitude: longitudeInput.optional(),
};
/** Kilometres around a point. */
export const radiusInput = decimalInput().positive({ error: "valueTooSmall" }).max(500, { error: "valueTooLarge" });
/** Free search text. */
export const searchInput = z.string().trim().max(100, { error: "textTooLong" });

/** An id: a positive whole number. */
export const idInput = (message = "invalidValue") => intInput(message).positive({ error: message });

/** The parts of an id list as sent: a list (`ids[]=3`), comma-separated text ("3,4") or one id; blanks dropped. */
function idListParts(value: unknown): unknown {
  const parts = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : typeof value === "number" ? [value] : value;
  return Array.isArray(parts) ? parts.map((part) => (typeof part === "string" ? part.trim() : part)).filter((part) => part !== "") : parts;
}

/** A list of ids, each a positive whole number; with `max`, at most that many (`tooMany` is the message past it). */
export const idListInput = (limit?: { max: number; tooMany: string }) => {
  const ids = z.array(idInput(), { error: "invalidValue" });
  return z.preprocess(idListParts, limit ? ids.max(limit.max, { error: limit.tooMany }) : ids);
};

/** Flags arrive as 1/0, true/false or on. */
export const flagInput = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false", "on", "off"])], { error: "invalidValue" })
  .transform((value) => value === true || value === "1" || value === "true" || value === "on");

/** offset + limit paging, with a bounded page size. */
export const pagingInput = {
  offset: intInput().min(0, { error: "valueTooSmall" }).default(0),
  limit: intInput().min(1, { error: "valueTooSmall" }).max(100, { error: "valueTooLarge" }).default(20),
};

/** Required text, trimmed, with the spec's message when absent or blank. */
export const requiredText = (message: string, max = 5000) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: "textTooLong" });

export const optionalText = (max = 5000) => z.string({ error: "invalidValue" }).trim().max(max, { error: "textTooLong" }).optional();

export const emailInput = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, { error: "emailRequired" })
  .pipe(z.email({ error: "emailInvalid" }));

/** Vietnamese phone numbers: 0xxxxxxxxx or +84xxxxxxxxx (9–10 digits after the prefix). */
export const phoneInput = z
  .string({ error: "phoneRequired" })
  .trim()
  .min(1, { error: "phoneRequired" })
  .regex(/^(\+84|84|0)\d{9,10}$/, { error: "phoneInvalid" });
