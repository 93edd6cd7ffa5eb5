import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import {
  articleCategories,
  articles,
  categories,
  facilities,
  faqs,
  favourites,
  parameters,
  projectDocuments,
  projectImages,
  projectPlans,
  projects,
  properties,
  propertyDocuments,
  propertyFacilities,
  propertyImages,
  propertyParameters,
  sessions,
  users,
  wards,
} from "../../db/schema/index.ts";
import type { Db } from "../../app/lib/db.server.ts";
import { slugify } from "../../app/lib/slug.ts";
import type { StoredImage } from "../../app/lib/storage/stored-image.ts";
import { filterColumnsFromParameters } from "../../app/modules/properties/filter-columns.ts";

// Builders for tests (and later journeys): each makes one valid row with sensible
// defaults and takes overrides. Defaults are public (approved, active, unexpired).

let sequence = 0;
const next = () => ++sequence;

/** A stored-image record; the files need not exist for API shape tests. */
export function fakeImage(key = `test/${next()}`): StoredImage {
  return { key, width: 1200, height: 800, widths: [480, 800, 1200] };
}

export type UserRow = typeof users.$inferSelect;

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      name: `Người dùng ${n}`,
      email: `user${n}-${randomBytes(3).toString("hex")}@example.test`,
      emailVerified: true,
      ...overrides,
    })
    .returning();
  return user!;
}

/** A live session for `user`; returns the headers an API client sends. */
export async function authHeaders(db: Db, user: { id: number }): Promise<Record<string, string>> {
  const token = randomBytes(24).toString("hex");
  await db.insert(sessions).values({ token, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { authorization: `Bearer ${token}` };
}

export async function categoryBySlug(db: Db, slug: string): Promise<typeof categories.$inferSelect> {
  const [row] = await db.select().from(categories).where(eq(categories.slugId, slug));
  if (!row) throw new Error(`No category ${slug}`);
  return row;
}

export async function wardByName(db: Db, name: string, provinceCode = "29"): Promise<typeof wards.$inferSelect> {
  const rows = await db.select().from(wards).where(eq(wards.name, name));
  const row = rows.find((w) => w.provinceCode === provinceCode);
  if (!row) throw new Error(`No ward ${name}`);
  return row;
}

export async function facilityByName(db: Db, name: string): Promise<typeof facilities.$inferSelect> {
  const [row] = await db.select().from(facilities).where(eq(facilities.name, name));
  if (!row) throw new Error(`No facility ${name}`);
  return row;
}

export interface PropertyOverrides extends Partial<typeof properties.$inferInsert> {
  /** Category slug instead of categoryId. */
  categorySlug?: string;
  /** Ward name in Hồ Chí Minh City instead of wardCode. */
  wardName?: string;
  /** Parameter answers by stable code; the filter columns follow from them. */
  parameters?: Record<string, string>;
  /** Facility name → distance in km. */
  facilities?: Record<string, number>;
  gallery?: StoredImage[];
  documents?: { key: string; name: string }[];
}

export type PropertyRow = typeof properties.$inferSelect;

/** A public listing in Phường Bến Thành unless told otherwise. */
export async function createProperty(db: Db, overrides: PropertyOverrides = {}): Promise<PropertyRow> {
  const n = next();
  const {
    categorySlug,
    wardName,
    parameters: answers = {},
    facilities: distances = {},
    gallery = [],
    documents = [],
    ...fields
  } = overrides;
  const category = fields.categoryId ? { id: fields.categoryId } : await categoryBySlug(db, categorySlug ?? "can-ho-chung-cu");
  const ward = await wardByName(db, wardName ?? "Phường Bến Thành");
  const parameterRows = Object.keys(answers).length
    ? await db
        .select({ id: parameters.id, code: parameters.code })
        .from(parameters)
        .where(inArray(parameters.code, Object.keys(answers)))
    : [];
  const derived = filterColumnsFromParameters(parameterRows.map((p) => ({ code: p.code, value: answers[p.code!]! })));
  const title = fields.title ?? `Căn hộ thử nghiệm số ${n}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(properties)
      .values({
        description: "Căn hộ thoáng mát, gần chợ và trường học.",
        propertyType: "sell",
        price: 3_000_000_000,
        address: `${n} Lê Lợi`,
        city: "Thành phố Hồ Chí Minh",
        state: "Thành phố Hồ Chí Minh",
        latitude: 10.7725,
        longitude: 106.698,
        requestStatus: "approved",
        status: "active",
        titleImage: fakeImage(),
        ...derived,
        ...fields,
        title,
        slugId: fields.slugId ?? `${slugify(title)}-${n}`,
        categoryId: category.id,
        wardCode: ward.code,
        wardName: ward.name,
      })
      .returning();
    const property = row!;
    if (parameterRows.length) {
      await tx
        .insert(propertyParameters)
        .values(parameterRows.map((p) => ({ propertyId: property.id, parameterId: p.id, value: answers[p.code!]! })));
    }
    for (const [name, distance] of Object.entries(distances)) {
      const [facility] = await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.name, name));
      if (!facility) throw new Error(`No facility ${name}`);
      await tx.insert(propertyFacilities).values({ propertyId: property.id, facilityId: facility.id, distance });
    }
    if (gallery.length)
      await tx.insert(propertyImages).values(gallery.map((image, i) => ({ propertyId: property.id, image, sequence: i })));
    if (documents.length) await tx.insert(propertyDocuments).values(documents.map((d) => ({ propertyId: property.id, ...d, size: 1000 })));
    return property;
  });
}

export async function addFavourite(db: Db, userId: number, propertyId: number): Promise<void> {
  await db.insert(favourites).values({ userId, propertyId });
}

export interface ProjectOverrides extends Partial<typeof projects.$inferInsert> {
  categorySlug?: string;
  plans?: { title: string; document: string }[];
  gallery?: StoredImage[];
  documents?: { key: string; name: string }[];
}

export type ProjectRow = typeof projects.$inferSelect;

/** A public project in Phường Tân Thuận unless told otherwise. */
export async function createProject(db: Db, overrides: ProjectOverrides = {}): Promise<ProjectRow> {
  const n = next();
  const { categorySlug, plans = [], gallery = [], documents = [], ...fields } = overrides;
  const category = fields.categoryId ? { id: fields.categoryId } : await categoryBySlug(db, categorySlug ?? "can-ho-chung-cu");
  const ward = await wardByName(db, "Phường Tân Thuận");
  const title = fields.title ?? `Dự án thử nghiệm ${n}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        description: "Khu căn hộ ven sông với công viên nội khu.",
        type: "under_construction",
        location: "Nguyễn Thị Thập",
        wardCode: ward.code,
        wardName: ward.name,
        city: "Thành phố Hồ Chí Minh",
        state: "Thành phố Hồ Chí Minh",
        latitude: 10.738,
        longitude: 106.722,
        requestStatus: "approved",
        status: "active",
        image: fakeImage(),
        ...fields,
        title,
        slugId: fields.slugId ?? `${slugify(title)}-${n}`,
        categoryId: category.id,
      })
      .returning();
    const project = row!;
    if (plans.length) await tx.insert(projectPlans).values(plans.map((p, i) => ({ projectId: project.id, ...p, sequence: i })));
    if (gallery.length) await tx.insert(projectImages).values(gallery.map((image, i) => ({ projectId: project.id, image, sequence: i })));
    if (documents.length) await tx.insert(projectDocuments).values(documents.map((d) => ({ projectId: project.id, ...d })));
    return project;
  });
}

