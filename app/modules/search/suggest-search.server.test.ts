import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { suggestSearch } from "./suggest-search.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const suggest = (q: string, lang: "vi" | "en" = "vi") => suggestSearch(ctx.services.db, { q, lang });

describe("suggestSearch", () => {
  it("completes wards with their former district, accents optional, keeping the words typed before", async () => {
    const found = await suggest("can ho tan hu");
    expect(found).toContainEqual({ kind: "ward", label: "Phường Tân Hưng (Quận 7 cũ)", value: "can ho Phường Tân Hưng" });
  });

  it("completes categories, former districts and well-known areas in the page's language", async () => {
    expect(await suggest("can h")).toContainEqual({ kind: "category", label: "Căn hộ chung cư", value: "Căn hộ chung cư" });
    expect(await suggest("quận 1")).toContainEqual({ kind: "district", label: "Quận 1", value: "Quận 1" });
    expect(await suggest("district 7", "en")).toContainEqual({ kind: "district", label: "District 7", value: "District 7" });
    expect(await suggest("nha pho phu my h")).toContainEqual({ kind: "area", label: "Phú Mỹ Hưng", value: "nha pho Phú Mỹ Hưng" });
  });

  it("answers nothing for a single letter or unknown words", async () => {
    expect(await suggest("q")).toEqual([]);
    expect(await suggest("zzzqqq")).toEqual([]);
  });
});
