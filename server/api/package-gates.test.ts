import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyPackageByBankTransfer } from "../../tests/support/buy-package.ts";
import { authHeaders, createProject, createProperty, createUser } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// Each gate refuses before, and opens after a paid package is bought by bank transfer and
// approved by staff through the real calls (activatePackagePurchase starts the period).
let ctx: TestContext;
let staff: Record<string, string>;
const en = { "accept-language": "en" };

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx.services.db, { role: "admin" });
  staff = { ...en, ...(await authHeaders(ctx.services.db, admin)) };
});
afterAll(() => ctx.close());

async function buyer() {
  const user = await createUser(ctx.services.db);
  return { user, headers: { ...en, ...(await authHeaders(ctx.services.db, user)) } };
}

describe("mortgage_calculator_detail", () => {
  it("refuses the schedule before and gives it after buying the basic package", async () => {
    const { headers } = await buyer();
    const query = "mortgage-calculator?loan_amount=2000000000&interest_rate=9&loan_term_years=20&show_all_details=1";
    const before = await ctx.api("GET", query, { headers });
    expect(before.status).toBe(403);
    expect(before.body.message).toBe("The detailed repayment schedule needs the mortgage calculator package. Please purchase a package.");
    await buyPackageByBankTransfer(ctx, headers, staff, "basic");
    const after = await ctx.api("GET", query, { headers });
    expect(after.status).toBe(200);
    expect(after.body.data.yearly_totals).toHaveLength(20);
  });
});

describe("project_access", () => {
  it("refuses the project detail before and opens it after buying the basic package", async () => {
    const project = await createProject(ctx.services.db, { title: "Dự án cổng gói" });
    const { headers } = await buyer();
    const before = await ctx.api("GET", `get-project-detail?id=${project.id}`, { headers });
    expect(before.status).toBe(403);
    await buyPackageByBankTransfer(ctx, headers, staff, "basic");
    const after = await ctx.api("GET", `get-project-detail?id=${project.id}`, { headers });
    expect(after.status).toBe(200);
    expect(after.body.data.id).toBe(project.id);
  });
});

describe("premium_properties", () => {
  it("refuses a premium listing and compare before, opens both after buying the pro package (basic lacks it)", async () => {
    const premium = await createProperty(ctx.services.db, { isPremium: true });
    const plain = await createProperty(ctx.services.db, {});
    const { headers } = await buyer();
    const compare = `compare-properties?source_property_id=${plain.id}&target_property_id=${premium.id}`;
    // Without the entitlement get_property answers the public preview, flagged locked; compare is refused.
    const locked = async () => (await ctx.api("GET", `get_property?id=${premium.id}`, { headers })).body.data[0].is_premium_locked;
    expect(await locked()).toBe(true);
    expect((await ctx.api("GET", compare, { headers })).status).toBe(403);

    await buyPackageByBankTransfer(ctx, headers, staff, "basic");
    expect(await locked()).toBe(true);
    const withBasic = await ctx.api("GET", compare, { headers });
    expect(withBasic.status).toBe(403);
    expect(withBasic.body.message).toBe("Premium properties need the premium properties package. Please purchase a package.");

    await buyPackageByBankTransfer(ctx, headers, staff, "pro");
    const opened = await ctx.api("GET", `get_property?id=${premium.id}`, { headers });
    expect(opened.status).toBe(200);
    const detail = Array.isArray(opened.body.data) ? opened.body.data[0] : opened.body.data;
    expect(detail).toMatchObject({ id: premium.id, is_premium_locked: false });
    const compared = await ctx.api("GET", compare, { headers });
    expect(compared.status).toBe(200);
    expect(compared.body.data.target_property.id).toBe(premium.id);
  });
});
