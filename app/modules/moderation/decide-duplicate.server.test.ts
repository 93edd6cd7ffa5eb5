import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, duplicateCandidates, properties } from "../../../db/schema/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { searchProperties } from "../properties/search-properties.server.ts";
import { decideDuplicate } from "./decide-duplicate.server.ts";
import { listDuplicateCandidates } from "./list-duplicate-candidates.server.ts";
import { listModerationQueue } from "./list-moderation-queue.server.ts";

let ctx: TestContext;
let moderator: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  moderator = await createActor(ctx.services.db, { role: "moderator" });
});
afterAll(() => ctx.close());

const codeOf = (error: unknown) => (isAppError(error) ? error.code : error);

/** Two public listings with one title, and their open pair (the newer second). */
async function pair(options: { newerPending?: boolean } = {}) {
  const title = "Nhà phố trùng";
  const owner = await createActor(ctx.services.db);
  const original = await createProperty(ctx.services.db, { userId: owner.id, title });
  const newer = await createProperty(ctx.services.db, {
    userId: owner.id,
    title,
    requestStatus: options.newerPending ? "pending" : "approved",
  });
  const [row] = await ctx.services.db
    .insert(duplicateCandidates)
    .values({ propertyId: newer.id, originalId: original.id, reasons: ["photo", "same_owner"], score: 70, photoDistance: 2 })
    .returning();
  return { original, newer, owner, pairId: row!.id };
}

const statusOf = async (id: number) =>
  (
    await ctx.services.db.select({ s: properties.requestStatus, d: properties.duplicateOfId }).from(properties).where(eq(properties.id, id))
  )[0]!;
const pairStatus = async (id: number) =>
  (await ctx.services.db.select({ s: duplicateCandidates.status }).from(duplicateCandidates).where(eq(duplicateCandidates.id, id)))[0]!.s;
/** The public search's cards of one owner. */
const searchOwner = async (userId: number) =>
  (await searchProperties(ctx.services, { filters: { userId }, limit: 10, offset: 0, lang: "vi" })).items.map((p) => p.id);

describe("moderators decide likely duplicates", () => {
  it("lists an open pair with both listings in full and flags the newer one in the queue", async () => {
    const { original, newer, pairId } = await pair({ newerPending: true });
    const page = await listDuplicateCandidates(ctx.services, { limit: 100, offset: 0, lang: "en" });
    const listed = page.items.find((p) => p.id === pairId)!;
    expect(listed).toMatchObject({ reasons: ["photo", "same_owner"], score: 70, listing: { id: newer.id }, original: { id: original.id } });
    expect(listed.listing.title_image).toBeTruthy();
    const queue = await listModerationQueue(ctx.services, { kind: "property", limit: 500, offset: 0, lang: "en" });
    const item = queue.items.find((i) => i.id === newer.id)!;
    expect("duplicate_of" in item && item.duplicate_of).toEqual([original.id]);
  });

  it("merges: the newer is hidden as a duplicate of the older, search shows one card, the action is audited", async () => {
    const { original, newer, owner, pairId } = await pair();
    expect((await searchOwner(owner.id)).sort()).toEqual([original.id, newer.id].sort());
    await expect(decideDuplicate(ctx.services, { actor: moderator, id: pairId, decision: "merge" })).resolves.toEqual({
      id: pairId,
      status: "merged",
    });
    expect(await statusOf(newer.id)).toEqual({ s: "rejected", d: original.id });
    expect(await statusOf(original.id)).toEqual({ s: "approved", d: null });
    expect(await searchOwner(owner.id)).toEqual([original.id]);
    const audited = await ctx.services.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, "duplicate.merge"), eq(auditLog.entityId, pairId)));
    expect(audited).toEqual([{ actorId: moderator.id }]);
    // Settled pairs leave the list; a second decision is refused.
    expect((await listDuplicateCandidates(ctx.services, { limit: 100, offset: 0, lang: "en" })).items.map((p) => p.id)).not.toContain(
      pairId,
    );
    expect(codeOf(await decideDuplicate(ctx.services, { actor: moderator, id: pairId, decision: "allow" }).catch((e: unknown) => e))).toBe(
      "ALREADY_DECIDED",
    );
  });

  it("rejects the newer with the moderator's reason, which is required", async () => {
    const { newer, pairId } = await pair();
    expect(codeOf(await decideDuplicate(ctx.services, { actor: moderator, id: pairId, decision: "reject" }).catch((e: unknown) => e))).toBe(
      "VALIDATION",
    );
    await decideDuplicate(ctx.services, { actor: moderator, id: pairId, decision: "reject", reason: "Ảnh lấy từ tin khác" });
    const [row] = await ctx.services.db
      .select({ s: properties.requestStatus, r: properties.rejectReason, d: properties.duplicateOfId })
      .from(properties)
      .where(eq(properties.id, newer.id));
    expect(row).toEqual({ s: "rejected", r: "Ảnh lấy từ tin khác", d: null });
    expect(await pairStatus(pairId)).toBe("rejected");
  });

  it("allows: both listings stay public and the pair is closed", async () => {
    const { original, newer, owner, pairId } = await pair();
    await decideDuplicate(ctx.services, { actor: moderator, id: pairId, decision: "allow" });
    expect(await pairStatus(pairId)).toBe("allowed");
    expect((await searchOwner(owner.id)).sort()).toEqual([original.id, newer.id].sort());
  });

  it("refuses anyone who is not staff in the update itself, even with a staff role claimed by the caller", async () => {
    const { pairId } = await pair();
    const stranger = await createActor(ctx.services.db);
    const claimed: Actor = { ...stranger, role: "moderator" };
    expect(codeOf(await decideDuplicate(ctx.services, { actor: claimed, id: pairId, decision: "allow" }).catch((e: unknown) => e))).toBe(
      "FORBIDDEN",
    );
    expect(await pairStatus(pairId)).toBe("open");
    expect(codeOf(await decideDuplicate(ctx.services, { actor: moderator, id: 999_999, decision: "allow" }).catch((e: unknown) => e))).toBe(
      "NOT_FOUND",
    );
  });
});