export async function createArticleCategory(db: Db, overrides: Partial<typeof articleCategories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(articleCategories)
    .values({ name: `Chuyên mục ${n}`, translations: { en: `Category ${n}` }, slugId: `chuyen-muc-${n}`, ...overrides })
    .returning();
  return row!;
}

export async function createArticle(db: Db, overrides: Partial<typeof articles.$inferInsert> = {}) {
  const n = next();
  const title = overrides.title ?? `Kinh nghiệm mua nhà số ${n}`;
  const [row] = await db
    .insert(articles)
    .values({
      summary: "Tóm tắt bài viết.",
      body: "Đoạn thứ nhất.\n\nĐoạn thứ hai.",
      translations: { en: { title: `Home buying tips ${n}`, summary: "Article summary.", body: "First paragraph.\n\nSecond paragraph." } },
      image: fakeImage(),
      ...overrides,
      title,
      slugId: overrides.slugId ?? `${slugify(title)}-${n}`,
    })
    .returning();
  return row!;
}

export async function createFaq(db: Db, overrides: Partial<typeof faqs.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(faqs)
    .values({
      question: `Câu hỏi ${n}: làm sao đăng tin?`,
      answer: "Đăng nhập rồi chọn Đăng tin.",
      translations: { en: { question: `Question ${n}: how do I post?`, answer: "Sign in and choose Post." } },
      sequence: n,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The columns a copy takes from the listing it copies. */
const copiedColumns = [
  "categoryId",
  "wardCode",
  "wardName",
  "description",
  "propertyType",
  "price",
  "address",
  "city",
  "state",
  "latitude",
  "longitude",
  "requestStatus",
  "status",
  "titleImage",
] as const satisfies readonly (keyof PropertyRow)[];

/** `count` public listings copied from `first` in one insert, each with its own title and slug, then changed by `each(i)`. */
export async function insertCopies(
  db: Db,
  first: PropertyRow,
  count: number,
  each: (i: number) => Partial<typeof properties.$inferInsert>,
) {
  const base = Object.fromEntries(copiedColumns.map((key) => [key, first[key]])) as Pick<PropertyRow, (typeof copiedColumns)[number]>;
  const rows = Array.from({ length: count }, (_, i) => ({
    ...base,
    title: `Nhà mẫu ${first.id}-${i}`,
    slugId: `nha-mau-${first.id}-${i}`,
    ...each(i),
  }));
  if (rows.length) await db.insert(properties).values(rows);
}
