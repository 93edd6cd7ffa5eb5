import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parameters } from "../../db/schema/index.ts";
import { authHeaders, categoryBySlug, createUser } from "../../tests/support/factories.ts";
import { form, givePackage, photo } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let headers: Record<string, string>;
let categoryId: number;
const parameterId: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  const user = await createUser(db);
  await givePackage(db, user.id, "basic");
  headers = await authHeaders(db, user);
  categoryId = (await categoryBySlug(db, "can-ho-chung-cu")).id;
  for (const code of ["area", "bedrooms", "legal_status"]) {
    parameterId[code] = (await db.select({ id: parameters.id }).from(parameters).where(eq(parameters.code, code)))[0]!.id;
  }
});
afterAll(() => ctx.close());

/** Posts an apartment with these parameter answers ([code, value]). */
async function post(answers: [string, string][], lang = "en") {
  const body = form({
    title: "Nhà phố thử thông số bắt buộc của danh mục",
    description: "Căn hộ thoáng mát, nội thất đầy đủ, gần trường học và chợ.",
    category_id: categoryId,
    property_type: "sell",
    price: 4_200_000_000,
    title_image: await photo(800, 600),
  });
  answers.forEach(([code, value], i) => {
    body.append(`parameters[${i}][parameter_id]`, String(parameterId[code]));
    body.append(`parameters[${i}][value]`, value);
  });
  return ctx.api("POST", "post_property", { headers: { ...headers, "accept-language": lang }, body });
}

describe("the category's parameters on post_property", () => {
  it("need the required ones answered, numbers numeric and choices from the options", async () => {
    const { area, legal_status: legal } = parameterId;
    const missing = await post([["bedrooms", "2"]]);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: true,
      message: "This detail is required",
      errors: { [`parameters.${area}`]: "This detail is required" },
    });
    expect((await post([["bedrooms", "2"]], "vi")).body.message).toBe("Vui lòng nhập thông tin bắt buộc này");
    const notNumber = await post([["area", "tám mươi"]]);
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.errors).toEqual({ [`parameters.${area}`]: "Please enter a valid number" });
    const notAnOption = await post([
      ["area", "80"],
      ["legal_status", "giay-tay-khong-ro"],
    ]);
    expect(notAnOption.status).toBe(400);
    expect(notAnOption.body.errors).toEqual({ [`parameters.${legal}`]: "The value is invalid" });
    const fine = await post([
      ["area", "80"],
      ["legal_status", "so-hong"],
    ]);
    expect(fine.status).toBe(201);
    expect(fine.body.data).toMatchObject({ area: 80, legal_status: "so-hong" });
  });
});
