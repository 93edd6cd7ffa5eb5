import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema/index.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("POST admin/users/verification-status", () => {
  it("lets staff set the status the listing gate reads, audits it, and refuses others", async () => {
    const staff = await createUser(ctx.services.db, { role: "admin" });
    const staffHeaders = await authHeaders(ctx.services.db, staff);
    const member = await createUser(ctx.services.db);
    const memberHeaders = await authHeaders(ctx.services.db, member);

    const refused = await ctx.api("POST", "admin/users/verification-status", {
      headers: memberHeaders,
      body: { user_id: member.id, status: "verified" },
    });
    expect(refused.status).toBe(403);

    const set = await ctx.api("POST", "admin/users/verification-status", {
      headers: staffHeaders,
      body: { user_id: member.id, status: "pending" },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ id: member.id, verification_status: "pending" });
    const [row] = await ctx.services.db.select({ status: users.verificationStatus }).from(users).where(eq(users.id, member.id));
    expect(row!.status).toBe("pending");
    const [entry] = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entry).toMatchObject({ entityType: "user", beforeStatus: "initial", afterStatus: "pending", actorId: staff.id });

    const invalid = await ctx.api("POST", "admin/users/verification-status", {
      headers: staffHeaders,
      body: { user_id: member.id, status: "success" },
    });
    expect(invalid.status).toBe(400);
    const missing = await ctx.api("POST", "admin/users/verification-status", {
      headers: staffHeaders,
      body: { user_id: 999_999, status: "verified" },
    });
    expect(missing.status).toBe(404);
  });
});
