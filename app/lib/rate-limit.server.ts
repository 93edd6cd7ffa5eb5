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
 * Each process takes requests from PostgreSQL's shared count in leases of a hundredth of the
 * limit (one for limits under 200, so those count every request in the database), and spends
 * a lease in memory until it runs out or the window ends. The database's count includes every
 * lease handed out, so no window ever admits more than `max` requests across all processes;
 * a client spread over N processes can be refused up to (N − 1) unspent leases early (1 % of
 * the limit per other process).
 *
 * Within a process, concurrent requests for one key wait for the one reservation in flight
 * rather than each taking a lease of its own, and a window found full is remembered until it
 * ends (a full window only stays full), so refused requests cost no statement.
 */
interface Lease {
  windowStart: number;
  windowEnd: number;
  remaining: number;
  /** The window's count reached the limit: refuse until windowEnd without asking the database. */
  isFull: boolean;
}

/** One process's leases and the reservations it has in flight. */
export interface LeaseHolder {
  leases: Map<string, Lease>;
  reserving: Map<string, Promise<void>>;
}

export function createLeaseHolder(): LeaseHolder {
  return { leases: new Map(), reserving: new Map() };
}

const holders = new WeakMap<object, LeaseHolder>();
function holderOf(db: Db): LeaseHolder {
  let holder = holders.get(db);
  if (!holder) holders.set(db, (holder = createLeaseHolder()));
  return holder;
}

/** Leases held per process before the ended ones are swept. */
const sweepAt = 10_000;
/** The largest limit counted; larger settings mean "practically unlimited" and are clamped, so counts stay within `integer`. */
export const maxRateLimit = 1_000_000_000;

function leaseSize(max: number): number {
  return Math.max(1, Math.floor(max / 100));
}

/**
 * Takes a lease from the window's shared count in one statement. The stored count only grows
 * while under the limit; a request that finds it at or past the limit sets it to the marker
 * `max + size` instead, which no granting update can reach (a granting update starts under
 * `max`), so the count never passes `max + size` and the returned count tells how much this
 * statement was granted without reading the old value.
 */
async function reserve(db: Db, key: string, max: number, windowMs: number, now: number): Promise<Lease> {
  const size = leaseSize(max);
  const full = max + size;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, ${size})
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= ${now - windowMs} then ${now} else rate_limits.window_start end,
      count = case
        when rate_limits.window_start <= ${now - windowMs} then ${size}
        when rate_limits.count < ${max} then rate_limits.count + ${size}
        else ${full}
      end
    returning window_start, count`);
  const row = rowsOf<{ window_start: number | string; count: number | string }>(result)[0]!;
  const windowStart = Number(row.window_start);
  const count = Number(row.count);
  const granted = count >= full ? 0 : count <= max ? size : max - (count - size);
  return { windowStart, windowEnd: windowStart + windowMs, remaining: granted, isFull: count >= max };
}

/**
 * Counts one request against `key` in a fixed window, atomically, in PostgreSQL (through the
 * process's lease), so that every app process sees the same count. `holder` stands for the
 * process (tests pass a second one to act as another process on the same database).
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
  holder: LeaseHolder = holderOf(db),
): Promise<RateLimitResult> {
  const windowMs = rule.window * 1000;
  const max = Math.min(Math.max(1, Math.floor(rule.max)), maxRateLimit);
  const leaseKey = `${rule.window}:${max}:${key}`;
  for (;;) {
    const lease = holder.leases.get(leaseKey);
    const isCurrent = lease !== undefined && now >= lease.windowStart && now < lease.windowEnd;
    if (isCurrent && lease.remaining > 0) {
      lease.remaining -= 1;
      return { allowed: true, retryAfter: null };
    }
    if (isCurrent && lease.isFull) {
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((lease.windowEnd - now) / 1000)) };
    }
    const inFlight = holder.reserving.get(leaseKey);
    if (inFlight) {
      // Another request of this process is taking a lease: share it instead of taking another.
      await inFlight.catch(() => {});
      continue;
    }
    let settle!: () => void;
    holder.reserving.set(leaseKey, new Promise<void>((resolve) => (settle = resolve)));
    try {
      const taken = await reserve(db, key, max, windowMs, now);
      if (holder.leases.size >= sweepAt) for (const [k, l] of holder.leases) if (l.windowEnd <= now) holder.leases.delete(k);
      holder.leases.set(leaseKey, taken);
      if (taken.remaining > 0) {
        taken.remaining -= 1;
        return { allowed: true, retryAfter: null };
      }
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((taken.windowEnd - now) / 1000)) };
    } finally {
      holder.reserving.delete(leaseKey);
      settle();
    }
  }
}

/** Removes counters whose window ended long ago. */
export async function pruneRateLimits(db: Db, olderThanMs = 24 * 3600 * 1000, now = Date.now()): Promise<number> {
  const result = await db.execute(sql`delete from rate_limits where window_start < ${now - olderThanMs} returning key`);
  return rowsOf(result).length;
}

/** Counts one request and refuses with 429 "Too many requests, try again later" past the limit. */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const verdict = await consumeRateLimit(db, key, rule);
  if (!verdict.allowed) throw new AppError("RATE_LIMITED", { vars: { retryAfter: verdict.retryAfter ?? rule.window } });
}
