import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../../db/schema/index.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("package names in payment answers", () => {
  it("follow the request's language: the opened transfer, the payment list and staff's list", async () => {
    const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
    const headers = await authHeaders(ctx.services.db, await createUser(ctx.services.db));
    const opened = await ctx.api("POST", "initiate-bank-transfer?lang=en", { body: { package_id: basic!.id }, headers });
    expect(opened.status).toBe(201);
    expect(opened.body.data.package_name).toBe("Basic");

    const inEnglish = await ctx.api("GET", "get_payment_details?lang=en", { headers });
    const inVietnamese = await ctx.api("GET", "get_payment_details?lang=vi", { headers });
    expect(inEnglish.body.data.map((p: { package_name: string }) => p.package_name)).toEqual(["Basic"]);
    expect(inVietnamese.body.data.map((p: { package_name: string }) => p.package_name)).toEqual(["Gói Cơ bản"]);
    const byHeader = await ctx.api("GET", "get_payment_details", { headers: { ...headers, "x-language": "en" } });
    expect(byHeader.body.data[0].package_name).toBe("Basic");

    const admin = await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "admin" }));
    const staff = await ctx.api("GET", `admin/payments?lang=en&search=${opened.body.data.reference}`, { headers: admin });
    expect(staff.body.data[0].package_name).toBe("Basic");
    const one = await ctx.api("GET", `admin/transaction?lang=vi&payment_transaction_id=${opened.body.data.id}`, { headers: admin });
    expect(one.body.data.package_name).toBe("Gói Cơ bản");
  });
});
