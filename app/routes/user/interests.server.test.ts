import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyInterests } from "../../../db/schema/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { formPost, routeContext } from "../../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { listInterestedUsers } from "../../modules/properties/list-interested-users.server.ts";
import { loadPropertyDetail } from "../properties/detail-data.server.ts";
import { action } from "./interests.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const call = (actor: Awaited<ReturnType<typeof createActor>> | null, fields: Record<string, string>) =>
  action({ request: formPost("/user/interests", fields), context: routeContext(ctx, { actor }), params: {} } as never);

const detail = (slug: string, actor: Awaited<ReturnType<typeof createActor>> | null) =>
  loadPropertyDetail(ctx.services, {
    slug,
    url: new URL(`http://localhost/properties-details/${slug}`),
    actor,
    lang: "vi",
    countView: false,
  });

describe("/user/interests (the detail page's Quan tâm)", () => {
  it("marks a listing for a buyer, shows it marked on the page, and the owner sees who; the same button unmarks it", async () => {
    const db = ctx.services.db;
    const owner = await createActor(db);
    const buyer = await createActor(db, { name: "Người Mua Quan Tâm" });
    const listing = await createProperty(db, { userId: owner.id });

    expect(await call(buyer, { property_id: String(listing.id), type: "1" })).toMatchObject({ ok: true, is_interested: true });
    expect((await detail(listing.slugId, buyer)).isInterested).toBe(true);
    const seen = await listInterestedUsers(ctx.services, { actor: owner, propertyId: listing.id, limit: 10, offset: 0 });
    expect(seen.items.map((u) => u.name)).toEqual(["Người Mua Quan Tâm"]);

    await call(buyer, { property_id: String(listing.id), type: "0" });
    expect((await detail(listing.slugId, buyer)).isInterested).toBe(false);
  });

  it("sends a visitor to sign in and refuses a listing the buyer may not see, storing nothing", async () => {
    const db = ctx.services.db;
    const owner = await createActor(db);
    const buyer = await createActor(db);
    const hidden = await createProperty(db, { userId: owner.id, requestStatus: "pending" });
    const visitor = await call(null, { property_id: String(hidden.id), type: "1" }).catch((e: unknown) => e);
    expect(visitor instanceof Response && visitor.status).toBe(302);
    const refused = await call(buyer, { property_id: String(hidden.id), type: "1" }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ ok: false });
    expect(
      await db
        .select()
        .from(propertyInterests)
        .where(and(eq(propertyInterests.propertyId, hidden.id))),
    ).toEqual([]);
  });
});
