import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInboxSummary, markNotificationsRead } from "../../app/modules/notifications/list-notifications.server.ts";
import { notify } from "../../app/modules/notifications/notify.server.ts";
import { getSetting } from "../../app/modules/settings/get-settings.server.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET get_notification_list", () => {
  it("lists the user's own notifications newest first with total and unread flags", async () => {
    const user = await createSignedInUser(ctx);
    const other = await createSignedInUser(ctx);
    for (let i = 1; i <= 3; i++) await notify(ctx.services, user.id, { title: `Tin ${i}`, body: "Nội dung", url: "/user/notifications" });
    await notify(ctx.services, other.id, { title: "Không phải của bạn" });
    const res = await ctx.api("GET", "get_notification_list?limit=2&offset=0", { headers: user.headers });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((n: { title: string }) => n.title)).toEqual(["Tin 3", "Tin 2"]);
    expect(res.body.data[0].is_read).toBe(false);
    await ctx.api("POST", "mark-notifications-read", { body: { ids: [res.body.data[0].id] }, headers: user.headers });
    const after = await ctx.api("GET", "get_notification_list", { headers: user.headers });
    expect(after.body.data.map((n: { is_read: boolean }) => n.is_read)).toEqual([true, false, false]);
  });

  it("requires a session", async () => {
    const res = await ctx.api("GET", "get_notification_list", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("You have not logged in");
  });
});

describe("GET /api/events", () => {
  it("streams a new notification to the user's open page", async () => {
    const user = await createSignedInUser(ctx);
    const res = await ctx.app.request("/api/events", { headers: { ...user.headers, "accept-encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("content-encoding")).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value);
    await notify(ctx.services, user.id, { title: "Có tin mới", url: "/user/notifications" });
    while (!text.includes("event: notification")) text += decoder.decode((await reader.read()).value);
    expect(text).toContain("Có tin mới");
    await reader.cancel();
  });

  it("refuses a visitor", async () => {
    const res = await ctx.app.request("/api/events");
    expect(res.status).toBe(401);
  });
});

describe("web push", () => {
  it("generates VAPID keys once and delivers an encrypted push to each registered device", async () => {
    // A local HTTP server stands in for the browser vendor's push service (a third party).
    const received: { headers: IncomingMessage["headers"]; bytes: number }[] = [];
    const pushService = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push({ headers: req.headers, bytes: Buffer.concat(chunks).length });
        res.writeHead(req.url === "/gone" ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
    const port = (pushService.address() as AddressInfo).port;
    try {
      const user = await createSignedInUser(ctx);
      const keys = () => {
        const ecdh = createECDH("prime256v1");
        ecdh.generateKeys();
        return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
      };
      for (const path of ["/device-1", "/gone"]) {
        const sub = { endpoint: `http://127.0.0.1:${port}${path}`, keys: keys() };
        const res = await ctx.api("POST", "register-fcm-id", { body: { fcm_id: sub }, headers: user.headers });
        expect(res.status).toBe(200);
      }
      const vapid = await ctx.api("GET", "get-vapid-public-key");
      expect(vapid.body.data.vapid_public_key).toBe(await getSetting(ctx.services.db, "vapid_public_key"));
      await notify(ctx.services, user.id, { title: "Gói đã kích hoạt", body: "Cảm ơn bạn" });
      expect(received).toHaveLength(2);
      expect(received[0]!.headers["content-encoding"]).toBe("aes128gcm");
      expect(String(received[0]!.headers.authorization)).toContain(String(vapid.body.data.vapid_public_key));
      expect(received[0]!.bytes).toBeGreaterThan(0);
      // The 410 subscription was removed: the next notification reaches one device.
      await notify(ctx.services, user.id, { title: "Lần hai" });
      expect(received).toHaveLength(3);
    } finally {
      pushService.close();
    }
  });
});

describe("POST admin/send-notification", () => {
  it("refuses a visitor with 401 and a user with 403", async () => {
    const user = await createSignedInUser(ctx);
    const body = { user_id: user.id, title: "Xin chào" };
    const visitor = await ctx.api("POST", "admin/send-notification", { body, headers: { "accept-language": "en" } });
    expect(visitor.status).toBe(401);
    const member = await ctx.api("POST", "admin/send-notification", { body, headers: user.headers });
    expect(member.status).toBe(403);
    const list = await ctx.api("GET", "get_notification_list", { headers: user.headers });
    expect(list.body.total).toBe(0);
  });

  it("lets staff notify a user: stored in the inbox and pushed to the user's open page", async () => {
    const staff = await createSignedInUser(ctx, { role: "admin" });
    const user = await createSignedInUser(ctx);
    const stream = await ctx.app.request("/api/events", { headers: user.headers });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value);
    const res = await ctx.api("POST", "admin/send-notification", {
      body: { user_id: user.id, title: "Tin của bạn đã được duyệt", body: "Chúc mừng", url: "/user/notifications" },
      headers: staff.headers,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: "Tin của bạn đã được duyệt",
      body: "Chúc mừng",
      url: "/user/notifications",
      is_read: false,
    });
    while (!text.includes("event: notification")) text += decoder.decode((await reader.read()).value);
    expect(text).toContain("Tin của bạn đã được duyệt");
    await reader.cancel();
    const list = await ctx.api("GET", "get_notification_list", { headers: user.headers });
    expect(list.body.data.map((n: { title: string }) => n.title)).toEqual(["Tin của bạn đã được duyệt"]);
  });

  it("validates the title, the link and the user", async () => {
    const staff = await createSignedInUser(ctx, { role: "admin" });
    const headers = { ...staff.headers, "accept-language": "en" };
    const noTitle = await ctx.api("POST", "admin/send-notification", { body: { user_id: staff.id, title: " " }, headers });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe("Title is required");
    const offSite = await ctx.api("POST", "admin/send-notification", {
      body: { user_id: staff.id, title: "x", url: "//evil.example" },
      headers,
    });
    expect(offSite.status).toBe(400);
    expect(offSite.body.errors?.url).toBe("The value is invalid");
    const missing = await ctx.api("POST", "admin/send-notification", { body: { user_id: 999_999, title: "x" }, headers });
    expect(missing.status).toBe(404);
  });
});

describe("getInboxSummary", () => {
  it("counts unread notifications and names the newest, which the header compares live ones against", async () => {
    const user = await createSignedInUser(ctx);
    const actor = { id: user.id, role: "user" as const, name: "", email: user.email };
    expect(await getInboxSummary(ctx.services.db, actor)).toEqual({ unread: 0, latestId: 0 });
    const first = await notify(ctx.services, user.id, { title: "Một" });
    const second = await notify(ctx.services, user.id, { title: "Hai" });
    await markNotificationsRead(ctx.services.db, { actor, ids: [first.id] });
    expect(await getInboxSummary(ctx.services.db, actor)).toEqual({ unread: 1, latestId: second.id });
  });
});

describe("GET /api/events when staff deactivate the account", () => {
  it("sends session-ended and closes the stream, and a new stream is refused", async () => {
    const staff = await createSignedInUser(ctx, { role: "admin" });
    const user = await createSignedInUser(ctx);
    const res = await ctx.app.request("/api/events", { headers: user.headers });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value);
    const off = await ctx.api("POST", "admin/users/deactivate", { body: { userid: user.id }, headers: staff.headers });
    expect(off.status).toBe(200);
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    expect(text).toContain("event: session-ended");
    expect(text).toContain('"reason":"accountDeactivated"');
    const again = await ctx.app.request("/api/events", { headers: user.headers });
    expect(again.status).toBe(403);
  });
});
