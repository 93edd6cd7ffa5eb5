import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, notifications, savedSearchAlerts, savedSearches, users } from "../../../db/schema/index.ts";
import { readOutbox } from "../../lib/mail/mailer.server.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { categoryBySlug, createProperty, wardByName } from "../../../tests/support/factories.ts";
import { countingDb } from "../../../tests/support/statement-count.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { moderateListing } from "../moderation/moderate-listing.server.ts";
import { changePropertyStatus } from "../properties/change-property-status.server.ts";
import { updateProperty } from "../properties/update-property.server.ts";
import { deliverSavedSearchAlerts } from "./deliver-saved-search-alerts.server.ts";
import { runSavedSearchAlerts } from "./run-saved-search-alerts.server.ts";
import { saveSearch } from "./save-search.server.ts";
import { sendSavedSearchDigests } from "./send-saved-search-digests.server.ts";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.server.ts";
import { unsubscribeSavedSearch } from "./unsubscribe-saved-search.server.ts";
import { updateSavedSearch } from "./update-saved-search.server.ts";

let ctx: TestContext;
let moderator: Actor;
let admin: Actor;
let owner: Actor;
let wardSlug: string;

beforeAll(async () => {
  ctx = await createTestContext();
  moderator = await createActor(ctx.services.db, { role: "moderator" });
  admin = await createActor(ctx.services.db, { role: "admin" });
  owner = await createActor(ctx.services.db);
  wardSlug = (await wardByName(ctx.services.db, "Phường Tân Hưng")).slug;
});
afterAll(() => ctx.close());
// Each test starts after every change the earlier ones made.
beforeEach(async () => {
  while ((await runSavedSearchAlerts(ctx.services)).changes > 0);
});

/** The saved-search alerts queued for an address (the ones with an unsubscribe header). */
const mailsTo = async (email: string) =>
  (await ctx.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id)).filter((m) => m.headers);
/** A listing waiting for review, so that staff approval is what brings it into the public lists. */
const pending = (overrides: Parameters<typeof createProperty>[1] = {}) =>
  createProperty(ctx.services.db, { userId: owner.id, wardName: "Phường Tân Hưng", requestStatus: "pending", ...overrides });
const approve = (id: number) => moderateListing(ctx.services, { actor: moderator, kind: "property", id, decision: "approve" });

