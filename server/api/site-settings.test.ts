import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { routeContext } from "../../tests/support/route-context.ts";
import { getShellSettings } from "../../app/modules/settings/get-shell-settings.server.ts";
import { action as settingsAction, loader as settingsLoader } from "../../app/routes/admin/settings.tsx";
import { action as languagesAction, loader as languagesLoader } from "../../app/routes/admin/languages.tsx";
import { action as stringsAction, loader as stringsLoader } from "../../app/routes/admin/language-strings.tsx";
import { loader as outboxLoader } from "../../app/routes/admin/outbox.tsx";
import { loader as outboxMessageLoader } from "../../app/routes/admin/outbox-message.tsx";
import type { Actor } from "../../app/lib/actor.server.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let adminActor: Actor;
let moderator: Record<string, string>;
let moderatorActor: Actor;
let user: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const adminRow = await createUser(ctx.services.db, { role: "admin", name: "Quản trị viên" });
  const moderatorRow = await createUser(ctx.services.db, { role: "moderator", name: "Kiểm duyệt viên" });
  const userRow = await createUser(ctx.services.db);
  admin = await authHeaders(ctx.services.db, adminRow);
  moderator = await authHeaders(ctx.services.db, moderatorRow);
  user = await authHeaders(ctx.services.db, userRow);
  adminActor = { id: adminRow.id, role: "admin", name: adminRow.name, email: adminRow.email };
  moderatorActor = { id: moderatorRow.id, role: "moderator", name: moderatorRow.name, email: moderatorRow.email } as unknown as Actor;
});
afterAll(() => ctx.close());

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: 30, g: 64, b: 175, alpha: 1 } } })
    .png()
    .toBuffer();

function multipart(
  fields: Record<string, string>,
  files: Record<string, { bytes: Uint8Array; name: string; type: string }> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const [key, file] of Object.entries(files))
    form.set(key, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  return form;
}

