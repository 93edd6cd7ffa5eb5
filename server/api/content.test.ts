import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle, createArticleCategory, createFaq } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);
let guide: Awaited<ReturnType<typeof createArticle>>;
let news: Awaited<ReturnType<typeof createArticle>>;
let category: Awaited<ReturnType<typeof createArticleCategory>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  category = await createArticleCategory(db, { name: "Cẩm nang", translations: { en: "Guides" }, slugId: "cam-nang" });
  guide = await createArticle(db, {
    title: "Kinh nghiệm kiểm tra sổ hồng",
    categoryId: category.id,
    isPromoted: true,
    publishedAt: new Date(Date.now() - 86_400_000),
    translations: { en: { title: "How to check a pink book", summary: "Checks before you pay.", body: "Ask the land office." } },
  });
  news = await createArticle(db, { title: "Thị trường căn hộ quý này" });
  await createArticle(db, { title: "Bản nháp", isPublished: false });
  await createFaq(db, {
    question: "Phí đăng tin là bao nhiêu?",
    answer: "Tin thường miễn phí.",
    translations: { en: { question: "What does posting cost?", answer: "Basic listings are free." } },
    sequence: 1,
  });
  await createFaq(db, { question: "Làm sao liên hệ chủ nhà?", answer: "Bấm Gọi ngay.", sequence: 2 });
  await createFaq(db, { question: "Câu hỏi ẩn", isActive: false });
});
afterAll(() => ctx.close());

describe("GET get_articles", () => {
  it("lists published articles, newest first", async () => {
    const res = await ctx.api("GET", "get_articles");
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([news.id, guide.id]);
    expect(res.body.total).toBe(2);
    expect(res.body.data[1]).toMatchObject({
      title: "Kinh nghiệm kiểm tra sổ hồng",
      category: { category: "Cẩm nang", slug_id: "cam-nang" },
      is_promoted: true,
    });
  });

  it("answers in English from the translations", async () => {
    const res = await ctx.api("GET", `get_articles?id=${guide.id}`, { headers: { "accept-language": "en" } });
    expect(res.body.data[0]).toMatchObject({
      title: "How to check a pink book",
      description: "Ask the land office.",
      category: { category: "Guides" },
    });
  });

  it("filters by id, slug_id, category_id and is_promoted, and pages", async () => {
    expect(ids((await ctx.api("GET", `get_articles?slug_id=${news.slugId}`)).body)).toEqual([news.id]);
    expect(ids((await ctx.api("GET", `get_articles?category_id=${category.id}`)).body)).toEqual([guide.id]);
    expect(ids((await ctx.api("GET", "get_articles?is_promoted=1")).body)).toEqual([guide.id]);
    expect(ids((await ctx.api("GET", "get_articles?is_promoted=0")).body)).toEqual([news.id]);
    const page = await ctx.api("GET", "get_articles?limit=1&offset=1");
    expect(ids(page.body)).toEqual([guide.id]);
    expect(page.body.total).toBe(2);
    // A page past the last row still reports the total.
    const past = await ctx.api("GET", "get_articles?limit=1&offset=5");
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(2);
  });

  it("searches titles without accents", async () => {
    expect(ids((await ctx.api("GET", "get_articles?search=so%20hong")).body)).toEqual([guide.id]);
  });
});

describe("GET faqs", () => {
  it("lists active FAQs in order, in the request's language", async () => {
    const vi = await ctx.api("GET", "faqs");
    expect(vi.body.data.map((f: { question: string }) => f.question)).toEqual(["Phí đăng tin là bao nhiêu?", "Làm sao liên hệ chủ nhà?"]);
    const en = await ctx.api("GET", "faqs?limit=1", { headers: { "accept-language": "en" } });
    expect(en.body.data).toEqual([{ id: expect.any(Number), question: "What does posting cost?", answer: "Basic listings are free." }]);
    expect(en.body.total).toBe(2);
  });

  it("searches without accents and pages", async () => {
    const res = await ctx.api("GET", "faqs?search=lien%20he");
    expect(res.body.data.map((f: { question: string }) => f.question)).toEqual(["Làm sao liên hệ chủ nhà?"]);
    expect((await ctx.api("GET", "faqs?offset=1")).body.data).toHaveLength(1);
    const past = (await ctx.api("GET", "faqs?offset=5")).body;
    expect(past.data).toEqual([]);
    expect(past.total).toBe(2);
  });
});
