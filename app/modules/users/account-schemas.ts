import { z } from "zod";
import { emailInput, optionalText, phoneInput, placeFields, requiredText } from "../../lib/input-schemas.ts";

/**
 * Zod schemas shared by the API calls and the page forms. Messages are dictionary keys
 * (docs/product.md, "Validation" wording).
 */
export const passwordInput = z
  .string({ error: "passwordRequired" })
  .min(1, { error: "passwordRequired" })
  .min(6, { error: "passwordTooShort" })
  .max(128, { error: "textTooLong" });

export const otpInput = z
  .string({ error: "otpRequired" })
  .trim()
  .min(1, { error: "otpRequired" })
  .regex(/^\d{6}$/, { error: "authInvalidVerificationCode" });

export const registerSchema = z
  .object({
    name: requiredText("nameRequired", 120),
    email: emailInput,
    mobile: phoneInput.optional(),
    password: passwordInput,
    re_password: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }),
  })
  .refine((v) => v.password === v.re_password, { path: ["re_password"], error: "passwordsDoNotMatch" });
export type RegisterInput = z.output<typeof registerSchema>;

export const emailSignInSchema = z.object({
  email: emailInput,
  password: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }),
});

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "resetLinkInvalid" }).min(1, { error: "resetLinkInvalid" }),
    password: passwordInput,
    re_password: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }),
  })
  .refine((v) => v.password === v.re_password, { path: ["re_password"], error: "passwordsDoNotMatch" });

const flagField = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false", "on", "off"])], { error: "invalidValue" })
  .transform((v) => v === true || v === "1" || v === "true" || v === "on")
  .optional();

/** update_profile: every profile field of docs/architecture.md, "The API contract"; absent fields stay as they are. */
export const profileSchema = z.object({
  name: requiredText("nameRequired", 120).optional(),
  email: emailInput.optional(),
  mobile: phoneInput.optional(),
  address: optionalText(500),
  ...placeFields,
  about_me: optionalText(2000),
  facebook_id: optionalText(300),
  twiiter_id: optionalText(300),
  instagram_id: optionalText(300),
  youtube_id: optionalText(300),
  notification: flagField,
  /** E-mail about saved listings' price cuts and sales (the inbox always has them). */
  alert_email: flagField,
  city: optionalText(120),
  state: optionalText(120),
  country: optionalText(120),
  profile: z.instanceof(File, { error: "imageFormatInvalid" }).optional(),
});
export type ProfileInput = z.output<typeof profileSchema>;
