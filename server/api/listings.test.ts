import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties, userPackages } from "../../db/schema/index.ts";
import { form, pdf, photo, storedFiles } from "../../tests/support/listing-fixtures.ts";
import { listingKit } from "../../tests/support/listing-writes.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof listingKit>>;
beforeAll(async () => {
  ctx = await createTestContext();
  kit = await listingKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("POST post_property", () => {
  it("stores the listing with its photos and documents, pending review, with the filter columns from its parameters", async () => {
    const { user, headers } = await kit.lister();
    const before = await storedFiles(ctx.dataDir);
    const body = await kit.listingForm({
      gallery_images: [await photo(640, 480), await photo(300, 300, "png")],
      documents: [pdf()],
      three_d_image: await photo(1200, 600),
    });
    body.append("facilities[0][facility_id]", "1");
    body.append("facilities[0][distance]", "0.5");
    const res = await ctx.api("POST", "post_property", { headers, body });
    expect(res.status).toBe(201);
    expect(res.body.error).toBe(false);
    expect(res.body.warnings).toEqual([]);
    const data = res.body.data;
    expect(data).toMatchObject({
      title: "Căn hộ 2 phòng ngủ view sông Sài Gòn",
      request_status: "pending",
      status: "active",
      bedrooms: 2,
      area: 80,
    });
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
    const { headers } = await kit.lister();
    const title = "Nhà phố Quận 7 hẻm xe hơi";
    const first = await ctx.api("POST", "post_property", { headers, body: await kit.listingForm({ title }) });
    const second = await ctx.api("POST", "post_property", { headers, body: await kit.listingForm({ title }) });
    expect(first.body.data.slug_id).toBe("nha-pho-quan-7-hem-xe-hoi");
    expect(second.body.data.slug_id).toBe("nha-pho-quan-7-hem-xe-hoi-2");
  });

  it("returns SEO advice as warnings, not errors", async () => {
    const { headers } = await kit.lister();
    const res = await ctx.api("POST", "post_property", {
      headers: { ...headers, "accept-language": "en" },
      body: await kit.listingForm({
        meta_title: "T".repeat(61),
        meta_keywords: Array.from({ length: 11 }, (_, i) => `từ khóa ${i}`).join(","),
        meta_description: "ngắn",
      }),
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
      const { headers } = await kit.lister();
      const before = await storedFiles(ctx.dataDir);
      for (const [lang, message] of [
        ["en", en],
        ["vi", vi],
      ] as const) {
        const body = await kit.listingForm();
        body.delete(field);
        const res = await ctx.api("POST", "post_property", { headers: { ...headers, "accept-language": lang }, body });
        expect(res.status).toBe(400);
        expect(res.body.errors?.[errorField]).toBe(message);
      }
      expect(await storedFiles(ctx.dataDir)).toEqual(before);
    });
  }

  it("refuses photos that are not JPEG/PNG or under 120x120, in both languages", async () => {
    const { headers } = await kit.lister();
    const webp = new File(
      [
        new Uint8Array(
          await (
            await import("sharp")
          )
            .default({ create: { width: 300, height: 300, channels: 3, background: "#fff" } })
            .webp()
            .toBuffer(),
        ),
      ],
      "a.jpg",
    );
    const cases: [File, string, string][] = [
      [webp, "Photos must be JPEG or PNG", "Ảnh phải ở định dạng JPEG hoặc PNG"],
      [await photo(119, 300), "Photos must be at least 120x120 pixels", "Ảnh phải có kích thước tối thiểu 120x120 điểm ảnh"],
    ];
    for (const [file, en, vi] of cases) {
      for (const [lang, message] of [
        ["en", en],
        ["vi", vi],
      ] as const) {
        const res = await ctx.api("POST", "post_property", {
          headers: { ...headers, "accept-language": lang },
          body: await kit.listingForm({ title_image: file }),
        });
        expect(res.status).toBe(400);
        expect(res.body.errors?.title_image).toBe(message);
      }
    }
  });

  it("asks for a rent duration on a rental", async () => {
    const { headers } = await kit.lister();
    const res = await ctx.api("POST", "post_property", {
      headers: { ...headers, "accept-language": "en" },
      body: await kit.listingForm({ property_type: "rent" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.rentduration).toBe("Please choose a rent duration");
  });

  it("leaves neither rows nor files when the second gallery photo is invalid", async () => {
    const { user, headers } = await kit.lister();
    const before = await storedFiles(ctx.dataDir);
    const body = await kit.listingForm({ gallery_images: [await photo(640, 480), await photo(100, 100)] });
    const res = await ctx.api("POST", "post_property", { headers, body });
    expect(res.status).toBe(400);
    expect(res.body.errors?.["gallery_images.1"]).toBeDefined();
    expect(await ctx.services.db.select().from(properties).where(eq(properties.userId, user.id))).toEqual([]);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    const [held] = await ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
    expect(held!.propertyListUsed).toBe(0);
  });

  it("leaves neither rows nor files nor a spent unit when the database fails half-way through the transaction", async () => {
    const { user, headers } = await kit.lister();
    const before = await storedFiles(ctx.dataDir);
    // A constraint the second gallery row breaks: the failure comes after the listing row and the first photo row.
    await ctx.services.db.execute("alter table property_images add constraint test_one_photo check (sequence < 1) not valid");
    try {
      const body = await kit.listingForm({ gallery_images: [await photo(640, 480), await photo(640, 480)] });
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

describe("POST update_post_property", () => {
  it("edits fields, removes two gallery photos from rows and storage, appends new ones, keeps the slug and goes back to review", async () => {
    const { user, headers } = await kit.lister();
    const listing = await kit.posted(headers);
    await ctx.services.db.update(properties).set({ requestStatus: "approved" }).where(eq(properties.id, listing.id));
    const [first, second, third] = listing.gallery_images;
    const before = await storedFiles(ctx.dataDir);
    const body = form({
      id: listing.id,
      title: "Tiêu đề mới hoàn toàn",
      price: 3_900_000_000,
      remove_gallery_images: `${first.id},${second.id}`,
      gallery_images: [await photo(700, 500)],
    });
    body.append("parameters[0][parameter_id]", String(kit.bedroomsId));
    body.append("parameters[0][value]", "3");
    body.append("parameters[1][parameter_id]", String(kit.areaId));
    body.append("parameters[1][value]", "95,5");
    const res = await ctx.api("POST", "update_post_property", { headers, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: "Tiêu đề mới hoàn toàn",
      price: 3_900_000_000,
      slug_id: listing.slug_id,
      request_status: "pending",
      bedrooms: 3,
      area: 95.5,
    });
    expect(res.body.data.gallery.map((g: { id: number }) => g.id)).toContain(third.id);
    expect(res.body.data.gallery).toHaveLength(2);
    const after = await storedFiles(ctx.dataDir);
    const removedKeys = [first, second].map((g: { image: string }) =>
      g.image.replace(/^http:\/\/localhost:3000\/media\//, "").replace(/-\d+\.webp$/, ""),
    );
    for (const key of removedKeys) {
      expect(before.some((f) => f.startsWith(key))).toBe(true);
      expect(after.some((f) => f.startsWith(key))).toBe(false);
    }
    expect(after.filter((f) => !before.includes(f)).every((f) => f.startsWith(`properties/u${user.id}/`))).toBe(true);
  });

  it("replaces the title image, removes the 360° image and a document, deleting their files after the commit", async () => {
    const { headers } = await kit.lister();
    const listing = await kit.posted(headers);
    await ctx.api("POST", "update_post_property", { headers, body: form({ id: listing.id, three_d_image: await photo(1000, 500) }) });
    const withThreeD = await kit.snapshot(listing.id);
    expect(withThreeD.row!.threeDImage).not.toBeNull();
    const res = await ctx.api("POST", "update_post_property", {
      headers,
      body: form({
        id: listing.id,
        title_image: await photo(900, 700),
        remove_three_d_image: 1,
        "remove_documents[]": String(listing.documents[0].id),
      }),
    });
    expect(res.status).toBe(200);
    const after = await kit.snapshot(listing.id);
    expect(after.row!.threeDImage).toBeNull();
    expect(after.documents).toEqual([]);
    for (const gone of [withThreeD.row!.titleImage!.key, withThreeD.row!.threeDImage!.key, withThreeD.documents[0]!.key]) {
      expect(after.files.some((f) => f.startsWith(gone))).toBe(false);
    }
    expect(after.files.some((f) => f.startsWith(after.row!.titleImage!.key))).toBe(true);
  });

  it("answers 404 to another user and changes neither the row nor the files", async () => {
    const owner = await kit.lister();
    const other = await kit.lister();
    const listing = await kit.posted(owner.headers);
    const before = await kit.snapshot(listing.id);
    const attempts = [
      ctx.api("POST", "update_post_property", {
        headers: other.headers,
        body: form({
          id: listing.id,
          title: "Chiếm quyền",
          title_image: await photo(300, 300),
          remove_gallery_images: String(listing.gallery_images[0].id),
        }),
      }),
      ctx.api("POST", "update_post_property", { headers: other.headers, body: { id: listing.id, action_type: "delete" } }),
      ctx.api("POST", "delete_property", { headers: other.headers, body: { id: listing.id } }),
      ctx.api("POST", "change-property-status", { headers: other.headers, body: { property_id: listing.id, status: "inactive" } }),
      ctx.api("POST", "update_property_status", { headers: other.headers, body: { property_id: listing.id, status: "sold" } }),
      ctx.api("GET", `get_interested_users?property_id=${listing.id}`, { headers: other.headers }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    expect(await kit.snapshot(listing.id)).toEqual(before);
    const mine = await ctx.api("GET", `get-added-properties?id=${listing.id}`, { headers: other.headers });
    expect(mine.body.data).toEqual([]);
  });

  it("leaves the listing and storage as they were when a new photo fails half-way", async () => {
    const { headers } = await kit.lister();
    const listing = await kit.posted(headers);
    const before = await kit.snapshot(listing.id);
    const res = await ctx.api("POST", "update_post_property", {
      headers,
      body: form({
        id: listing.id,
        title: "Không được lưu",
        remove_gallery_images: String(listing.gallery_images[0].id),
        gallery_images: [await photo(640, 480), await photo(60, 60)],
      }),
    });
    expect(res.status).toBe(400);
    expect(await kit.snapshot(listing.id)).toEqual(before);
  });
});
