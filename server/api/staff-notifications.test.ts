import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, desc, eq, isNull, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, notificationSends, pushSubscriptions, users } from "../../db/schema/index.ts";
import { authHeaders, createProperty, createUser, fakeImage, type UserRow } from "../../tests/support/factories.ts";
import { photo } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let staffHeaders: Record<string, string>;
let staff: UserRow;
let pushService: Server;
let pushBase = "";
const pushed: string[] = [];
const en = { "accept-language": "en" };

/** A device subscription with real P-256 keys, so web-push can encrypt for it. */
async function subscribe(userId: number, path: string): Promise<void> {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  await ctx.services.db.insert(pushSubscriptions).values({
    userId,
    endpoint: `${pushBase}${path}`,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  });
}

/** The send's web pushes run after the answer; wait until the send says they are done. */
async function pushesDone(sendId: number): Promise<typeof notificationSends.$inferSelect> {
  for (let i = 0; i < 200; i++) {
    const [send] = await ctx.services.db.select().from(notificationSends).where(eq(notificationSends.id, sendId));
    if (send?.pushState === "done") return send;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`send ${sendId} never finished its pushes`);
}

const inboxOf = (userId: number) =>
  ctx.services.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));

beforeAll(async () => {
  // A local HTTP server stands in for the browsers' push services (a third party).
  pushService = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      pushed.push(req.url ?? "");
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  ctx = await createTestContext();
  staff = await createUser(ctx.services.db, { role: "admin" });
  staffHeaders = { ...en, ...(await authHeaders(ctx.services.db, staff)) };
});
afterAll(async () => {
  await ctx.close();
  pushService.close();
});

