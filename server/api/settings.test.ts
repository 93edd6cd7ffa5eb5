import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSetting, updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createSignedInUser, signIn } from "../../tests/support/sessions.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET web-settings", () => {
  it("answers the envelope with every Settings field of the spec, VND, map and features", async () => {
    const res = await ctx.api("GET", "web-settings");
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    const data = res.body.data;
    for (const key of [
      "web_favicon",
      "stripe_publishable_key",
      "paystack_public_key",
      "currency_symbol",
      "number_with_suffix",
      "selected_currency_data",
      "svg_clr",
      "web_placeholder_logo",
      "appstore_id",
      "verification_required_for_user",
      "verification_status",
      "is_premium",
      "push_messaging_token",
      "company_name",
      "company_tel1",
      "company_email",
      "company_address",
      "default_language",
      "map",
      "features",
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data.selected_currency_data.code).toBe("VND");
    expect(data.number_with_suffix).toBe("1");
    expect(data.default_language).toBe("vi");
  });

  it("never publishes secrets", async () => {
    await updateSettings(ctx.services.db, { stripe_secret_key: "sk_live_secret", vapid_private_key: "private" });
    const res = await ctx.api("GET", "web-settings");
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("sk_live_secret");
    expect(res.body.data).not.toHaveProperty("stripe_secret_key");
    expect(res.body.data).not.toHaveProperty("vapid_private_key");
  });

  it("answers one setting for type, and 404 for an unknown type", async () => {
    await updateSettings(ctx.services.db, { appstore_id: "123456" });
    const one = await ctx.api("GET", "web-settings?type=appstore_id");
    expect(one.body.data).toEqual({ appstore_id: "123456" });
    const unknown = await ctx.api("GET", "web-settings?type=stripe_secret_key");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(true);
  });
});

describe("GET get_languages", () => {
  it("lists both languages", async () => {
    const res = await ctx.api("GET", "get_languages");
    expect(res.body.data.languages.map((l: { code: string }) => l.code)).toEqual(["vi", "en"]);
  });

  it("returns the English dictionary with web_language_file", async () => {
    const res = await ctx.api("GET", "get_languages?language_code=en&web_language_file=1");
    expect(res.status).toBe(200);
    expect(res.body.data.code).toBe("en");
    expect(res.body.data.file_name.titleRequired).toBe("Title is required");
  });

  it("answers 404 for a language that does not exist, in the request's language", async () => {
    const res = await ctx.api("GET", "get_languages?language_code=fr", { headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Not found");
  });
});

describe("staff settings", () => {
  it("refuses visitors with 401 and users with 403, leaving settings unchanged", async () => {
    const anonymous = await ctx.api("POST", "admin/update-settings", {
      body: { values: { appstore_id: "1" } },
      headers: { "accept-language": "en" },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("You have not logged in");
    const user = await createSignedInUser(ctx);
    const refused = await ctx.api("POST", "admin/update-settings", { body: { values: { appstore_id: "1" } }, headers: user.headers });
    expect(refused.status).toBe(403);
    const after = await ctx.api("GET", "web-settings?type=appstore_id");
    expect(after.body.data.appstore_id).not.toBe("1");
  });

  it("lets staff change settings, and rejects unknown keys", async () => {
    const admin = await signIn(ctx, "admin@nhadat.local", "admin123");
    const headers = { authorization: `Bearer ${admin}` };
    const ok = await ctx.api("POST", "admin/update-settings", { body: { values: { web_favicon: "/custom.svg" } }, headers });
    expect(ok.status).toBe(200);
    // API answers carry absolute media URLs (a native app cannot load a site path).
    expect((await ctx.api("GET", "web-settings?type=web_favicon")).body.data.web_favicon).toBe(`${ctx.services.env.baseUrl}/custom.svg`);
    const bad = await ctx.api("POST", "admin/update-settings", { body: { values: { nonsense: 1 } }, headers });
    expect(bad.status).toBe(400);
  });

  it("shows staff every secret only masked, and a mask sent back keeps the stored secret", async () => {
    const admin = await signIn(ctx, "admin@nhadat.local", "admin123");
    const headers = { authorization: `Bearer ${admin}` };
    const secret = "sk_test_51Hb0aRdLongSecretValue9z";
    await updateSettings(ctx.services.db, { stripe_secret_key: secret, vnpay_hash_secret: "" });
    const shown = await ctx.api("GET", "admin/settings", { headers });
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toContain(secret);
    expect(shown.body.data.stripe_secret_key).toBe("••••••••ue9z");
    expect(shown.body.data.vnpay_hash_secret).toBe("");
    const saved = await ctx.api("POST", "admin/update-settings", {
      body: { values: { stripe_secret_key: shown.body.data.stripe_secret_key } },
      headers,
    });
    expect(saved.status).toBe(200);
    expect(await getSetting(ctx.services.db, "stripe_secret_key")).toBe(secret);
  });
});
