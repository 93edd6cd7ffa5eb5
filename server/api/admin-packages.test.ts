import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../../db/schema/index.ts";
import { grantFreePackage } from "../../app/modules/packages/grant-free-package.server.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let moderator: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = { ...(await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "admin" }))), "accept-language": "en" };
  moderator = {
    ...(await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "moderator" }))),
    "accept-language": "en",
  };
});
afterAll(() => ctx.close());

const body = { name: "Gói Tuần", name_en: "Weekly", price: 49_000, duration: 7, property_list_mode: "limited", property_list_limit: 3 };

describe("admin package calls", () => {
  it("creates a package that get-package then offers, named in the request's language", async () => {
    const created = await ctx.api("POST", "admin/save-package", { body, headers: admin });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("The package is saved");
    const id = created.body.data.id as number;
    const offered = await ctx.api("GET", "get-package?lang=en");
    expect(offered.body.data.find((p: { id: number }) => p.id === id)).toMatchObject({
      name: "Weekly",
      price: 49_000,
      duration: 7,
    });
    const offeredVi = await ctx.api("GET", "get-package?lang=vi");
    expect(offeredVi.body.data.find((p: { id: number }) => p.id === id)).toMatchObject({ name: "Gói Tuần" });
    const list = await ctx.api("GET", "admin/packages", { headers: admin });
    expect(list.body.data.find((p: { id: number }) => p.id === id)).toMatchObject({ property_list_limit: 3, in_use: false });
  });

  it("answers invalid drafts with the spec's wording per field and writes nothing", async () => {
    const before = await ctx.services.db.select({ id: packages.id }).from(packages);
    const res = await ctx.api("POST", "admin/save-package", { body: { price: "12.5", duration: 0 }, headers: admin });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: "Name is required",
      name_en: "Name is required",
      price: "Please enter a valid number",
      duration: "The duration must be at least 1 day",
    });
    const missingPrice = await ctx.api("POST", "admin/save-package", { body: { ...body, price: undefined }, headers: admin });
    expect(missingPrice.body.errors).toMatchObject({ price: "Price is required" });
    expect(await ctx.services.db.select({ id: packages.id }).from(packages)).toHaveLength(before.length);
  });

  it("refuses a moderator and a user every staff package call, leaving the package as it was", async () => {
    const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
    const user = { ...(await authHeaders(ctx.services.db, await createUser(ctx.services.db))), "accept-language": "en" };
    for (const headers of [moderator, user]) {
      expect((await ctx.api("GET", "admin/packages", { headers })).status).toBe(403);
      expect((await ctx.api("POST", "admin/save-package", { body: { ...body, id: basic!.id }, headers })).status).toBe(403);
      expect((await ctx.api("POST", "admin/package-status", { body: { id: basic!.id, is_active: false }, headers })).status).toBe(403);
      expect((await ctx.api("POST", "admin/delete-package", { body: { id: basic!.id }, headers })).status).toBe(403);
    }
    const [after] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
    expect(after).toEqual(basic);
  });

  it("refuses to delete the seeded free package that every account holds: 409 with the hint to deactivate", async () => {
    const [free] = await ctx.services.db.select().from(packages).where(eq(packages.code, "free"));
    const holder = await createUser(ctx.services.db);
    await grantFreePackage(ctx.services.db, holder.id);
    const res = await ctx.api("POST", "admin/delete-package", { body: { id: free!.id }, headers: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This package is in use: deactivate it instead of deleting it");
  });
});