describe("staff notifications (admin/send-notification)", () => {
  it("sends to everyone: one inbox row per active account, web pushes after the answer to those who allow them, an audit entry", async () => {
    const db = ctx.services.db;
    const listening = await createUser(db);
    const silent = await createUser(db, { notification: false });
    const deactivated = await createUser(db, { banned: true });
    await subscribe(listening.id, "/everyone-listening");
    await subscribe(silent.id, "/everyone-silent");
    await subscribe(deactivated.id, "/everyone-deactivated");
    const [active] = await db.select({ n: count() }).from(users).where(not(users.banned));

    const res = await ctx.api("POST", "admin/send-notification", {
      headers: staffHeaders,
      body: { audience: "all", title: "Bảo trì hệ thống", body: "Tối nay 22:00" },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("The notification is sent");
    expect(res.body.data.recipients).toBe(active!.n);
    const sendId = res.body.data.id as number;

    const received = await db.select().from(notifications).where(eq(notifications.sendId, sendId));
    expect(received).toHaveLength(active!.n);
    expect(new Set(received.map((n) => n.userId)).size).toBe(active!.n);
    expect((await inboxOf(listening.id))[0]).toMatchObject({ title: "Bảo trì hệ thống", body: "Tối nay 22:00", sendId });
    expect((await inboxOf(silent.id))[0]?.sendId).toBe(sendId);
    expect(await inboxOf(deactivated.id)).toEqual([]);

    const done = await pushesDone(sendId);
    expect(done.pushed).toBe(1);
    expect(pushed).toContain("/everyone-listening");
    expect(pushed).not.toContain("/everyone-silent");
    expect(pushed).not.toContain("/everyone-deactivated");

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "notification.send"), eq(auditLog.entityId, sendId)));
    expect(entry).toMatchObject({ actorId: staff.id, entityType: "notification_send" });
    expect(JSON.parse(entry!.afterStatus!)).toMatchObject({ audience: "all", recipients: active!.n, title: "Bảo trì hệ thống" });
  });

  it("sends to chosen users only, and the user reads it in get_notification_list", async () => {
    const db = ctx.services.db;
    const [first, second, bystander] = [await createUser(db), await createUser(db), await createUser(db)];
    await subscribe(first.id, "/chosen-first");
    const res = await ctx.api("POST", "admin/send-notification", {
      headers: staffHeaders,
      body: { audience: "users", user_ids: [first.id, second.id], title: "Ưu đãi gói tin", url: "/subscription-plan" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.recipients).toBe(2);
    expect((await inboxOf(first.id)).map((n) => n.title)).toEqual(["Ưu đãi gói tin"]);
    expect((await inboxOf(second.id)).map((n) => n.title)).toEqual(["Ưu đãi gói tin"]);
    expect(await inboxOf(bystander.id)).toEqual([]);
    const list = await ctx.api("GET", "get_notification_list", { headers: await authHeaders(db, first) });
    expect(list.body.data[0]).toMatchObject({ title: "Ưu đãi gói tin", url: "/subscription-plan", image: null, is_read: false });
    const send = await pushesDone(res.body.data.id);
    expect(send).toMatchObject({ audience: "users", userIds: [first.id, second.id], recipients: 2, pushed: 1 });
    expect(pushed).toContain("/chosen-first");
  });

  it("sends each member the version in their language: the English one to those who read in English", async () => {
    const db = ctx.services.db;
    const [vietnamese, english] = [await createUser(db, { language: "vi" }), await createUser(db, { language: "en" })];
    await subscribe(vietnamese.id, "/language-vi");
    await subscribe(english.id, "/language-en");
    const res = await ctx.api("POST", "admin/send-notification", {
      headers: staffHeaders,
      body: {
        audience: "users",
        user_ids: [vietnamese.id, english.id],
        title: "Ưu đãi cuối tuần",
        body: "Giảm 20% gói tin",
        title_en: "Weekend offer",
        body_en: "20% off listing packages",
      },
    });
    expect(res.status).toBe(201);
    expect((await inboxOf(vietnamese.id)).map((n) => [n.title, n.body])).toEqual([["Ưu đãi cuối tuần", "Giảm 20% gói tin"]]);
    expect((await inboxOf(english.id)).map((n) => [n.title, n.body])).toEqual([["Weekend offer", "20% off listing packages"]]);
    const send = await pushesDone(res.body.data.id);
    expect(send).toMatchObject({ recipients: 2, pushed: 2 });
    expect(pushed).toEqual(expect.arrayContaining(["/language-vi", "/language-en"]));

    // An English version is whole: a Vietnamese message with an English title needs its English message.
    const half = await ctx.api("POST", "admin/send-notification", {
      headers: staffHeaders,
      body: { audience: "users", user_ids: [english.id], title: "Tiêu đề", body: "Nội dung", title_en: "Title" },
    });
    expect(half.status).toBe(400);
    expect(await inboxOf(english.id)).toHaveLength(1);
  });

  it("about a listing: links to it with its photo, or with an uploaded picture instead", async () => {
    const db = ctx.services.db;
    const reader = await createUser(db);
    const photoOfListing = fakeImage("properties/u1/thong-bao-tin");
    const listing = await createProperty(db, { title: "Căn hộ view sông", titleImage: photoOfListing });
    const res = await ctx.api("POST", "admin/send-notification", {
      headers: staffHeaders,
      body: { audience: "users", user_ids: [reader.id], property_id: listing.id, title: "Tin mới đáng xem" },
    });
    expect(res.status).toBe(201);
    const [withPhoto] = await inboxOf(reader.id);
    expect(withPhoto).toMatchObject({ url: `/properties-details/${listing.slugId}`, type: "property" });
    expect(withPhoto!.image).toContain("properties/u1/thong-bao-tin-800.webp");

    const form = new FormData();
    form.set("audience", "users");
    form.append("user_ids[]", String(reader.id));
    form.set("property_id", String(listing.id));
    form.set("title", "Ảnh riêng cho thông báo");
    form.set("image", await photo(640, 400));
    const uploaded = await ctx.api("POST", "admin/send-notification", { headers: staffHeaders, body: form });
    expect(uploaded.status).toBe(201);
    const [withUpload] = await inboxOf(reader.id);
    expect(withUpload!.title).toBe("Ảnh riêng cho thông báo");
    expect(withUpload!.image).toMatch(/\/media\/notifications\/[0-9a-f-]+-640\.webp$/);
    const media = await ctx.app.request(new URL(withUpload!.image!, "http://localhost").pathname);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a visitor, a user and a moderator, and writes nothing", async () => {
    const db = ctx.services.db;
    const member = await createUser(db);
    const moderator = await createUser(db, { role: "moderator" });
    const before = {
      sends: await db.select({ n: count() }).from(notificationSends),
      inbox: await db.select({ n: count() }).from(notifications),
    };
    const body = { audience: "all", title: "Không được gửi" };
    expect((await ctx.api("POST", "admin/send-notification", { headers: en, body })).status).toBe(401);
    const refused = await ctx.api("POST", "admin/send-notification", { headers: { ...en, ...(await authHeaders(db, member)) }, body });
    expect(refused.status).toBe(403);
    expect((await ctx.api("POST", "admin/send-notification", { headers: await authHeaders(db, moderator), body })).status).toBe(403);
    expect({
      sends: await db.select({ n: count() }).from(notificationSends),
      inbox: await db.select({ n: count() }).from(notifications),
    }).toEqual(before);
  });

  it("validates the send and writes nothing for a bad one", async () => {
    const db = ctx.services.db;
    const someone = await createUser(db);
    const hidden = await createProperty(db, { requestStatus: "pending" });
    const before = await db.select({ n: count() }).from(notificationSends);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ audience: "all", title: " " }, 400, "title", "Title is required"],
      [{ audience: "users", title: "Xin chào" }, 400, "user_ids", "Choose at least one user"],
      [
        { audience: "users", user_ids: Array.from({ length: 101 }, (_, i) => i + 1), title: "Xin chào" },
        400,
        "user_ids",
        "Choose at most 100 users; send to everyone instead",
      ],
      [{ audience: "users", user_ids: [someone.id, 999_999], title: "Xin chào" }, 404, "", "user not found"],
      [{ audience: "all", property_id: hidden.id, title: "Xin chào" }, 400, "property_id", "Choose an approved, active listing"],
      [{ audience: "everyone", title: "Xin chào" }, 400, "audience", "The value is invalid"],
      [{ audience: "all", title: "Xin chào", url: "https://evil.example" }, 400, "url", "The value is invalid"],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await ctx.api("POST", "admin/send-notification", { headers: staffHeaders, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(field ? res.body.errors?.[field] : res.body.message, JSON.stringify(body)).toBe(message);
    }
    const form = new FormData();
    form.set("audience", "all");
    form.set("title", "Ảnh hỏng");
    form.set("image", new File([new TextEncoder().encode("not a picture")], "anh.jpg", { type: "image/jpeg" }));
    const badImage = await ctx.api("POST", "admin/send-notification", { headers: staffHeaders, body: form });
    expect(badImage.status).toBe(400);
    expect(await db.select({ n: count() }).from(notificationSends)).toEqual(before);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, someone.id), isNull(notifications.readAt))),
    ).toEqual([]);
  });
});
