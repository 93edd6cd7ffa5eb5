import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, users, verificationRequests } from "../../db/schema/index.ts";
import { latestMessage } from "../../tests/support/outbox.ts";
import { authHeaders, createProperty, createUser, type PropertyRow, type UserRow } from "../../tests/support/factories.ts";
import { pdf, photo, storedFiles } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { listingBadges } from "../../app/modules/verification/listing-badge.server.ts";

let ctx: TestContext;
let owner: UserRow;
let ownerHeaders: Record<string, string>;
let moderatorHeaders: Record<string, string>;
const en = { "accept-language": "en" };

/** The first bytes of an MP4 ("ftyp" box), enough for the byte check. */
const mp4 = () =>
  new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0])], "nha.mp4", { type: "video/mp4" });

async function proof(propertyId: number, files: { certificate?: File; photos?: File[]; video?: File }): Promise<FormData> {
  const body = new FormData();
  body.set("property_id", String(propertyId));
  if (files.certificate) body.set("certificate", files.certificate);
  for (const file of files.photos ?? []) body.append("photos[]", file);
  if (files.video) body.set("video", files.video);
  return body;
}

async function pendingRequestOf(propertyId: number) {
  const queue = await ctx.api("GET", "admin/verification-requests?kind=listing", { headers: moderatorHeaders });
  return queue.body.data.find((item: { property: { id: number } }) => item.property.id === propertyId);
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.services.db, { name: "Chủ nhà Lan" });
  ownerHeaders = { ...(await authHeaders(ctx.services.db, owner)), ...en };
  moderatorHeaders = { ...(await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "moderator" }))), ...en };
});
afterAll(async () => {
  await ctx.close();
});

describe("asking for a listing to be verified", () => {
  it("needs the certificate and photos or a video, each checked by its bytes, and stores nothing on a failure", async () => {
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const before = await storedFiles(ctx.dataDir);
    const ask = async (files: Parameters<typeof proof>[1]) =>
      ctx.api("POST", "request-listing-verification", { headers: ownerHeaders, body: await proof(listing.id, files) });
    const empty = await ask({});
    expect([empty.status, empty.body.errors]).toEqual([
      400,
      { certificate: "Please select a file to upload", photos: "Please upload recent photos or a short video of the place" },
    ]);
    const text = new File([new TextEncoder().encode("not a certificate")], "so-do.jpg", { type: "image/jpeg" });
    expect((await ask({ certificate: text, photos: [await photo()] })).body.errors).toEqual({
      certificate: "The certificate must be a JPEG or PNG photo or a PDF",
    });
    expect((await ask({ certificate: pdf(), photos: [pdf("anh.pdf")] })).body.errors).toEqual({ photos: "Photos must be JPEG or PNG" });
    expect((await ask({ certificate: pdf(), video: await photo() })).body.errors).toEqual({ video: "The video must be MP4 or WebM" });
    const tooMany = await ask({ certificate: pdf(), photos: await Promise.all(Array.from({ length: 11 }, () => photo(120, 120))) });
    expect([tooMany.status, tooMany.body.errors]).toEqual([400, { photos: "At most 10 photos" }]);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    expect(await ctx.services.db.select().from(verificationRequests).where(eq(verificationRequests.propertyId, listing.id))).toEqual([]);
  });

  it("is the owner's alone: another user gets 404 and nothing is stored", async () => {
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const other = await createUser(ctx.services.db);
    const before = await storedFiles(ctx.dataDir);
    const res = await ctx.api("POST", "request-listing-verification", {
      headers: await authHeaders(ctx.services.db, other),
      body: await proof(listing.id, { certificate: pdf(), photos: [await photo()] }),
    });
    expect(res.status).toBe(404);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    const read = await ctx.api("GET", `get-listing-verification?property_id=${listing.id}`, {
      headers: await authHeaders(ctx.services.db, other),
    });
    expect(read.status).toBe(404);
  });
});

