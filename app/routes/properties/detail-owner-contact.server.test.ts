import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskPhone } from "../../modules/properties/owner-phone.ts";
import { revealOwnerPhone } from "../../modules/properties/reveal-owner-phone.server.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { createProperty, createUser } from "../../../tests/support/factories.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { loadPropertyDetail } from "./detail-data.server.ts";

// The listing page's data: a free-package owner's contact is hidden from everyone, and the
// owner's own view is flagged so OwnerCard shows the upgrade prompt; a paid owner's shows.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function ownerOn(plan: string) {
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const user = await createUser(ctx.services.db, { phoneNumber: phone });
  await givePackage(ctx.services.db, user.id, plan);
  const listing = await createProperty(ctx.services.db, { userId: user.id });
  const actor: Actor = { id: user.id, role: "user", name: user.name, email: user.email };
  return { user, phone, listing, actor };
}

const page = (slug: string, actor: Actor | null) =>
  loadPropertyDetail(ctx.services, {
    slug,
    url: new URL(`http://localhost/properties-details/${slug}`),
    actor,
    lang: "vi",
    countView: false,
  });

describe("/properties-details owner contact", () => {
  it("hides a free-package owner's phone and e-mail from visitors and flags the owner's own view for the upgrade prompt", async () => {
    const { user, phone, listing, actor } = await ownerOn("free");
    const visitor = await page(listing.slugId, null);
    expect(visitor.property.customer).toMatchObject({ id: user.id, mobile: null, email: null });
    expect(visitor.isOwner).toBe(false);
    expect(JSON.stringify(visitor)).not.toContain(phone);
    const own = await page(listing.slugId, actor);
    expect(own.property.customer).toMatchObject({ mobile: null, email: null });
    expect(own.isOwner).toBe(true);
  });

  it("shows a paid owner's phone and e-mail", async () => {
    const { user, phone, listing } = await ownerOn("basic");
    const visitor = await page(listing.slugId, null);
    expect(visitor.property.customer).toMatchObject({ id: user.id, mobile: maskPhone(phone), mobile_is_masked: true, email: user.email });
    const revealed = await revealOwnerPhone(ctx.services, { actor: null, propertyId: listing.id, ip: "10.9.0.1", lang: "vi" });
    expect(revealed.mobile).toBe(phone);
  });
});
