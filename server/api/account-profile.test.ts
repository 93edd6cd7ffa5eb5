import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo } from "../../tests/support/listing-fixtures.ts";
import { latestOtp } from "../../tests/support/outbox.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";

// A member's own account: the profile, the devices that receive notices, the app's sign-in.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const en = { "accept-language": "en" };

describe("POST update_profile", () => {
  it("changes every profile field and stores the photo", async () => {
    const user = await createSignedInUser(ctx);
    const form = new FormData();
    const fields = {
      name: "Lê Văn C",
      address: "12 Lê Lợi, Bến Thành",
      latitude: "10.77",
      longitude: "106.7",
      about_me: "Môi giới",
      facebook_id: "https://facebook.com/c",
      twiiter_id: "https://x.com/c",
      instagram_id: "https://instagram.com/c",
      youtube_id: "https://youtube.com/@c",
      notification: "0",
      alert_email: "0",
      city: "Thành phố Hồ Chí Minh",
      state: "Hồ Chí Minh",
      country: "Việt Nam",
      mobile: "0933111222",
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("profile", await photo(200, 200, "png"), "me.png");
    const res = await ctx.api("POST", "update_profile", { body: form, headers: { ...user.headers, ...en } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile updated successfully");
    expect(res.body.data).toMatchObject({
      name: "Lê Văn C",
      latitude: 10.77,
      longitude: 106.7,
      twiiter_id: "https://x.com/c",
      notification: 0,
      alert_email: 0,
      mobile: "+84933111222",
    });
    const media = await ctx.app.request(new URL(res.body.data.profile, "http://x").pathname);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a photo that is not JPEG or PNG by its bytes, and a tiny one", async () => {
    const user = await createSignedInUser(ctx);
    const fake = new FormData();
    fake.set("profile", new Blob(["GIF89a not really"], { type: "image/png" }), "x.png");
    const res = await ctx.api("POST", "update_profile", { body: fake, headers: { ...user.headers, ...en } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Photos must be JPEG or PNG");
    const tiny = new FormData();
    tiny.set("profile", await photo(50, 50, "png"), "x.png");
    const small = await ctx.api("POST", "update_profile", { body: tiny, headers: { ...user.headers, ...en } });
    expect(small.body.message).toBe("Photos must be at least 120x120 pixels");
  });

  it("makes a changed e-mail unverified and mails it a code", async () => {
    const user = await createSignedInUser(ctx);
    const email = `changed-${Date.now()}@example.test`;
    const res = await ctx.api("POST", "update_profile", { body: { email }, headers: user.headers });
    expect(res.body.data).toMatchObject({ email, email_verified: false });
    expect(await latestOtp(ctx.dataDir, "mail", email)).toMatch(/^\d{6}$/);
    const taken = await ctx.api("POST", "update_profile", { body: { email: "admin@nhadat.local" }, headers: { ...user.headers, ...en } });
    expect(taken.status).toBe(409);
  });

  it("requires a session", async () => {
    const res = await ctx.api("POST", "update_profile", { body: { name: "X" }, headers: en });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("You have not logged in");
  });
});

describe("push subscriptions and sign-out", () => {
  it("registers a device, and before-logout removes it and ends the session", async () => {
    const user = await createSignedInUser(ctx);
    const subscription = { endpoint: "https://push.example.test/abc", keys: { p256dh: "BPx", auth: "au" } };
    const reg = await ctx.api("POST", "register-fcm-id", { body: { fcm_id: JSON.stringify(subscription) }, headers: user.headers });
    expect(reg.status).toBe(200);
    const { pushSubscriptions } = await import("../../db/schema/index.ts");
    expect(await ctx.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(1);
    const out = await ctx.api("POST", "before-logout", { body: { fcm_id: subscription.endpoint }, headers: user.headers });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith("nhadat.session_token=;"))).toBe(true);
    expect(await ctx.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(0);
    expect((await ctx.api("GET", "get_notification_list", { headers: user.headers })).status).toBe(401);
  });
});

describe("a phone signs in as eBroker's app does", () => {
  // FirebaseMessaging.getToken()'s shape: an FCM registration token, not a Web Push subscription.
  const fcmToken = "cPhone1:APA91bF4k2Qw8x7yJ0pLr6sTuVb9cDe1fGh2iJk3lMn4oPq5rSt6uVw7xYz8AbC9dEf0";

  it("signs in by e-mail with type 3 and the phone's FCM token, stores the token as FCM (not Web Push), and before-logout forgets it", async () => {
    const user = await createSignedInUser(ctx);
    const form = new FormData();
    for (const [key, value] of Object.entries({ email: user.email, password: "secret123", type: "3", fcm_id: fcmToken }))
      form.set(key, value);
    const res = await ctx.api("POST", "user_signup", { body: form });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.data).toMatchObject({ id: user.id, isActive: "1", fcm_id: fcmToken });
    const { fcmTokens, pushSubscriptions } = await import("../../db/schema/index.ts");
    expect(await ctx.services.db.select({ token: fcmTokens.token }).from(fcmTokens).where(eq(fcmTokens.userId, user.id))).toEqual([
      { token: fcmToken },
    ]);
    expect(await ctx.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(0);
    const headers = { authorization: `Bearer ${res.body.token}` };
    const profile = await ctx.api("GET", "get-user-data", { headers });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ id: user.id, email: user.email });
    await ctx.api("POST", "before-logout", { body: { fcm_id: fcmToken }, headers });
    expect(await ctx.services.db.select().from(fcmTokens).where(eq(fcmTokens.userId, user.id))).toHaveLength(0);
  });

  it("refuses an fcm_id that is neither a subscription nor a token, and get-user-data without a session", async () => {
    const user = await createSignedInUser(ctx);
    const res = await ctx.api("POST", "register-fcm-id", { body: { fcm_id: "not a token" }, headers: user.headers });
    expect(res.status).toBe(400);
    expect((await ctx.api("GET", "get-user-data")).status).toBe(401);
  });
});
