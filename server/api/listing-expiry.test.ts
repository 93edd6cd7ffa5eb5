import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, projects, properties, userPackages } from "../../db/schema/index.ts";
import { activatePackagePurchase } from "../../app/modules/payments/activate-package-purchase.server.ts";
import { assignPackage } from "../../app/modules/packages/assign-package.server.ts";
import { buyPackageByBankTransfer } from "../../tests/support/buy-package.ts";
import { authHeaders, createProject, createProperty, createUser } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// docs/product.md, "States" ("expired"): a listing lasts as long as the owner's
// package period; it leaves the public site when that ends and comes back on renewal.
let ctx: TestContext;
let staff: Record<string, string>;
const day = 86_400_000;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "admin" }));
});
afterAll(() => ctx.close());

const isPublic = async (id: number) => (await ctx.api("GET", `get_property?id=${id}`)).status === 200;
const listed = async (id: number) =>
  ((await ctx.api("GET", "get-property-list?limit=100")).body.data as { id: number }[]).some((p) => p.id === id);
const row = async (id: number) => (await ctx.services.db.select().from(properties).where(eq(properties.id, id)))[0]!;

describe("listings and the owner's package", () => {
  it("leave the site when the period ends and come back, to the new period's end, when the owner renews", async () => {
    const owner = await createUser(ctx.services.db);
    const headers = await authHeaders(ctx.services.db, owner);
    const expired = await createProperty(ctx.services.db, { userId: owner.id, expiresAt: new Date(Date.now() - day) });
    const running = await createProperty(ctx.services.db, { userId: owner.id, expiresAt: new Date(Date.now() + 2 * day) });
    const project = await createProject(ctx.services.db, { userId: owner.id, expiresAt: new Date(Date.now() - day) });
    const othersListing = await createProperty(ctx.services.db, { expiresAt: new Date(Date.now() - day) });

    expect(await isPublic(expired.id)).toBe(false);
    expect(await listed(expired.id)).toBe(false);
    expect(await isPublic(running.id)).toBe(true);
    expect((await row(expired.id)).onMap).toBe(false);

    const paymentId = await buyPackageByBankTransfer(ctx, headers, staff, "basic");
    const [period] = await ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, owner.id));
    expect(await isPublic(expired.id)).toBe(true);
    expect(await listed(expired.id)).toBe(true);
    expect((await row(expired.id)).expiresAt).toEqual(period!.endsAt);
    expect((await row(running.id)).expiresAt).toEqual(period!.endsAt);
    expect((await row(expired.id)).onMap).toBe(true);
    // Basic includes one project listing: the owner's project runs on too.
    expect((await ctx.services.db.select().from(projects).where(eq(projects.id, project.id)))[0]!.expiresAt).toEqual(period!.endsAt);
    // Someone else's listing stays expired.
    expect(await isPublic(othersListing.id)).toBe(false);

    // The same confirmation again changes nothing.
    const before = await row(expired.id);
    expect((await activatePackagePurchase(ctx.services, { transactionId: paymentId })).activated).toBe(false);
    expect(await row(expired.id)).toEqual(before);
  });

  it("never shortens a listing, and a package without listings extends none", async () => {
    const owner = await createUser(ctx.services.db);
    const far = new Date(Date.now() + 400 * day);
    const longListing = await createProperty(ctx.services.db, { userId: owner.id, expiresAt: far });
    const expired = await createProperty(ctx.services.db, { userId: owner.id, expiresAt: new Date(Date.now() - day) });
    const [noListing] = await ctx.services.db
      .insert(packages)
      .values({ code: `mortgage-only-${owner.id}`, name: "Chỉ tính vay", price: 0, durationDays: 30, mortgageCalculatorDetail: true })
      .returning();
    const admin = { id: 1, role: "admin" as const, name: "", email: "" };
    await assignPackage(ctx.services.db, { actor: admin, packageId: noListing!.id, userId: owner.id });
    expect(await isPublic(expired.id)).toBe(false);

    const [free] = await ctx.services.db.select().from(packages).where(eq(packages.code, "free"));
    const held = await assignPackage(ctx.services.db, { actor: admin, packageId: free!.id, userId: owner.id });
    expect((await row(expired.id)).expiresAt).toEqual(held.endsAt);
    expect(await isPublic(expired.id)).toBe(true);
    expect((await row(longListing.id)).expiresAt).toEqual(far);
  });
});
