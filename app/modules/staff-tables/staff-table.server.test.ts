import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  articles,
  auditLog,
  categoryParameters,
  facilities,
  faqs,
  parameters,
  propertyParameters,
  wards,
} from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { categoryBySlug, createProperty } from "../../../tests/support/factories.ts";
import { photo } from "../../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { changeCategoryParameters } from "../categories/category-parameters.server.ts";
import { getInfoPage } from "../content/get-info-page.server.ts";
import { listFaqs } from "../content/list-faqs.server.ts";
import { getHomepageData } from "../home/get-homepage-data.server.ts";
import { listHomeSections } from "../home/list-home-sections.server.ts";
import { findStaffTable } from "./staff-tables.server.ts";
import type { StaffTable } from "./staff-table.server.ts";

let ctx: TestContext;
let admin: Actor;
let moderator: Actor;
let user: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx.services.db, { role: "admin" });
  moderator = { ...(await createActor(ctx.services.db, { role: "moderator" })), role: "moderator" };
  user = await createActor(ctx.services.db);
});
afterAll(() => ctx.close());

const table = (key: string): StaffTable => {
  const found = findStaffTable(key);
  if (!found) throw new Error(`no staff table ${key}`);
  return found;
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      if (error instanceof z.ZodError) return { zod: Object.fromEntries(error.issues.map((i) => [i.path.join("."), i.message])) };
      if (isAppError(error)) return { code: error.code, key: error.key, fields: error.fields };
      throw error;
    },
  );

const lastAudit = async (entityType: string) =>
  (await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityType, entityType)).orderBy(desc(auditLog.id)).limit(1))[0];

describe("staff tables: who may use them", () => {
  it("refuses moderators and users on every operation, and leaves the rows as they were", async () => {
    const faq = table("faqs");
    const [row] = await ctx.services.db.insert(faqs).values({ question: "Giữ nguyên?", answer: "Có." }).returning();
    for (const actor of [moderator, user]) {
      expect(await failure(faq.list(ctx.services, { actor, limit: 10, offset: 0 }))).toMatchObject({ code: "FORBIDDEN" });
      expect(await failure(faq.get(ctx.services, { actor, id: row!.id }))).toMatchObject({ code: "FORBIDDEN" });
      expect(await failure(faq.save(ctx.services, { actor, id: null, form: { question: "Mới", answer: "x" } }))).toMatchObject({
        code: "FORBIDDEN",
      });
      expect(await failure(faq.save(ctx.services, { actor, id: row!.id, form: { question: "Đổi", answer: "x" } }))).toMatchObject({
        code: "FORBIDDEN",
      });
      expect(await failure(faq.move(ctx.services, { actor, id: row!.id, direction: "up" }))).toMatchObject({ code: "FORBIDDEN" });
      expect(await failure(faq.remove(ctx.services, { actor, id: row!.id }))).toMatchObject({ code: "FORBIDDEN" });
    }
    const [after] = await ctx.services.db.select().from(faqs).where(eq(faqs.id, row!.id));
    expect(after).toEqual(row);
    expect(await ctx.services.db.select().from(faqs).where(eq(faqs.question, "Mới"))).toHaveLength(0);
  });
});

