import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertisements, properties, userPackages } from "../../../db/schema/index.ts";
import { isAppError } from "../../lib/errors.ts";
import { createProject, createProperty } from "../../../tests/support/factories.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { featureListing } from "./feature-listing.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const codeOf = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  return isAppError(error) ? error.code : error;
};
const requestsFor = async (propertyId: number) =>
  ctx.services.db.select().from(advertisements).where(eq(advertisements.propertyId, propertyId));

describe("featureListing", () => {
  it("opens one pending request for an approved listing and spends one property_feature unit", async () => {
    const actor = await createActor(ctx.services.db);
    const held = await givePackage(ctx.services.db, actor.id, { propertyFeatureLimit: 2 });
    const listing = await createProperty(ctx.services.db, { userId: actor.id });
    const request = await featureListing(ctx.services.db, { actor, featureFor: "property", propertyId: listing.id });
    expect(request).toMatchObject({ userId: actor.id, propertyId: listing.id, status: "pending", userPackageId: held.id });
    const [after] = await ctx.services.db
      .select({ used: userPackages.propertyFeatureUsed })
      .from(userPackages)
      .where(eq(userPackages.id, held.id));
    expect(after!.used).toBe(1);
    expect(await codeOf(featureListing(ctx.services.db, { actor, featureFor: "property", propertyId: listing.id }))).toBe(
      "ALREADY_FEATURED",
    );
    expect(await requestsFor(listing.id)).toHaveLength(1);
  });

  it("refuses when the feature units are spent, and writes nothing", async () => {
    const actor = await createActor(ctx.services.db);
    await givePackage(ctx.services.db, actor.id, { propertyFeatureLimit: 1 });
    const [one, two] = [
      await createProperty(ctx.services.db, { userId: actor.id }),
      await createProperty(ctx.services.db, { userId: actor.id }),
    ];
    await featureListing(ctx.services.db, { actor, featureFor: "property", propertyId: one.id });
    expect(await codeOf(featureListing(ctx.services.db, { actor, featureFor: "property", propertyId: two.id }))).toBe("PACKAGE_LIMIT_OVER");
    expect(await requestsFor(two.id)).toEqual([]);
  });

  it("answers NOT_FOUND for another owner's listing and NOT_FEATURABLE for one still under review", async () => {
    const actor = await createActor(ctx.services.db);
    await givePackage(ctx.services.db, actor.id, { propertyFeatureLimit: 5, projectFeatureLimit: 5 });
    const someoneElses = await createProperty(ctx.services.db, { userId: (await createActor(ctx.services.db)).id });
    expect(await codeOf(featureListing(ctx.services.db, { actor, featureFor: "property", propertyId: someoneElses.id }))).toBe("NOT_FOUND");
    const pending = await createProperty(ctx.services.db, { userId: actor.id, requestStatus: "pending" });
    expect(await codeOf(featureListing(ctx.services.db, { actor, featureFor: "property", propertyId: pending.id }))).toBe("NOT_FEATURABLE");
    const project = await createProject(ctx.services.db, { userId: actor.id });
    expect((await featureListing(ctx.services.db, { actor, featureFor: "project", projectId: project.id })).projectId).toBe(project.id);
    const [row] = await ctx.services.db
      .select({ featuredUntil: properties.featuredUntil })
      .from(properties)
      .where(eq(properties.id, someoneElses.id));
    expect(row!.featuredUntil).toBeNull();
  });
});
