import { eq, or } from "drizzle-orm";
import { accounts, users } from "../../../db/schema/index.ts";
import { hashPassword } from "../../lib/auth.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { sendOtp } from "../auth/otp.server.ts";
import { normalizePhone } from "../auth/phone.ts";
import { grantFreePackage } from "../packages/grant-free-package.server.ts";
import type { RegisterInput } from "./account-schemas.ts";

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * Creates an e-mail + password account whose address is not yet verified and mails the
 * OTP that verifies it; password sign-in waits for that ("Please first verify your email address").
 */
export async function registerUser(
  services: Pick<Services, "db" | "env" | "mailer" | "sms">,
  input: RegisterInput & { lang: LanguageCode },
): Promise<{ id: number; email: string }> {
  const email = input.email.toLowerCase();
  const phone = input.mobile ? normalizePhone(input.mobile) : null;
  const clash = await services.db
    .select({ email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(phone ? or(eq(users.email, email), eq(users.phoneNumber, phone)) : eq(users.email, email));
  if (clash.some((u) => u.email === email)) throw new AppError("EMAIL_IN_USE");
  if (clash.length > 0) throw new AppError("PHONE_IN_USE");
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    id = await services.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email, phoneNumber: phone, emailVerified: false, logintype: "email", language: input.lang })
        .returning({ id: users.id });
      await tx.insert(accounts).values({ accountId: String(user!.id), providerId: "credential", userId: user!.id, password: passwordHash });
      return user!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_IN_USE");
    throw error;
  }
  await grantFreePackage(services.db, id);
  await sendOtp(services, { channel: "email", target: email, lang: input.lang });
  return { id, email };
}
