import type { Env } from "../../lib/env.server.ts";
import { enforceRateLimit, type RateLimitRule } from "../../lib/rate-limit.server.ts";
import type { Services } from "../../lib/services.server.ts";

/**
 * The attempts that guess or spam: each has its own budget per client address, and the
 * API call and the page action of the same attempt spend the same budget.
 */
export type AuthAttempt = "sign-in" | "register" | "otp-send" | "otp-verify" | "forgot-password";

/** RATE_LIMIT_AUTH_PER_10_MINUTES attempts of one kind per client address per 10 minutes. */
export function authRateLimitRule(env: Pick<Env, "RATE_LIMIT_AUTH_PER_10_MINUTES">): RateLimitRule {
  return { window: 600, max: env.RATE_LIMIT_AUTH_PER_10_MINUTES };
}

/** The counter an attempt from one address spends. */
export function authRateLimitKey(attempt: AuthAttempt, ip: string): string {
  return `auth-attempt:${attempt}:${ip}`;
}

/** Counts one attempt; "Too many requests, try again later" (429) past the budget. */
export async function enforceAuthRateLimit(services: Pick<Services, "db" | "env">, attempt: AuthAttempt, ip: string): Promise<void> {
  await enforceRateLimit(services.db, authRateLimitKey(attempt, ip), authRateLimitRule(services.env));
}
