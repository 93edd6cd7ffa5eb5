import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { listArticles } from "./list-articles.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("an article's SEO title in English", () => {
  it("comes from its English translation, never from the Vietnamese meta title", async () => {
    const article = await createArticle(ctx.services.db, {
      metaTitle: "Kinh nghiệm mua nhà Quận 7",
      metaDescription: "Mô tả tiếng Việt cho bài viết này.",
    });
    const read = async (lang: "vi" | "en") =>
      (await listArticles(ctx.services, { slugId: article.slugId, limit: 1, offset: 0, lang })).items[0]!;
    expect((await read("vi")).meta_title).toBe("Kinh nghiệm mua nhà Quận 7");
    const english = await read("en");
    expect(english.meta_title).toBeNull();
    expect(english.meta_description).toBeNull();
    expect(english.title).toMatch(/^Home buying tips/);
  });
});
