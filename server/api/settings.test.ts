import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

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
