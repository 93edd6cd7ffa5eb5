import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, packages, paymentTransactions, reports, userPackages, users } from "../../db/schema/index.ts";
import { toRole, type Actor } from "../../app/lib/actor.server.ts";
import { assignPackage } from "../../app/modules/packages/assign-package.server.ts";
import { getStaffUser } from "../../app/modules/users/get-staff-user.server.ts";
import { sendPasswordResetByStaff } from "../../app/modules/users/send-password-reset.server.ts";
import { setVerificationStatus } from "../../app/modules/users/set-verification-status.server.ts";
import { authHeaders, createProperty, createUser } from "../../tests/support/factories.ts";
import { latestMessage } from "../../tests/support/outbox.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let moderator: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = { ...(await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "admin" }))), "accept-language": "en" };
  moderator = {
    ...(await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "moderator" }))),
    "accept-language": "en",
  };
});
afterAll(() => ctx.close());

const asActor = (row: typeof users.$inferSelect): Actor => ({ id: row.id, role: toRole(row.role), name: row.name, email: row.email });

/** An admin whose session still says admin after their stored role was taken away. */
async function demotedAdmin(): Promise<Actor> {
  const row = await createUser(ctx.services.db, { role: "admin" });
  await ctx.services.db.update(users).set({ role: "user" }).where(eq(users.id, row.id));
  return asActor(row);
}

const auditOf = (userId: number, action: string) =>
  ctx.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));

const heldBy = (userId: number) => ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, userId));