describe("staff tables: FAQs", () => {
  it("answers field messages for a missing or too long field and stores nothing", async () => {
    const before = await ctx.services.db.$count(faqs);
    expect(await failure(table("faqs").save(ctx.services, { actor: admin, id: null, form: { answer: "x".repeat(6000) } }))).toEqual({
      zod: { question: "staffFieldRequired", answer: "staffFieldTooLong" },
    });
    expect(await ctx.services.db.$count(faqs)).toBe(before);
  });

  it("creates, edits and deletes a FAQ in both languages, each audited with before and after; the public list follows", async () => {
    const faq = table("faqs");
    const { id } = await faq.save(ctx.services, {
      actor: admin,
      id: null,
      form: { question: "Phí đăng tin bao nhiêu?", answer: "Miễn phí.", question_en: "What does posting cost?", isActive: "on" },
    });
    const created = await lastAudit("faqs");
    expect(created).toMatchObject({ action: "faqs.create", entityId: id, actorId: admin.id, beforeStatus: null });
    expect(JSON.parse(created!.afterStatus!)).toMatchObject({
      question: "Phí đăng tin bao nhiêu?",
      question_en: "What does posting cost?",
    });
    const en = await listFaqs(ctx.services.db, { limit: 200, offset: 0, lang: "en" });
    expect(en.items.find((f) => f.id === id)).toEqual({ id, question: "What does posting cost?", answer: "Miễn phí." });

    await faq.save(ctx.services, { actor: admin, id, form: { question: "Phí đăng tin?", answer: "Miễn phí.", answer_en: "Free." } });
    const edited = await lastAudit("faqs");
    expect(edited!.action).toBe("faqs.update");
    expect(JSON.parse(edited!.beforeStatus!)).toMatchObject({ question: "Phí đăng tin bao nhiêu?", isActive: true });
    expect(JSON.parse(edited!.afterStatus!)).toMatchObject({
      question: "Phí đăng tin?",
      question_en: "",
      answer_en: "Free.",
      isActive: false,
    });
    expect((await listFaqs(ctx.services.db, { limit: 200, offset: 0, lang: "vi" })).items.some((f) => f.id === id)).toBe(false);

    await faq.remove(ctx.services, { actor: admin, id });
    expect(
      await ctx.services.db
        .select()
        .from(faqs)
        .where(eq(faqs.id, id as number)),
    ).toHaveLength(0);
    expect(await lastAudit("faqs")).toMatchObject({ action: "faqs.delete", entityId: id, afterStatus: null });
  });

  it("searches ignoring accents and case, and pages", async () => {
    const faq = table("faqs");
    await ctx.services.db.insert(faqs).values([{ question: "Thủ tục SANG TÊN sổ hồng", answer: "…" }]);
    const found = await faq.list(ctx.services, { actor: admin, search: "sang ten", limit: 10, offset: 0 });
    expect(found.rows.map((r) => r.values.question)).toEqual(["Thủ tục SANG TÊN sổ hồng"]);
    const all = await faq.list(ctx.services, { actor: admin, limit: 1, offset: 1 });
    expect(all.rows).toHaveLength(1);
    expect(all.total).toBeGreaterThan(1);
  });
});

