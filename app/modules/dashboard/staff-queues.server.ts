import { and, count, eq, min, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  advertisements,
  leads,
  paymentTransactions,
  projects,
  properties,
  reports,
  verificationRequests,
} from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { StaffRole } from "../../lib/roles.ts";

export interface QueueSummary {
  /** Dictionary key of the queue's name. */
  key: string;
  /** The staff page that works the queue. */
  to: string;
  count: number;
  /** When the oldest waiting item started waiting (ISO), null when the queue is empty. */
  oldestAt: string | null;
}

export interface StaffQueue {
  key: string;
  to: string;
  /** Who works it besides an admin; the same roles as the page at `to`. */
  roles: readonly StaffRole[];
  read(db: Db): Promise<QueueSummary>;
}

/** One count and one min() over an index that leads with the queue's condition. */
function waiting(key: string, to: string, roles: readonly StaffRole[], table: PgTable, where: SQL, since: AnyPgColumn): StaffQueue {
  return {
    key,
    to,
    roles,
    async read(db) {
      const [row] = await db
        .select({ count: count(), oldest: min(since) })
        .from(table)
        .where(where);
      const oldest = row?.oldest as Date | string | null | undefined;
      return { key, to, count: row?.count ?? 0, oldestAt: oldest ? new Date(oldest).toISOString() : null };
    },
  };
}

/**
 * The queues staff work, in the dashboard's order. A new queue joins by adding one entry
 * here with its page and roles.
 */
export const staffQueues: readonly StaffQueue[] = [
  // A listing waits from its last edit: the moderation queue orders by updated_at.
  waiting(
    "queuePendingProperties",
    "/admin/moderation?kind=property",
    ["moderator"],
    properties,
    eq(properties.requestStatus, "pending"),
    properties.updatedAt,
  ),
  waiting(
    "queuePendingProjects",
    "/admin/moderation?kind=project",
    ["moderator"],
    projects,
    eq(projects.requestStatus, "pending"),
    projects.updatedAt,
  ),
  waiting(
    "queuePendingFeatures",
    "/admin/moderation?kind=advertisement",
    ["moderator"],
    advertisements,
    eq(advertisements.status, "pending"),
    advertisements.createdAt,
  ),
  waiting("queueOpenReports", "/admin/reports", ["moderator"], reports, eq(reports.status, "open"), reports.createdAt),
  waiting(
    "queueNewLeads",
    "/admin/leads",
    ["moderator"],
    leads,
    and(eq(leads.routedTo, "staff"), eq(leads.state, "new"))!,
    leads.createdAt,
  ),
  waiting(
    "queueAgentVerifications",
    "/admin/verifications?kind=agent",
    ["moderator"],
    verificationRequests,
    and(eq(verificationRequests.kind, "agent"), eq(verificationRequests.status, "pending"))!,
    verificationRequests.createdAt,
  ),
  waiting(
    "queueListingVerifications",
    "/admin/verifications?kind=listing",
    ["moderator"],
    verificationRequests,
    and(eq(verificationRequests.kind, "listing"), eq(verificationRequests.status, "pending"))!,
    verificationRequests.createdAt,
  ),
  waiting(
    "queueBankTransfers",
    "/admin/payments",
    [],
    paymentTransactions,
    eq(paymentTransactions.bankStatus, "pending_verification"),
    paymentTransactions.receiptUploadedAt,
  ),
];
