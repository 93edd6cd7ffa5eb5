import { stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, users, verificationRequests } from "../../db/schema/index.ts";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { latestMessage } from "../../tests/support/outbox.ts";
import { authHeaders, createProperty, createUser, type UserRow } from "../../tests/support/factories.ts";
import { assertMayList } from "../../app/modules/listings/listing-policy.server.ts";
import { givePackage, pdf, photo, storedFiles } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let admin: UserRow;
let adminHeaders: Record<string, string>;
let moderatorHeaders: Record<string, string>;
const fieldIds: Record<string, number> = {};
const en = { "accept-language": "en" };

async function member(): Promise<{ user: UserRow; headers: Record<string, string> }> {
  const user = await createUser(ctx.services.db);
  return { user, headers: { ...(await authHeaders(ctx.services.db, user)), ...en } };
}

async function statusOf(userId: number): Promise<string> {
  const [row] = await ctx.services.db.select({ status: users.verificationStatus }).from(users).where(eq(users.id, userId));
  return row!.status;
}

/** A valid application: every required field answered, the licence as a real PNG. */
async function validApplication(overrides: Record<string, string | File | string[]> = {}): Promise<FormData> {
  const answers: Record<string, string | File | string[]> = {
    licence: "CCHN-0912",
    years: "7",
    area: "Quận 1",
    role: "Môi giới độc lập",
    papers: await photo(320, 240, "png", "chung-chi.png"),
    ...overrides,
  };
  const body = new FormData();
  Object.entries(answers).forEach(([name, value], index) => {
    body.set(`form_fields[${index}][id]`, String(fieldIds[name]));
    if (Array.isArray(value)) value.forEach((v) => body.append(`form_fields[${index}][value][]`, v));
    else body.set(`form_fields[${index}][value]`, value);
  });
  return body;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx.services.db, { role: "admin" });
  adminHeaders = { ...(await authHeaders(ctx.services.db, admin)), ...en };
  moderatorHeaders = { ...(await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "moderator" }))), ...en };
  // These tests build a form of their own: the site's default one is removed first, as staff would.
  const defaults = await ctx.api("GET", "admin/verification-form-fields", { headers: adminHeaders });
  for (const field of defaults.body.data as { id: number }[]) {
    const removed = await ctx.api("POST", "admin/remove-verification-form-field", { headers: adminHeaders, body: { id: field.id } });
    if (removed.status !== 200) throw new Error(`remove-verification-form-field answered ${removed.status}`);
  }
  const build = async (name: string, body: Record<string, unknown>) => {
    const res = await ctx.api("POST", "admin/save-verification-form-field", { headers: adminHeaders, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    fieldIds[name] = res.body.data.id;
  };
  await build("licence", {
    kind: "text",
    label_vi: "Số chứng chỉ hành nghề",
    label_en: "Licence number",
    is_required: true,
    sort_order: 1,
  });
  await build("years", { kind: "number", label_vi: "Số năm kinh nghiệm", label_en: "Years of experience", sort_order: 2 });
  await build("area", {
    kind: "dropdown",
    label_vi: "Khu vực hoạt động",
    label_en: "Area",
    is_required: true,
    options: [
      { vi: "Quận 1", en: "District 1" },
      { vi: "Thủ Đức", en: "Thu Duc" },
    ],
    sort_order: 3,
  });
  await build("role", {
    kind: "radio",
    label_vi: "Hình thức",
    label_en: "Works as",
    options: [
      { vi: "Môi giới độc lập", en: "Independent" },
      { vi: "Thuộc sàn", en: "With an agency" },
    ],
    sort_order: 4,
  });
  await build("kinds", {
    kind: "checkbox",
    label_vi: "Loại nhà đất",
    label_en: "Property kinds",
    options: [
      { vi: "Căn hộ", en: "Apartments" },
      { vi: "Nhà phố", en: "Houses" },
    ],
    sort_order: 5,
  });
  await build("about", { kind: "textarea", label_vi: "Giới thiệu", label_en: "About you", sort_order: 6 });
  await build("papers", { kind: "file", label_vi: "Chứng chỉ hành nghề", label_en: "Licence scan", is_required: true, sort_order: 7 });
});
afterAll(async () => {
  await ctx.close();
});

