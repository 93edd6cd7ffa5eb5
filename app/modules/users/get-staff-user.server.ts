import { and, count, desc, eq, gt } from "drizzle-orm";
import { paymentTransactions, properties, reports, sessions } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { toRole } from "../../lib/roles.ts";
import { listPackages } from "../packages/list-packages.server.ts";
import { getUser } from "./get-user.server.ts";

/** The most rows of each kind the staff user page lists, newest first; the totals count them all. */
const shown = 20;

/**
 * One account as staff see it on its page: who it is, the packages it holds now with their
 * usage, its newest listings, payments and reports (those it filed and those on its listings),
 * and its open sign-in sessions. Staff reach the page through the admin guard; the writes the
 * page offers prove the role themselves.
 */
export async function getStaffUser(db: Db, input: { userId: number; lang: LanguageCode }) {
  const user = await getUser(db, input.userId);
  const now = new Date();
  const reportRow = {
    id: reports.id,
    status: reports.status,
    created_at: reports.createdAt,
    property_id: properties.id,
    property_title: properties.title,
    property_slug: properties.slugId,
  };
  const [plans, listings, [listingTotal], payments, [paymentTotal], filed, received, openSessions] = await Promise.all([
    listPackages(db, { actor: { id: user.id, role: toRole(user.role), name: user.name, email: user.email }, lang: input.lang }),
    db
      .select({
        id: properties.id,
        title: properties.title,
        slug_id: properties.slugId,
        status: properties.status,
        request_status: properties.requestStatus,
        created_at: properties.createdAt,
      })
      .from(properties)
      .where(eq(properties.userId, user.id))
      .orderBy(desc(properties.id))
      .limit(shown),
    db.select({ n: count() }).from(properties).where(eq(properties.userId, user.id)),
    db
      .select({
        id: paymentTransactions.id,
        reference: paymentTransactions.reference,
        method: paymentTransactions.method,
        amount: paymentTransactions.amount,
        status: paymentTransactions.status,
        created_at: paymentTransactions.createdAt,
      })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, user.id))
      .orderBy(desc(paymentTransactions.id))
      .limit(shown),
    db.select({ n: count() }).from(paymentTransactions).where(eq(paymentTransactions.userId, user.id)),
    db
      .select(reportRow)
      .from(reports)
      .innerJoin(properties, eq(properties.id, reports.propertyId))
      .where(eq(reports.userId, user.id))
      .orderBy(desc(reports.id))
      .limit(shown),
    db
      .select(reportRow)
      .from(reports)
      .innerJoin(properties, eq(properties.id, reports.propertyId))
      .where(eq(properties.userId, user.id))
      .orderBy(desc(reports.id))
      .limit(shown),
    db
      .select({
        id: sessions.id,
        created_at: sessions.createdAt,
        updated_at: sessions.updatedAt,
        expires_at: sessions.expiresAt,
        ip_address: sessions.ipAddress,
        user_agent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.updatedAt))
      .limit(shown),
  ]);
  const iso = <T extends { created_at: Date }>(row: T) => ({ ...row, created_at: row.created_at.toISOString() });
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phoneNumber ?? "",
      role: toRole(user.role),
      is_active: !user.banned,
      verification_status: user.verificationStatus,
      created_at: user.createdAt.toISOString(),
    },
    packages: plans.active_packages,
    assignable_packages: plans.packages.map((p) => ({ id: p.id, name: p.name, price: p.price, duration: p.duration })),
    listings: { items: listings.map(iso), total: listingTotal?.n ?? 0 },
    payments: { items: payments.map(iso), total: paymentTotal?.n ?? 0 },
    reports_filed: filed.map(iso),
    reports_received: received.map(iso),
    sessions: openSessions.map((s) => ({
      ...s,
      created_at: s.created_at.toISOString(),
      updated_at: s.updated_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
    })),
  };
}

export type StaffUser = Awaited<ReturnType<typeof getStaffUser>>;
