import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userPackages } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { assertPackageAvailable, checkPackageLimit } from "./check-package-limit.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const outcome = async (actor: Actor, feature: Parameters<typeof assertPackageAvailable>[2]) => {
  const error = await assertPackageAvailable(ctx.services.db, actor, feature).then(
    () => null,
    (e: unknown) => e,
  );
  if (error === null) return "ok";
  return isAppError(error) ? [error.code, error.key] : error;
};

describe("assertPackageAvailable", () => {
  it("passes exactly when checkPackageLimit says all three are available", async () => {
    const actor = await createActor(ctx.services.db);
    await givePackage(ctx.services.db, actor.id, { propertyListLimit: 1 });
    expect(await checkPackageLimit(ctx.services.db, actor, "property_list")).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: true,
    });
    expect(await outcome(actor, "property_list")).toBe("ok");
  });

  it("throws what the failed check answers: not subscribed, feature missing, limit over", async () => {
    expect(await outcome(await createActor(ctx.services.db), "property_list")).toEqual(["PACKAGE_REQUIRED", "notSubscribed"]);
    const free = await createActor(ctx.services.db);
    await givePackage(ctx.services.db, free.id, "free");
    expect(await outcome(free, "project_list")).toEqual(["PACKAGE_REQUIRED", "packageRequiredProjectList"]);
    const spent = await createActor(ctx.services.db);
    const held = await givePackage(ctx.services.db, spent.id, { propertyListLimit: 1 });
    await ctx.services.db.update(userPackages).set({ propertyListUsed: 1 }).where(eq(userPackages.id, held.id));
    expect(await outcome(spent, "property_list")).toEqual(["PACKAGE_LIMIT_OVER", "packageLimitOver"]);
  });

  it("lets staff through without a package", async () => {
    expect(await outcome(await createActor(ctx.services.db, { role: "admin" }), "project_feature")).toBe("ok");
  });
});
