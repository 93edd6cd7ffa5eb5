import { and, eq, ne, or } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { resolveWard } from "../../lib/location/resolve-ward.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { sendOtp } from "../auth/otp.server.ts";
import { normalizePhone } from "../auth/phone.ts";
import type { ProfileInput } from "./account-schemas.ts";
import { getUser } from "./get-user.server.ts";
import { deleteProfileImage, storeProfileImage } from "./profile-image.server.ts";
import type { UserRow } from "./spec-user.ts";

/**
 * update_profile: changes the fields given. A new e-mail address is unverified until its
 * OTP is entered (one is mailed now); a new number must be proven by OTP again. A ward is
 * checked as a listing's is (resolveWard) and sets the city and province to its names.
 */
export async function updateProfile(
  services: Pick<Services, "db" | "env" | "mailer" | "sms" | "storage">,
  input: { actor: Actor; changes: ProfileInput; lang: LanguageCode },
): Promise<{ user: UserRow; emailChanged: boolean }> {
  const { actor, changes } = input;
  const current = await getUser(services.db, actor.id);
  const email = changes.email?.toLowerCase();
  const phone = changes.mobile ? normalizePhone(changes.mobile) : undefined;
  const emailChanged = email !== undefined && email !== current.email;
  const phoneChanged = phone !== undefined && phone !== current.phoneNumber;
  if (emailChanged || phoneChanged) {
    const clash = await services.db
      .select({ email: users.email, phone: users.phoneNumber })
      .from(users)
      .where(
        and(
          ne(users.id, actor.id),
          or(emailChanged ? eq(users.email, email) : undefined, phoneChanged ? eq(users.phoneNumber, phone) : undefined),
        ),
      );
    if (clash.some((u) => emailChanged && u.email === email)) throw new AppError("EMAIL_IN_USE");
    if (clash.length > 0) throw new AppError("PHONE_IN_USE");
  }
  const ward = changes.ward_code ? await resolveWard(services.db, changes.ward_code) : undefined;
  const place = ward ? { wardCode: ward.code, city: ward.name, state: ward.provinceName } : { city: changes.city, state: changes.state };
  const image = changes.profile ? await storeProfileImage(services.storage, actor.id, changes.profile) : undefined;
  const [user] = await services.db
    .update(users)
    .set({
      name: changes.name,
      address: changes.address,
      latitude: changes.latitude,
      longitude: changes.longitude,
      aboutMe: changes.about_me,
      facebookId: changes.facebook_id,
      twiiterId: changes.twiiter_id,
      instagramId: changes.instagram_id,
      youtubeId: changes.youtube_id,
      notification: changes.notification,
      alertEmail: changes.alert_email,
      ...place,
      country: changes.country,
      ...(image ? { image } : {}),
      ...(emailChanged ? { email, emailVerified: false } : {}),
      ...(phoneChanged ? { phoneNumber: phone, phoneNumberVerified: false } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, actor.id))
    .returning();
  if (image) await deleteProfileImage(services.storage, current.image);
  if (emailChanged) await sendOtp(services, { channel: "email", target: email, lang: input.lang });
  return { user: user!, emailChanged };
}