describe("building the agent verification form", () => {
  it("is admin-only: users and moderators are refused and nothing changes", async () => {
    const { headers } = await member();
    const body = { kind: "text", label_vi: "Mã số thuế", label_en: "Tax code" };
    expect((await ctx.api("POST", "admin/save-verification-form-field", { headers, body })).status).toBe(403);
    expect((await ctx.api("POST", "admin/save-verification-form-field", { headers: moderatorHeaders, body })).status).toBe(403);
    expect((await ctx.api("GET", "admin/verification-form-fields", { headers: moderatorHeaders })).status).toBe(403);
    expect(
      (await ctx.api("POST", "admin/remove-verification-form-field", { headers: moderatorHeaders, body: { id: fieldIds.licence } })).status,
    ).toBe(403);
    const fields = await ctx.api("GET", "admin/verification-form-fields", { headers: adminHeaders });
    expect(fields.body.data.map((f: { id: number }) => f.id)).toEqual(Object.values(fieldIds));
  });

  it("checks a field: both labels, options only for choice kinds, options for every choice kind", async () => {
    const save = (body: Record<string, unknown>) => ctx.api("POST", "admin/save-verification-form-field", { headers: adminHeaders, body });
    const noLabel = await save({ kind: "text", label_vi: "Tên", label_en: " " });
    expect([noLabel.status, noLabel.body.errors]).toEqual([400, { label_en: "Please enter the field's label" }]);
    const noOptions = await save({ kind: "dropdown", label_vi: "Quận", label_en: "District" });
    expect(noOptions.body.errors).toEqual({ options: "A dropdown, radio or checkbox field needs at least one option" });
    const stray = await save({ kind: "number", label_vi: "Tuổi", label_en: "Age", options: [{ vi: "1", en: "1" }] });
    expect(stray.body.errors).toEqual({ options: "Only dropdown, radio and checkbox fields take options" });
    const badKind = await save({ kind: "colour", label_vi: "Màu", label_en: "Colour" });
    expect(badKind.body.errors).toEqual({ kind: "The value is invalid" });
  });

  it("answers the form in the reader's language, in order, with its options", async () => {
    const { headers } = await member();
    const vi = await ctx.api("GET", "get-agent-verification-form-fields", { headers: { ...headers, "accept-language": "vi" } });
    expect(vi.status).toBe(200);
    expect(vi.body.data[2]).toEqual({
      id: fieldIds.area,
      name: "Khu vực hoạt động",
      field_type: "dropdown",
      is_required: true,
      rank: 3,
      form_field_values: [
        { value: "Quận 1", label: "Quận 1" },
        { value: "Thủ Đức", label: "Thủ Đức" },
      ],
    });
    const english = await ctx.api("GET", "get-agent-verification-form-fields", { headers });
    expect(english.body.data.map((f: { name: string }) => f.name)).toEqual([
      "Licence number",
      "Years of experience",
      "Area",
      "Works as",
      "Property kinds",
      "About you",
      "Licence scan",
    ]);
    expect(english.body.data[2].form_field_values[1]).toEqual({ value: "Thủ Đức", label: "Thu Duc" });
    expect((await ctx.api("GET", "get-agent-verification-form-fields")).status).toBe(401);
  });
});

