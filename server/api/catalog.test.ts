import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryParameters, parameters } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET get_categories", () => {
  it("pages with limit and offset and reports the total", async () => {
    const first = await ctx.api("GET", "get_categories?limit=3");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(3);
    expect(first.body.total).toBe(9);
    const second = await ctx.api("GET", "get_categories?limit=3&offset=3");
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    // A page past the last row still reports the total.
    const past = await ctx.api("GET", "get_categories?limit=3&offset=30");
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(9);
  });

  it("includes each category's parameters with stable codes", async () => {
    const res = await ctx.api("GET", "get_categories?limit=1");
    const codes = res.body.data[0].parameter_types.map((p: { code: string }) => p.code);
    expect(codes).toContain("area");
    expect(codes).toContain("legal_status");
  });

  it("gives every category all its parameters, in their order, in the reader's language", async () => {
    const rows = await ctx.services.db
      .select({ categoryId: categoryParameters.categoryId, parameter: parameters })
      .from(categoryParameters)
      .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
      .orderBy(asc(categoryParameters.sequence), asc(categoryParameters.parameterId));
    const res = await ctx.api("GET", "get_categories?limit=20", { headers: { "accept-language": "en" } });
    expect(res.body.data).toHaveLength(9);
    for (const category of res.body.data as { id: number; parameter_types: unknown[] }[]) {
      const expected = rows
        .filter((row) => row.categoryId === category.id)
        .map(({ parameter }) => ({
          id: parameter.id,
          code: parameter.code,
          name: parameter.translations.en ?? parameter.name,
          type_of_parameter: parameter.typeOfParameter,
          type_values: parameter.typeValues.map((option) => ({ value: option.value, label: option.labelEn ?? option.label })),
          unit: parameter.unit,
          is_required: parameter.isRequired,
          image: parameter.image,
        }));
      expect(expected.length).toBeGreaterThan(0);
      expect(category.parameter_types).toEqual(expected);
    }
  });

  it("searches without diacritics or case", async () => {
    for (const search of ["biet thu", "BIỆT THỰ", "Biệt"]) {
      const res = await ctx.api("GET", `get_categories?search=${encodeURIComponent(search)}`);
      expect(
        res.body.data.map((c: { slug_id: string }) => c.slug_id),
        search,
      ).toContain("biet-thu");
    }
  });

  it("answers in English when asked", async () => {
    const res = await ctx.api("GET", "get_categories?limit=1", { headers: { "accept-language": "en" } });
    expect(res.body.data[0].category).toBe("Apartment");
    expect(res.body.message).toBe("Data fetched successfully");
  });

  it("with has_property lists only categories that have public listings", async () => {
    const res = await ctx.api("GET", "get_categories?has_property=1");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.total).toBe(0);
  });

  it("refuses a bad parameter with 400 and a clear message per field", async () => {
    const res = await ctx.api("GET", "get_categories?limit=abc", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(true);
    expect(res.body.message).toBe("Please enter a valid number");
    expect(res.body.errors).toEqual({ limit: "Please enter a valid number" });
  });

  it("refuses a page size over 100", async () => {
    const res = await ctx.api("GET", "get_categories?limit=1000", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The value is too large");
  });
});