describe("saved-search alerts", () => {
  it("mails an instant search a listing that staff approved and that matches it, with one-click unsubscribe, once", async () => {
    const buyer = await createActor(ctx.services.db, { language: "en" });
    const search = await saveSearch(ctx.services.db, {
      actor: buyer,
      name: "Thuê ở Tân Hưng",
      url: `/properties?property_type=rent&ward=${wardSlug}&offset=20`,
      frequency: "instant",
      by_email: true,
      by_push: true,
    });
    expect(search.url).toBe(`/properties?property_type=rent&ward=${wardSlug}`);
    const match = await pending({ propertyType: "rent", price: 15_000_000, title: "Căn hộ cho thuê gần Lotte" });
    const otherType = await pending({ propertyType: "sell" });
    const otherWard = await pending({ propertyType: "rent", wardName: "Phường Bến Thành" });
    for (const listing of [match, otherType, otherWard]) await approve(listing.id);

    expect(await runSavedSearchAlerts(ctx.services)).toMatchObject({ alerts: 1, mailed: 1 });
    const [mail, ...rest] = await mailsTo(buyer.email);
    expect(rest).toEqual([]);
    expect(mail!.subject).toBe("1 listings for your search “Thuê ở Tân Hưng”");
    expect(mail!.text).toContain("New · Căn hộ cho thuê gần Lotte");
    expect(mail!.text).toContain(`/properties-details/${match.slugId}?lang=en`);
    expect(mail!.text).toContain("Tân Hưng");
    expect(mail!.html).toMatch(/<img src="http[^"]+\.webp"/);
    const token = unsubscribeToken(ctx.services.env, search.id);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${ctx.services.env.baseUrl}/unsubscribe/saved-search?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const inbox = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(inbox).toMatchObject([{ titleKey: "savedSearchNotificationTitle", url: "/user/saved-searches" }]);

    // The listing leaves the public lists and comes back: still the same listing for this search.
    await changePropertyStatus(ctx.services.db, { actor: owner, propertyId: match.id, status: "inactive" });
    await changePropertyStatus(ctx.services.db, { actor: owner, propertyId: match.id, status: "active" });
    expect(await runSavedSearchAlerts(ctx.services)).toMatchObject({ alerts: 0, mailed: 0 });
    expect(await mailsTo(buyer.email)).toHaveLength(1);

    // The mail worker sends it with its headers.
    await ctx.services.mailQueue.drain();
    const eml = (await readOutbox(ctx.dataDir, "mail")).find((m) => m.content.includes(buyer.email))!.content.replace(/\n[ \t]+/g, " ");
    expect(eml).toContain(`List-Unsubscribe: <${ctx.services.env.baseUrl}/unsubscribe/saved-search?token=${token}>`);
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("reads the understood query of the saved text as the results page does", async () => {
    const buyer = await createActor(ctx.services.db);
    const search = await saveSearch(ctx.services.db, {
      actor: buyer,
      name: "2pn",
      url: `/properties?search=${encodeURIComponent("căn hộ 2pn")}&ward=${wardSlug}`,
      frequency: "instant",
      by_email: true,
      by_push: false,
    });
    const flats = await categoryBySlug(ctx.services.db, "can-ho-chung-cu");
    const ward = await wardByName(ctx.services.db, "Phường Tân Hưng");
    expect(search.filters).toEqual({ bedrooms: 2, categoryId: flats.id, wardCode: ward.code, searchAsTyped: true });
    const two = await pending({ bedrooms: 2 });
    const three = await pending({ bedrooms: 3 });
    await approve(two.id);
    await approve(three.id);
    await runSavedSearchAlerts(ctx.services);
    const alerts = await ctx.services.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, search.id));
    expect(alerts.map((a) => [a.propertyId, a.kind])).toEqual([[two.id, "new"]]);
  });

  it("tells of a price cut and a sale of a listing it told of, once each, and never a member's own listing", async () => {
    const buyer = await createActor(ctx.services.db);
    const search = await saveSearch(ctx.services.db, {
      actor: buyer,
      name: "Dưới 5 tỷ",
      url: `/properties?ward=${wardSlug}&max_price=5000000000`,
      frequency: "instant",
      by_email: true,
      by_push: false,
    });
    const listing = await pending({ price: 4_800_000_000 });
    const own = await createProperty(ctx.services.db, {
      userId: buyer.id,
      wardName: "Phường Tân Hưng",
      requestStatus: "pending",
      price: 1_000_000_000,
    });
    await approve(listing.id);
    await approve(own.id);
    await runSavedSearchAlerts(ctx.services);
    await updateProperty(ctx.services, { actor: admin, asStaff: true, propertyId: listing.id, changes: { price: 4_500_000_000 } });
    await runSavedSearchAlerts(ctx.services);
    await updateProperty(ctx.services, { actor: admin, asStaff: true, propertyId: listing.id, changes: { price: 4_400_000_000 } });
    await runSavedSearchAlerts(ctx.services);
    await changePropertyStatus(ctx.services.db, { actor: owner, propertyId: listing.id, status: "sold" });
    await runSavedSearchAlerts(ctx.services);
    const alerts = await ctx.services.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, search.id));
    expect(alerts.map((a) => [a.propertyId, a.kind, a.oldPrice]).sort()).toEqual(
      [
        [listing.id, "new", null],
        [listing.id, "price_drop", 4_800_000_000],
        [listing.id, "sold", null],
      ].sort(),
    );
    const mails = await mailsTo(buyer.email);
    expect(mails.map((m) => m.text.split("\n")[2])).toEqual([
      expect.stringMatching(/^Tin mới · /),
      expect.stringMatching(/^Giảm giá, trước đây 4,8 tỷ · /),
      expect.stringMatching(/^Đã bán · /),
    ]);
  });

  it("tells a member banned after an alert nothing more: not the sale, not a digest", async () => {
    const buyer = await createActor(ctx.services.db);
    const instant = await saveSearch(ctx.services.db, {
      actor: buyer,
      name: "Tân Hưng ngay",
      url: `/properties?ward=${wardSlug}`,
      frequency: "instant",
      by_email: true,
      by_push: false,
    });
    const daily = await saveSearch(ctx.services.db, {
      actor: buyer,
      name: "Tân Hưng mỗi ngày",
      url: `/properties?ward=${wardSlug}`,
      frequency: "daily",
      by_email: true,
      by_push: false,
    });
    // Another member's search keeps the worker looking at the sale.
    await saveSearch(ctx.services.db, {
      actor: await createActor(ctx.services.db),
      name: "Toàn thành phố",
      url: "/properties",
      frequency: "instant",
      by_email: true,
      by_push: false,
    });
    const listing = await pending();
    await approve(listing.id);
    await runSavedSearchAlerts(ctx.services);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    await ctx.services.db.update(users).set({ banned: true }).where(eq(users.id, buyer.id));
    await changePropertyStatus(ctx.services.db, { actor: owner, propertyId: listing.id, status: "sold" });
    await runSavedSearchAlerts(ctx.services);
    await sendSavedSearchDigests(ctx.services, { frequency: "daily" });
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    const waiting = await ctx.services.db
      .select()
      .from(savedSearchAlerts)
      .where(inArray(savedSearchAlerts.savedSearchId, [instant.id, daily.id]));
    expect(waiting.filter((a) => a.sentAt !== null).map((a) => [a.savedSearchId, a.kind])).toEqual([[instant.id, "new"]]);
  });

  it("sends a paused search nothing, and a search unsubscribed by its link no more e-mail", async () => {
    const buyer = await createActor(ctx.services.db);
    const paused = await saveSearch(ctx.services.db, {
      actor: buyer,
      name: "A",
      url: `/properties?ward=${wardSlug}`,
      frequency: "instant",
      by_email: true,
      by_push: false,
    });
    await updateSavedSearch(ctx.services.db, { actor: buyer, id: paused.id, paused: true });
    const other = await createActor(ctx.services.db);
    const unsubscribed = await saveSearch(ctx.services.db, {
      actor: other,
      name: "B",
      url: `/properties?ward=${wardSlug}`,
      frequency: "instant",
      by_email: true,
      by_push: false,
    });
    expect(await unsubscribeSavedSearch(ctx.services, `${unsubscribed.id}.${"A".repeat(43)}`)).toBe(false);
    expect(await unsubscribeSavedSearch(ctx.services, unsubscribeToken(ctx.services.env, unsubscribed.id))).toBe(true);
    await approve((await pending()).id);
    await runSavedSearchAlerts(ctx.services);
    expect(await mailsTo(buyer.email)).toEqual([]);
    expect(await mailsTo(other.email)).toEqual([]);
    const [row] = await ctx.services.db.select().from(savedSearches).where(eq(savedSearches.id, unsubscribed.id));
    expect(row).toMatchObject({ byEmail: false, paused: false });
  });

  it("keeps a daily search's matches for its digest: one e-mail of at most 12 listings, then nothing until the next day", async () => {
    const buyer = await createActor(ctx.services.db);
    const search = await saveSearch(ctx.services.db, {
      actor: buyer,
      name: "Hằng ngày",
      url: `/properties?ward=${wardSlug}&category=nha-mat-pho`,
      frequency: "daily",
      by_email: true,
      by_push: false,
    });
    const listings = [];
    for (let i = 0; i < 13; i++) listings.push(await pending({ categorySlug: "nha-mat-pho", title: `Nhà mặt phố số ${i}` }));
    for (const listing of listings) await approve(listing.id);
    await runSavedSearchAlerts(ctx.services);
    expect(await ctx.services.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, search.id))).toHaveLength(13);
    expect(await mailsTo(buyer.email)).toEqual([]);

    expect(await sendSavedSearchDigests(ctx.services, { frequency: "weekly" })).toMatchObject({ mailed: 0 });
    expect(await sendSavedSearchDigests(ctx.services, { frequency: "daily" })).toMatchObject({ mailed: 1 });
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe("13 tin cho tìm kiếm “Hằng ngày”");
    expect(mail!.text.match(/\/properties-details\//g)).toHaveLength(12);
    expect(mail!.text).toContain("Và 1 tin khác — xem tất cả kết quả");
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const waiting = await ctx.services.db
      .select()
      .from(savedSearchAlerts)
      .where(and(eq(savedSearchAlerts.savedSearchId, search.id), like(savedSearchAlerts.kind, "new")));
    expect(waiting.every((a) => a.sentAt !== null)).toBe(true);

    // A match that arrives after the digest waits for the next day's.
    await approve((await pending({ categorySlug: "nha-mat-pho" })).id);
    await runSavedSearchAlerts(ctx.services);
    expect(await sendSavedSearchDigests(ctx.services, { frequency: "daily" })).toMatchObject({ mailed: 0 });
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });
});