describe("staff tables: reorder", () => {
  it("moves a facility up and down among all of them, audited; the ends stay put", async () => {
    const facility = table("facilities");
    const order = async () => (await facility.list(ctx.services, { actor: admin, limit: 500, offset: 0 })).rows.map((r) => r.id);
    const start = await order();
    expect(start.length).toBeGreaterThan(2);
    await facility.move(ctx.services, { actor: admin, id: start[2]!, direction: "up" });
    expect(await order()).toEqual([start[0], start[2], start[1], ...start.slice(3)]);
    expect(await lastAudit("facilities")).toMatchObject({ action: "facilities.move", entityId: start[2] });
    await facility.move(ctx.services, { actor: admin, id: start[2]!, direction: "down" });
    expect(await order()).toEqual(start);
    await facility.move(ctx.services, { actor: admin, id: start[0]!, direction: "up" });
    expect(await order()).toEqual(start);
    const sequences = await ctx.services.db.select({ id: facilities.id, sequence: facilities.sequence }).from(facilities);
    expect(new Set(sequences.map((s) => s.sequence)).size).toBe(sequences.length);
  });

  it("orders and retitles the home sections; the home page data follows at once", async () => {
    const sections = table("home-sections");
    const listed = await sections.list(ctx.services, { actor: admin, limit: 50, offset: 0 });
    expect(listed.rows.map((r) => r.id)[0]).toBe("categories");
    await sections.move(ctx.services, { actor: admin, id: "faqs", direction: "up" });
    await sections.save(ctx.services, { actor: admin, id: "faqs", form: { title: "Hỏi đáp nhanh", title_en: "Quick answers" } });
    const vi = await listHomeSections(ctx.services.db, "vi");
    expect(vi.map((s) => s.key).slice(-2)).toEqual(["faqs", "articles"]);
    expect(vi.find((s) => s.key === "faqs")!.title).toBe("Hỏi đáp nhanh");
    expect(vi.find((s) => s.key === "articles")!.title).toBe(translate("vi", "articlesList"));
    const en = await listHomeSections(ctx.services.db, "en");
    expect(en.find((s) => s.key === "faqs")!.title).toBe("Quick answers");
    expect(en.find((s) => s.key === "articles")!.title).toBe(translate("en", "articlesList"));
    expect(await failure(sections.save(ctx.services, { actor: admin, id: null, form: { title: "x" } }))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await failure(sections.remove(ctx.services, { actor: admin, id: "faqs" }))).toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("staff tables: home cities", () => {
  it("shows the chosen wards on the home page in their order as soon as they are saved", async () => {
    const [first, second] = await ctx.services.db
      .select()
      .from(wards)
      .where(eq(wards.provinceCode, "29"))
      .orderBy(desc(wards.name))
      .limit(2);
    // Warm the home page's kept sections first, so the edit has a cache to invalidate.
    await getHomepageData(ctx.services, { lang: "vi", sectionSize: 4 });
    const cities = table("home-cities");
    await cities.save(ctx.services, { actor: admin, id: null, form: { ward: first!.code } });
    const { id } = await cities.save(ctx.services, { actor: admin, id: null, form: { ward: second!.code } });
    await cities.move(ctx.services, { actor: admin, id, direction: "up" });
    const home = await getHomepageData(ctx.services, { lang: "vi", sectionSize: 4 });
    expect(home.properties_by_cities.map((w) => w.code)).toEqual([second!.code, first!.code]);
    expect(await failure(cities.save(ctx.services, { actor: admin, id: null, form: { ward: first!.code } }))).toMatchObject({
      fields: { ward: "staffWardChosen" },
    });
    const [elsewhere] = await ctx.services.db.select().from(wards).where(ne(wards.provinceCode, "29")).limit(1);
    expect(await failure(cities.save(ctx.services, { actor: admin, id: null, form: { ward: elsewhere!.code } }))).toMatchObject({
      fields: { ward: "invalidValue" },
    });
  });
});

describe("staff tables: articles", () => {
  it("sanitises the rich text on the server, stores the cover photo and keeps the promoted flag", async () => {
    const article = table("articles");
    const { id } = await article.save(ctx.services, {
      actor: admin,
      id: null,
      form: {
        title: "Kinh nghiệm vay mua nhà",
        body: '## Lãi suất\n\nĐọc kỹ <script>alert(1)</script>hợp đồng <img src=x onerror="alert(2)"> [xem](javascript:alert(3))',
        body_en: "<b onmouseover=alert(4)>Read</b> the contract",
        isPromoted: "on",
        isPublished: "on",
        image: await photo(400, 300),
      },
    });
    const [row] = await ctx.services.db
      .select()
      .from(articles)
      .where(eq(articles.id, id as number));
    expect(row!.body).toBe("## Lãi suất\n\nĐọc kỹ hợp đồng  xem");
    expect(row!.translations.en?.body).toBe("Read the contract");
    expect(row!.slugId).toBe("kinh-nghiem-vay-mua-nha");
    expect(row!.isPromoted).toBe(true);
    expect(row!.image?.key).toMatch(/^content\/articles\//);
    expect(await ctx.services.storage.get(`${row!.image!.key}-320.webp`)).not.toBeNull();
  });

  it("refuses a photo below 120×120 on its field, a taken slug, and a body that sanitising empties", async () => {
    const article = table("articles");
    expect(
      await failure(
        article.save(ctx.services, { actor: admin, id: null, form: { title: "Ảnh nhỏ", body: "x", image: await photo(100, 100) } }),
      ),
    ).toMatchObject({ fields: { image: "imageTooSmall" } });
    expect(
      await failure(article.save(ctx.services, { actor: admin, id: null, form: { title: "Kinh nghiệm vay mua nhà", body: "x" } })),
    ).toMatchObject({ fields: { slug: "staffSlugTaken" } });
    expect(
      await failure(article.save(ctx.services, { actor: admin, id: null, form: { title: "Rỗng", body: "<script>alert(1)</script>" } })),
    ).toMatchObject({ fields: { body: "staffFieldRequired" } });
  });
});

describe("staff tables: categories and parameters", () => {
  it("keeps the answers listings stored when a parameter leaves a category, and refuses to delete an answered parameter", async () => {
    const category = await categoryBySlug(ctx.services.db, "can-ho-chung-cu");
    const [parameter] = await ctx.services.db
      .insert(parameters)
      .values({ name: "Hướng ban công", typeOfParameter: "dropdown", typeValues: [{ value: "dong", label: "Đông" }] })
      .returning();
    await changeCategoryParameters(ctx.services.db, {
      actor: admin,
      categoryId: category.id,
      parameterId: parameter!.id,
      change: "attach",
    });
    const property = await createProperty(ctx.services.db, { categoryId: category.id });
    await ctx.services.db.insert(propertyParameters).values({ propertyId: property.id, parameterId: parameter!.id, value: "dong" });

    await changeCategoryParameters(ctx.services.db, {
      actor: admin,
      categoryId: category.id,
      parameterId: parameter!.id,
      change: "detach",
    });
    const link = and(eq(categoryParameters.categoryId, category.id), eq(categoryParameters.parameterId, parameter!.id));
    expect(await ctx.services.db.select().from(categoryParameters).where(link)).toHaveLength(0);
    expect(await ctx.services.db.select().from(propertyParameters).where(eq(propertyParameters.propertyId, property.id))).toEqual([
      { propertyId: property.id, parameterId: parameter!.id, value: "dong" },
    ]);
    expect(await lastAudit("categories")).toMatchObject({ action: "categories.parameters.detach", entityId: category.id });

    expect(await failure(table("parameters").remove(ctx.services, { actor: admin, id: parameter!.id }))).toMatchObject({
      code: "IN_USE",
      key: "staffParameterInUse",
    });
    expect(await failure(table("categories").remove(ctx.services, { actor: admin, id: category.id }))).toMatchObject({
      code: "IN_USE",
      key: "staffCategoryInUse",
    });
    expect(
      await failure(
        changeCategoryParameters(ctx.services.db, {
          actor: moderator,
          categoryId: category.id,
          parameterId: parameter!.id,
          change: "attach",
        }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
  });

  it("needs options for the choice kinds and reads them one a line", async () => {
    const parameter = table("parameters");
    expect(
      await failure(parameter.save(ctx.services, { actor: admin, id: null, form: { name: "Nội thất", kind: "radio" } })),
    ).toMatchObject({
      fields: { options: "staffOptionsRequired" },
    });
    const { id } = await parameter.save(ctx.services, {
      actor: admin,
      id: null,
      form: { name: "Nội thất", kind: "radio", options: "full | Đầy đủ | Fully furnished\nbasic | Cơ bản", isRequired: "on" },
    });
    const [row] = await ctx.services.db
      .select()
      .from(parameters)
      .where(eq(parameters.id, id as number));
    expect(row).toMatchObject({
      typeOfParameter: "radio",
      isRequired: true,
      typeValues: [
        { value: "full", label: "Đầy đủ", labelEn: "Fully furnished" },
        { value: "basic", label: "Cơ bản" },
      ],
    });
  });
});

describe("staff tables: info pages", () => {
  it("edits the about page in both languages from its default text", async () => {
    const pages = table("info-pages");
    const listed = await pages.list(ctx.services, { actor: admin, limit: 10, offset: 0 });
    expect(listed.rows.map((r) => r.id).sort()).toEqual(["about", "privacy", "terms"]);
    await pages.save(ctx.services, {
      actor: admin,
      id: "about",
      form: {
        title: "Về {company}",
        body: "Chúng tôi <script>x</script>ở {city}.",
        title_en: "About {company}",
        body_en: "We are in {city}.",
      },
    });
    expect(await getInfoPage(ctx.services.db, "about", "vi")).toEqual({ title: "Về {company}", body: "Chúng tôi ở {city}." });
    expect(await getInfoPage(ctx.services.db, "about", "en")).toEqual({ title: "About {company}", body: "We are in {city}." });
    expect(await lastAudit("info-pages")).toMatchObject({ action: "info-pages.update", entityId: 0 });
  });
});
