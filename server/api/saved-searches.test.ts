import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedSearches } from "../../db/schema/index.ts";
import { maxSavedSearchesPerUser } from "../../app/modules/saved-searches/saved-search-schema.ts";
import { authHeaders, categoryBySlug, createUser, type UserRow } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
const en = { "accept-language": "en" };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("saved-searches", () => {
  let user: UserRow;
  let headers: Record<string, string>;
  beforeAll(async () => {
    user = await createUser(ctx.services.db);
    headers = { ...en, ...(await authHeaders(ctx.services.db, user)) };
  });

  it("saves a results page's search, lists, updates and deletes it", async () => {
    const saved = await ctx.api("POST", "saved-searches", {
      headers,
      body: { name: "2 phòng ngủ Q7", url: "/properties?search=căn hộ 2pn quận 7&sort=price_asc&offset=20", frequency: "daily" },
    });
    expect(saved.status).toBe(201);
    const id = (saved.body.data as { id: number }).id;
    expect(saved.body.data).toMatchObject({
      name: "2 phòng ngủ Q7",
      url: "/properties?search=c%C4%83n+h%E1%BB%99+2pn+qu%E1%BA%ADn+7",
      frequency: "daily",
      by_email: true,
      by_push: false,
      paused: false,
      new_since_visit: 0,
    });
    const [row] = await ctx.services.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    const flats = await categoryBySlug(ctx.services.db, "can-ho-chung-cu");
    expect(row!.filters).toMatchObject({ bedrooms: 2, categoryId: flats.id, wardCodes: expect.any(Array) });

    const updated = await ctx.api("POST", "saved-searches/update", { headers, body: { id, name: "Q7", paused: "1", by_push: true } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: "Q7", paused: true, by_push: true, frequency: "daily" });
    const list = await ctx.api("GET", "saved-searches", { headers });
    expect(list.body).toMatchObject({ total: 1, data: [{ id, name: "Q7" }] });

    expect((await ctx.api("DELETE", `saved-searches?id=${id}`, { headers })).status).toBe(200);
    expect((await ctx.api("GET", "saved-searches", { headers })).body.data).toEqual([]);
  });

  it("refuses what is not a results page, a blank name and another user's search", async () => {
    const bad = await ctx.api("POST", "saved-searches", { headers, body: { name: "x", url: "https://evil.example/properties" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Only a results page can be saved");
    expect((await ctx.api("POST", "saved-searches", { headers, body: { name: " ", url: "/properties" } })).body.message).toBe(
      "Please name the search",
    );
    const other = await createUser(ctx.services.db);
    const [theirs] = await ctx.services.db
      .insert(savedSearches)
      .values({ userId: other.id, name: "B", url: "/properties", filters: {} })
      .returning();
    expect((await ctx.api("POST", "saved-searches/update", { headers, body: { id: theirs!.id, name: "mine" } })).status).toBe(404);
    expect((await ctx.api("DELETE", `saved-searches?id=${theirs!.id}`, { headers })).status).toBe(404);
    const [unchanged] = await ctx.services.db.select().from(savedSearches).where(eq(savedSearches.id, theirs!.id));
    expect(unchanged!.name).toBe("B");
  });

  it(`keeps at most ${maxSavedSearchesPerUser} searches per user`, async () => {
    const busy = await createUser(ctx.services.db);
    const busyHeaders = { ...en, ...(await authHeaders(ctx.services.db, busy)) };
    await ctx.services.db
      .insert(savedSearches)
      .values(
        Array.from({ length: maxSavedSearchesPerUser }, (_, i) => ({ userId: busy.id, name: `S${i}`, url: "/properties", filters: {} })),
      );
    const over = await ctx.api("POST", "saved-searches", { headers: busyHeaders, body: { name: "one more", url: "/map" } });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`You can save at most ${maxSavedSearchesPerUser} searches.`);
  });
});