describe("applying", () => {
  it("checks every answer against its field, in the spec's wording, and stores nothing on a failure", async () => {
    const { user, headers } = await member();
    const before = await storedFiles(ctx.dataDir);
    const empty = await ctx.api("POST", "apply-agent-verification", { headers, body: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      [`form_fields.${fieldIds.licence}`]: "This field is required",
      [`form_fields.${fieldIds.area}`]: "This field is required",
      [`form_fields.${fieldIds.papers}`]: "Please select a file to upload",
    });
    const wrong = await ctx.api("POST", "apply-agent-verification", {
      headers,
      body: await validApplication({ years: "bảy", area: "Quận 12", role: "Cả hai", kinds: ["Căn hộ", "Biệt thự"] }),
    });
    expect(wrong.body.errors).toEqual({
      [`form_fields.${fieldIds.years}`]: "Please enter a valid number",
      [`form_fields.${fieldIds.area}`]: "Please choose from the options given",
      [`form_fields.${fieldIds.role}`]: "Please choose from the options given",
      [`form_fields.${fieldIds.kinds}`]: "Please choose from the options given",
    });
    const unknown = await ctx.api("POST", "apply-agent-verification", { headers, body: { form_fields: [{ id: 999_999, value: "x" }] } });
    expect(unknown.body.errors?.["form_fields.999999"]).toBe("The value is invalid");

    const renamed = new File([new TextEncoder().encode("MZ not a photo")], "chung-chi.png", { type: "image/png" });
    const notAPhoto = await ctx.api("POST", "apply-agent-verification", { headers, body: await validApplication({ papers: renamed }) });
    expect([notAPhoto.status, notAPhoto.body.errors]).toEqual([
      400,
      { [`form_fields.${fieldIds.papers}`]: "The file must be a JPEG or PNG photo or a PDF" },
    ]);
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(new TextEncoder().encode("%PDF-1.4"));
    const tooLarge = await ctx.api("POST", "apply-agent-verification", {
      headers,
      body: await validApplication({ papers: new File([huge], "giay-to.pdf", { type: "application/pdf" }) }),
    });
    expect([tooLarge.status, tooLarge.body.errors]).toEqual([413, { [`form_fields.${fieldIds.papers}`]: "The file is too large" }]);

    expect(await statusOf(user.id)).toBe("initial");
    expect(await ctx.services.db.select().from(verificationRequests).where(eq(verificationRequests.userId, user.id))).toEqual([]);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
  });

  it("takes a valid application, turns the account pending, which the gate and the settings read, and keeps the file private", async () => {
    const { user, headers } = await member();
    await givePackage(ctx.services.db, user.id, "basic");
    const sent = await ctx.api("POST", "apply-agent-verification", {
      headers,
      body: await validApplication({ kinds: ["Căn hộ", "Nhà phố"], papers: pdf("chung-chi.pdf") }),
    });
    expect([sent.status, sent.body.message, sent.body.data.status]).toEqual([
      201,
      "Application sent. We will review it and let you know.",
      "pending",
    ]);
    expect(await statusOf(user.id)).toBe("pending");
    // Every staff account (admins and moderators) is told in the app; nobody else is.
    const told = await ctx.services.db
      .select({ role: users.role, userId: notifications.userId, url: notifications.url })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.title, `Đơn xác minh môi giới mới từ ${user.name}`));
    const staff = await ctx.services.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, ["admin", "moderator"]));
    expect(told.map((row) => row.userId).sort()).toEqual(staff.map((row) => row.id).sort());
    expect(told.map((row) => row.userId)).toContain(admin.id);
    expect(new Set(told.map((row) => row.url))).toEqual(new Set(["/admin/verifications?kind=agent"]));

    const values = await ctx.api("GET", "get-agent-verification-form-values", { headers });
    expect(values.body.data).toMatchObject({ status: "pending", reason: null });
    expect(values.body.data.values.map((v: { name: string; value: unknown }) => [v.name, v.value])).toEqual([
      ["Licence number", "CCHN-0912"],
      ["Years of experience", "7"],
      ["Area", "Quận 1"],
      ["Works as", "Môi giới độc lập"],
      ["Property kinds", ["Căn hộ", "Nhà phố"]],
      ["Licence scan", "chung-chi.pdf"],
    ]);
    const settings = await ctx.api("GET", "web-settings", { headers });
    expect(settings.body.data.verification_status).toBe("pending");

    await updateSettings(ctx.services.db, { verification_required_for_user: true });
    try {
      const gated = await assertMayList(ctx.services.db, { id: user.id, role: "user" } as never).catch((error: unknown) => error);
      expect((gated as { code?: string }).code).toBe("VERIFICATION_PENDING");
    } finally {
      await updateSettings(ctx.services.db, { verification_required_for_user: false });
    }

    const again = await ctx.api("POST", "apply-agent-verification", { headers, body: await validApplication() });
    expect([again.status, again.body.message]).toEqual([409, "Your verification application is already being reviewed"]);

    const [request] = await ctx.services.db.select().from(verificationRequests).where(eq(verificationRequests.userId, user.id));
    const key = request!.files[0]!.key;
    expect(key).toMatch(new RegExp(`^private/verification/u${user.id}/[0-9a-f-]+\\.pdf$`));
    expect((await stat(path.join(ctx.dataDir, "uploads", key))).size).toBeGreaterThan(0);
    expect((await ctx.app.request(`/media/${key}`)).status).toBe(404);

    const fileUrl = values.body.data.values[5].file_url as string;
    const open = async (actor: { id: number; role: "user" | "moderator" | "admin" }) =>
      ctx.app.request(fileUrl, { headers: await authHeaders(ctx.services.db, actor) });
    const own = await open({ id: user.id, role: "user" });
    expect([own.status, own.headers.get("content-type"), own.headers.get("cache-control")]).toEqual([
      200,
      "application/pdf",
      "private, no-store",
    ]);
    const stranger = await createUser(ctx.services.db);
    expect((await open({ id: stranger.id, role: "user" })).status).toBe(404);
    expect((await open({ id: admin.id, role: "moderator" })).status).toBe(200);
  });
});

