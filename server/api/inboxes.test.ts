import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leads, properties, reports, users } from "../../db/schema/index.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { createProperty } from "../../tests/support/factories.ts";
import { givePackage } from "../../tests/support/listing-fixtures.ts";
import { messageText } from "../../tests/support/outbox.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => ctx.close());

let address = 0;
const from = () => ({ "x-forwarded-for": `198.51.100.${++address}` });

async function reportedListing() {
  const owner = await createSignedInUser(ctx);
  const reporter = await createSignedInUser(ctx);
  const staff = await createSignedInUser(ctx, { role: "admin" });
  const listing = await createProperty(ctx.services.db, { userId: owner.id, title: `Tin bị báo cáo ${Date.now()}` });
  const report = await ctx.api("POST", "add_reports", {
    body: { property_id: listing.id, other_message: "Ảnh không đúng thực tế" },
    headers: reporter.headers,
  });
  expect(report.status).toBe(201);
  return { owner, reporter, staff, listing, reportId: report.body.data.id as number };
}

describe("staff report queue", () => {
  it("shows open reports with the listing to staff only, and dismissing closes one, audited", async () => {
    const { reporter, staff, listing, reportId } = await reportedListing();
    expect((await ctx.api("GET", "admin/reports", { headers: reporter.headers })).status).toBe(403);
    const queue = await ctx.api("GET", "admin/reports", { headers: staff.headers });
    const item = queue.body.data.find((r: { id: number }) => r.id === reportId);
    expect(item).toMatchObject({
      other_message: "Ảnh không đúng thực tế",
      property: { id: listing.id, title: listing.title },
      reporter: { id: reporter.id },
    });
    const dismissed = await ctx.api("POST", "admin/decide-report", { body: { id: reportId, decision: "dismiss" }, headers: staff.headers });
    expect(dismissed.body.data).toEqual({ id: reportId, status: "dismissed" });
    expect(
      (await ctx.api("POST", "admin/decide-report", { body: { id: reportId, decision: "dismiss" }, headers: staff.headers })).status,
    ).toBe(404);
    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, reportId));
    expect(audit.filter((a) => a.entityType === "report").map((a) => [a.action, a.actorId])).toEqual([["report.dismiss", staff.id]]);
  });

  it("unpublishes the listing with a reason the owner sees; it leaves search", async () => {
    const { staff, listing, reportId, owner } = await reportedListing();
    const before = await ctx.api("GET", `get_property?slug_id=${listing.slugId}`);
    expect(JSON.stringify(before.body.data)).toContain(listing.title);
    const noReason = await ctx.api("POST", "admin/decide-report", {
      body: { id: reportId, decision: "unpublish" },
      headers: { ...staff.headers, "accept-language": "en" },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Please write your reason");
    const res = await ctx.api("POST", "admin/decide-report", {
      body: { id: reportId, decision: "unpublish", reason: "Ảnh không phải của căn này" },
      headers: staff.headers,
    });
    expect(res.body.data.status).toBe("actioned");
    const [row] = await ctx.services.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ requestStatus: "rejected", rejectReason: "Ảnh không phải của căn này" });
    const search = await ctx.api("GET", `get_property?slug_id=${listing.slugId}`);
    expect(search.body.data ?? []).toEqual([]);
    const notices = await ctx.api("GET", "get_notification_list", { headers: owner.headers });
    expect(notices.body.data.some((n: { body: string }) => n.body.includes("Ảnh không phải của căn này"))).toBe(true);
    const [report] = await ctx.services.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report).toMatchObject({ status: "actioned", handledById: staff.id });
  });

  it("deactivates the listing's owner", async () => {
    const { staff, reportId, owner } = await reportedListing();
    await ctx.api("POST", "admin/decide-report", {
      body: { id: reportId, decision: "deactivate", reason: "Lừa đảo" },
      headers: staff.headers,
    });
    const [row] = await ctx.services.db.select({ banned: users.banned }).from(users).where(eq(users.id, owner.id));
    expect(row!.banned).toBe(true);
    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.action, "report.deactivate"));
    expect(audit.map((a) => a.entityId)).toContain(reportId);
  });
});

