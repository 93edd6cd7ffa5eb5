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
    const body = await listingForm({
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
      body: await listingForm({
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
      const { headers } = await lister();
      const before = await storedFiles(ctx.dataDir);
      for (const [lang, message] of [
        ["en", en],
        ["vi", vi],
      ] as const) {
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
          body: await listingForm({ title_image: file }),
        });
        expect(res.status).toBe(400);
        expect(res.body.errors?.title_image).toBe(message);
      }
    }
  });

  it("asks for a rent duration on a rental", async () => {
    const { headers } = await lister();
    const res = await ctx.api("POST", "post_property", {
      headers: { ...headers, "accept-language": "en" },
      body: await listingForm({ property_type: "rent" }),
    });
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

/** Posts a listing with two gallery photos and a document for `headers`; returns its detail. */
async function posted(headers: Record<string, string>) {
  const res = await ctx.api("POST", "post_property", {
    headers,
    body: await listingForm({ gallery_images: [await photo(640, 480), await photo(500, 500), await photo(400, 400)], documents: [pdf()] }),
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function snapshot(id: number) {
  const db = ctx.services.db;
  return {
    row: (await db.select().from(properties).where(eq(properties.id, id)))[0],
    images: await db.select().from(propertyImages).where(eq(propertyImages.propertyId, id)),
    documents: await db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, id)),
    parameters: await db.select().from(propertyParameters).where(eq(propertyParameters.propertyId, id)),
    files: await storedFiles(ctx.dataDir),
  };
}

describe("POST update_post_property", () => {
  it("edits fields, removes two gallery photos from rows and storage, appends new ones, keeps the slug and goes back to review", async () => {
    const { user, headers } = await lister();
    const listing = await posted(headers);
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
    body.append("parameters[0][parameter_id]", String(bedroomsId));
    body.append("parameters[0][value]", "3");
    body.append("parameters[1][parameter_id]", String(areaId));
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
    const { headers } = await lister();
    const listing = await posted(headers);
    await ctx.api("POST", "update_post_property", { headers, body: form({ id: listing.id, three_d_image: await photo(1000, 500) }) });
    const withThreeD = await snapshot(listing.id);
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
    const after = await snapshot(listing.id);
    expect(after.row!.threeDImage).toBeNull();
    expect(after.documents).toEqual([]);
    for (const gone of [withThreeD.row!.titleImage!.key, withThreeD.row!.threeDImage!.key, withThreeD.documents[0]!.key]) {
      expect(after.files.some((f) => f.startsWith(gone))).toBe(false);
    }
    expect(after.files.some((f) => f.startsWith(after.row!.titleImage!.key))).toBe(true);
  });

  it("answers 404 to another user and changes neither the row nor the files", async () => {
    const owner = await lister();
    const other = await lister();
    const listing = await posted(owner.headers);
    const before = await snapshot(listing.id);
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
    expect(await snapshot(listing.id)).toEqual(before);
    const mine = await ctx.api("GET", `get-added-properties?id=${listing.id}`, { headers: other.headers });
    expect(mine.body.data).toEqual([]);
  });

  it("leaves the listing and storage as they were when a new photo fails half-way", async () => {
    const { headers } = await lister();
    const listing = await posted(headers);
    const before = await snapshot(listing.id);
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
    expect(await snapshot(listing.id)).toEqual(before);
  });
});

describe("deleting a listing", () => {
  it("removes its rows and every one of its files (delete_property and action_type delete)", async () => {
    const { headers } = await lister();
    for (const call of ["delete_property", "update_post_property"] as const) {
      const listing = await posted(headers);
      const before = await snapshot(listing.id);
      const keys = [before.row!.titleImage!.key, ...before.images.map((i) => i.image.key), before.documents[0]!.key];
      const res = await ctx.api("POST", call, {
        headers,
        body: call === "delete_property" ? { id: listing.id } : { id: listing.id, action_type: "1" },
      });
      expect(res.status).toBe(200);
      const after = await snapshot(listing.id);
      expect(after.row).toBeUndefined();
      expect(after.images).toEqual([]);
      for (const key of keys) expect(after.files.some((f) => f.startsWith(key))).toBe(false);
    }
  });
});

describe("owner status", () => {
  it("toggles active/inactive and marks a sale sold, but not rented", async () => {
    const { headers } = await lister();
    const listing = await posted(headers);
    for (const [call, status] of [
      ["change-property-status", "inactive"],
      ["update_property_status", "active"],
      ["change-property-status", "sold"],
    ] as const) {
      const res = await ctx.api("POST", call, { headers, body: { property_id: listing.id, status } });
      expect(res.status).toBe(200);
      expect((await snapshot(listing.id)).row!.status).toBe(status);
    }
    expect((await ctx.api("POST", "change-property-status", { headers, body: { property_id: listing.id, status: "rented" } })).status).toBe(
      400,
    );
    expect(
      (await ctx.api("POST", "change-property-status", { headers, body: { property_id: listing.id, status: "approved" } })).status,
    ).toBe(400);
  });
});

describe("verification gate", () => {
  it("gives the four answers when verification is required, and lets anyone post when it is not", async () => {
    const { updateSettings } = await import("../../app/modules/settings/get-settings.server.ts");
    await updateSettings(ctx.services.db, { verification_required_for_user: true });
    try {
      const answers: ["verified" | "pending" | "failed" | "initial", number, string][] = [
        ["verified", 201, "Saved. Our staff review it before it goes live"],
        [
          "pending",
          403,
          "Your verification is being reviewed. This site asks for it before new listings: you can post once it is approved.",
        ],
        ["failed", 403, "Your verification was not approved. Please apply again."],
        ["initial", 403, "You are not verified yet. Please complete verification before posting."],
      ];
      for (const [verificationStatus, status, message] of answers) {
        const { headers } = await lister({ verificationStatus });
        const res = await ctx.api("POST", "post_property", { headers: { ...headers, "accept-language": "en" }, body: await listingForm() });
        expect([res.status, res.body.message]).toEqual([status, message]);
      }
    } finally {
      await updateSettings(ctx.services.db, { verification_required_for_user: false });
    }
    const { headers } = await lister({ verificationStatus: "failed" });
    expect((await ctx.api("POST", "post_property", { headers, body: await listingForm() })).status).toBe(201);
  });

  it("approves verified agents at once when auto-approval is on", async () => {
    const { updateSettings } = await import("../../app/modules/settings/get-settings.server.ts");
    await updateSettings(ctx.services.db, { auto_approve_verified_users: true });
    try {
      const agent = await lister({ verificationStatus: "verified" });
      const plain = await lister();
      expect((await ctx.api("POST", "post_property", { headers: agent.headers, body: await listingForm() })).body.data.request_status).toBe(
        "approved",
      );
      expect((await ctx.api("POST", "post_property", { headers: plain.headers, body: await listingForm() })).body.data.request_status).toBe(
        "pending",
      );
    } finally {
      await updateSettings(ctx.services.db, { auto_approve_verified_users: false });
    }
  });
});

describe("favourites and interested users", () => {
  it("adds and removes a favourite, counts likes, and lists public favourites only", async () => {
    const owner = await lister();
    const fan = await lister();
    const listing = await posted(owner.headers);
    expect((await ctx.api("POST", "add_favourite", { headers: fan.headers, body: { property_id: listing.id, type: 1 } })).status).toBe(404);
    await ctx.services.db.update(properties).set({ requestStatus: "approved" }).where(eq(properties.id, listing.id));
    const liked = await ctx.api("POST", "add_favourite", { headers: fan.headers, body: { property_id: listing.id, type: "1" } });
    expect(liked.body.data).toEqual({ is_favourite: true, total_likes: 1 });
    await ctx.api("POST", "add_favourite", { headers: fan.headers, body: { property_id: listing.id, type: 1 } });
    const list = await ctx.api("GET", "get_favourite_property", { headers: fan.headers });
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([listing.id]);
    expect(list.body.data[0].is_favourite).toBe(1);
    expect(list.body.total).toBe(1);
    const unliked = await ctx.api("POST", "add_favourite", { headers: fan.headers, body: { property_id: listing.id, type: 0 } });
    expect(unliked.body.data).toEqual({ is_favourite: false, total_likes: 0 });
    expect((await ctx.api("GET", "get_favourite_property", { headers: fan.headers })).body.total).toBe(0);
  });

  it("records interest and shows the owner who is interested, with the count on the dashboard", async () => {
    const owner = await lister();
    const buyer = await lister({ name: "Người mua quan tâm" });
    const listing = await posted(owner.headers);
    await ctx.services.db.update(properties).set({ requestStatus: "approved" }).where(eq(properties.id, listing.id));
    expect((await ctx.api("POST", "interested_users", { headers: buyer.headers, body: { property_id: listing.id, type: 1 } })).status).toBe(
      200,
    );
    const users = await ctx.api("GET", `get_interested_users?property_id=${listing.id}`, { headers: owner.headers });
    expect(users.body.data.map((u: { name: string }) => u.name)).toEqual(["Người mua quan tâm"]);
    const mine = await ctx.api("GET", `get-added-properties?id=${listing.id}`, { headers: owner.headers });
    expect(mine.body.data[0].total_interested_users).toBe(1);
    await ctx.api("POST", "interested_users", { headers: buyer.headers, body: { property_id: listing.id, type: 0 } });
    expect((await ctx.api("GET", `get_interested_users?property_id=${listing.id}`, { headers: owner.headers })).body.total).toBe(0);
  });
});

describe("GET get-added-properties", () => {
  it("lists the owner's listings in every status with review and expiry, filtered by status", async () => {
    const { headers } = await lister();
    const a = await posted(headers);
    const b = await posted(headers);
    await ctx.api("POST", "change-property-status", { headers, body: { property_id: b.id, status: "inactive" } });
    const all = await ctx.api("GET", "get-added-properties", { headers });
    expect(all.body.total).toBe(2);
    expect(all.body.data.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(all.body.data[0]).toMatchObject({ status: "inactive", request_status: "pending", is_expired: false, reject_reason: null });
    const inactive = await ctx.api("GET", "get-added-properties?status=inactive", { headers });
    expect(inactive.body.data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    const bySlug = await ctx.api("GET", `get-added-properties?slug_id=${a.slug_id}`, { headers });
    expect(bySlug.body.data[0].id).toBe(a.id);
  });
});
