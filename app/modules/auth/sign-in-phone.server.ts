import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { spendVerifiedOtp, verifyOtp } from "./otp.server.ts";
import { normalizePhone, placeholderEmailDomain } from "./phone.ts";
import { grantFreePackage } from "../packages/grant-free-package.server.ts";
import { startSession, type StartedSession } from "./session.server.ts";

/**
 * Phone sign-in: the number is proven by an OTP given here or verified by verify-otp
 * just before; the account is created on first use.
 */
export async function signInWithPhone(
  services: Pick<Services, "db" | "env" | "auth">,
  input: { mobile: string; otp?: string; name?: string; lang: LanguageCode },
): Promise<StartedSession & { created: boolean }> {
  const phone = normalizePhone(input.mobile);
  if (input.otp) await verifyOtp(services, { channel: "sms", target: phone, code: input.otp, consume: true });
  else await spendVerifiedOtp(services, { channel: "sms", target: phone });
  const [existing] = await services.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  let userId = existing?.id;
  const created = !existing;
  if (!userId) {
    const [user] = await services.db
      .insert(users)
      .values({
        name: input.name?.trim() || phone,
        email: `${phone.replace(/\D/g, "")}@${placeholderEmailDomain}`,
        phoneNumber: phone,
        phoneNumberVerified: true,
        logintype: "phone",
        language: input.lang,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (user) await grantFreePackage(services.db, user.id);
    userId = user?.id ?? (await services.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)))[0]!.id;
  } else {
    await services.db.update(users).set({ phoneNumberVerified: true }).where(eq(users.id, userId));
  }
  return { ...(await startSession(services, userId)), created };
}
