import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parameters, properties, propertyDocuments, propertyImages, propertyParameters, userPackages } from "../../db/schema/index.ts";
import { authHeaders, categoryBySlug, createUser, wardByName, type UserRow } from "../../tests/support/factories.ts";
import { form, givePackage, pdf, photo, storedFiles } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let categoryId: number;
let areaId: number;
let bedroomsId: number;
let wardCode: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  categoryId = (await categoryBySlug(db, "can-ho-chung-cu")).id;
  const params = await db.select({ id: parameters.id, code: parameters.code }).from(parameters);
  areaId = params.find((p) => p.code === "area")!.id;
  bedroomsId = params.find((p) => p.code === "bedrooms")!.id;
  wardCode = (await wardByName(db, "Phường Tân Thuận")).code;
});

afterAll(async () => {
  await ctx.close();
});

/** A lister with the seeded free package (two property_list units) and their headers. */
async function lister(overrides: Partial<UserRow> = {}, plan: string | Parameters<typeof givePackage>[2] = "basic") {
  const user = await createUser(ctx.services.db, overrides);
  if (plan) await givePackage(ctx.services.db, user.id, plan as string);
  return { user, headers: await authHeaders(ctx.services.db, user) };
}

async function listingForm(extra: Record<string, string | number | File | File[] | undefined> = {}) {
  const body = form({
    title: "Căn hộ 2 phòng ngủ view sông Sài Gòn",
    description: "Căn hộ thoáng mát, nội thất đầy đủ, gần trường học và chợ.",
    category_id: categoryId,
    property_type: "sell",
    price: 4_200_000_000,
    ward_code: wardCode,
    address: "27 Nguyễn Hữu Thọ",
    city: "Thành phố Hồ Chí Minh",
    latitude: 10.7388,
    longitude: 106.701,
    title_image: await photo(800, 600),
    ...extra,
  });
  body.append("parameters[0][parameter_id]", String(areaId));
  body.append("parameters[0][value]", "80");
  body.append("parameters[1][parameter_id]", String(bedroomsId));
  body.append("parameters[1][value]", "2");
  return body;
}

