import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, parameters, userPackages } from "../../db/schema/index.ts";
import { authHeaders, categoryBySlug, createProperty, createUser } from "../../tests/support/factories.ts";
import { form, givePackage, photo } from "../../tests/support/listing-fixtures.ts";
import { translate } from "../../app/lib/i18n/index.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let packageIds: Record<string, number>;
const en = { "accept-language": "en" };

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.services.db.select({ id: packages.id, code: packages.code }).from(packages);
  packageIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});

afterAll(async () => {
  await ctx.close();
});

async function userWith(plan?: Parameters<typeof givePackage>[2], period?: Parameters<typeof givePackage>[3]) {
  const user = await createUser(ctx.services.db);
  if (plan) await givePackage(ctx.services.db, user.id, plan, period);
  return { user, headers: { ...en, ...(await authHeaders(ctx.services.db, user)) } };
}

const check = async (headers: Record<string, string>, type: string) =>
  (await ctx.api("GET", `check-package-limit?type=${type}`, { headers })).body.data;

async function listingBody(title = "Căn hộ thử giới hạn gói") {
  const [area] = await ctx.services.db.select({ id: parameters.id }).from(parameters).where(eq(parameters.code, "area"));
  return form({
    title,
    description: "Mô tả căn hộ thử giới hạn gói tin đăng.",
    category_id: (await categoryBySlug(ctx.services.db, "can-ho-chung-cu")).id,
    property_type: "sell",
    price: 2_000_000_000,
    title_image: await photo(400, 300),
    "parameters[0][parameter_id]": area!.id,
    "parameters[0][value]": 62,
  });
}

describe("seeded packages", () => {
  it("are one free and two paid ones with Vietnamese names, seeded once", async () => {
    const rows = await ctx.services.db.select().from(packages);
    expect(rows.map((r) => [r.code, r.name, r.price > 0])).toEqual([
      ["free", "Gói Miễn phí", false],
      ["basic", "Gói Cơ bản", true],
      ["pro", "Gói Chuyên nghiệp", true],
    ]);
  });
});

describe("GET check-package-limit", () => {
  it("answers all false without a package, and from the package's features with one", async () => {
    const none = await userWith();
    expect(await check(none.headers, "property_list")).toEqual({
      package_available: false,
      feature_available: false,
      limit_available: false,
    });
    const free = await userWith("free");
    expect(await check(free.headers, "property_list")).toEqual({ package_available: true, feature_available: true, limit_available: true });
    expect(await check(free.headers, "property_feature")).toEqual({
      package_available: true,
      feature_available: false,
      limit_available: false,
    });
    expect(await check(free.headers, "mortgage_calculator_detail")).toEqual({
      package_available: true,
      feature_available: false,
      limit_available: false,
    });
    const pro = await userWith("pro");
    for (const type of [
      "property_list",
      "property_feature",
      "project_list",
      "project_feature",
      "mortgage_calculator_detail",
      "premium_properties",
      "project_access",
    ]) {
      expect(await check(pro.headers, type)).toEqual({ package_available: true, feature_available: true, limit_available: true });
    }
  });

  it("ignores packages that have ended or not started", async () => {
    const ended = await userWith("pro", { startsAt: new Date(Date.now() - 60 * 86_400_000), endsAt: new Date(Date.now() - 1000) });
    expect((await check(ended.headers, "project_access")).package_available).toBe(false);
    const later = await userWith("pro", { startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 60 * 86_400_000) });
    expect((await check(later.headers, "project_access")).package_available).toBe(false);
  });

  it("says the limit is used up when every unit is spent", async () => {
    const { user, headers } = await userWith({ propertyListLimit: 1 });
    await ctx.services.db.update(userPackages).set({ propertyListUsed: 1 }).where(eq(userPackages.userId, user.id));
    expect(await check(headers, "property_list")).toEqual({ package_available: true, feature_available: true, limit_available: false });
  });

  it("refuses an unknown type and a visitor", async () => {
    const { headers } = await userWith();
    expect((await ctx.api("GET", "check-package-limit?type=chat", { headers })).status).toBe(400);
    expect((await ctx.api("GET", "check-package-limit?type=property_list")).status).toBe(401);
  });
});

describe("GET get_limits (eBroker's web client's name for the check)", () => {
  it("answers the same check when the actor may, in the client's package_type words", async () => {
    const pro = await userWith("pro");
    for (const packageType of ["property", "advertisement", "project"]) {
      const res = await ctx.api("GET", `get_limits?package_type=${packageType}`, { headers: pro.headers });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ package_available: true, feature_available: true, limit_available: true });
    }
  });

  it("answers check-package-limit's error when the package lacks the feature or its units are spent", async () => {
    const free = await userWith("free");
    const advertisement = await ctx.api("GET", "get_limits?package_type=advertisement", { headers: free.headers });
    expect(advertisement.status).toBe(403);
    expect(advertisement.body.error).toBe(true);
    const { user, headers } = await userWith({ propertyListLimit: 1 });
    await ctx.services.db.update(userPackages).set({ propertyListUsed: 1 }).where(eq(userPackages.userId, user.id));
    const spent = await ctx.api("GET", "get_limits?package_type=property", { headers: { ...headers, ...en } });
    expect(spent.body.error).toBe(true);
    expect(spent.body.message).toBe(translate("en", "packageLimitOver"));
    expect((await ctx.api("GET", "get_limits?package_type=property")).status).toBe(401);
  });
});

