import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, settings } from "../../db/schema/index.ts";
import { getPaymentConfig } from "../../app/modules/payments/payment-settings.server.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { formPost, routeContext } from "../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { action as pageAction, loader as pageLoader } from "../../app/routes/admin/payment-settings.tsx";
import { paymentSetting } from "../../tests/support/payment-settings.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx.services.db, { role: "admin" });
  adminId = user.id;
  admin = { ...(await authHeaders(ctx.services.db, user)), "accept-language": "en" };
});
afterAll(() => ctx.close());

const hashSecret = "VNPAYHASHSECRET0123456789ABCDEF";
const stripeSecret = "sk_test_51SecretKeyValue0000";
const webhookSecret = "whsec_WebhookSigningSecret1111";
const base = {
  bank_transfer_status: true,
  bank_bin: "970418",
  account_number: "21510000123456",
  account_name: "Cong ty Nha Dat",
  vnpay_status: true,
  vnpay_tmn_code: "NHADAT01",
};

describe("admin payment settings", () => {
  it("stores the methods, the bank account and the keys; applies them at once and never answers a secret", async () => {
    const res = await ctx.api("POST", "admin/update-payment-settings", {
      body: {
        ...base,
        vnpay_hash_secret: hashSecret,
        stripe_status: true,
        stripe_publishable_key: "pk_test_Publishable123",
        stripe_secret_key: stripeSecret,
        stripe_webhook_secret: webhookSecret,
      },
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The payment settings are saved and apply from the next payment");
    expect(res.body.data).toMatchObject({
      bank_bin: "970418",
      bank_name: "BIDV",
      account_name: "CONG TY NHA DAT",
      vnpay_tmn_code: "NHADAT01",
      vnpay_hash_secret: { is_set: true, masked: "••••••••CDEF" },
      stripe_secret_key: { is_set: true },
      enabled_methods: ["vnpay", "stripe", "bank_transfer"],
    });
    const config = await getPaymentConfig(ctx.services.db);
    expect(config.vnpay).toMatchObject({ enabled: true, tmnCode: "NHADAT01", hashSecret });
    expect(config.stripe).toMatchObject({ enabled: true, secretKey: stripeSecret, webhookSecret });

    const read = await ctx.api("GET", "admin/payment-settings", { headers: admin });
    const published = await ctx.api("GET", "get_payment_settings");
    const webSettings = await ctx.api("GET", "web-settings");
    const [audit] = await ctx.services.db.select().from(auditLog).where(eq(auditLog.action, "setting.payment"));
    for (const text of [
      JSON.stringify(res.body),
      JSON.stringify(read.body),
      JSON.stringify(published.body),
      JSON.stringify(webSettings.body),
      JSON.stringify(audit),
    ]) {
      for (const secret of [hashSecret, stripeSecret, webhookSecret, "SecretKeyValue", "WebhookSigning"])
        expect(text).not.toContain(secret);
    }
    expect(paymentSetting(published.body, "bank_transfer")).toMatchObject({
      status: true,
      bank_bin: "970418",
      account_number: "21510000123456",
    });
    expect(audit).toMatchObject({ actorId: adminId, entityType: "setting" });
    expect(JSON.parse(audit!.afterStatus!)).toMatchObject({ vnpay_hash_secret: true, bank_bin: "970418" });
  });

  it("leaves the currency display to the general settings: neither read nor written here, and refused by name", async () => {
    const res = await ctx.api("POST", "admin/update-payment-settings", {
      body: { ...base, currency_symbol: "US$", number_with_suffix: false },
      headers: admin,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      currency_symbol: "currency_symbol is not a field this call takes",
      number_with_suffix: "number_with_suffix is not a field this call takes",
    });
    const read = await ctx.api("GET", "admin/payment-settings", { headers: admin });
    expect(read.body.data).not.toHaveProperty("currency_symbol");
    expect(read.body.data).not.toHaveProperty("number_with_suffix");
    const stored = await ctx.services.db.select().from(settings).where(eq(settings.key, "currency_symbol"));
    expect(JSON.stringify(stored)).not.toContain("US$");
    const web = await ctx.api("GET", "web-settings");
    expect(web.body.data).toMatchObject({ currency_symbol: "₫", number_with_suffix: "1" });
  });

  it("changes only what an update names: switching VNPay on leaves bank transfer and its account as they were", async () => {
    const before = await ctx.api("GET", "admin/payment-settings", { headers: admin });
    expect(before.body.data).toMatchObject({ bank_transfer_status: true, account_number: "21510000123456", stripe_status: true });
    const res = await ctx.api("POST", "admin/update-payment-settings", {
      body: { vnpay_status: true, vnpay_tmn_code: "X" },
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...before.body.data, vnpay_tmn_code: "X" });
    const account = await ctx.api("POST", "admin/update-payment-settings", { body: { account_name: "Cong ty moi" }, headers: admin });
    expect(account.body.data).toMatchObject({ bank_bin: "970418", account_number: "21510000123456", account_name: "CONG TY MOI" });
    expect(account.body.data.enabled_methods).toEqual(["vnpay", "stripe", "bank_transfer"]);
    await ctx.api("POST", "admin/update-payment-settings", { body: base, headers: admin });
  });

  it("keeps a stored secret when the field is left out, and switches a method off at once", async () => {
    const res = await ctx.api("POST", "admin/update-payment-settings", {
      body: { vnpay_status: false, stripe_status: false },
      headers: admin,
    });
    expect(res.status).toBe(200);
    const config = await getPaymentConfig(ctx.services.db);
    expect(config.vnpay).toMatchObject({ enabled: false, hashSecret });
    expect(config.stripe).toMatchObject({ enabled: false, secretKey: stripeSecret });
    const published = await ctx.api("GET", "get_payment_settings");
    expect(paymentSetting(published.body, "enabled_methods")).toEqual(["bank_transfer"]);
  });

  it("refuses bad values and a method switched on without what it needs, with a message per field, and changes nothing", async () => {
    const before = await ctx.services.db.select().from(settings).orderBy(settings.key);
    const bad = await ctx.api("POST", "admin/update-payment-settings", {
      body: {
        ...base,
        bank_bin: "123456",
        account_number: "12-34",
        stripe_status: true,
        stripe_publishable_key: "nope",
      },
      headers: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      bank_bin: "Please choose the bank from the list",
      account_number: "The account number is 1 to 19 letters or digits",
      stripe_publishable_key: "Please enter a publishable key starting with pk_test_ or pk_live_",
    });
    await ctx.services.db.delete(settings).where(eq(settings.key, "stripe_secret_key"));
    const afterDelete = await ctx.services.db.select().from(settings).orderBy(settings.key);
    const noSecret = await ctx.api("POST", "admin/update-payment-settings", {
      body: { ...base, stripe_status: true, stripe_publishable_key: "pk_test_Publishable123" },
      headers: admin,
    });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.errors).toMatchObject({ stripe_secret_key: "Please enter a secret key starting with sk_ or rk_" });
    expect(await ctx.services.db.select().from(settings).orderBy(settings.key)).toEqual(afterDelete);
    expect(before.length).toBe(afterDelete.length + 1);
  });

  it("refuses a moderator and a user, reading or writing", async () => {
    const before = await ctx.services.db.select().from(settings).orderBy(settings.key);
    for (const role of ["moderator", "user"] as const) {
      const headers = await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role }));
      expect((await ctx.api("GET", "admin/payment-settings", { headers })).status).toBe(403);
      expect((await ctx.api("POST", "admin/update-payment-settings", { body: { ...base, vnpay_hash_secret: "x" }, headers })).status).toBe(
        403,
      );
    }
    expect(await ctx.services.db.select().from(settings).orderBy(settings.key)).toEqual(before);
  });

  it("the page sends a typed secret back neither in the loader nor after a failed save", async () => {
    const user = await createUser(ctx.services.db, { role: "admin" });
    const context = routeContext(ctx, { actor: { id: user.id, role: "admin", name: user.name, email: user.email } });
    const page = await pageLoader({ request: new Request("http://localhost/admin/payment-settings"), context, params: {} } as never);
    expect(JSON.stringify(page)).not.toContain(hashSecret);
    const failed = await pageAction({
      request: formPost("/admin/payment-settings", {
        bank_transfer_status: "1",
        bank_bin: "970418",
        account_number: "bad number!",
        account_name: "X",
        vnpay_hash_secret: "typed-secret-value-123456",
        stripe_secret_key: "sk_test_typedvalue",
      }),
      context,
      params: {},
    } as never);
    expect(failed).toMatchObject({ ok: false, errors: { account_number: "The account number is 1 to 19 letters or digits" } });
    expect(JSON.stringify(failed)).not.toContain("typed-secret-value");
    expect(JSON.stringify(failed)).not.toContain("sk_test_typedvalue");
    const moderator = await createUser(ctx.services.db, { role: "moderator" });
    const modContext = routeContext(ctx, { actor: { id: moderator.id, role: "moderator", name: "", email: moderator.email } as never });
    await expect(
      pageLoader({ request: new Request("http://localhost/admin/payment-settings"), context: modContext, params: {} } as never),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("admin payment settings for the gateways that cannot charge VND", () => {
  const gateways = {
    paypal_status: true,
    paypal_client_id: "AbC-paypal-client",
    paypal_webhook_id: "WH-0123456789",
    paypal_currency: "USD",
    paypal_rate_vnd: "25400",
    paystack_status: true,
    paystack_public_key: "pk_test_paystack123",
    paystack_currency: "NGN",
    paystack_rate_vnd: "17",
    flutterwave_status: true,
    flutterwave_currency: "EUR",
    flutterwave_rate_vnd: "27500",
  };
  const secrets = {
    paypal_client_secret: "PayPalClientSecret0123456789",
    paystack_secret_key: "sk_test_paystacksecret0123456",
    flutterwave_secret_key: "FLWSECK_TEST-flutterwave-0123-X",
    flutterwave_secret_hash: "flutterwave-secret-hash-0123",
  };

  it("names every missing currency, rate and key when a gateway is switched on without them", async () => {
    const res = await ctx.api("POST", "admin/update-payment-settings", {
      body: {
        ...base,
        paypal_status: true,
        paystack_status: true,
        flutterwave_status: true,
        flutterwave_currency: "VND",
        paypal_rate_vnd: "0",
      },
      headers: admin,
    });
    // Values of the wrong form are named first, each by its field.
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      paypal_rate_vnd: "Please enter the rate as a positive whole number (VND per 1 unit)",
      flutterwave_currency: "Please choose a currency the gateway supports",
    });
    // Then everything a method switched on still lacks, given or stored, all at once.
    const lacking = await ctx.api("POST", "admin/update-payment-settings", {
      body: { ...base, paypal_status: true, paystack_status: true, flutterwave_status: true },
      headers: admin,
    });
    expect(lacking.status).toBe(400);
    expect(lacking.body.errors).toMatchObject({
      paypal_rate_vnd: "Please enter the rate as a positive whole number (VND per 1 unit)",
      paypal_client_id: "Please enter the PayPal client ID",
      paypal_webhook_id: "Please enter the PayPal webhook ID",
      paystack_public_key: "Please enter a public key starting with pk_test_ or pk_live_",
      flutterwave_rate_vnd: "Please enter the rate as a positive whole number (VND per 1 unit)",
    });
    const missingSecrets = await ctx.api("POST", "admin/update-payment-settings", { body: { ...base, ...gateways }, headers: admin });
    expect(missingSecrets.status).toBe(400);
    expect(Object.keys(missingSecrets.body.errors ?? {}).sort()).toEqual(Object.keys(secrets).sort());
  });

  it("stores currency, rate and keys; the secrets come back masked only and payers see the terms", async () => {
    const res = await ctx.api("POST", "admin/update-payment-settings", { body: { ...base, ...gateways, ...secrets }, headers: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      paypal_currency: "USD",
      paypal_rate_vnd: 25_400,
      paystack_rate_vnd: 17,
      flutterwave_currency: "EUR",
      paypal_client_secret: { is_set: true, masked: "••••••••6789" },
      flutterwave_secret_hash: { is_set: true },
    });
    for (const secret of Object.values(secrets)) expect(JSON.stringify(res.body)).not.toContain(secret);
    const config = await getPaymentConfig(ctx.services.db);
    expect(config.paypal).toMatchObject({
      enabled: true,
      currency: "USD",
      rateVnd: 25_400,
      decimals: 2,
      clientSecret: secrets.paypal_client_secret,
    });
    expect(config.flutterwave).toMatchObject({
      enabled: true,
      currency: "EUR",
      rateVnd: 27_500,
      secretHash: secrets.flutterwave_secret_hash,
    });
    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.action, "setting.payment"));
    for (const secret of Object.values(secrets)) expect(JSON.stringify(audit)).not.toContain(secret);
    // Saved again without the secrets: the stored ones stay.
    const again = await ctx.api("POST", "admin/update-payment-settings", { body: { ...base, ...gateways }, headers: admin });
    expect(again.status).toBe(200);
    expect((await getPaymentConfig(ctx.services.db)).paystack.secretKey).toBe(secrets.paystack_secret_key);
    await ctx.api("POST", "admin/update-payment-settings", { body: base, headers: admin });
  });
});