describe("verifying a listing", () => {
  let listing: PropertyRow;
  let plain: PropertyRow;

  it("keeps the proof private, verifies with the checklist, and shows a badge that says what was checked", async () => {
    listing = await createProperty(ctx.services.db, { userId: owner.id, title: "Căn hộ Thảo Điền đã xác minh" });
    plain = await createProperty(ctx.services.db, { userId: owner.id, title: "Căn hộ chưa xác minh" });
    const sent = await ctx.api("POST", "request-listing-verification", {
      headers: ownerHeaders,
      body: await proof(listing.id, { certificate: await photo(640, 480, "jpeg", "so-hong.jpg"), photos: [await photo()], video: mp4() }),
    });
    expect([sent.status, sent.body.message]).toEqual([201, "Request sent. We will check it and let you know."]);
    // Every staff account (admins and moderators) is told in the app; nobody else is.
    const told = await ctx.services.db
      .select({ userId: notifications.userId, url: notifications.url })
      .from(notifications)
      .where(eq(notifications.title, "Yêu cầu xác minh tin đăng: Căn hộ Thảo Điền đã xác minh"));
    const staff = await ctx.services.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, ["admin", "moderator"]));
    expect(staff.length).toBeGreaterThan(1);
    expect(told.map((row) => row.userId).sort()).toEqual(staff.map((row) => row.id).sort());
    expect(new Set(told.map((row) => row.url))).toEqual(new Set(["/admin/verifications?kind=listing"]));
    const again = await ctx.api("POST", "request-listing-verification", {
      headers: ownerHeaders,
      body: await proof(listing.id, { certificate: pdf(), photos: [await photo()] }),
    });
    expect([again.status, again.body.message]).toEqual([409, "This listing is already waiting for verification"]);
    expect((await ctx.api("GET", `get-listing-verification?property_id=${listing.id}`, { headers: ownerHeaders })).body.data).toMatchObject(
      {
        status: "pending",
        badge: null,
      },
    );

    const [row] = await ctx.services.db.select().from(verificationRequests).where(eq(verificationRequests.propertyId, listing.id));
    expect(row!.files.map((file) => [file.role, file.contentType])).toEqual([
      ["certificate", "image/jpeg"],
      ["photo", "image/jpeg"],
      ["video", "video/mp4"],
    ]);
    for (const file of row!.files) {
      expect(file.key).toMatch(new RegExp(`^private/listing-proof/u${owner.id}/p${listing.id}/`));
      expect((await ctx.app.request(`/media/${file.key}`)).status).toBe(404);
    }

    const item = await pendingRequestOf(listing.id);
    expect(item.files.map((file: { role: string; url: string }) => [file.role, file.url])).toEqual([
      ["certificate", `/verification-files/${row!.id}/0`],
      ["photo", `/verification-files/${row!.id}/1`],
      ["video", `/verification-files/${row!.id}/2`],
    ]);
    expect(
      (
        await ctx.api("POST", "admin/decide-verification", {
          headers: ownerHeaders,
          body: { id: item.id, decision: "verify", checks: ["ownership"] },
        })
      ).status,
    ).toBe(403);
    const unchecked = await ctx.api("POST", "admin/decide-verification", {
      headers: moderatorHeaders,
      body: { id: item.id, decision: "verify" },
    });
    expect([unchecked.status, unchecked.body.message]).toEqual([400, "Tick at least one thing you checked"]);
    const verified = await ctx.api("POST", "admin/decide-verification", {
      headers: moderatorHeaders,
      body: { id: item.id, decision: "verify", checks: ["address", "ownership"] },
    });
    expect(verified.status).toBe(200);
    const [audit] = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityType, "listing_verification"));
    expect(audit).toMatchObject({
      action: "verification.verify",
      entityId: item.id,
      afterStatus: '{"status":"verified","checks":["ownership","address"]}',
    });
    const [notice] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notice).toMatchObject({ title: "Tin đăng đã được xác minh", url: `/user/properties/${listing.id}/verify` });
    await ctx.services.mailQueue.drain();
    expect(await latestMessage(ctx.dataDir, "mail", owner.email)).toContain("Căn hộ Thảo Điền đã xác minh");

    const detail = await ctx.api("GET", `get_property?id=${listing.id}`);
    const badge = detail.body.data[0].verified_listing;
    expect(badge.checks).toEqual(["ownership", "address"]);
    const days = (Date.parse(badge.verified_until) - Date.parse(badge.verified_at)) / 86_400_000;
    expect(days).toBe(45);
    // Lists read the badge with their rows: the same badge, to the millisecond, as read on its own.
    const alone = (await listingBadges(ctx.services.db, [listing.id])).get(listing.id);
    expect(badge).toEqual(alone);
    const listed = await ctx.api("GET", `get-property-list?userid=${owner.id}&limit=50`);
    expect(listed.body.data.find((p: { id: number }) => p.id === listing.id).verified_listing).toEqual(alone);
    expect(JSON.stringify(detail.body)).not.toContain("private/");
    expect((await ctx.api("GET", `get_property?id=${plain.id}`)).body.data[0].verified_listing).toBeNull();

    const onlyVerified = await ctx.api("GET", `get-property-list?verified=1&userid=${owner.id}&limit=50`);
    expect(onlyVerified.body.data.map((p: { id: number }) => p.id)).toEqual([listing.id]);
    const everything = await ctx.api("GET", `get-property-list?userid=${owner.id}&limit=50`);
    expect(everything.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([listing.id, plain.id]));
  });

  it("lapses after 45 days unless renewed; renewing goes through the same review", async () => {
    await ctx.services.db
      .update(verificationRequests)
      .set({ verifiedUntil: new Date(Date.now() - 1000) })
      .where(eq(verificationRequests.propertyId, listing.id));
    expect((await ctx.api("GET", `get_property?id=${listing.id}`)).body.data[0].verified_listing).toBeNull();
    expect((await ctx.api("GET", `get-property-list?verified=1&userid=${owner.id}`)).body.data).toEqual([]);

    const renewal = await ctx.api("POST", "request-listing-verification", {
      headers: ownerHeaders,
      body: await proof(listing.id, { certificate: pdf(), video: mp4() }),
    });
    expect(renewal.status).toBe(201);
    const item = await pendingRequestOf(listing.id);
    const failed = await ctx.api("POST", "admin/decide-verification", {
      headers: moderatorHeaders,
      body: { id: item.id, decision: "fail", reason: "Video không phải căn hộ này" },
    });
    expect(failed.status).toBe(200);
    const view = await ctx.api("GET", `get-listing-verification?property_id=${listing.id}`, { headers: ownerHeaders });
    expect(view.body.data).toMatchObject({ status: "failed", reason: "Video không phải căn hộ này", badge: null });
    await ctx.services.mailQueue.drain();
    expect(await latestMessage(ctx.dataDir, "mail", owner.email)).toContain("Video không phải căn hộ này");
  });
});
