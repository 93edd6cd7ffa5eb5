import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskPhone } from "../../modules/properties/owner-phone.ts";
import { revealOwnerPhone } from "../../modules/properties/reveal-owner-phone.server.ts";
import { createProperty, createUser, fakeImage, type PropertyRow, type UserRow } from "../../../tests/support/factories.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { loadPropertyDetail } from "./detail-data.server.ts";
import { getPropertyPage } from "../../modules/properties/get-property-detail.server.ts";

let ctx: TestContext;
let owner: UserRow;
let premium: PropertyRow;
const galleryKey = "premium-preview/gallery-only";
const documentKey = "premium-preview/so-hong.pdf";
const ownerPhone = "0907771234";

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.services.db, { phoneNumber: ownerPhone });
  // A paid owner: the contact would show to anyone allowed to see the whole listing.
  await givePackage(ctx.services.db, owner.id, "basic");
  premium = await createProperty(ctx.services.db, {
    userId: owner.id,
    isPremium: true,
    title: "Biệt thự cao cấp ven sông",
    description: `Biệt thự ven sông. ${"Không gian sống yên tĩnh, thoáng mát. ".repeat(20)}Chi tiết bí mật ở cuối.`,
    videoLink: "https://www.youtube.com/watch?v=abcdefghijk",
    gallery: [fakeImage(galleryKey)],
    documents: [{ key: documentKey, name: "Sổ hồng.pdf" }],
    parameters: { bedrooms: "4" },
    facilities: { Chợ: 0.5 },
  });
});
afterAll(() => ctx.close());

/** Everything a reader without the package must not receive, found anywhere in an answer. */
function leaks(answer: unknown): string[] {
  const text = JSON.stringify(answer);
  return [galleryKey, documentKey, ownerPhone, owner.email, "abcdefghijk", "Chi tiết bí mật"].filter((secret) => text.includes(secret));
}

describe("a premium listing without the package", () => {
  it("pages as a preview (title, main photo, price, ward, key facts) with none of the gated parts", async () => {
    const visitor = await getPropertyPage(ctx.services, { slugId: premium.slugId, actor: null, lang: "vi" });
    expect(visitor.isLocked).toBe(true);
    expect(visitor.property).toMatchObject({
      title: "Biệt thự cao cấp ven sông",
      price: premium.price,
      ward: { name: "Phường Bến Thành" },
    });
    expect(visitor.property.title_image).toBeTruthy();
    expect(visitor.property.gallery_images).toEqual([]);
    expect(visitor.property.documents).toEqual([]);
    expect(visitor.property.customer).toMatchObject({ mobile: null, email: null });
    expect(leaks(visitor)).toEqual([]);

    // The page's loader data (what the HTML carries) is the same preview.
    const page = await loadPropertyDetail(ctx.services, {
      slug: premium.slugId,
      url: new URL(`http://x/properties-details/${premium.slugId}`),
      actor: null,
      lang: "vi",
      countView: false,
    });
    expect(page.isLocked).toBe(true);
    expect(leaks(page)).toEqual([]);
  });

  it("answers the API's preview with none of it, flagged locked, and opens in full with the package", async () => {
    const preview = await ctx.api("GET", `get_property?id=${premium.id}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data[0]).toMatchObject({ id: premium.id, is_premium_locked: true });
    expect(leaks(preview.body)).toEqual([]);

    const reader = await createUser(ctx.services.db);
    await givePackage(ctx.services.db, reader.id, "pro");
    const actor = { id: reader.id, role: "user" as const, name: reader.name, email: reader.email };
    const full = await getPropertyPage(ctx.services, { slugId: premium.slugId, actor, lang: "vi" });
    expect(full.isLocked).toBe(false);
    // The phone shows masked until the reader reveals it (a counted call).
    expect(leaks(full).sort()).toEqual([galleryKey, documentKey, owner.email, "abcdefghijk", "Chi tiết bí mật"].sort());
    expect(full.property.customer).toMatchObject({ mobile: maskPhone(ownerPhone), mobile_is_masked: true });
    expect((await revealOwnerPhone(ctx.services, { actor, propertyId: premium.id, ip: "10.9.0.2", lang: "vi" })).mobile).toBe(ownerPhone);
    await expect(revealOwnerPhone(ctx.services, { actor: null, propertyId: premium.id, ip: "10.9.0.3", lang: "vi" })).rejects.toMatchObject(
      {
        code: "PACKAGE_REQUIRED",
      },
    );
  });
});
