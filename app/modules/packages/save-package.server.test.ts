import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, packages, paymentTransactions } from "../../../db/schema/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { checkPackageLimit, consumePackageUnit } from "./check-package-limit.server.ts";
import { deletePackage } from "./delete-package.server.ts";
import { listPackages } from "./list-packages.server.ts";
import { listStaffPackages } from "./list-staff-packages.server.ts";
import { packageDraftSchema } from "./package-schemas.ts";
import { savePackage } from "./save-package.server.ts";
import { setPackageActive } from "./set-package-active.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const draft = (fields: Record<string, unknown>) =>
  packageDraftSchema.parse({ name: "Gói Doanh nghiệp", name_en: "Business", price: "1500000", duration: "60", ...fields });

async function auditOf(entityId: number) {
  return ctx.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "package"), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

describe("staff packages", () => {
  it("creates a package with names in both languages, whole-VND price, limits and unlimited features, and audits it", async () => {
    const admin = await createActor(ctx.services.db, { role: "admin" });
    const saved = await savePackage(ctx.services.db, {
      actor: admin,
      draft: draft({
        property_list_mode: "unlimited",
        property_feature_mode: "limited",
        property_feature_limit: "5",
        premium_properties: "1",
      }),
    });
    expect(saved).toMatchObject({
      name: "Gói Doanh nghiệp",
      name_en: "Business",
      price: 1_500_000,
      duration: 60,
      property_list_mode: "unlimited",
      property_feature_mode: "limited",
      property_feature_limit: 5,
      project_list_mode: "off",
      premium_properties: true,
      project_access: false,
      is_active: true,
    });
    const [audit] = await auditOf(saved.id);
    expect(audit).toMatchObject({ actorId: admin.id, action: "package.create", beforeStatus: null });
    expect(JSON.parse(audit!.afterStatus!)).toMatchObject({ name_en: "Business", price: 1_500_000 });

    const offered = await listPackages(ctx.services.db, { actor: null, lang: "en" });
    const card = offered.packages.find((p) => p.id === saved.id);
    expect(card?.name).toBe("Business");
    expect(card?.features.find((f) => f.type === "property_list")).toMatchObject({ included: true, limit: null, unlimited: true });
    expect(card?.features.find((f) => f.type === "property_feature")).toMatchObject({ included: true, limit: 5, unlimited: false });
    expect(card?.features.find((f) => f.type === "project_list")).toMatchObject({ included: false });
  });

  it("lets a holder of an unlimited feature spend units without running out", async () => {
    const admin = await createActor(ctx.services.db, { role: "admin" });
    const user = await createActor(ctx.services.db);
    const saved = await savePackage(ctx.services.db, { actor: admin, draft: draft({ property_list_mode: "unlimited" }) });
    const [pkg] = await ctx.services.db.select().from(packages).where(eq(packages.id, saved.id));
    await givePackage(ctx.services.db, user.id, pkg!.code);
    for (let i = 0; i < 3; i += 1) {
      await ctx.services.db.transaction((tx) => consumePackageUnit(tx, user, "property_list"));
    }
    expect(await checkPackageLimit(ctx.services.db, user, "property_list")).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: true,
    });
    expect(await checkPackageLimit(ctx.services.db, user, "project_list")).toMatchObject({ feature_available: false });
  });

  it("edits a package with before and after in the audit log", async () => {
    const admin = await createActor(ctx.services.db, { role: "admin" });
    const created = await savePackage(ctx.services.db, { actor: admin, draft: draft({}) });
    const edited = await savePackage(ctx.services.db, {
      actor: admin,
      draft: draft({ id: String(created.id), price: "0", project_list_mode: "limited", project_list_limit: "2" }),
    });
    expect(edited).toMatchObject({ id: created.id, price: 0, project_list_mode: "limited", project_list_limit: 2 });
    const entries = await auditOf(created.id);
    expect(entries.map((e) => e.action)).toEqual(["package.create", "package.update"]);
    expect(JSON.parse(entries[1]!.beforeStatus!)).toMatchObject({ price: 1_500_000, project_list_mode: "off" });
    expect(JSON.parse(entries[1]!.afterStatus!)).toMatchObject({ price: 0, project_list_mode: "limited" });
  });

  it("refuses what the spec's rules forbid, with the spec's wording keys", () => {
    const issues = (fields: Record<string, unknown>) => {
      const result = packageDraftSchema.safeParse(fields);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(issues({})).toMatchObject({
      name: "nameRequired",
      name_en: "nameRequired",
      price: "priceRequired",
      duration: "packageDurationRequired",
    });
    expect(issues({ name: "A", name_en: "A", price: "-1", duration: "30" })).toMatchObject({ price: "packagePriceNegative" });
    expect(issues({ name: "A", name_en: "A", price: "1000.5", duration: "30" })).toMatchObject({ price: "invalidNumber" });
    expect(issues({ name: "A", name_en: "A", price: "0", duration: "0" })).toMatchObject({ duration: "packageDurationTooShort" });
    expect(issues({ name: "A", name_en: "A", price: "0", duration: "30", property_list_mode: "limited" })).toMatchObject({
      property_list_limit: "packageLimitRequired",
    });
    expect(
      issues({ name: "A", name_en: "A", price: "0", duration: "30", property_list_mode: "limited", property_list_limit: "0" }),
    ).toMatchObject({
      property_list_limit: "packageLimitTooSmall",
    });
    // One submit names every problem, the limit's beside the missing name's.
    expect(issues({ property_list_mode: "limited" })).toMatchObject({ name: "nameRequired", property_list_limit: "packageLimitRequired" });
    expect(issues({ name: "A", name_en: "A", price: "0", duration: "30" })).toEqual({});
  });

  it("deactivates a package in use (held periods keep running) but refuses to delete it; deletes an unused one", async () => {
    const admin = await createActor(ctx.services.db, { role: "admin" });
    const user = await createActor(ctx.services.db);
    const used = await savePackage(ctx.services.db, {
      actor: admin,
      draft: draft({ property_list_mode: "limited", property_list_limit: "3" }),
    });
    const [row] = await ctx.services.db.select().from(packages).where(eq(packages.id, used.id));
    await givePackage(ctx.services.db, user.id, row!.code);

    await expect(deletePackage(ctx.services.db, { actor: admin, packageId: used.id })).rejects.toMatchObject({ code: "PACKAGE_IN_USE" });
    expect(await setPackageActive(ctx.services.db, { actor: admin, packageId: used.id, isActive: false })).toEqual({ changed: true });
    expect(await setPackageActive(ctx.services.db, { actor: admin, packageId: used.id, isActive: false })).toEqual({ changed: false });
    const offered = await listPackages(ctx.services.db, { actor: null, lang: "vi" });
    expect(offered.packages.some((p) => p.id === used.id)).toBe(false);
    expect(await checkPackageLimit(ctx.services.db, user, "property_list")).toMatchObject({ limit_available: true });
    const staffView = (await listStaffPackages(ctx.services.db)).find((p) => p.id === used.id);
    expect(staffView).toMatchObject({ is_active: false, in_use: true, holders: 1 });
    expect((await auditOf(used.id)).map((e) => e.action)).toEqual(["package.create", "package.deactivate"]);

    // A package someone only started paying for is in use too.
    const paidFor = await savePackage(ctx.services.db, { actor: admin, draft: draft({}) });
    await ctx.services.db.insert(paymentTransactions).values({
      userId: user.id,
      packageId: paidFor.id,
      reference: `NDTEST${paidFor.id}`,
      method: "bank_transfer",
      amount: 1_500_000,
      chargedAmount: 1_500_000,
    });
    await expect(deletePackage(ctx.services.db, { actor: admin, packageId: paidFor.id })).rejects.toMatchObject({ code: "PACKAGE_IN_USE" });

    const unused = await savePackage(ctx.services.db, { actor: admin, draft: draft({}) });
    await deletePackage(ctx.services.db, { actor: admin, packageId: unused.id });
    expect(await ctx.services.db.select().from(packages).where(eq(packages.id, unused.id))).toEqual([]);
    expect((await auditOf(unused.id)).map((e) => e.action)).toEqual(["package.create", "package.delete"]);
  });
});
