import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, projects, properties, userPackages } from "../../db/schema/index.ts";
import { authHeaders, createProject, createProperty, createUser, type UserRow } from "../../tests/support/factories.ts";
import { givePackage } from "../../tests/support/listing-fixtures.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { latestMessage, messageText } from "../../tests/support/outbox.ts";
import { retryMailNow, whileMailIsDown } from "../../tests/support/mail-down.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let staff: UserRow;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await createUser(ctx.services.db, { role: "admin", name: "Kiểm duyệt viên" });
  staffHeaders = { "accept-language": "en", ...(await authHeaders(ctx.services.db, staff)) };
});

afterAll(async () => {
  await ctx.close();
});

async function owner(overrides: Partial<UserRow> = {}) {
  const user = await createUser(ctx.services.db, overrides);
  return { user, headers: { "accept-language": "en", ...(await authHeaders(ctx.services.db, user)) } };
}

const queueIds = async (kind: string, query = "") =>
  (await ctx.api("GET", `admin/moderation-queue?kind=${kind}&limit=100${query}`, { headers: staffHeaders })).body.data.map(
    (x: { id: number }) => x.id,
  );

describe("staff moderation", () => {
  it("queues pending listings, approves one into search and records who decided", async () => {
    const { user } = await owner({ email: "chu-nha-duyet@example.test" });
    const listing = await createProperty(ctx.services.db, {
      userId: user.id,
      requestStatus: "pending",
      title: "Căn hộ chờ duyệt Thảo Điền",
    });
    expect(await queueIds("property")).toContain(listing.id);
    expect((await ctx.api("GET", `get_property?id=${listing.id}`)).status).toBe(404);
    const res = await ctx.api("POST", "admin/moderate", {
      headers: staffHeaders,
      body: { kind: "property", id: listing.id, decision: "approve" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ request_status: "approved", reject_reason: null });
    expect(await queueIds("property")).not.toContain(listing.id);
    expect((await ctx.api("GET", `get_property?id=${listing.id}`)).status).toBe(200);
    const log = await ctx.api("GET", `admin/audit-log?entity_type=property&entity_id=${listing.id}`, { headers: staffHeaders });
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({
      action: "property.approve",
      before_status: "pending",
      after_status: "approved",
      actor: { id: staff.id, name: "Kiểm duyệt viên" },
    });
    const [note] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({ title: "Tin đăng của bạn đã được duyệt", url: `/my-property/${listing.slugId}` });
    await ctx.services.mailQueue.drain();
    expect(await latestMessage(ctx.dataDir, "mail", "chu-nha-duyet@example.test")).toContain("Căn hộ chờ duyệt Thảo Điền");
  });

  it("decides while the mail server is down and mails the owner once when it is back", async () => {
    const { user } = await owner({ email: "chu-nha-thu-cho@example.test" });
    const listing = await createProperty(ctx.services.db, { userId: user.id, requestStatus: "pending", title: "Nhà chờ thư Quận 3" });
    const res = await whileMailIsDown(ctx, () =>
      ctx.api("POST", "admin/moderate", { headers: staffHeaders, body: { kind: "property", id: listing.id, decision: "approve" } }),
    );
    expect(res.status).toBe(200);
    const mailsToOwner = async () =>
      (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes("chu-nha-thu-cho@example.test"));
    expect(await mailsToOwner()).toEqual([]);
    await retryMailNow(ctx);
    await retryMailNow(ctx);
    const mails = await mailsToOwner();
    expect(mails).toHaveLength(1);
    expect(messageText(mails[0]!.content)).toContain("Nhà chờ thư Quận 3");
  });

  it("rejects a project only with a reason, which the owner sees on their list", async () => {
    const { user, headers } = await owner({ language: "en" });
    const project = await createProject(ctx.services.db, { userId: user.id, requestStatus: "pending" });
    expect(await queueIds("project")).toContain(project.id);
    const noReason = await ctx.api("POST", "admin/moderate", {
      headers: staffHeaders,
      body: { kind: "project", id: project.id, decision: "reject" },
    });
    expect([noReason.status, noReason.body.message]).toEqual([400, "Please write your reason"]);
    const res = await ctx.api("POST", "admin/moderate", {
      headers: staffHeaders,
      body: { kind: "project", id: project.id, decision: "reject", reason: "Thiếu giấy phép xây dựng" },
    });
    expect(res.status).toBe(200);
    const mine = await ctx.api("GET", `get-added-projects?id=${project.id}`, { headers });
    expect(mine.body.data[0]).toMatchObject({
      request_status: "rejected",
      reject_reason: { project_id: project.id, reason: "Thiếu giấy phép xây dựng" },
    });
    const [note] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({ title: "Your project was not approved", body: `“${project.title}”: Thiếu giấy phép xây dựng` });
    const [entry] = await ctx.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "project"), eq(auditLog.entityId, project.id)));
    expect(entry).toMatchObject({
      action: "project.reject",
      entityType: "project",
      beforeStatus: "pending",
      afterStatus: "rejected",
      reason: "Thiếu giấy phép xây dựng",
      actorId: staff.id,
    });
  });

  it("is for staff only", async () => {
    const { user, headers } = await owner();
    const listing = await createProperty(ctx.services.db, { userId: user.id, requestStatus: "pending" });
    expect((await ctx.api("GET", "admin/moderation-queue?kind=property", { headers })).status).toBe(403);
    expect(
      (await ctx.api("POST", "admin/moderate", { headers, body: { kind: "property", id: listing.id, decision: "approve" } })).status,
    ).toBe(403);
    expect((await ctx.api("GET", "admin/audit-log", { headers })).status).toBe(403);
    const [row] = await ctx.services.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row!.requestStatus).toBe("pending");
  });
});

