import { z } from "zod";
import { idInput, idListInput, optionalText, requiredText } from "../../lib/input-schemas.ts";

/** The most users one send may name; everyone else is reached with audience "all". */
export const maxChosenRecipients = 100;

const idList = idListInput({ max: maxChosenRecipients, tooMany: "recipientsTooMany" });

/** A site path a click leads to ("/properties-details/abc"), never another host. */
export const sitePathInput = z
  .string({ error: "invalidValue" })
  .trim()
  .max(500, { error: "textTooLong" })
  .regex(/^\/(?!\/)/, { error: "invalidValue" });

/**
 * admin/send-notification and the staff notifications page. `user_id` alone notifies one user
 * (the call's first form); otherwise `audience` is "all" (every active account) or "users"
 * (`user_ids`). `property_id` makes it about a listing: it links there and shows the listing's
 * photo unless an `image` is uploaded.
 */
export const staffNotificationSchema = z
  .object({
    user_id: idInput().optional(),
    audience: z.enum(["all", "users"], { error: "invalidValue" }).optional(),
    user_ids: idList.optional(),
    property_id: idInput().optional(),
    title: requiredText("titleRequired", 200),
    body: optionalText(2000),
    /** The English version, sent to members who read the site in English (the title stands for both). */
    title_en: optionalText(200),
    body_en: optionalText(2000),
    url: sitePathInput.optional(),
    image: z.instanceof(File, { error: "imageFormatInvalid" }).optional(),
  })
  .transform((input) => {
    const userIds = input.user_id !== undefined ? [input.user_id] : [...new Set(input.user_ids ?? [])];
    return {
      isSingle: input.user_id !== undefined && input.audience === undefined,
      audience: input.audience ?? (input.user_id !== undefined ? ("users" as const) : ("all" as const)),
      userIds,
      propertyId: input.property_id,
      title: input.title,
      body: input.body,
      titleEn: input.title_en,
      bodyEn: input.body_en,
      url: input.url,
      image: input.image,
    };
  })
  .refine((input) => input.audience === "all" || input.userIds.length > 0, { error: "recipientsRequired", path: ["user_ids"] })
  // An English version is whole: an English title, and an English message when there is a Vietnamese one.
  .refine((input) => input.titleEn !== undefined || input.bodyEn === undefined, { error: "titleRequired", path: ["title_en"] })
  .refine((input) => input.titleEn === undefined || input.body === undefined || input.bodyEn !== undefined, {
    error: "fieldRequired",
    path: ["body_en"],
  });

export type StaffNotificationInput = z.output<typeof staffNotificationSchema>;