describe("admin/update-settings", () => {
  it("refuses a moderator and a user with 403 and leaves the setting as it was", async () => {
    for (const headers of [moderator, user]) {
      const res = await ctx.api("POST", "admin/update-settings", { body: { values: { company_name: "Bị từ chối" } }, headers });
      expect(res.status).toBe(403);
      expect((await ctx.api("GET", "admin/settings", { headers })).status).toBe(403);
    }
    expect((await ctx.api("GET", "web-settings?type=company_name")).body.data.company_name).not.toBe("Bị từ chối");
  });

  it("checks each value by its setting's schema and answers the field's message", async () => {
    const res = await ctx.api("POST", "admin/update-settings?lang=en", {
      body: { values: { company_email: "not-an-email", map_default_zoom: 40, currency_code: "dong", facebook_id: "ftp://x" } },
      headers: admin,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      "values.company_email": "Email address is invalid",
      "values.map_default_zoom": expect.any(String),
      "values.currency_code": "Enter a three-letter currency code such as VND",
      "values.facebook_id": "Enter a web address starting with https:// or a path starting with /",
    });
    const stored = (await ctx.api("GET", "admin/settings", { headers: admin })).body.data;
    expect(stored.company_email).not.toBe("not-an-email");
    expect(stored.map_default_zoom).toBe(12);
  });

  it("refuses a default language the site does not offer", async () => {
    const res = await ctx.api("POST", "admin/update-settings?lang=en", { body: { values: { default_language: "fr" } }, headers: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This language is not offered on the site");
  });

  it("applies a change at once: web-settings and the page shell read it on the next request, and the audit log keeps before and after", async () => {
    const res = await ctx.api("POST", "admin/update-settings", {
      body: { values: { company_name: "Nhà Đất Thủ Đức", number_with_suffix: false, demo_mode: "1", map_default_zoom: "14" } },
      headers: admin,
    });
    expect(res.status).toBe(200);
    const web = (await ctx.api("GET", "web-settings")).body.data;
    expect(web.company_name).toBe("Nhà Đất Thủ Đức");
    expect(web.number_with_suffix).toBe("0");
    expect(web.demo_mode).toBe(true);
    expect(web.map.zoom).toBe(14);
    expect((await getShellSettings(ctx.services.db)).companyName).toBe("Nhà Đất Thủ Đức");
    const [entry] = await ctx.services.db.select().from(auditLog).where(eq(auditLog.action, "setting.update")).orderBy(auditLog.id);
    expect(entry!.entityType).toBe("setting");
    expect(JSON.parse(entry!.beforeStatus!)).toMatchObject({ company_name: "Nhà Đất Sài Gòn", number_with_suffix: "1", demo_mode: false });
    expect(JSON.parse(entry!.afterStatus!)).toMatchObject({ company_name: "Nhà Đất Thủ Đức", number_with_suffix: "0", demo_mode: true });
    await ctx.api("POST", "admin/update-settings", { body: { values: { demo_mode: false } }, headers: admin });
  });

  it("refuses a key it does not know, naming it, whether flat or inside values, and changes nothing", async () => {
    const before = (await ctx.api("GET", "admin/settings", { headers: admin })).body.data;
    const flat = await ctx.api("POST", "admin/update-settings?lang=en", { body: { company_name: "Phẳng" }, headers: admin });
    expect(flat.status).toBe(400);
    expect(flat.body.errors).toEqual({ company_name: "company_name is not a field this call takes" });
    const inside = await ctx.api("POST", "admin/update-settings?lang=en", {
      body: { values: { company_name: "Bên trong", stripe_api_bse: "http://attacker" } },
      headers: admin,
    });
    expect(inside.status).toBe(400);
    expect(inside.body.message).toBe("values.stripe_api_bse is not a field this call takes");
    expect((await ctx.api("GET", "admin/settings", { headers: admin })).body.data).toEqual(before);
  });

  it("answers the settings with every secret masked, never its value", async () => {
    const secrets = {
      stripe_secret_key: "sk_test_answerNeverCarriesThis1",
      stripe_webhook_secret: "whsec_answerNeverCarriesThis2",
      paypal_client_secret: "paypalAnswerNeverCarriesThis3",
      vnpay_hash_secret: "VNPAYANSWERNEVERCARRIESTHIS4",
      paystack_secret_key: "sk_test_answerNeverCarriesThis5",
      flutterwave_secret_key: "FLWSECK_TEST-answerNeverCarriesThis6",
      flutterwave_secret_hash: "flutterwaveAnswerNeverCarriesThis7",
    };
    const res = await ctx.api("POST", "admin/update-settings", { body: { values: secrets }, headers: admin });
    expect(res.status).toBe(200);
    const answered = JSON.stringify(res.body);
    for (const value of Object.values(secrets)) expect(answered).not.toContain(value);
    expect(res.body.data.stripe_secret_key).toBe("••••••••his1");
    const read = JSON.stringify((await ctx.api("GET", "admin/settings", { headers: admin })).body);
    for (const value of Object.values(secrets)) expect(read).not.toContain(value);
    const audit = JSON.stringify(await ctx.services.db.select().from(auditLog));
    for (const value of Object.values(secrets)) expect(audit).not.toContain(value);
  });

  it("keeps secret settings out of the audit log", async () => {
    await ctx.api("POST", "admin/update-settings", { body: { values: { stripe_secret_key: "sk_test_hidden" } }, headers: admin });
    const rows = await ctx.services.db.select().from(auditLog).where(eq(auditLog.action, "setting.update"));
    expect(JSON.stringify(rows)).not.toContain("sk_test_hidden");
  });

  it("stores an uploaded PNG favicon as a re-encoded file and points web_favicon at it", async () => {
    const form = multipart({}, { web_favicon_file: { bytes: await png(32), name: "icon.png", type: "image/png" } });
    const res = await ctx.api("POST", "admin/update-settings", { body: form, headers: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url: string = res.body.data.web_favicon;
    expect(url).toMatch(/^\/media\/branding\/web-favicon-[0-9a-f-]+\.png$/);
    const served = await ctx.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await getShellSettings(ctx.services.db)).favicon).toBe(url);
  });

  it("draws an SVG favicon into a PNG (a namespace-prefixed script included) and refuses a JPEG favicon and a text file", async () => {
    const before = (await ctx.api("GET", "web-settings?type=web_favicon")).body.data.web_favicon;
    for (const inner of [
      '<circle cx="16" cy="16" r="16"/>',
      '<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script><circle r="9"/>',
    ]) {
      const bytes = new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${inner}</svg>`);
      const ok = await ctx.api("POST", "admin/update-settings", {
        body: multipart({}, { web_favicon_file: { bytes, name: "icon.svg", type: "image/svg+xml" } }),
        headers: admin,
      });
      expect(ok.status).toBe(200);
      const url: string = ok.body.data.web_favicon;
      expect(url).toMatch(/^\/media\/branding\/web-favicon-[0-9a-f-]+\.png$/);
      const served = await ctx.app.request(url);
      const body = Buffer.from(await served.arrayBuffer());
      expect([
        served.headers.get("content-type"),
        served.headers.get("content-security-policy"),
        served.headers.get("x-content-type-options"),
      ]).toEqual(["image/png", "sandbox", "nosniff"]);
      expect(await sharp(body).metadata()).toMatchObject({ format: "png", width: 512, height: 512 });
      expect(body.includes("script")).toBe(false);
    }
    const drawn = (await ctx.api("GET", "web-settings?type=web_favicon")).body.data.web_favicon;
    expect(drawn).not.toBe(before);

    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    for (const [bytes, name, message] of [
      [jpeg, "icon.jpg", "The site icon must be a PNG, ICO or SVG file"],
      [new TextEncoder().encode("hello"), "icon.png", "The site icon must be a PNG, ICO or SVG file"],
      [
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><circle'),
        "icon.svg",
        "The site icon must be a PNG, ICO or SVG file",
      ],
    ] as const) {
      const res = await ctx.api("POST", "admin/update-settings?lang=en", {
        body: multipart({}, { web_favicon_file: { bytes, name, type: "application/octet-stream" } }),
        headers: admin,
      });
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await ctx.api("GET", "web-settings?type=web_favicon")).body.data.web_favicon).toBe(drawn);
  });

  it("takes a logo as JPEG (stored as PNG) and a well-formed ICO favicon", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#1e40af" } })
      .jpeg()
      .toBuffer();
    const icoImage = await png(16);
    const header = Buffer.alloc(22);
    header.writeUInt16LE(0, 0);
    header.writeUInt16LE(1, 2);
    header.writeUInt16LE(1, 4);
    header[6] = 16;
    header[7] = 16;
    header.writeUInt32LE(icoImage.length, 14);
    header.writeUInt32LE(22, 18);
    const ico = Buffer.concat([header, icoImage]);
    const res = await ctx.api("POST", "admin/update-settings", {
      body: multipart(
        {},
        {
          web_logo_file: { bytes: jpeg, name: "logo.jpg", type: "image/jpeg" },
          web_favicon_file: { bytes: ico, name: "favicon.ico", type: "image/x-icon" },
        },
      ),
      headers: admin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.web_logo).toMatch(/\.png$/);
    expect(res.body.data.web_favicon).toMatch(/\.ico$/);
    const served = await ctx.app.request(res.body.data.web_favicon);
    expect(served.headers.get("content-type")).toBe("image/x-icon");
  });
});

describe("the settings page", () => {
  it("is for admins only: a moderator gets 403", async () => {
    const request = new Request("http://localhost/admin/settings");
    const refused = await settingsLoader({ request, context: routeContext(ctx, { actor: moderatorActor }), params: {} } as never).then(
      () => null,
      (error: unknown) => error as { init: { status: number } },
    );
    expect(refused?.init.status).toBe(403);
    const post = new Request("http://localhost/admin/settings", { method: "POST", body: new URLSearchParams({ company_name: "X" }) });
    const refusedPost = await settingsAction({
      request: post,
      context: routeContext(ctx, { actor: moderatorActor }),
      params: {},
    } as never).then(
      () => null,
      (error: unknown) => error as { init: { status: number } },
    );
    expect(refusedPost?.init.status).toBe(403);
  });

  it("saves the form, answers field errors with what was typed, and an unchecked box turns a setting off", async () => {
    const context = routeContext(ctx, { actor: adminActor, lang: "en" });
    const data = (await settingsLoader({ request: new Request("http://localhost/admin/settings"), context, params: {} } as never)) as {
      settings: Record<string, unknown>;
    };
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(data.settings))
      if (typeof value === "string" || typeof value === "number") fields[key] = String(value);
    for (const key of ["number_with_suffix", "features.chat"]) delete fields[key];
    fields.svg_clr = "on";
    fields.company_email = "wrong";
    fields.company_name = "Nhà Đất Quận 7";
    const post = (body: Record<string, string>) =>
      new Request("http://localhost/admin/settings", { method: "POST", body: new URLSearchParams(body) });
    const failed = (await settingsAction({ request: post(fields), context, params: {} } as never)) as {
      ok: boolean;
      errors: Record<string, string>;
      values: Record<string, string>;
    };
    expect(failed.ok).toBe(false);
    expect(failed.errors.company_email).toBe("Email address is invalid");
    expect(failed.values.company_name).toBe("Nhà Đất Quận 7");
    expect((await getShellSettings(ctx.services.db)).companyName).not.toBe("Nhà Đất Quận 7");

    fields.company_email = "hotro@nhadat.local";
    const saved = (await settingsAction({ request: post(fields), context, params: {} } as never)) as { ok: boolean; message: string };
    expect(saved).toMatchObject({ ok: true, message: "Settings saved" });
    const web = (await ctx.api("GET", "web-settings")).body.data;
    expect(web.company_name).toBe("Nhà Đất Quận 7");
    expect(web.number_with_suffix).toBe("0");
    expect(web.features.chat).toBe(false);
  });
});

describe("the staff pages beside it", () => {
  it("the language pages refuse a moderator, to read and to write", async () => {
    const context = routeContext(ctx, { actor: moderatorActor });
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error as { init: { status: number } }).init.status,
      );
    const get = (path: string) => new Request(`http://localhost${path}`);
    const post = (path: string, fields: Record<string, string>) =>
      new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
    expect(await status(languagesLoader({ request: get("/admin/languages"), context, params: {} } as never))).toBe(403);
    expect(
      await status(
        languagesAction({
          request: post("/admin/languages", { intent: "add", code: "de", name: "Deutsch", name_in_english: "German" }),
          context,
          params: {},
        } as never),
      ),
    ).toBe(403);
    expect(await status(stringsLoader({ request: get("/admin/languages/en"), context, params: { code: "en" } } as never))).toBe(403);
    expect(
      await status(
        stringsAction({ request: post("/admin/languages/en", { key: "notFound", value: "x" }), context, params: { code: "en" } } as never),
      ),
    ).toBe(403);
  });

  it("the outbox shows staff what the site wrote there, to admins only", async () => {
    await ctx.services.mailer.send({ to: "outbox-reader@example.test", subject: "Xin chào", text: "Nội dung thư" });
    const get = (path: string) => new Request(`http://localhost${path}`);
    const refused = await outboxLoader({
      request: get("/admin/outbox"),
      context: routeContext(ctx, { actor: moderatorActor }),
      params: {},
    } as never).then(
      () => null,
      (error: unknown) => (error as { init: { status: number } }).init.status,
    );
    expect(refused).toBe(403);
    const context = routeContext(ctx, { actor: adminActor });
    const list = (await outboxLoader({ request: get("/admin/outbox?to=outbox-reader"), context, params: {} } as never)) as {
      items: { id: string; subject: string }[];
      isDelivered: boolean;
    };
    expect(list.isDelivered).toBe(false);
    expect(list.items.map((item) => item.subject)).toEqual(["Xin chào"]);
    const opened = (await outboxMessageLoader({
      request: get(`/admin/outbox/mail/${list.items[0]!.id}`),
      context,
      params: { kind: "mail", id: list.items[0]!.id },
    } as never)) as { message: { text: string } };
    expect(opened.message.text).toBe("Nội dung thư");
    const deniedMessage = await outboxMessageLoader({
      request: get(`/admin/outbox/mail/${list.items[0]!.id}`),
      context: routeContext(ctx, { actor: moderatorActor }),
      params: { kind: "mail", id: list.items[0]!.id },
    } as never).then(
      () => null,
      (error: unknown) => (error as { init: { status: number } }).init.status,
    );
    expect(deniedMessage).toBe(403);
  });
});
