import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { authHeaders, createUser, wardByName } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const en = { "accept-language": "en" };

describe("a profile's place", () => {
  it("takes a ward as listings do: its name and its province's become the city and province, and the ward is kept", async () => {
    const user = await createUser(ctx.services.db);
    const headers = { ...(await authHeaders(ctx.services.db, user)), ...en };
    const ward = await wardByName(ctx.services.db, "Phường Tân Hưng");
    const res = await ctx.api("POST", "update_profile", {
      body: { ward_code: ward.code, latitude: "10.7452", longitude: "106.7040" },
      headers,
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.services.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      wardCode: ward.code,
      city: "Phường Tân Hưng",
      state: "Hồ Chí Minh",
      latitude: 10.7452,
      longitude: 106.704,
    });
  });

  it("refuses an unknown ward (the listings' ward check) and a bad point (the listings' point schema), changing nothing", async () => {
    const user = await createUser(ctx.services.db, { city: "Cũ", state: "Cũ" });
    const headers = { ...(await authHeaders(ctx.services.db, user)), ...en };
    const badWard = await ctx.api("POST", "update_profile", { body: { ward_code: "99999" }, headers });
    expect(badWard.status).toBe(400);
    expect(badWard.body.errors?.ward_code).toBe("The value is invalid");
    const badPoint = await ctx.api("POST", "update_profile", { body: { latitude: "91" }, headers });
    const listingPoint = await ctx.api("POST", "post_property", { body: { latitude: "91" }, headers });
    expect(badPoint.status).toBe(400);
    expect(badPoint.body.errors?.latitude).toBe(listingPoint.body.errors?.latitude);
    const [row] = await ctx.services.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ wardCode: null, city: "Cũ", state: "Cũ" });
  });
});
