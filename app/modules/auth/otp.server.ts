import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { otpCodes } from "../../../db/schema/index.ts";
import { resolveAuthSecret } from "../../lib/auth/auth-secret.server.ts";
import { AppError } from "../../lib/errors.ts";
import { translate, type LanguageCode } from "../../lib/i18n/index.ts";
import { consumeRateLimit } from "../../lib/rate-limit.server.ts";
import type { Services } from "../../lib/services.server.ts";

export type OtpChannel = "sms" | "email";

/** Codes live 10 minutes; a verified phone code may be spent by user_signup within the same time. */
export const otpLifetimeMs = 10 * 60 * 1000;
/** Wrong guesses before a code is burnt. */
export const otpMaxAttempts = 5;
/** Codes sent to one address or number per hour. */
export const otpSendsPerHour = 5;

type OtpServices = Pick<Services, "db" | "env" | "mailer" | "sms">;

function hashCode(services: Pick<Services, "env">, channel: OtpChannel, target: string, code: string): string {
  return createHmac("sha256", resolveAuthSecret(services.env)).update(`${channel}:${target}:${code}`).digest("hex");
}

/**
 * Counts one code sent to a target against its hourly budget; 429 past it. get-otp spends it
 * for every address asked about, registered or not, so the refusal tells nothing.
 */
export async function spendOtpSendBudget(
  services: Pick<Services, "db">,
  input: { channel: OtpChannel; target: string },
  now = new Date(),
): Promise<void> {
  const limit = await consumeRateLimit(
    services.db,
    `otp:${input.channel}:${input.target}`,
    { window: 3600, max: otpSendsPerHour },
    now.getTime(),
  );
  if (!limit.allowed) throw new AppError("RATE_LIMITED", { vars: { retryAfter: limit.retryAfter ?? 60 } });
}

/**
 * Sends a fresh 6-digit code; earlier unspent codes for the same target stop working.
 * `budgetSpent`: the caller has already counted this send (spendOtpSendBudget).
 */
export async function sendOtp(
  services: OtpServices,
  input: { channel: OtpChannel; target: string; lang: LanguageCode; budgetSpent?: boolean },
  now = new Date(),
): Promise<void> {
  if (!input.budgetSpent) await spendOtpSendBudget(services, input, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await services.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.channel, input.channel), eq(otpCodes.target, input.target), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      channel: input.channel,
      target: input.target,
      codeHash: hashCode(services, input.channel, input.target, code),
      expiresAt: new Date(now.getTime() + otpLifetimeMs),
      createdAt: now,
    });
  });
  const minutes = otpLifetimeMs / 60_000;
  if (input.channel === "sms") {
    try {
      await services.sms.send(input.target, translate(input.lang, "otpSmsText", { code, minutes }));
    } catch (error) {
      // The provider has logged why; the caller hears the generic failure, not "sent".
      throw new AppError("SMS_UNAVAILABLE", { cause: error });
    }
  } else {
    await services.mailer.send({
      to: input.target,
      subject: translate(input.lang, "otpMailSubject"),
      text: translate(input.lang, "otpMailBody", { code, minutes }),
    });
  }
}

/**
 * Checks a code against the newest unspent one. `consume` spends it now (e-mail
 * verification); otherwise it is marked verified for user_signup to spend.
 */
export async function verifyOtp(
  services: Pick<Services, "db" | "env">,
  input: { channel: OtpChannel; target: string; code: string; consume: boolean },
  now = new Date(),
): Promise<void> {
  const [row] = await services.db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.channel, input.channel), eq(otpCodes.target, input.target), isNull(otpCodes.consumedAt), isNull(otpCodes.verifiedAt)),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!row) throw new AppError("OTP_INVALID");
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError("OTP_EXPIRED");
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashCode(services, input.channel, input.target, input.code.trim()), "hex");
  if (!timingSafeEqual(expected, given)) {
    const burnt = row.attempts + 1 >= otpMaxAttempts;
    await services.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1`, ...(burnt ? { consumedAt: now } : {}) })
      .where(eq(otpCodes.id, row.id));
    throw new AppError("OTP_INVALID");
  }
  // The condition on consumedAt makes two concurrent verifications spend the code once.
  const spent = await services.db
    .update(otpCodes)
    .set(input.consume ? { consumedAt: now } : { verifiedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), isNull(otpCodes.verifiedAt)))
    .returning({ id: otpCodes.id });
  if (spent.length === 0) throw new AppError("OTP_INVALID");
}

/** Spends a code that verify-otp proved recently; "Please enter OTP first" when there is none. */
export async function spendVerifiedOtp(
  services: Pick<Services, "db">,
  input: { channel: OtpChannel; target: string },
  now = new Date(),
): Promise<void> {
  const [candidate] = await services.db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.channel, input.channel),
        eq(otpCodes.target, input.target),
        isNotNull(otpCodes.verifiedAt),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.verifiedAt, new Date(now.getTime() - otpLifetimeMs)),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!candidate) throw new AppError("OTP_REQUIRED");
  const spent = await services.db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, candidate.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (spent.length === 0) throw new AppError("OTP_REQUIRED");
}
