import { and, count, eq, gte, inArray, sql, sum, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { auditLog, leads, paymentTransactions, properties, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { isAdmin } from "../../lib/actor.server.ts";
import { hasStaffRole } from "../../lib/guards.server.ts";
import { staffQueues, type QueueSummary } from "./staff-queues.server.ts";

export const dashboardSeries = ["listings", "approvals", "users", "leads", "revenue"] as const;
export type DashboardSeriesKey = (typeof dashboardSeries)[number];

export interface DashboardSeries {
  key: DashboardSeriesKey;
  /** One point per day, oldest first, every day of the period (zero where nothing happened). */
  points: { day: string; value: number }[];
  total: number;
}

export interface Dashboard {
  /** The first and last day of the period, YYYY-MM-DD in Vietnam time. */
  from: string;
  to: string;
  series: DashboardSeries[];
  queues: QueueSummary[];
}

/** Vietnam keeps UTC+7 all year, so a fixed offset gives the local calendar day. */
const vietnamOffsetMs = 7 * 3_600_000;

/** The Vietnam calendar day of a timestamp column, as YYYY-MM-DD. */
function localDay(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
}

function dayString(date: Date): string {
  return new Date(date.getTime() + vietnamOffsetMs).toISOString().slice(0, 10);
}

/** Counts (or sums) per Vietnam day since `since`: one grouped query over an indexed timestamp. */
async function perDay(
  db: Db,
  table: PgTable,
  column: AnyPgColumn,
  since: Date,
  options: { where?: SQL; value?: SQL<unknown> } = {},
): Promise<Map<string, number>> {
  const day = localDay(column);
  const rows = await db
    .select({ day, value: options.value ?? count() })
    .from(table)
    .where(and(gte(column, since), options.where))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.value ?? 0)]));
}

/**
 * The staff dashboard: per-day counts over the last `days` days (new listings, approvals,
 * sign-ups, leads and, for admins only, revenue in VND from successful payments by the day
 * they were confirmed) and the queues the actor works, each with its oldest item.
 */
export async function getDashboard(db: Db, input: { actor: Actor; days: number; now?: Date }): Promise<Dashboard> {
  const now = input.now ?? new Date();
  const today = dayString(now);
  // Midnight Vietnam time, `days - 1` days before today.
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - vietnamOffsetMs - (input.days - 1) * 86_400_000);
  const days = Array.from({ length: input.days }, (_, i) => dayString(new Date(since.getTime() + i * 86_400_000)));
  const wanted = dashboardSeries.filter((key) => key !== "revenue" || isAdmin(input.actor));
  const queries: Record<DashboardSeriesKey, () => Promise<Map<string, number>>> = {
    listings: () => perDay(db, properties, properties.createdAt, since),
    approvals: () =>
      perDay(db, auditLog, auditLog.createdAt, since, { where: inArray(auditLog.action, ["property.approve", "project.approve"]) }),
    users: () => perDay(db, users, users.createdAt, since),
    leads: () => perDay(db, leads, leads.createdAt, since),
    revenue: () =>
      perDay(db, paymentTransactions, paymentTransactions.confirmedAt, since, {
        where: eq(paymentTransactions.status, "success"),
        value: sum(paymentTransactions.amount),
      }),
  };
  const [counted, queues] = await Promise.all([
    Promise.all(wanted.map((key) => queries[key]())),
    Promise.all(staffQueues.filter((queue) => hasStaffRole(input.actor, queue.roles)).map((queue) => queue.read(db))),
  ]);
  return {
    from: days[0]!,
    to: days[days.length - 1]!,
    series: wanted.map((key, i) => {
      const points = days.map((day) => ({ day, value: counted[i]!.get(day) ?? 0 }));
      return { key, points, total: points.reduce((total, point) => total + point.value, 0) };
    }),
    queues,
  };
}
