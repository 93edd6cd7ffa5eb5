import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema/index.ts";
import { listingKit } from "../../tests/support/listing-writes.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// A listing after it is posted: deleting it, its owner's switches, the verification gate,
// favourites and interest, the owner's list.
let ctx: TestContext;
let kit: Awaited<ReturnType<typeof listingKit>>;
beforeAll(async () => {
  ctx = await createTestContext();
  kit = await listingKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("deleting a listing", () => {
  it("removes its rows and every one of its files (delete_property and action_type delete)", async () => {
    const { headers } = await kit.lister();
    for (const call of ["delete_property", "update_post_property"] as const) {
      const listing = await kit.posted(headers);
      const before = await kit.snapshot(listing.id);
      const keys = [before.row!.titleImage!.key, ...before.images.map((i) => i.image.key), before.documents[0]!.key];
      const res = await ctx.api("POST", call, {
        headers,
        body: call === "delete_property" ? { id: listing.id } : { id: listing.id, action_type: "1" },
      });
      expect(res.status).toBe(200);
      const after = await kit.snapshot(listing.id);
      expect(after.row).toBeUndefined();
      expect(after.images).toEqual([]);
      for (const key of keys) expect(after.files.some((f) => f.startsWith(key))).toBe(false);
    }
  });
});

describe("owner status", () => {
  it("toggles active/inactive and marks a sale sold, but not rented", async () => {
    const { headers } = await kit.lister();
    const listing = await kit.posted(headers);
    for (const [call, status] of [
      ["change-property-status", "inactive"],
      ["update_property_status", "active"],
      ["change-property-status", "sold"],
    ] as const) {
      const res = await ctx.api("POST", call, { headers, body: { property_id: listing.id, status } });
      expect(res.status).toBe(200);
      expect((await kit.snapshot(listing.id)).row!.status).toBe(status);
    }
    expect((await ctx.api("POST", "change-property-status", { headers, body: { property_id: listing.id, status: "rented" } })).status).toBe(
      400,
    );
    expect(
      (await ctx.api("POST", "change-property-status", { headers, body: { property_id: listing.id, status: "approved" } })).status,
    ).toBe(400);
  });
});

describe("verification gate", () => {
  it("gives the four answers when verification is required, and lets anyone post when it is not", async () => {
    const { updateSettings } = await import("../../app/modules/settings/get-settings.server.ts");
    await updateSettings(ctx.services.db, { verification_required_for_user: true });
    try {
      const answers: ["verified" | "pending" | "failed" | "initial", number, string][] = [
        ["verified", 201, "Saved. Our staff review it before it goes live"],
        [
          "pending",
          403,
          "Your verification is being reviewed. This site asks for it before new listings: you can post once it is approved.",
        ],
        ["failed", 403, "Your verification was not approved. Please apply again."],
        ["initial", 403, "You are not verified yet. Please complete verification before posting."],
      ];
      for (const [verificationStatus, status, message] of answers) {
        const { headers } = await kit.lister({ verificationStatus });
        const res = await ctx.api("POST", "post_property", {
          headers: { ...headers, "accept-language": "en" },
          body: await kit.listingForm(),
        });
        expect([res.status, res.body.message]).toEqual([status, message]);
      }
    } finally {
      await updateSettings(ctx.services.db, { verification_required_for_user: false });
    }
    const { headers } = await kit.lister({ verificationStatus: "failed" });
    expect((await ctx.api("POST", "post_property", { headers, body: await kit.listingForm() })).status).toBe(201);
  });

  it("approves verified agents at once when auto-approval is on", async () => {
    const { updateSettings } = await import("../../app/modules/settings/get-settings.server.ts");
    await updateSettings(ctx.services.db, { auto_approve_verified_users: true });
    try {
      const agent = await kit.lister({ verificationStatus: "verified" });
      const plain = await kit.lister();
      expect(
        (await ctx.api("POST", "post_property", { headers: agent.headers, body: await kit.listingForm() })).body.data.request_status,
      ).toBe("approved");
      expect(
        (await ctx.api("POST", "post_property", { headers: plain.headers, body: await kit.listingForm() })).body.data.request_status,
      ).toBe("pending");
    } finally {
      await updateSettings(ctx.services.db, { auto_approve_verified_users: false });
    }
  });
});

describe("favourites and interested users", () => {
  it("adds and removes a favourite, counts likes, and lists public favourites only", async () => {
    const owner = await kit.lister();
    const fan = await kit.lister();
    const listing = await kit.posted(owner.headers);
    expect((await ctx.api("POST", "add_favourite", { headers: fan.headers, body: { property_id: listing.id, type: 1 } })).status).toBe(404);
    await ctx.services.db.update(properties).set({ requestStatus: "approved" }).where(eq(properties.id, listing.id));
    const liked = await ctx.api("POST", "add_favourite", { headers: fan.headers, body: { property_id: listing.id, type: "1" } });
    expect(liked.body.data).toEqual({ is_favourite: true, total_likes: 1 });
    await ctx.api("POST", "add_favourite", { headers: fan.headers, body: { property_id: listing.id, type: 1 } });
    const list = await ctx.api("GET", "get_favourite_property", { headers: fan.headers });
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([listing.id]);
    expect(list.body.data[0].is_favourite).toBe(1);
    expect(list.body.total).toBe(1);
    const unliked = await ctx.api("POST", "add_favourite", { headers: fan.headers, body: { property_id: listing.id, type: 0 } });
    expect(unliked.body.data).toEqual({ is_favourite: false, total_likes: 0 });
    expect((await ctx.api("GET", "get_favourite_property", { headers: fan.headers })).body.total).toBe(0);
  });

  it("records interest and shows the owner who is interested, with the count on the dashboard", async () => {
    const owner = await kit.lister();
    const buyer = await kit.lister({ name: "Người mua quan tâm" });
    const listing = await kit.posted(owner.headers);
    await ctx.services.db.update(properties).set({ requestStatus: "approved" }).where(eq(properties.id, listing.id));
    expect((await ctx.api("POST", "interested_users", { headers: buyer.headers, body: { property_id: listing.id, type: 1 } })).status).toBe(
      200,
    );
    const users = await ctx.api("GET", `get_interested_users?property_id=${listing.id}`, { headers: owner.headers });
    expect(users.body.data.map((u: { name: string }) => u.name)).toEqual(["Người mua quan tâm"]);
    const mine = await ctx.api("GET", `get-added-properties?id=${listing.id}`, { headers: owner.headers });
    expect(mine.body.data[0].total_interested_users).toBe(1);
    await ctx.api("POST", "interested_users", { headers: buyer.headers, body: { property_id: listing.id, type: 0 } });
    expect((await ctx.api("GET", `get_interested_users?property_id=${listing.id}`, { headers: owner.headers })).body.total).toBe(0);
  });
});

describe("GET get-added-properties", () => {
  it("lists the owner's listings in every status with review and expiry, filtered by status", async () => {
    const { headers } = await kit.lister();
    const a = await kit.posted(headers);
    const b = await kit.posted(headers);
    await ctx.api("POST", "change-property-status", { headers, body: { property_id: b.id, status: "inactive" } });
    const all = await ctx.api("GET", "get-added-properties", { headers });
    expect(all.body.total).toBe(2);
    expect(all.body.data.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(all.body.data[0]).toMatchObject({ status: "inactive", request_status: "pending", is_expired: false, reject_reason: null });
    const inactive = await ctx.api("GET", "get-added-properties?status=inactive", { headers });
    expect(inactive.body.data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    const bySlug = await ctx.api("GET", `get-added-properties?slug_id=${a.slug_id}`, { headers });
    expect(bySlug.body.data[0].id).toBe(a.id);
  });
});