describe("a batch of many searches × many listings", () => {
  it("queues each instant search one mail of its own matches, in statements that do not grow with the searches", async () => {
    // 12 members with 3 instant searches each: every new listing of the ward, its flats for sale, and under 3 billion.
    const buyers = [];
    for (let i = 0; i < 12; i++) buyers.push(await createActor(ctx.services.db, { language: i % 2 ? "en" : "vi" }));
    const kinds = [
      { name: "Tất cả", query: "" },
      { name: "Bán", query: "&property_type=sell" },
      { name: "Dưới 3 tỷ", query: "&max_price=3000000000" },
    ];
    for (const [i, buyer] of buyers.entries())
      for (const kind of kinds)
        await saveSearch(ctx.services.db, {
          actor: buyer,
          name: kind.name,
          url: `/properties?ward=${wardSlug}${kind.query}`,
          frequency: "instant",
          by_email: true,
          by_push: i < 2,
        });
    // 16 listings approved in one batch: 8 for sale (4 of them under 3 billion), 8 for rent (all under).
    const listings = [];
    for (let i = 0; i < 16; i++)
      listings.push(
        await pending({ propertyType: i < 8 ? "sell" : "rent", price: i < 4 ? 2_000_000_000 : i < 8 ? 6_000_000_000 : 20_000_000 }),
      );
    for (const listing of listings) await approve(listing.id);

    const counting = countingDb(ctx.services.db);
    const result = await runSavedSearchAlerts({ ...ctx.services, db: counting.db });
    expect(result.changes).toBe(16);
    for (const [i, buyer] of buyers.entries()) {
      const mails = await mailsTo(buyer.email);
      const subject = i % 2 ? "{n} listings for your search “{name}”" : "{n} tin cho tìm kiếm “{name}”";
      const expected = [
        ["Tất cả", 16],
        ["Bán", 8],
        ["Dưới 3 tỷ", 12],
      ].map(([name, n]) => subject.replace("{n}", String(n)).replace("{name}", String(name)));
      expect(mails.map((m) => m.subject).sort()).toEqual(expected.sort());
    }
    const inbox = await ctx.services.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [buyers[0]!.id, buyers[1]!.id]));
    expect(inbox.filter((n) => n.titleKey === "savedSearchNotificationTitle")).toHaveLength(6);
    // 36 searches and 432 alerts: claiming the batch, reading what changed and the live searches,
    // matching, recording, reading the listings, one transaction of mails and sent marks, the
    // notifications. One delivery per search would be four or more statements each (over 150).
    expect(
      counting.statements(),
      counting
        .texts()
        .map((t) => t.slice(0, 90))
        .join("\n"),
    ).toBeLessThanOrEqual(25);

    // Asked again for the same batch (a re-run after a crash), the delivery queues nothing more.
    const [first] = await ctx.services.db.select().from(savedSearches).where(eq(savedSearches.userId, buyers[0]!.id));
    const again = {
      target: { ...first!, email: buyers[0]!.email, language: "vi" },
      alerts: [{ propertyId: listings[0]!.id, kind: "new" as const, oldPrice: null }],
      batchKey: "test:again",
    };
    expect(await deliverSavedSearchAlerts(ctx.services, [again, again])).toBe(1);
    expect(await deliverSavedSearchAlerts(ctx.services, [again])).toBe(0);
    expect(await mailsTo(buyers[0]!.email)).toHaveLength(4);
  });
});

describe("the unsubscribe token", () => {
  it("names the search it was signed for and nothing else", () => {
    const token = unsubscribeToken(ctx.services.env, 42);
    expect(readUnsubscribeToken(ctx.services.env, token)).toBe(42);
    expect(readUnsubscribeToken(ctx.services.env, token.replace(/^42\./, "43."))).toBeNull();
    expect(readUnsubscribeToken(ctx.services.env, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(readUnsubscribeToken(ctx.services.env, "")).toBeNull();
    expect(readUnsubscribeToken(ctx.services.env, null)).toBeNull();
  });
});