describe("the staff queue and decision", () => {
  it("lets a moderator fail with a reason the user sees, the user re-apply, and a moderator verify; users are refused", async () => {
    const { user, headers } = await member();
    expect((await ctx.api("POST", "apply-agent-verification", { headers, body: await validApplication() })).status).toBe(201);

    expect((await ctx.api("GET", "admin/verification-requests?kind=agent", { headers })).status).toBe(403);
    const queue = await ctx.api("GET", "admin/verification-requests?kind=agent", { headers: moderatorHeaders });
    expect(queue.status).toBe(200);
    const item = queue.body.data.find((entry: { user: { id: number } }) => entry.user.id === user.id);
    expect(item.answers.find((a: { label_en: string }) => a.label_en === "Licence scan").file_url).toMatch(
      /^\/verification-files\/\d+\/0$/,
    );
    expect(item.answers[0]).toEqual({
      label_vi: "Số chứng chỉ hành nghề",
      label_en: "Licence number",
      kind: "text",
      value: "CCHN-0912",
      file_url: null,
    });

    const byUser = await ctx.api("POST", "admin/decide-verification", { headers, body: { id: item.id, decision: "verify" } });
    expect(byUser.status).toBe(403);
    expect(await statusOf(user.id)).toBe("pending");
    const noReason = await ctx.api("POST", "admin/decide-verification", {
      headers: moderatorHeaders,
      body: { id: item.id, decision: "fail" },
    });
    expect([noReason.status, noReason.body.message]).toEqual([400, "Please write your reason"]);

    const failed = await ctx.api("POST", "admin/decide-verification", {
      headers: moderatorHeaders,
      body: { id: item.id, decision: "fail", reason: "Ảnh chứng chỉ bị mờ" },
    });
    expect(failed.status).toBe(200);
    expect(await statusOf(user.id)).toBe("failed");
    const told = await ctx.api("GET", "get-agent-verification-form-values", { headers });
    expect(told.body.data).toMatchObject({ status: "failed", reason: "Ảnh chứng chỉ bị mờ" });
    const [notice] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notice).toMatchObject({ title: "Xác minh môi giới không thành công", url: "/user/agent-verification" });
    expect(notice!.body).toContain("Ảnh chứng chỉ bị mờ");
    await ctx.services.mailQueue.drain();
    expect(await latestMessage(ctx.dataDir, "mail", user.email)).toContain("Ảnh chứng chỉ bị mờ");
    const [audit] = await ctx.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "agent_verification"), eq(auditLog.entityId, item.id)));
    expect(audit).toMatchObject({
      action: "verification.fail",
      entityType: "agent_verification",
      afterStatus: "failed",
      reason: "Ảnh chứng chỉ bị mờ",
    });
    const twice = await ctx.api("POST", "admin/decide-verification", {
      headers: moderatorHeaders,
      body: { id: item.id, decision: "verify" },
    });
    expect(twice.status).toBe(409);

    expect((await ctx.api("POST", "apply-agent-verification", { headers, body: await validApplication() })).status).toBe(201);
    const next = (await ctx.api("GET", "admin/verification-requests?kind=agent", { headers: moderatorHeaders })).body.data.find(
      (entry: { user: { id: number } }) => entry.user.id === user.id,
    );
    expect(
      (await ctx.api("POST", "admin/decide-verification", { headers: moderatorHeaders, body: { id: next.id, decision: "verify" } })).status,
    ).toBe(200);
    expect(await statusOf(user.id)).toBe("verified");
    expect((await ctx.api("GET", "get-agent-verification-form-values", { headers })).body.data.status).toBe("verified");
    expect((await ctx.api("GET", "web-settings", { headers })).body.data.verification_status).toBe("success");
    await createProperty(ctx.services.db, { userId: user.id });
    const agents = await ctx.api("GET", "agent-list?is_verified=1&limit=100");
    expect(agents.body.data.some((agent: { id: number; is_verified: boolean }) => agent.id === user.id && agent.is_verified)).toBe(true);
    const onceMore = await ctx.api("POST", "apply-agent-verification", { headers, body: await validApplication() });
    expect([onceMore.status, onceMore.body.message]).toEqual([409, "Your account is already verified"]);
  });
});
