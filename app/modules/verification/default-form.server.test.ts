import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationFormFields } from "../../../db/schema/index.ts";
import { authHeaders, createUser } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { defaultVerificationForm, ensureDefaultVerificationForm } from "./default-form.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const fields = () => ctx.services.db.select().from(verificationFormFields).orderBy(asc(verificationFormFields.sortOrder));

describe("the default agent verification form", () => {
  it("is on a freshly seeded site: full name, CCCD number and photo, licence, years of practice, in both languages", async () => {
    const rows = await fields();
    expect(rows.map((f) => [f.kind, f.labelVi, f.labelEn, f.isRequired, f.isActive])).toEqual([
      ["text", "Họ và tên (như trên CCCD)", "Full name (as on the citizen ID card)", true, true],
      ["text", "Số CCCD", "Citizen ID card (CCCD) number", true, true],
      ["file", "Ảnh chụp CCCD", "Photo of the citizen ID card (CCCD)", true, true],
      ["file", "Chứng chỉ hành nghề môi giới bất động sản", "Real estate brokerage licence or certificate", true, true],
      ["number", "Số năm hành nghề", "Years of practice", false, true],
    ]);
    const user = await createUser(ctx.services.db);
    const form = await ctx.api("GET", "get-agent-verification-form-fields?lang=en", { headers: await authHeaders(ctx.services.db, user) });
    expect(form.body.data.map((f: { name: string }) => f.name)).toEqual(defaultVerificationForm.map((f) => f.labelEn));
  });

  it("is editable by staff like any field", async () => {
    const admin = await createUser(ctx.services.db, { role: "admin" });
    const [years] = (await fields()).filter((f) => f.kind === "number");
    const res = await ctx.api("POST", "admin/save-verification-form-field", {
      headers: await authHeaders(ctx.services.db, admin),
      body: {
        id: years!.id,
        kind: "number",
        label_vi: "Số năm làm môi giới",
        label_en: "Years as a broker",
        is_required: true,
        sort_order: 5,
      },
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.services.db.select().from(verificationFormFields).where(eq(verificationFormFields.id, years!.id));
    expect([row!.labelVi, row!.labelEn, row!.isRequired]).toEqual(["Số năm làm môi giới", "Years as a broker", true]);
  });

  it("is added once to an existing site that has no form, and never over one staff built or removed", async () => {
    const db = ctx.services.db;
    await db.delete(verificationFormFields);
    const added = await Promise.all([ensureDefaultVerificationForm(db), ensureDefaultVerificationForm(db)]);
    expect(added.sort()).toEqual([false, true]);
    expect(await fields()).toHaveLength(defaultVerificationForm.length);

    // Staff removed every field: removed ones stay inactive, and the site keeps its empty form.
    await db.update(verificationFormFields).set({ isActive: false });
    expect(await ensureDefaultVerificationForm(db)).toBe(false);
    expect((await fields()).filter((f) => f.isActive)).toEqual([]);
  });
});