describe("property_list limit on post_property", () => {
  it("allows the last unit and refuses the next with the spec's message", async () => {
    const { headers } = await userWith("free");
    expect((await ctx.api("POST", "post_property", { headers, body: await listingBody() })).status).toBe(201);
    expect((await ctx.api("POST", "post_property", { headers, body: await listingBody() })).status).toBe(201);
    const refused = await ctx.api("POST", "post_property", { headers, body: await listingBody() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Your Package Limit is Over. Please Purchase Package.");
    const vi = await ctx.api("POST", "post_property", { headers: { ...headers, "accept-language": "vi" }, body: await listingBody() });
    expect(vi.body.message).toBe(translate("vi", "packageLimitOver"));
  });

  it("refuses a user without a package: not subscribed", async () => {
    const { headers } = await userWith();
    const res = await ctx.api("POST", "post_property", { headers, body: await listingBody() });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You have not subscribed. Please subscribe first");
  });

  it("lets only one of two simultaneous posts take the last unit", async () => {
    const { user, headers } = await userWith({ propertyListLimit: 1 });
    const results = await Promise.all([
      ctx.api("POST", "post_property", { headers, body: await listingBody("Tin đồng thời một") }),
      ctx.api("POST", "post_property", { headers, body: await listingBody("Tin đồng thời hai") }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    const [held] = await ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
    expect(held!.propertyListUsed).toBe(1);
  });
});

describe("POST assign_package", () => {
  it("starts the free package once per period and refuses paid ones until paid", async () => {
    const { headers } = await userWith();
    const first = await ctx.api("POST", "assign_package", { headers, body: { package_id: packageIds.free } });
    expect(first.status).toBe(201);
    expect(first.body.data.package_id).toBe(packageIds.free);
    expect((await ctx.api("POST", "assign_package", { headers, body: { package_id: packageIds.free } })).status).toBe(409);
    const paid = await ctx.api("POST", "assign_package", { headers, body: { package_id: packageIds.pro } });
    expect(paid.status).toBe(402);
    expect((await check(headers, "premium_properties")).feature_available).toBe(false);
  });

  it("lets staff start a paid package for a user, and no one else", async () => {
    const { user, headers } = await userWith();
    const staff = await createUser(ctx.services.db, { role: "admin" });
    const staffHeaders = await authHeaders(ctx.services.db, staff);
    expect(
      (await ctx.api("POST", "admin/assign-package", { headers, body: { user_id: user.id, package_id: packageIds.pro } })).status,
    ).toBe(403);
    const res = await ctx.api("POST", "admin/assign-package", {
      headers: staffHeaders,
      body: { user_id: user.id, package_id: packageIds.pro },
    });
    expect(res.status).toBe(201);
    expect(await check(headers, "premium_properties")).toEqual({ package_available: true, feature_available: true, limit_available: true });
  });
});

describe("entitlements answer from package rows", () => {
  it("opens a premium listing with the premium package and shows a paid owner's contact", async () => {
    const owner = await createUser(ctx.services.db, { phoneNumber: "0907770001" });
    const premium = await createProperty(ctx.services.db, { userId: owner.id, isPremium: true });
    const free = await userWith("free");
    const preview = await ctx.api("GET", `get_property?id=${premium.id}`, { headers: free.headers });
    expect(preview.status).toBe(200);
    expect(preview.body.data[0]).toMatchObject({ is_premium_locked: true, gallery: [], mobile: null });
    const pro = await userWith("pro");
    const opened = await ctx.api("GET", `get_property?id=${premium.id}`, { headers: pro.headers });
    expect(opened.status).toBe(200);
    const detail = Array.isArray(opened.body.data) ? opened.body.data[0] : opened.body.data;
    expect(detail.customer.mobile).toBeNull();
    await givePackage(ctx.services.db, owner.id, "basic");
    const again = await ctx.api("GET", `get_property?id=${premium.id}`, { headers: pro.headers });
    const shown = Array.isArray(again.body.data) ? again.body.data[0] : again.body.data;
    // The number is masked on the detail; revealing it (counted) answers it whole.
    expect(shown.customer).toMatchObject({ mobile: "0907•••001", mobile_is_masked: true });
    const revealed = await ctx.api("POST", "reveal-phone", { body: { property_id: premium.id }, headers: pro.headers });
    expect(revealed.body.data.mobile).toBe("0907770001");
    const refused = await ctx.api("POST", "reveal-phone", { body: { property_id: premium.id }, headers: free.headers });
    expect(refused.status).toBe(403);
  });
});
