import { and, eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { sendOtp, spendOtpSendBudget, verifyOtp } from "./otp.server.ts";
import { normalizePhone } from "./phone.ts";

type OtpServices = Pick<Services, "db" | "env" | "mailer" | "sms">;

/**
 * get-otp: a code by SMS to a number (sign-in creates the account on first use) or by
 * e-mail to an address awaiting verification. The answer is the same whether or not
 * the address has an account, and so is the hourly budget it spends, so it reveals nothing.
 */
export async function requestOtp(services: OtpServices, input: { number?: string; email?: string; lang: LanguageCode }): Promise<void> {
  if (input.number) {
    await sendOtp(services, { channel: "sms", target: normalizePhone(input.number), lang: input.lang });
    return;
  }
  if (!input.email) throw new AppError("VALIDATION", { fields: { number: "phoneRequired" } });
  const email = input.email.toLowerCase();
  // The address's budget is spent before anything is known of it: past the budget every address is refused alike.
  await spendOtpSendBudget(services, { channel: "email", target: email });
  const [pending] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailVerified, false)));
  if (pending) await sendOtp(services, { channel: "email", target: email, lang: input.lang, budgetSpent: true });
}

/**
 * verify-otp: an e-mail code verifies the address at once (and is spent); a phone code
 * is marked verified for user_signup to spend within its lifetime. Answers the id of the
 * account whose address was verified (none for a phone code).
 */
export async function confirmOtp(
  services: Pick<Services, "db" | "env">,
  input: { number?: string; email?: string; otp: string },
): Promise<{ userId: number | null }> {
  if (input.number) {
    await verifyOtp(services, { channel: "sms", target: normalizePhone(input.number), code: input.otp, consume: false });
    return { userId: null };
  }
  if (!input.email) throw new AppError("VALIDATION", { fields: { number: "phoneRequired" } });
  const email = input.email.toLowerCase();
  await verifyOtp(services, { channel: "email", target: email, code: input.otp, consume: true });
  const [user] = await services.db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return { userId: user?.id ?? null };
}
