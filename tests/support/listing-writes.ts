import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { parameters, properties, propertyDocuments, propertyImages, propertyParameters } from "../../db/schema/index.ts";
import { authHeaders, categoryBySlug, createUser, wardByName, type UserRow } from "./factories.ts";
import { form, givePackage, pdf, photo, storedFiles } from "./listing-fixtures.ts";
import type { TestContext } from "./test-app.ts";

/**
 * What the listing-write tests (server/api/listings*.test.ts) share: a lister with a package, the
 * posting form filled as the website sends it, a posted listing, and every row and file it has.
 */
export async function listingKit(ctx: TestContext) {
  const db = ctx.services.db;
  const categoryId = (await categoryBySlug(db, "can-ho-chung-cu")).id;
  const params = await db.select({ id: parameters.id, code: parameters.code }).from(parameters);
  const areaId = params.find((p) => p.code === "area")!.id;
  const bedroomsId = params.find((p) => p.code === "bedrooms")!.id;
  const wardCode = (await wardByName(db, "Phường Tân Thuận")).code;

  /** A lister with the seeded free package (two property_list units) and their headers. */
  async function lister(overrides: Partial<UserRow> = {}, plan: string | Parameters<typeof givePackage>[2] = "basic") {
    const user = await createUser(db, overrides);
    if (plan) await givePackage(db, user.id, plan as string);
    return { user, headers: await authHeaders(db, user) };
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

  /** Posts a listing with two gallery photos and a document for `headers`; returns its detail. */
  async function posted(headers: Record<string, string>) {
    const res = await ctx.api("POST", "post_property", {
      headers,
      body: await listingForm({
        gallery_images: [await photo(640, 480), await photo(500, 500), await photo(400, 400)],
        documents: [pdf()],
      }),
    });
    expect(res.status).toBe(201);
    return res.body.data;
  }

  /** The listing's row, images, documents and parameters, and every file storage holds. */
  async function snapshot(id: number) {
    return {
      row: (await db.select().from(properties).where(eq(properties.id, id)))[0],
      images: await db.select().from(propertyImages).where(eq(propertyImages.propertyId, id)),
      documents: await db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, id)),
      parameters: await db.select().from(propertyParameters).where(eq(propertyParameters.propertyId, id)),
      files: await storedFiles(ctx.dataDir),
    };
  }

  return { categoryId, areaId, bedroomsId, wardCode, lister, listingForm, posted, snapshot };
}