describe("feature requests", () => {
  it("spends the last property_feature unit, refuses the next, and floats the approved listing into promoted results", async () => {
    const { user, headers } = await owner();
    await givePackage(ctx.services.db, user.id, { propertyFeatureLimit: 1 });
    const first = await createProperty(ctx.services.db, { userId: user.id });
    const second = await createProperty(ctx.services.db, { userId: user.id });
    const res = await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "property", property_id: first.id } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "pending", property_id: first.id, target: { id: first.id } });
    const refused = await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "property", property_id: second.id } });
    expect([refused.status, refused.body.message]).toEqual([403, "Your Package Limit is Over. Please Purchase Package."]);
    expect(await queueIds("advertisement")).toContain(res.body.data.id);
    const approved = await ctx.api("POST", "admin/moderate", {
      headers: staffHeaders,
      body: { kind: "advertisement", id: res.body.data.id, decision: "approve" },
    });
    expect(approved.status).toBe(200);
    const promoted = await ctx.api("GET", "get_property?promoted=1&limit=100");
    expect(promoted.body.data.map((p: { id: number }) => p.id)).toContain(first.id);
    const mine = await ctx.api("GET", "get-featured-data", { headers });
    expect(mine.body.data[0]).toMatchObject({ status: "approved", is_active: true, property_id: first.id });
    expect(
      (
        await ctx.api("POST", "admin/moderate", {
          headers: staffHeaders,
          body: { kind: "advertisement", id: res.body.data.id, decision: "reject", reason: "x" },
        })
      ).status,
    ).toBe(409);
  });

  it("spends the last project_feature unit, refuses the next, and returns the unit when staff reject", async () => {
    const { user, headers } = await owner();
    const held = await givePackage(ctx.services.db, user.id, { projectFeatureLimit: 1 });
    const a = await createProject(ctx.services.db, { userId: user.id });
    const b = await createProject(ctx.services.db, { userId: user.id });
    const res = await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "project", project_id: a.id } });
    expect(res.status).toBe(201);
    const refused = await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "project", project_id: b.id } });
    expect([refused.status, refused.body.message]).toEqual([403, "Your Package Limit is Over. Please Purchase Package."]);
    await ctx.api("POST", "admin/moderate", {
      headers: staffHeaders,
      body: { kind: "advertisement", id: res.body.data.id, decision: "reject", reason: "Ảnh chưa rõ" },
    });
    const [after] = await ctx.services.db.select().from(userPackages).where(eq(userPackages.id, held.id));
    expect(after!.projectFeatureUsed).toBe(0);
    expect((await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "project", project_id: b.id } })).status).toBe(
      201,
    );
    const [project] = await ctx.services.db.select().from(projects).where(eq(projects.id, a.id));
    expect(project!.featuredUntil).toBeNull();
  });

  it("refuses without a package, for someone else's listing, for a pending listing, and twice for one listing", async () => {
    const { user, headers } = await owner();
    const listing = await createProperty(ctx.services.db, { userId: user.id });
    const none = await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "property", property_id: listing.id } });
    expect([none.status, none.body.message]).toEqual([403, "You have not subscribed. Please subscribe first"]);
    await givePackage(ctx.services.db, user.id, "pro");
    const other = await owner();
    await givePackage(ctx.services.db, other.user.id, "pro");
    expect(
      (await ctx.api("POST", "store_advertisement", { headers: other.headers, body: { feature_for: "property", property_id: listing.id } }))
        .status,
    ).toBe(404);
    const pending = await createProperty(ctx.services.db, { userId: user.id, requestStatus: "pending" });
    expect(
      (await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "property", property_id: pending.id } })).status,
    ).toBe(409);
    expect(
      (await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "property", property_id: listing.id } })).status,
    ).toBe(201);
    expect(
      (await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "property", property_id: listing.id } })).status,
    ).toBe(409);
    expect((await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "property" } })).status).toBe(400);
  });
});
