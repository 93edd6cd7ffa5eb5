import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "./db.server.ts";
import { AppError } from "./errors.ts";

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  /** Requests allowed per window. */
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window frees up, when refused. */
  retryAfter: number | null;
}

/**
 * Counts one request against `key` in a fixed window, atomically, in PostgreSQL,
 * so that every app process sees the same count.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = rule.window * 1000;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= ${now - windowMs} then ${now} else rate_limits.window_start end,
      count = case when rate_limits.window_start <= ${now - windowMs} then 1 else rate_limits.count + 1 end
    returning window_start, count`);
  const row = rowsOf<{ window_start: number | string; count: number }>(result)[0]!;
  const count = Number(row.count);
  if (count <= rule.max) return { allowed: true, retryAfter: null };
  const retryAfter = Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000));
  return { allowed: false, retryAfter };
}

/** Removes counters whose window ended long ago. */
export async function pruneRateLimits(db: Db, olderThanMs = 24 * 3600 * 1000, now = Date.now()): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${now - olderThanMs}`);
}

/** Counts one request and refuses with 429 "Too many requests, try again later" past the limit. */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const verdict = await consumeRateLimit(db, key, rule);
  if (!verdict.allowed) throw new AppError("RATE_LIMITED", { vars: { retryAfter: verdict.retryAfter ?? rule.window } });
}
