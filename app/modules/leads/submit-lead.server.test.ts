import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../../db/schema/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { submitLeadSchema } from "./lead-schemas.ts";
import { submitLead } from "./submit-lead.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const inquiry = (propertyId: number) =>
  submitLeadSchema.parse({
    name: "Trần Văn Bình",
    email: "binh@example.test",
    message: "Cho tôi xem nhà cuối tuần.",
    property_id: propertyId,
  });
const leadsAbout = (propertyId: number) => ctx.services.db.select().from(leads).where(eq(leads.propertyId, propertyId));

describe("submitLead", () => {
  it("sends an inquiry to an owner on a paid package directly", async () => {
    const owner = await createActor(ctx.services.db);
    await givePackage(ctx.services.db, owner.id, { price: 500_000 });
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    expect(await submitLead(ctx.services, { actor: null, lead: inquiry(listing.id), lang: "vi" })).toMatchObject({ routed_to: "owner" });
    expect(await leadsAbout(listing.id)).toMatchObject([{ kind: "inquiry", routedTo: "owner", ownerId: owner.id, senderId: null }]);
  });

  it("sends an inquiry about a free-package owner's listing to staff", async () => {
    const owner = await createActor(ctx.services.db);
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const sender = await createActor(ctx.services.db);
    expect(await submitLead(ctx.services, { actor: sender, lead: inquiry(listing.id), lang: "en" })).toMatchObject({ routed_to: "staff" });
    expect(await leadsAbout(listing.id)).toMatchObject([{ routedTo: "staff", ownerId: owner.id, senderId: sender.id, lang: "en" }]);
  });

  it("refuses a listing that is not public, writing nothing", async () => {
    const owner = await createActor(ctx.services.db);
    const pending = await createProperty(ctx.services.db, { userId: owner.id, requestStatus: "pending" });
    await expect(submitLead(ctx.services, { actor: null, lead: inquiry(pending.id), lang: "vi" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await leadsAbout(pending.id)).toEqual([]);
  });
});