describe("leads inboxes", () => {
  it("puts a free owner's lead in the team's inbox with its age; staff move it along and assign it", async () => {
    const owner = await createSignedInUser(ctx);
    const staff = await createSignedInUser(ctx, { role: "admin" });
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const sent = await ctx.api("POST", "submit-lead", {
      body: { name: "Lan", email: "lan@example.vn", message: "Xin giá", property_id: listing.id },
      headers: from(),
    });
    const id = sent.body.data.id as number;
    const inbox = await ctx.api("GET", "admin/leads?kind=inquiry&state=new", { headers: staff.headers });
    expect(inbox.body.data.find((l: { id: number }) => l.id === id)).toMatchObject({
      kind: "inquiry",
      state: "new",
      age_hours: 0,
      property: { id: listing.id },
    });
    expect((await ctx.api("GET", "get-leads", { headers: owner.headers })).body.data).toEqual([]);
    expect((await ctx.api("GET", "admin/leads", { headers: owner.headers })).status).toBe(403);
    const moved = await ctx.api("POST", "admin/update-lead", {
      body: { id, state: "in_progress", assignee_id: staff.id },
      headers: staff.headers,
    });
    expect(moved.body.data).toEqual({ id, state: "in_progress", assignee_id: staff.id });
    const notStaff = await ctx.api("POST", "admin/update-lead", { body: { id, assignee_id: owner.id }, headers: staff.headers });
    expect(notStaff.status).toBe(400);
    const listed = await ctx.api("GET", "admin/leads?state=in_progress", { headers: staff.headers });
    expect(listed.body.data.find((l: { id: number }) => l.id === id).assignee).toEqual({ id: staff.id, name: expect.any(String) });
  });

  it("puts a paid owner's lead in the owner's own inbox; nobody else can change it", async () => {
    const owner = await createSignedInUser(ctx);
    const other = await createSignedInUser(ctx);
    await givePackage(ctx.services.db, owner.id, "pro");
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const sent = await ctx.api("POST", "submit-lead", {
      body: { name: "Tú", email: "tu@example.vn", message: "Còn không?", property_id: listing.id },
      headers: from(),
    });
    const id = sent.body.data.id as number;
    const mine = await ctx.api("GET", "get-leads", { headers: owner.headers });
    expect(mine.body.data.map((l: { id: number; state: string }) => [l.id, l.state])).toEqual([[id, "new"]]);
    expect((await ctx.api("GET", "get-leads", { headers: other.headers })).body.data).toEqual([]);
    expect((await ctx.api("POST", "update-lead", { body: { id, state: "done" }, headers: other.headers })).status).toBe(404);
    const done = await ctx.api("POST", "update-lead", { body: { id, state: "done" }, headers: owner.headers });
    expect(done.body.data.state).toBe("done");
    const [row] = await ctx.services.db.select().from(leads).where(eq(leads.id, id));
    expect(row!.state).toBe("done");
  });

  it("puts a contact message in the team's inbox; a moderator answers it by mail in the sender's language", async () => {
    const moderator = await createSignedInUser(ctx, { role: "moderator" });
    const user = await createSignedInUser(ctx);
    const email = `lienhe-${Date.now()}@example.vn`;
    const sent = await ctx.api("POST", "contct_us", {
      body: { first_name: "Ngọc", last_name: "Trần", email, subject: "Đăng tin", message: "Tôi cần hỗ trợ đăng tin cho thuê." },
      headers: { ...from(), "accept-language": "en" },
    });
    expect(sent.status).toBe(201);
    const inbox = await ctx.api("GET", "admin/leads?kind=contact&state=new", { headers: moderator.headers });
    const lead = inbox.body.data.find((l: { email: string }) => l.email === email);
    expect(lead).toMatchObject({
      kind: "contact",
      name: "Ngọc Trần",
      state: "new",
      message: "Đăng tin\n\nTôi cần hỗ trợ đăng tin cho thuê.",
    });

    const refused = await ctx.api("POST", "admin/reply-lead", { body: { id: lead.id, message: "Xin chào" }, headers: user.headers });
    expect(refused.status).toBe(403);
    const empty = await ctx.api("POST", "admin/reply-lead", { body: { id: lead.id, message: "  " }, headers: moderator.headers });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ message: "Vui lòng nhập nội dung trả lời" });

    const replied = await ctx.api("POST", "admin/reply-lead", {
      body: { id: lead.id, message: "We will call you today." },
      headers: moderator.headers,
    });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toEqual({ id: lead.id, state: "in_progress" });
    await ctx.services.mailQueue.drain();
    const mails = (await readOutbox(ctx.dataDir, "mail"))
      .filter((m) => m.content.includes(`To: ${email}`))
      .map((m) => messageText(m.content));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Hello Ngọc Trần,");
    expect(mails[0]).toContain("We will call you today.");
    const [row] = await ctx.services.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ state: "in_progress", assigneeId: moderator.id });
    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, lead.id));
    expect(audit.find((a) => a.action === "lead.reply")).toMatchObject({
      actorId: moderator.id,
      beforeStatus: "new",
      afterStatus: "in_progress",
    });
  });

  it("answers a lead already in progress, mails once after the change, and a retried answer mails nothing twice", async () => {
    const moderator = await createSignedInUser(ctx, { role: "moderator" });
    const email = `dangxuly-${Date.now()}@example.vn`;
    const sent = await ctx.api("POST", "contct_us", {
      body: { first_name: "Hoa", email, subject: "Thuê nhà", message: "Tôi cần thuê căn hộ hai phòng ngủ." },
      headers: from(),
    });
    expect(sent.status).toBe(201);
    const [lead] = await ctx.services.db.select().from(leads).where(eq(leads.email, email));
    const update = await ctx.api("POST", "admin/update-lead", { body: { id: lead!.id, state: "in_progress" }, headers: moderator.headers });
    expect(update.status).toBe(200);
    const mailsTo = async () => (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(`To: ${email}`));

    const body = { id: lead!.id, message: "Chúng tôi sẽ gọi lại trong hôm nay." };
    const first = await ctx.api("POST", "admin/reply-lead", { body, headers: moderator.headers });
    expect([first.status, first.body.data]).toEqual([200, { id: lead!.id, state: "in_progress" }]);
    const retried = await ctx.api("POST", "admin/reply-lead", { body, headers: moderator.headers });
    expect([retried.status, retried.body.data]).toEqual([200, { id: lead!.id, state: "in_progress" }]);
    await ctx.services.mailQueue.drain();
    expect(await mailsTo()).toHaveLength(1);
    const replies = (await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, lead!.id))).filter(
      (a) => a.action === "lead.reply",
    );
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ actorId: moderator.id, beforeStatus: "in_progress", afterStatus: "in_progress" });

    const second = await ctx.api("POST", "admin/reply-lead", {
      body: { id: lead!.id, message: "Xin gửi thêm ảnh." },
      headers: moderator.headers,
    });
    expect(second.status).toBe(200);
    await ctx.services.mailQueue.drain();
    expect(await mailsTo()).toHaveLength(2);
  });

  it("writes a Vietnamese sender's name family name first, and the reply greets them by their given name", async () => {
    const moderator = await createSignedInUser(ctx, { role: "moderator" });
    const email = `hoten-${Date.now()}@example.vn`;
    const sent = await ctx.api("POST", "contct_us", {
      body: { first_name: "Văn Mua", last_name: "Nguyễn", email, subject: "Mua nhà", message: "Tôi muốn mua nhà ở Quận 7." },
      headers: { ...from(), "accept-language": "vi" },
    });
    expect(sent.status).toBe(201);
    const inbox = await ctx.api("GET", "admin/leads?kind=contact&state=new", { headers: moderator.headers });
    const lead = inbox.body.data.find((l: { email: string }) => l.email === email);
    expect(lead.name).toBe("Nguyễn Văn Mua");
    const replied = await ctx.api("POST", "admin/reply-lead", {
      body: { id: lead.id, message: "Chúng tôi sẽ gọi lại." },
      headers: moderator.headers,
    });
    expect(replied.status).toBe(200);
    await ctx.services.mailQueue.drain();
    const mails = (await readOutbox(ctx.dataDir, "mail"))
      .filter((m) => m.content.includes(`To: ${email}`))
      .map((m) => messageText(m.content));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Kính chào anh/chị Mua,");
  });
});