describe("staff assign a package from the user page", () => {
  it("starts the package's full period with its limits for the user, audited; a moderator and a user are refused and nothing is held", async () => {
    const member = await createUser(ctx.services.db);
    const [pro] = await ctx.services.db.select().from(packages).where(eq(packages.code, "pro"));
    for (const headers of [moderator, { ...(await authHeaders(ctx.services.db, member)), "accept-language": "en" }]) {
      const refused = await ctx.api("POST", "admin/assign-package", { body: { user_id: member.id, package_id: pro!.id }, headers });
      expect(refused.status).toBe(403);
    }
    expect(await heldBy(member.id)).toHaveLength(0);

    const res = await ctx.api("POST", "admin/assign-package", { body: { user_id: member.id, package_id: pro!.id }, headers: admin });
    expect(res.status).toBe(201);
    const [held] = await heldBy(member.id);
    expect(held).toMatchObject({ packageId: pro!.id, propertyListUsed: 0 });
    expect(held!.endsAt.getTime() - held!.startsAt.getTime()).toBe(pro!.durationDays * 86_400_000);
    const [entry] = await auditOf(member.id, "user.package");
    expect(JSON.parse(entry!.afterStatus!)).toEqual({ package: pro!.name, ends_at: held!.endsAt.toISOString() });

    const view = await getStaffUser(ctx.services.db, { userId: member.id, lang: "en" });
    const running = view.packages.find((p) => p.package_id === pro!.id);
    expect(running?.usage.find((u) => u.type === "property_list")).toMatchObject({ used: 0, limit: pro!.propertyListLimit ?? null });
  });

  it("proves the admin role in its query: an admin demoted since signing in is refused and nothing is held", async () => {
    const member = await createUser(ctx.services.db);
    const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
    await expect(
      assignPackage(ctx.services.db, { actor: await demotedAdmin(), userId: member.id, packageId: basic!.id }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await heldBy(member.id)).toHaveLength(0);
    expect(await auditOf(member.id, "user.package")).toHaveLength(0);
  });
});

describe("staff send a password reset", () => {
  it("mails the account the forgot-password link and audits it; a moderator and a user are refused and nothing is sent", async () => {
    const member = await createUser(ctx.services.db, { email: `reset-${Date.now()}@example.test` });
    for (const headers of [moderator, { ...(await authHeaders(ctx.services.db, member)), "accept-language": "en" }]) {
      expect((await ctx.api("POST", "admin/users/password-reset", { body: { user_id: member.id }, headers })).status).toBe(403);
    }
    await expect(latestMessage(ctx.dataDir, "mail", member.email)).rejects.toThrow("no mail to");
    expect(await auditOf(member.id, "user.password_reset")).toHaveLength(0);

    const res = await ctx.api("POST", "admin/users/password-reset", { body: { user_id: member.id }, headers: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password reset link sent.");
    expect(await latestMessage(ctx.dataDir, "mail", member.email)).toMatch(/reset-password\?token=/);
    expect(await auditOf(member.id, "user.password_reset")).toHaveLength(1);
  });

  it("refuses a demoted admin (proved in the query) and an account with no mailbox, sending nothing", async () => {
    const member = await createUser(ctx.services.db, { email: `reset-demoted-${Date.now()}@example.test` });
    await expect(sendPasswordResetByStaff(ctx.services, { actor: await demotedAdmin(), userId: member.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(latestMessage(ctx.dataDir, "mail", member.email)).rejects.toThrow("no mail to");
    const phoneOnly = await createUser(ctx.services.db, { email: `84900${Date.now() % 100000}@phone.nhadat.invalid` });
    const res = await ctx.api("POST", "admin/users/password-reset", { body: { user_id: phoneOnly.id }, headers: admin });
    expect([res.status, res.body.message]).toEqual([409, "This account has no e-mail address to receive it."]);
    expect(await auditOf(phoneOnly.id, "user.password_reset")).toHaveLength(0);
  });
});

describe("the verified badge", () => {
  it("is refused to a staff member whose stored role no longer allows it, leaving the status as it was", async () => {
    const member = await createUser(ctx.services.db);
    await expect(
      setVerificationStatus(ctx.services.db, { actor: await demotedAdmin(), userId: member.id, status: "verified" }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const [row] = await ctx.services.db.select({ status: users.verificationStatus }).from(users).where(eq(users.id, member.id));
    expect(row!.status).toBe("initial");
    expect(await auditOf(member.id, "user.verification_status")).toHaveLength(0);
  });
});

describe("getStaffUser", () => {
  it("gathers the account's listings, payments, reports filed and received, and open sessions", async () => {
    const db = ctx.services.db;
    const member = await createUser(db);
    const other = await createUser(db);
    await authHeaders(db, member);
    const own = await createProperty(db, { userId: member.id, title: "Nhà của thành viên" });
    const others = await createProperty(db, { userId: other.id, title: "Nhà người khác" });
    const [basic] = await db.select().from(packages).where(eq(packages.code, "basic"));
    await db.insert(paymentTransactions).values({
      userId: member.id,
      packageId: basic!.id,
      reference: `REF${Date.now()}`,
      method: "bank_transfer",
      amount: basic!.price,
      chargedAmount: basic!.price,
    });
    await db.insert(reports).values({ userId: member.id, propertyId: others.id, otherMessage: "Sai giá" });
    await db.insert(reports).values({ userId: other.id, propertyId: own.id, otherMessage: "Ảnh không đúng" });

    const view = await getStaffUser(db, { userId: member.id, lang: "vi" });
    expect(view.user).toMatchObject({ id: member.id, email: member.email, is_active: true });
    expect(view.listings).toMatchObject({ total: 1, items: [{ id: own.id, title: "Nhà của thành viên" }] });
    expect(view.payments).toMatchObject({ total: 1, items: [{ amount: basic!.price, status: "processing" }] });
    expect(view.reports_filed.map((r) => r.property_id)).toEqual([others.id]);
    expect(view.reports_received.map((r) => r.property_id)).toEqual([own.id]);
    expect(view.sessions).toHaveLength(1);
    await expect(getStaffUser(db, { userId: 987_654_321, lang: "vi" })).rejects.toMatchObject({ code: "USER_NOT_FOUND" });
  });
});
