import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, seoSettings, users } from "../../db/schema/index.ts";
import type { Actor } from "../../app/lib/actor.server.ts";
import { seoSettingsTable } from "../../app/modules/staff-tables/tables/seo-table.server.ts";
import { action as editAction } from "../../app/routes/admin/content/edit.tsx";
import { loader as homeLoader } from "../../app/routes/home.tsx";
import { loader as listLoader } from "../../app/routes/properties/list.tsx";
import { createActor } from "../../tests/support/actors.ts";
import { photo } from "../../tests/support/listing-fixtures.ts";
import { routeContext } from "../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let admin: Actor;
let moderator: Actor;
let user: Actor;
const en = { "accept-language": "en" };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx.services.db, { role: "admin" });
  moderator = await createActor(ctx.services.db, { role: "moderator" });
  user = await createActor(ctx.services.db);
});
afterAll(() => ctx.close());

/** The admin edit form of one page's SEO, posted as the browser sends it (multipart, with a file). */
function seoForm(page: string, fields: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost/admin/content/seo/${page}`, { method: "POST", body });
}

/** Runs the admin edit action; answers the status it refused with, or "saved" on its redirect. */
async function saveAs(actor: Actor, page: string, fields: Record<string, string | File>): Promise<number | "saved"> {
  try {
    await editAction({
      request: seoForm(page, fields),
      context: routeContext(ctx, { actor }),
      params: { table: "seo", id: page },
    } as never);
    return 0;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status === 302 ? "saved" : thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown) return (thrown as { init: { status: number } }).init.status;
    throw thrown;
  }
}

describe("GET get_seo_settings", () => {
  it("answers an empty list for a page staff set nothing for, and for a page that is not one", async () => {
    for (const query of ["get_seo_settings?page=about-us", "get_seo_settings", "get_seo_settings?page=nowhere", "get_seo_settings?page="]) {
      const res = await ctx.api("GET", query);
      expect(res.status, query).toBe(200);
      expect(res.body.data, query).toEqual([]);
    }
  });

  it("answers what staff saved in the admin, per language, with an absolute share image; none means the home page", async () => {
    expect(
      await saveAs(admin, "about-us", {
        title: "Về chúng tôi – Nhà Đất",
        description: "Sàn nhà đất của thành phố",
        keywords: "nhà đất, giới thiệu",
        title_en: "About us – Nha Dat",
        description_en: "The city's property marketplace",
        keywords_en: "",
        image: await photo(1200, 630),
      }),
    ).toBe("saved");
    const vi = await ctx.api("GET", "get_seo_settings?page=about-us");
    expect(vi.body.data).toEqual([
      {
        page: "about-us",
        meta_title: "Về chúng tôi – Nhà Đất",
        meta_description: "Sàn nhà đất của thành phố",
        meta_keywords: "nhà đất, giới thiệu",
        meta_image: expect.stringMatching(new RegExp(`^${ctx.services.env.baseUrl}/media/.+\\.webp$`)),
      },
    ]);
    const english = await ctx.api("GET", "get_seo_settings?page=about-us", { headers: en });
    // English where staff wrote it, the Vietnamese where they left it empty.
    expect(english.body.data[0]).toMatchObject({
      meta_title: "About us – Nha Dat",
      meta_description: "The city's property marketplace",
      meta_keywords: "nhà đất, giới thiệu",
    });
    const image = await ctx.app.request(new URL(vi.body.data[0].meta_image).pathname);
    expect(image.status).toBe(200);

    // eBroker's web home page sends no page: it reads the home page's row.
    expect(await saveAs(admin, "homepage", { title: "Nhà đất chính chủ TP.HCM" })).toBe("saved");
    const home = await ctx.api("GET", "get_seo_settings");
    expect(home.body.data).toMatchObject([{ page: "homepage", meta_title: "Nhà đất chính chủ TP.HCM", meta_description: null }]);

    const [entry] = await ctx.services.db.select().from(auditLog).where(eq(auditLog.action, "seo.update"));
    expect(entry).toMatchObject({ actorId: admin.id, entityType: "seo" });
  });
});

describe("the SEO settings in the admin (/admin/seo)", () => {
  it("are written by admins only: a moderator or a user is refused and nothing changes", async () => {
    await saveAs(admin, "faqs", { title: "Câu hỏi thường gặp" });
    const [before] = await ctx.services.db.select().from(seoSettings).where(eq(seoSettings.page, "faqs"));
    for (const actor of [moderator, user]) {
      expect(await saveAs(actor, "faqs", { title: "Bị đổi" })).toBe(403);
    }
    expect(await ctx.services.db.select().from(seoSettings).where(eq(seoSettings.page, "faqs"))).toEqual([before]);
  });

  it("checks the role as stored when it writes: an admin demoted after signing in is refused", async () => {
    const demoted = await createActor(ctx.services.db, { role: "admin" });
    await ctx.services.db.update(users).set({ role: "user" }).where(eq(users.id, demoted.id));
    const [before] = await ctx.services.db.select().from(seoSettings).where(eq(seoSettings.page, "contact-us"));
    // The session still says admin; the write's own query finds a user and refuses.
    await expect(
      seoSettingsTable.save(ctx.services, { actor: demoted, id: "contact-us", form: { title: "Bị đổi" } }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await ctx.services.db.select().from(seoSettings).where(eq(seoSettings.page, "contact-us"))).toEqual([before]);
  });

  it("lists every page eBroker's web client asks for, and answers 404 for any other", async () => {
    const { rows } = await seoSettingsTable.list(ctx.services, { actor: admin, limit: 50, offset: 0 });
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(["homepage", "all-properties", "about-us", "terms-and-condition"]));
    expect(seoSettingsTable.parseId("users")).toBeNull();
  });
});

describe("our own pages' meta", () => {
  it("the home page and the whole /properties list take staff's title and description over their defaults", async () => {
    await saveAs(admin, "all-properties", { title: "Mua bán nhà đất", description: "Mọi tin đăng", title_en: "Homes for sale" });
    await saveAs(admin, "homepage", { title: "Nhà đất chính chủ TP.HCM", description: "Trang chủ", title_en: "Homes in HCMC" });
    const home = await homeLoader({
      request: new Request("http://localhost/"),
      context: routeContext(ctx, { lang: "vi" }),
      params: {},
    } as never);
    expect(home).toMatchObject({ metaTitle: "Nhà đất chính chủ TP.HCM", description: "Trang chủ" });
    const homeEn = await homeLoader({
      request: new Request("http://localhost/?lang=en"),
      context: routeContext(ctx, { lang: "en" }),
      params: {},
    } as never);
    expect(homeEn).toMatchObject({ metaTitle: "Homes in HCMC", description: "Trang chủ" });
    const list = await listLoader({
      request: new Request("http://localhost/properties"),
      context: routeContext(ctx, { lang: "en" }),
      params: {},
    } as never);
    expect(list.seo).toMatchObject({ title: "Homes for sale", description: "Mọi tin đăng" });
  });
});
