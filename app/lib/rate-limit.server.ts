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
 * Each process takes requests from PostgreSQL's shared count in leases of a twentieth of the
 * limit (one for limits under 40, so those count every request in the database), and spends
 * a lease in memory until it runs out or the window ends. The database's count includes every
 * lease handed out, so no window ever admits more than `max` requests across all processes;
 * a client spread over N processes can be refused up to (N − 1) unspent leases early.
 */
interface Lease {
  windowStart: number;
  windowEnd: number;
  remaining: number;
}
const leases = new WeakMap<object, Map<string, Lease>>();
/** Leases held per process before the ended ones are swept. */
const sweepAt = 10_000;

function leaseSize(rule: RateLimitRule): number {
  return Math.max(1, Math.floor(rule.max / 20));
}

/**
 * Counts one request against `key` in a fixed window, atomically, in PostgreSQL (through the
 * process's lease), so that every app process sees the same count.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = rule.window * 1000;
  const held = leases.get(db) ?? new Map<string, Lease>();
  leases.set(db, held);
  const leaseKey = `${rule.window}:${rule.max}:${key}`;
  const lease = held.get(leaseKey);
  if (lease && lease.remaining > 0 && now >= lease.windowStart && now < lease.windowEnd) {
    lease.remaining -= 1;
    return { allowed: true, retryAfter: null };
  }
  const size = leaseSize(rule);
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, ${size})
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= ${now - windowMs} then ${now} else rate_limits.window_start end,
      count = case when rate_limits.window_start <= ${now - windowMs} then ${size} else rate_limits.count + ${size} end
    returning window_start, count`);
  const row = rowsOf<{ window_start: number | string; count: number }>(result)[0]!;
  const windowStart = Number(row.window_start);
  // The part of this lease that fits under the limit; this request takes the first of it.
  const granted = Math.min(size, Math.max(0, rule.max - (Number(row.count) - size)));
  if (granted > 0) {
    if (granted > 1) {
      if (held.size >= sweepAt) for (const [k, l] of held) if (l.windowEnd <= now) held.delete(k);
      held.set(leaseKey, { windowStart, windowEnd: windowStart + windowMs, remaining: granted - 1 });
    } else held.delete(leaseKey);
    return { allowed: true, retryAfter: null };
  }
  held.delete(leaseKey);
  const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
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
