import { z } from "zod";
import type { Services } from "../../../app/lib/services.server.ts";
import { toSpecUser, type UserRow } from "../../../app/modules/users/spec-user.ts";
import { answerMediaUrl } from "./media.ts";

/**
 * The user as eBroker's web client (User_signup) and app (lib/data/model/user_model.dart) read it:
 * user_signup, update_profile, get-user-data and the staff's user list answer this one shape.
 */
export const userAnswer = z
  .object({
    id: z.number().int(),
    userid: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    profile: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    about_me: z.string(),
    facebook_id: z.string(),
    twiiter_id: z.string(),
    twitter_id: z.string(),
    instagram_id: z.string(),
    youtube_id: z.string(),
    notification: z.number().int(),
    alert_email: z.number().int(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    country_code: z.string(),
    logintype: z.string(),
    type: z.string(),
    role: z.string(),
    email_verified: z.boolean(),
    is_active: z.boolean(),
    isActive: z.enum(["0", "1"]),
    isProfileCompleted: z.boolean(),
    auth_id: z.string(),
    fcm_id: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .loose();

export type UserAnswer = z.infer<typeof userAnswer>;

/** One serializer for every answer carrying a user; media absolute (a phone cannot load "/media/…"). */
export function userAnswerOf(user: UserRow, services: Pick<Services, "storage" | "env">): UserAnswer {
  const spec = toSpecUser(user, (key) => services.storage.url(key));
  return {
    ...spec,
    profile: answerMediaUrl(spec.profile, services),
    twitter_id: spec.twiiter_id,
    country_code: user.phoneNumber?.startsWith("+84") ? "84" : "",
    isActive: spec.is_active ? "1" : "0",
    isProfileCompleted: Boolean(spec.name && (spec.email || spec.mobile)),
    auth_id: "",
    fcm_id: "",
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
