import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parameters, properties, propertyDocuments, propertyImages, userPackages } from "../../../db/schema/index.ts";
import { isAppError } from "../../lib/errors.ts";
import { categoryBySlug } from "../../../tests/support/factories.ts";
import { givePackage, pdf, photo, storedFiles } from "../../../tests/support/listing-fixtures.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { updateSettings } from "../settings/get-settings.server.ts";
import { postProperty } from "./post-property.server.ts";
import type { PropertyDraft } from "./property-schemas.ts";

let ctx: TestContext;
let categoryId: number;
let answers: PropertyDraft["parameters"];

beforeAll(async () => {
  ctx = await createTestContext();
  categoryId = (await categoryBySlug(ctx.services.db, "can-ho-chung-cu")).id;
  const rows = await ctx.services.db.select({ id: parameters.id, code: parameters.code }).from(parameters);
  const idOf = (code: string) => rows.find((p) => p.code === code)!.id;
  answers = [
    { parameterId: idOf("area"), value: "80" },
    { parameterId: idOf("bedrooms"), value: "2" },
  ];
});
afterAll(() => ctx.close());

async function draft(extra: Partial<PropertyDraft> = {}): Promise<PropertyDraft> {
  return {
    title: "Căn hộ hai phòng ngủ Quận 7",
    description: "Gần sông, nhiều nắng.",
    categoryId,
    propertyType: "sell",
    price: 3_200_000_000,
    parameters: answers,
    titleImage: await photo(),
    ...extra,
  };
}

const codeOf = (error: unknown) => (isAppError(error) ? error.code : error);
const listingsOf = async (userId: number) =>
  (await ctx.services.db.select({ n: count() }).from(properties).where(eq(properties.userId, userId)))[0]!.n;

describe("postProperty", () => {
  it("stores the listing with its gallery and documents, pending review, and spends one property_list unit", async () => {
    const actor = await createActor(ctx.services.db);
    const held = await givePackage(ctx.services.db, actor.id, { propertyListLimit: 2 });
    const result = await postProperty(ctx.services, {
      actor,
      draft: await draft({ galleryImages: [await photo(), await photo()], documents: [pdf()] }),
    });
    expect(result.requestStatus).toBe("pending");
    const db = ctx.services.db;
    const [row] = await db.select().from(properties).where(eq(properties.id, result.id));
    expect(row).toMatchObject({ userId: actor.id, slugId: result.slugId, price: 3_200_000_000, bedrooms: 2, expiresAt: held.endsAt });
    expect((await db.select().from(propertyImages).where(eq(propertyImages.propertyId, result.id))).map((r) => r.sequence)).toEqual([0, 1]);
    expect(
      await db.select({ name: propertyDocuments.name }).from(propertyDocuments).where(eq(propertyDocuments.propertyId, result.id)),
    ).toEqual([{ name: "so-hong.pdf" }]);
    const [after] = await db.select({ used: userPackages.propertyListUsed }).from(userPackages).where(eq(userPackages.id, held.id));
    expect(after!.used).toBe(1);
  });

  it("enforces the package limit: the last unit goes, the next write is refused and stores nothing", async () => {
    const actor = await createActor(ctx.services.db);
    await givePackage(ctx.services.db, actor.id, { propertyListLimit: 1 });
    await postProperty(ctx.services, { actor, draft: await draft() });
    const files = await storedFiles(ctx.dataDir);
    const refused = await postProperty(ctx.services, { actor, draft: await draft() }).catch((error: unknown) => error);
    expect(codeOf(refused)).toBe("PACKAGE_LIMIT_OVER");
    expect(await listingsOf(actor.id)).toBe(1);
    expect(await storedFiles(ctx.dataDir)).toEqual(files);
  });

  it("refuses an owner without a package", async () => {
    const actor = await createActor(ctx.services.db);
    expect(codeOf(await postProperty(ctx.services, { actor, draft: await draft() }).catch((error: unknown) => error))).toBe(
      "PACKAGE_REQUIRED",
    );
    expect(await listingsOf(actor.id)).toBe(0);
  });

  it("holds back unverified owners while verification is required", async () => {
    await updateSettings(ctx.services.db, { verification_required_for_user: true });
    try {
      for (const [verificationStatus, code] of [
        ["pending", "VERIFICATION_PENDING"],
        ["failed", "VERIFICATION_FAILED"],
        ["initial", "NOT_VERIFIED"],
      ] as const) {
        const actor = await createActor(ctx.services.db, { verificationStatus });
        await givePackage(ctx.services.db, actor.id, "basic");
        expect(codeOf(await postProperty(ctx.services, { actor, draft: await draft() }).catch((error: unknown) => error))).toBe(code);
        expect(await listingsOf(actor.id)).toBe(0);
      }
      const verified = await createActor(ctx.services.db, { verificationStatus: "verified" });
      await givePackage(ctx.services.db, verified.id, "basic");
      expect((await postProperty(ctx.services, { actor: verified, draft: await draft() })).id).toBeGreaterThan(0);
    } finally {
      await updateSettings(ctx.services.db, { verification_required_for_user: false });
    }
  });
});
