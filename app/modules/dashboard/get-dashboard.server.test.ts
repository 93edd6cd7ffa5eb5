import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leads, packages, paymentTransactions, reports } from "../../../db/schema/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createProperty, createUser } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { getDashboard, type Dashboard } from "./get-dashboard.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const today = (dashboard: Dashboard, key: string) => dashboard.series.find((s) => s.key === key)?.points.at(-1)?.value;
const queue = (dashboard: Dashboard, key: string) => dashboard.queues.find((q) => q.key === key);

describe("getDashboard", () => {
  it("counts today's listings, approvals, sign-ups, leads and confirmed revenue, one point per day", async () => {
    const db = ctx.services.db;
    const admin = await createActor(db, { role: "admin" });
    const before = await getDashboard(db, { actor: admin, days: 30 });
    expect(before.series.map((s) => s.key)).toEqual(["listings", "approvals", "users", "leads", "revenue"]);
    for (const series of before.series) expect(series.points).toHaveLength(30);
    expect(before.series[0]!.points.at(-1)!.day).toBe(before.to);

    const owner = await createUser(db);
    const listing = await createProperty(db, { userId: owner.id });
    await db.insert(auditLog).values({ actorId: admin.id, action: "property.approve", entityType: "property", entityId: listing.id });
    await db.insert(auditLog).values({ actorId: admin.id, action: "property.reject", entityType: "property", entityId: listing.id });
    await db.insert(leads).values({ kind: "requirement", routedTo: "staff", name: "A", email: "a@example.test" });
    const [pkg] = await db.select().from(packages).limit(1);
    const paid = { userId: owner.id, packageId: pkg!.id, method: "vnpay" as const, amount: 250_000, chargedAmount: 250_000 };
    await db.insert(paymentTransactions).values([
      { ...paid, reference: `DASH-${listing.id}-1`, status: "success", confirmedAt: new Date() },
      { ...paid, reference: `DASH-${listing.id}-2`, status: "processing" },
      // Confirmed 40 days ago: outside the period.
      { ...paid, reference: `DASH-${listing.id}-3`, status: "success", confirmedAt: new Date(Date.now() - 40 * 86_400_000) },
    ]);

    const after = await getDashboard(db, { actor: admin, days: 30 });
    expect(today(after, "listings")).toBe(today(before, "listings")! + 1);
    expect(today(after, "approvals")).toBe(today(before, "approvals")! + 1);
    expect(today(after, "users")).toBe(today(before, "users")! + 1);
    expect(today(after, "leads")).toBe(today(before, "leads")! + 1);
    expect(today(after, "revenue")).toBe(today(before, "revenue")! + 250_000);
    const revenue = after.series.find((s) => s.key === "revenue")!;
    expect(revenue.total).toBe(revenue.points.reduce((sum, p) => sum + p.value, 0));
  });

  it("shows a moderator no revenue and no payment queue; the oldest waiting report dates the reports queue", async () => {
    const db = ctx.services.db;
    const moderator = await createActor(db, { role: "moderator" });
    const reporter = await createUser(db);
    const listing = await createProperty(db, { userId: reporter.id });
    const old = new Date("2020-01-02T03:04:05Z");
    await db.insert(reports).values({ userId: reporter.id, propertyId: listing.id, otherMessage: "x", createdAt: old });

    const seen = await getDashboard(db, { actor: moderator, days: 7 });
    expect(seen.series.map((s) => s.key)).toEqual(["listings", "approvals", "users", "leads"]);
    expect(seen.queues.map((q) => q.key)).not.toContain("queueBankTransfers");
    expect(queue(seen, "queueOpenReports")).toMatchObject({ to: "/admin/reports", oldestAt: old.toISOString() });
    expect(queue(seen, "queueOpenReports")!.count).toBeGreaterThanOrEqual(1);

    const admin = await createActor(db, { role: "admin" });
    expect((await getDashboard(db, { actor: admin, days: 7 })).queues.map((q) => q.key)).toContain("queueBankTransfers");
  });
});
