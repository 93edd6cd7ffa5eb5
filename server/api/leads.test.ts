import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, notifications, reports } from "../../db/schema/index.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { categoryBySlug, createProperty, wardByName } from "../../tests/support/factories.ts";
import { givePackage } from "../../tests/support/listing-fixtures.ts";
import { messageText } from "../../tests/support/outbox.ts";
import { retryMailNow, whileMailIsDown } from "../../tests/support/mail-down.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => ctx.close());

/** The mails to an address, once the mail worker has sent what the request queued. */
const mailsTo = async (address: string) => {
  await ctx.services.mailQueue.drain();
  return (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(`To: ${address}`)).map((m) => messageText(m.content));
};
const inquiry = (propertyId: number, email: string) => ({
  name: "Minh Anh",
  email,
  phone: "0901234567",
  message: "Cho tôi hẹn xem nhà cuối tuần.",
  property_id: propertyId,
});
let seq = 0;
const visitorEmail = () => `khach${++seq}-${Date.now()}@example.vn`;
// Each test sends from its own client address, so the per-address limit counts one test's calls.
const from = (lang = "vi") => ({ "accept-language": lang, "x-forwarded-for": `203.0.113.${++seq}` });

describe("POST submit-lead", () => {
  it("sends a paid owner's lead directly: notification, mail, and the sender's confirmation", async () => {
    const owner = await createSignedInUser(ctx);
    await givePackage(ctx.services.db, owner.id, "basic");
    const listing = await createProperty(ctx.services.db, { userId: owner.id, title: "Căn hộ Thảo Điền 2PN" });
    const email = visitorEmail();
    const res = await ctx.api("POST", "submit-lead", { body: inquiry(listing.id, email), headers: from("en") });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Your inquiry has been sent. Please check your email for confirmation.");
    expect(res.body.data.routed_to).toBe("owner");
    const [row] = await ctx.services.db.select().from(leads).where(eq(leads.id, res.body.data.id));
    expect(row).toMatchObject({ kind: "inquiry", routedTo: "owner", ownerId: owner.id, state: "new", phone: "0901234567", lang: "en" });
    const notes = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes.map((n) => [n.type, n.title])).toEqual([["lead", "Yêu cầu mới về tin đăng: Căn hộ Thảo Điền 2PN"]]);
    const ownerMail = await mailsTo(owner.email);
    expect(ownerMail).toHaveLength(1);
    expect(ownerMail[0]).toContain("Cho tôi hẹn xem nhà cuối tuần.");
    expect(ownerMail[0]).toContain(email);
    const confirmation = await mailsTo(email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toContain("Căn hộ Thảo Điền 2PN");
  });

  it("sends a free owner's lead to the team and prompts the owner to upgrade", async () => {
    const owner = await createSignedInUser(ctx);
    await givePackage(ctx.services.db, owner.id, "free");
    const staff = await createSignedInUser(ctx, { role: "admin" });
    const listing = await createProperty(ctx.services.db, { userId: owner.id, title: "Nhà phố Bình Thạnh" });
    const email = visitorEmail();
    const res = await ctx.api("POST", "submit-lead", { body: inquiry(listing.id, email), headers: from() });
    expect(res.status).toBe(201);
    expect(res.body.data.routed_to).toBe("staff");
    expect(res.body.message).toBe("Đã gửi yêu cầu. Vui lòng kiểm tra email để xem xác nhận.");
    const [row] = await ctx.services.db.select().from(leads).where(eq(leads.id, res.body.data.id));
    expect(row).toMatchObject({ routedTo: "staff", ownerId: owner.id });
    const ownerNotes = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(ownerNotes.map((n) => [n.type, n.url])).toEqual([["upgrade", "/subscription-plan"]]);
    expect(ownerNotes[0]!.body).not.toContain(email);
    expect(await mailsTo(owner.email)).toEqual([]);
    const staffNotes = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, staff.id));
    expect(staffNotes.map((n) => n.type)).toEqual(["lead"]);
    const teamMail = await mailsTo("lienhe@nhadat.local");
    expect(teamMail.some((m) => m.includes(email) && m.includes("Cho tôi hẹn xem nhà cuối tuần."))).toBe(true);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("stores a lead while the mail server is down; the owner and the sender are mailed once when it is back", async () => {
    const owner = await createSignedInUser(ctx);
    await givePackage(ctx.services.db, owner.id, "basic");
    const listing = await createProperty(ctx.services.db, { userId: owner.id, title: "Căn hộ Quận 7 khi thư trục trặc" });
    const email = visitorEmail();
    const res = await whileMailIsDown(ctx, () => ctx.api("POST", "submit-lead", { body: inquiry(listing.id, email), headers: from() }));
    expect(res.status).toBe(201);
    expect(await mailsTo(owner.email)).toEqual([]);
    await retryMailNow(ctx);
    await retryMailNow(ctx);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("mails the team once about a free owner's lead sent while the mail server was down", async () => {
    const owner = await createSignedInUser(ctx);
    await givePackage(ctx.services.db, owner.id, "free");
    const listing = await createProperty(ctx.services.db, { userId: owner.id, title: "Nhà phố Gò Vấp khi thư trục trặc" });
    const email = visitorEmail();
    const res = await whileMailIsDown(ctx, () => ctx.api("POST", "submit-lead", { body: inquiry(listing.id, email), headers: from() }));
    expect(res.status).toBe(201);
    await retryMailNow(ctx);
    await retryMailNow(ctx);
    expect((await mailsTo("lienhe@nhadat.local")).filter((m) => m.includes(email))).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("answers missing fields with the spec's messages in both languages; the phone is optional", async () => {
    const listing = await createProperty(ctx.services.db);
    const enRes = await ctx.api("POST", "submit-lead", { body: { property_id: listing.id }, headers: from("en") });
    expect(enRes.status).toBe(400);
    expect(enRes.body.errors).toEqual({ name: "Name is required", email: "Email is required", message: "Message is required" });
    const viRes = await ctx.api("POST", "submit-lead", { body: { ...inquiry(listing.id, "sai-email"), phone: "123" }, headers: from() });
    expect(viRes.body.errors).toEqual({ email: "Địa chỉ email không hợp lệ", phone: "Số điện thoại không hợp lệ" });
    const noPhone = await ctx.api("POST", "submit-lead", { body: { ...inquiry(listing.id, visitorEmail()), phone: "" }, headers: from() });
    expect(noPhone.status).toBe(201);
  });

  it("refuses a listing that is not public", async () => {
    const hidden = await createProperty(ctx.services.db, { requestStatus: "pending" });
    const res = await ctx.api("POST", "submit-lead", { body: inquiry(hidden.id, visitorEmail()), headers: from("en") });
    expect(res.status).toBe(404);
    expect(await ctx.services.db.select().from(leads).where(eq(leads.propertyId, hidden.id))).toEqual([]);
  });

  it("limits one address to five inquiries in ten minutes", async () => {
    const listing = await createProperty(ctx.services.db);
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await ctx.api("POST", "submit-lead", { body: inquiry(listing.id, visitorEmail()), headers })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("POST submit-property-requirement", () => {
  it("stores the request for the team with its budget in whole VND, and confirms to the sender", async () => {
    const category = await categoryBySlug(ctx.services.db, "can-ho-chung-cu");
    const ward = await wardByName(ctx.services.db, "Phường Bến Thành");
    const email = visitorEmail();
    const res = await ctx.api("POST", "submit-property-requirement", {
      body: new URLSearchParams({
        purpose: "rent",
        category_id: String(category.id),
        province_code: "29",
        "ward_codes[]": ward.code,
        budget_min: "15000000",
        budget_max: "25000000",
        bedrooms: "2",
        other_needs: "Gần trường quốc tế",
        timeline: "within_1_month",
        name: "Hoà",
        email,
      }),
      headers: from("en"),
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Your request has been sent. Our team will contact you within 24 hours.");
    const [row] = await ctx.services.db.select().from(leads).where(eq(leads.id, res.body.data.id));
    expect(row).toMatchObject({
      kind: "requirement",
      routedTo: "staff",
      purpose: "rent",
      categoryId: category.id,
      wardCodes: [ward.code],
      budgetMin: 15_000_000,
      budgetMax: 25_000_000,
      bedrooms: 2,
      timeline: "within_1_month",
      message: "Gần trường quốc tế",
      state: "new",
    });
    const confirmation = await mailsTo(email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toContain("within 24 hours");
    expect((await mailsTo("lienhe@nhadat.local")).some((m) => m.includes(email) && m.includes("15.000.000"))).toBe(true);
  });

  it("validates purpose, timeline, contact and the budget range", async () => {
    const res = await ctx.api("POST", "submit-property-requirement", {
      body: { purpose: "lease", timeline: "someday", budget_min: 5_000_000_000, budget_max: 1_000_000_000, email: "x" },
      headers: from("en"),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      purpose: "The value is invalid",
      timeline: "The value is invalid",
      name: "Name is required",
      email: "Email address is invalid",
    });
    const range = await ctx.api("POST", "submit-property-requirement", {
      body: {
        purpose: "buy",
        timeline: "just_looking",
        budget_min: 5_000_000_000,
        budget_max: 1_000_000_000,
        name: "A",
        email: visitorEmail(),
      },
      headers: from("en"),
    });
    expect(range.body.errors).toEqual({ budget_max: "The maximum budget must be at least the minimum budget" });
    const ward = await ctx.api("POST", "submit-property-requirement", {
      body: { purpose: "buy", timeline: "immediately", ward_codes: ["99999999"], name: "A", email: visitorEmail() },
      headers: from("en"),
    });
    expect(ward.body.errors).toEqual({ ward_codes: "The value is invalid" });
    expect(await ctx.services.db.select().from(leads).where(eq(leads.name, "A"))).toEqual([]);
  });
});

describe("report reasons and add_reports", () => {
  it("lists the seeded reasons in the request's language", async () => {
    const vi = await ctx.api("GET", "get_report_reasons");
    const en = await ctx.api("GET", "get_report_reasons", { headers: { "accept-language": "en" } });
    expect(vi.body.data.length).toBeGreaterThanOrEqual(5);
    expect(vi.body.data[0].reason).toBe("Thông tin sai sự thật");
    expect(en.body.data[0]).toEqual({ id: vi.body.data[0].id, reason: "False or misleading information" });
  });

  it("asks for a reason, or for the text of 'other', in both languages", async () => {
    const user = await createSignedInUser(ctx);
    const listing = await createProperty(ctx.services.db);
    const none = await ctx.api("POST", "add_reports", {
      body: { property_id: listing.id },
      headers: { ...user.headers, "accept-language": "en" },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please select a reason first");
    const other = await ctx.api("POST", "add_reports", {
      body: { property_id: listing.id, reason_id: "other", other_message: "  " },
      headers: { ...user.headers, "accept-language": "en" },
    });
    expect(other.body.message).toBe("Please write your reason");
    const otherVi = await ctx.api("POST", "add_reports", { body: { property_id: listing.id, reason_id: 0 }, headers: user.headers });
    expect(otherVi.body.message).toBe("Vui lòng ghi lý do của bạn");
    const noneVi = await ctx.api("POST", "add_reports", { body: { property_id: listing.id }, headers: user.headers });
    expect(noneVi.body.message).toBe("Vui lòng chọn lý do trước");
    const visitor = await ctx.api("POST", "add_reports", { body: { property_id: listing.id, reason_id: 1 } });
    expect(visitor.status).toBe(401);
  });

  it("keeps one open report per user and listing", async () => {
    const user = await createSignedInUser(ctx);
    const other = await createSignedInUser(ctx);
    const listing = await createProperty(ctx.services.db);
    const reasons = (await ctx.api("GET", "get_report_reasons")).body.data as { id: number }[];
    const first = await ctx.api("POST", "add_reports", {
      body: { property_id: listing.id, reason_id: reasons[1]!.id },
      headers: user.headers,
    });
    expect(first.status).toBe(201);
    const again = await ctx.api("POST", "add_reports", {
      body: { property_id: listing.id, other_message: "Lừa đảo" },
      headers: { ...user.headers, "accept-language": "en" },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already reported this listing; the team is reviewing it");
    const byOther = await ctx.api("POST", "add_reports", {
      body: { property_id: listing.id, other_message: "Ảnh không đúng" },
      headers: other.headers,
    });
    expect(byOther.status).toBe(201);
    const rows = await ctx.services.db.select().from(reports).where(eq(reports.propertyId, listing.id));
    expect(rows.map((r) => [r.userId, r.reasonId, r.otherMessage, r.status])).toEqual([
      [user.id, reasons[1]!.id, null, "open"],
      [other.id, null, "Ảnh không đúng", "open"],
    ]);
    // Once staff decide, the user may report the listing again.
    await ctx.services.db.update(reports).set({ status: "dismissed" }).where(eq(reports.id, first.body.data.id));
    expect(
      (await ctx.api("POST", "add_reports", { body: { property_id: listing.id, other_message: "Vẫn sai" }, headers: user.headers })).status,
    ).toBe(201);
  });
});