describe("POST post_property", () => {
  it("stores the listing with its photos and documents, pending review, with the filter columns from its parameters", async () => {
    const { user, headers } = await lister();
    const before = await storedFiles(ctx.dataDir);
    const body = await listingForm({ gallery_images: [await photo(640, 480), await photo(300, 300, "png")], documents: [pdf()], three_d_image: await photo(1200, 600) });
    body.append("facilities[0][facility_id]", "1");
    body.append("facilities[0][distance]", "0.5");
    const res = await ctx.api("POST", "post_property", { headers, body });
    expect(res.status).toBe(201);
    expect(res.body.error).toBe(false);
    expect(res.body.warnings).toEqual([]);
    const data = res.body.data;
    expect(data).toMatchObject({ title: "Căn hộ 2 phòng ngủ view sông Sài Gòn", request_status: "pending", status: "active", bedrooms: 2, area: 80 });
    expect(data.slug_id).toBe("can-ho-2-phong-ngu-view-song-sai-gon");
    expect(data.gallery_images).toHaveLength(2);
    expect(data.documents).toHaveLength(1);
    expect(data.facilities).toHaveLength(1);
    expect(data.expires_at).not.toBeNull();
    const [row] = await ctx.services.db.select().from(properties).where(eq(properties.id, data.id));
    expect(row!.userId).toBe(user.id);
    const after = await storedFiles(ctx.dataDir);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.filter((f) => !before.includes(f)).every((f) => f.startsWith(`properties/u${user.id}/`))).toBe(true);
    const [held] = await ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
    expect(held!.propertyListUsed).toBe(1);
  });

  it("keeps slugs unique with a numeric suffix", async () => {
    const { headers } = await lister();
    const title = "Nhà phố Quận 7 hẻm xe hơi";
    const first = await ctx.api("POST", "post_property", { headers, body: await listingForm({ title }) });
    const second = await ctx.api("POST", "post_property", { headers, body: await listingForm({ title }) });
    expect(first.body.data.slug_id).toBe("nha-pho-quan-7-hem-xe-hoi");
    expect(second.body.data.slug_id).toBe("nha-pho-quan-7-hem-xe-hoi-2");
  });

  it("returns SEO advice as warnings, not errors", async () => {
    const { headers } = await lister();
    const res = await ctx.api("POST", "post_property", {
      headers: { ...headers, "accept-language": "en" },
      body: await listingForm({ meta_title: "T".repeat(61), meta_keywords: Array.from({ length: 11 }, (_, i) => `từ khóa ${i}`).join(","), meta_description: "ngắn" }),
    });
    expect(res.status).toBe(201);
    expect(res.body.warnings).toEqual([
      "Meta title should not exceed 60 characters",
      "Use at most 10 comma-separated keywords",
      "Meta description should be 50 to 160 characters",
    ]);
  });

  const required: [string, string, string, string][] = [
    ["title", "title", "Title is required", "Vui lòng nhập tiêu đề"],
    ["description", "description", "Description field is required", "Vui lòng nhập mô tả"],
    ["price", "price", "Price is required", "Vui lòng nhập giá"],
    ["category_id", "category_id", "Please select Category", "Vui lòng chọn danh mục"],
    ["title_image", "title_image", "Please select a Title Image", "Vui lòng chọn ảnh đại diện"],
  ];
  for (const [field, errorField, en, vi] of required) {
    it(`answers 400 "${en}" without ${field}, in both languages, storing nothing`, async () => {
      const { headers } = await lister();
      const before = await storedFiles(ctx.dataDir);
      for (const [lang, message] of [["en", en], ["vi", vi]] as const) {
        const body = await listingForm();
        body.delete(field);
        const res = await ctx.api("POST", "post_property", { headers: { ...headers, "accept-language": lang }, body });
        expect(res.status).toBe(400);
        expect(res.body.errors?.[errorField]).toBe(message);
      }
      expect(await storedFiles(ctx.dataDir)).toEqual(before);
    });
  }

  it("refuses photos that are not JPEG/PNG or under 120x120, in both languages", async () => {
    const { headers } = await lister();
    const webp = new File([new Uint8Array(await (await import("sharp")).default({ create: { width: 300, height: 300, channels: 3, background: "#fff" } }).webp().toBuffer())], "a.jpg");
    const cases: [File, string, string][] = [
      [webp, "Photos must be JPEG or PNG", "Ảnh phải ở định dạng JPEG hoặc PNG"],
      [await photo(119, 300), "Photos must be at least 120x120 pixels", "Ảnh phải có kích thước tối thiểu 120x120 điểm ảnh"],
    ];
    for (const [file, en, vi] of cases) {
      for (const [lang, message] of [["en", en], ["vi", vi]] as const) {
        const res = await ctx.api("POST", "post_property", { headers: { ...headers, "accept-language": lang }, body: await listingForm({ title_image: file }) });
        expect(res.status).toBe(400);
        expect(res.body.errors?.title_image).toBe(message);
      }
    }
  });

  it("asks for a rent duration on a rental", async () => {
    const { headers } = await lister();
    const res = await ctx.api("POST", "post_property", { headers: { ...headers, "accept-language": "en" }, body: await listingForm({ property_type: "rent" }) });
    expect(res.status).toBe(400);
    expect(res.body.errors?.rentduration).toBe("Please choose a rent duration");
  });

  it("leaves neither rows nor files when the second gallery photo is invalid", async () => {
    const { user, headers } = await lister();
    const before = await storedFiles(ctx.dataDir);
    const body = await listingForm({ gallery_images: [await photo(640, 480), await photo(100, 100)] });
    const res = await ctx.api("POST", "post_property", { headers, body });
    expect(res.status).toBe(400);
    expect(res.body.errors?.["gallery_images.1"]).toBeDefined();
    expect(await ctx.services.db.select().from(properties).where(eq(properties.userId, user.id))).toEqual([]);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    const [held] = await ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
    expect(held!.propertyListUsed).toBe(0);
  });

  it("leaves neither rows nor files nor a spent unit when the database fails half-way through the transaction", async () => {
    const { user, headers } = await lister();
    const before = await storedFiles(ctx.dataDir);
    // A constraint the second gallery row breaks: the failure comes after the listing row and the first photo row.
    await ctx.services.db.execute("alter table property_images add constraint test_one_photo check (sequence < 1) not valid");
    try {
      const body = await listingForm({ gallery_images: [await photo(640, 480), await photo(640, 480)] });
      const res = await ctx.api("POST", "post_property", { headers, body });
      expect(res.status).toBe(500);
    } finally {
      await ctx.services.db.execute("alter table property_images drop constraint test_one_photo");
    }
    expect(await ctx.services.db.select().from(properties).where(eq(properties.userId, user.id))).toEqual([]);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    const [held] = await ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
    expect(held!.propertyListUsed).toBe(0);
  });
});
