import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications, users } from "../../../db/schema/index.ts";
import { readOutbox } from "../../lib/mail/mailer.server.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { addFavourite, createProperty } from "../../../tests/support/factories.ts";
import { messageText } from "../../../tests/support/outbox.ts";
import { retryMailNow, whileMailIsDown } from "../../../tests/support/mail-down.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { claimListingChanges } from "../listings/listing-change-feed.server.ts";
import { moderateListing } from "../moderation/moderate-listing.server.ts";
import { changePropertyStatus } from "../properties/change-property-status.server.ts";
import { updateProperty } from "../properties/update-property.server.ts";
import { tellFavouriteWatchers } from "./tell-favourite-watchers.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
// Each test starts after every change the earlier ones made.
beforeEach(async () => {
  while ((await tellFavouriteWatchers(ctx.services)).changes > 0);
});

const inboxOf = (userId: number) =>
  ctx.services.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
/** The mails to an address, once the mail worker has sent what the run queued. */
const mailsTo = async (email: string) => {
  await ctx.services.mailQueue.drain();
  return (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(email)).map((m) => messageText(m.content));
};

describe("tellFavouriteWatchers", () => {
  it("tells a follower of a public listing's price cut in the inbox and by e-mail, once, and not its owner", async () => {
    const db = ctx.services.db;
    const admin = await createActor(db, { role: "admin" });
    const owner = await createActor(db);
    const follower = await createActor(db, { language: "en" });
    const listing = await createProperty(db, { userId: owner.id, title: "Căn hộ view sông", price: 5_000_000_000 });
    await addFavourite(db, follower.id, listing.id);
    await addFavourite(db, owner.id, listing.id);

    await updateProperty(ctx.services, { actor: admin, asStaff: true, propertyId: listing.id, changes: { price: 4_700_000_000 } });
    expect(await tellFavouriteWatchers(ctx.services)).toEqual({ changes: 1, told: 1 });

    const [notice] = await inboxOf(follower.id);
    expect(notice).toMatchObject({ titleKey: "favouritePriceDropTitle", url: `/properties-details/${listing.slugId}`, type: "property" });
    expect(notice!.title).toBe("Price drop: Căn hộ view sông");
    expect(notice!.body).toBe("A listing you saved dropped from ₫5B to ₫4.7B.");
    const mails = await mailsTo(follower.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`/properties-details/${listing.slugId}?lang=en`);
    expect(await inboxOf(owner.id)).toEqual([]);

    // Handled changes are not told again.
    expect(await tellFavouriteWatchers(ctx.services)).toEqual({ changes: 0, told: 0 });
    expect(await inboxOf(follower.id)).toHaveLength(1);
  });

  it("mails a follower once about a cut told while the mail server was down, when it is back", async () => {
    const db = ctx.services.db;
    const admin = await createActor(db, { role: "admin" });
    const follower = await createActor(db);
    const listing = await createProperty(db, { userId: (await createActor(db)).id, price: 4_000_000_000 });
    await addFavourite(db, follower.id, listing.id);
    await updateProperty(ctx.services, { actor: admin, asStaff: true, propertyId: listing.id, changes: { price: 3_600_000_000 } });
    expect(await whileMailIsDown(ctx, () => tellFavouriteWatchers(ctx.services))).toEqual({ changes: 1, told: 1 });
    expect(await mailsTo(follower.email)).toEqual([]);
    await retryMailNow(ctx);
    await retryMailNow(ctx);
    expect(await mailsTo(follower.email)).toHaveLength(1);
  });

  it("holds a cut that went to review until staff approve it, then tells it from the price the follower last saw", async () => {
    const db = ctx.services.db;
    const moderator = await createActor(db, { role: "moderator" });
    const owner = await createActor(db);
    const follower = await createActor(db);
    const listing = await createProperty(db, { userId: owner.id, price: 3_000_000_000 });
    await addFavourite(db, follower.id, listing.id);

    await updateProperty(ctx.services, { actor: owner, propertyId: listing.id, changes: { price: 2_900_000_000 } });
    await updateProperty(ctx.services, { actor: owner, propertyId: listing.id, changes: { price: 2_700_000_000 } });
    await tellFavouriteWatchers(ctx.services);
    expect(await inboxOf(follower.id)).toEqual([]);

    await moderateListing(ctx.services, { actor: moderator, kind: "property", id: listing.id, decision: "approve" });
    expect((await tellFavouriteWatchers(ctx.services)).told).toBe(1);
    const [notice] = await inboxOf(follower.id);
    expect(notice!.params).toMatchObject({ from: { vi: "3 tỷ" }, to: { vi: "2,7 tỷ" } });
  });

  it("tells a sale in the inbox only to a follower who turned alert e-mails off, and says nothing of a price rise", async () => {
    const db = ctx.services.db;
    const admin = await createActor(db, { role: "admin" });
    const owner = await createActor(db);
    const follower = await createActor(db);
    await db.update(users).set({ alertEmail: false }).where(eq(users.id, follower.id));
    const listing = await createProperty(db, { userId: owner.id, propertyType: "sell", price: 2_000_000_000 });
    await addFavourite(db, follower.id, listing.id);

    await updateProperty(ctx.services, { actor: admin, asStaff: true, propertyId: listing.id, changes: { price: 2_200_000_000 } });
    await changePropertyStatus(db, { actor: owner, propertyId: listing.id, status: "sold" });
    expect(await tellFavouriteWatchers(ctx.services)).toEqual({ changes: 3, told: 1 });
    expect(await inboxOf(follower.id)).toMatchObject([{ titleKey: "favouriteSoldTitle" }]);
    expect(await mailsTo(follower.email)).toEqual([]);
  });

  it("gives a batch of changes to one of two readers only", async () => {
    const db = ctx.services.db;
    const owner = await createActor(db);
    const listing = await createProperty(db, { userId: owner.id, propertyType: "sell" });
    await changePropertyStatus(db, { actor: owner, propertyId: listing.id, status: "inactive" });
    // Two rows: the status, and the listing leaving the public lists.
    const [first, second] = await Promise.all([
      claimListingChanges(db, "favourite-watch", 10),
      claimListingChanges(db, "favourite-watch", 10),
    ]);
    expect([first!.length, second!.length].sort()).toEqual([0, 2]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id))),
    ).toEqual([]);
  });
});
