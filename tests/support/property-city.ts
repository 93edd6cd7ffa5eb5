import { afterAll, beforeAll } from "vitest";
import type { Db } from "../../app/lib/db.server.ts";
import { addFavourite, createProperty, createUser, fakeImage } from "./factories.ts";
import { createTestContext, type TestContext } from "./test-app.ts";

const day = 86_400_000;

/**
 * The small city the property API tests read: five public listings of different kinds, wards,
 * prices and ages (one featured, one premium), five that must never be public, and a favourite.
 */
export async function seedPropertyCity(db: Db) {
  const owner = await createUser(db, { name: "Trần Minh Anh", phoneNumber: "0901234567" });
  const renter = await createUser(db, { name: "Lê Thu Hà", verificationStatus: "verified" });
  const visitor = await createUser(db, { name: "Khách xem" });
  const sunrise = await createProperty(db, {
    userId: owner.id,
    title: "Căn hộ Sunrise City view sông Quận 7",
    wardName: "Phường Tân Thuận",
    address: "27 Nguyễn Hữu Thọ, Phường Tân Thuận",
    price: 4_500_000_000,
    latitude: 10.7388,
    longitude: 106.701,
    featuredUntil: new Date(Date.now() + 7 * day),
    parameters: { area: "80", bedrooms: "2", bathrooms: "2", house_direction: "dong-nam", legal_status: "so-hong", furnishing: "day-du" },
    facilities: { "Trường học": 0.5, "Bệnh viện": 2 },
    gallery: [fakeImage(), fakeImage()],
    documents: [{ key: "test/so-hong.pdf", name: "so-hong.pdf" }],
    createdAt: new Date(Date.now() - 2 * day),
  });
  const house = await createProperty(db, {
    userId: owner.id,
    categorySlug: "nha-rieng",
    title: "Nhà riêng hẻm xe hơi Nguyễn Đình Chiểu",
    wardName: "Phường Bàn Cờ",
    price: 12_000_000_000,
    latitude: 10.7765,
    longitude: 106.687,
    totalViews: 100,
    parameters: { area: "60", bedrooms: "4", bathrooms: "3", house_direction: "tay", legal_status: "hop-dong-mua-ban" },
    facilities: { Chợ: 0.3 },
    createdAt: new Date(Date.now() - 10 * day),
  });
  const rental = await createProperty(db, {
    userId: renter.id,
    title: "Cho thuê căn hộ Thảo Điền đầy đủ nội thất",
    wardName: "Phường An Khánh",
    propertyType: "rent",
    rentduration: "monthly",
    price: 25_000_000,
    latitude: 10.803,
    longitude: 106.735,
    totalLikes: 50,
    parameters: { area: "100", bedrooms: "3", bathrooms: "2", furnishing: "day-du" },
    facilities: { "Trường học": 1.5 },
    createdAt: new Date(Date.now() - 1 * day),
  });
  const farLand = await createProperty(db, {
    userId: renter.id,
    categorySlug: "dat-nen",
    title: "Đất nền Củ Chi sổ hồng riêng",
    wardName: "Xã Củ Chi",
    price: 2_000_000_000,
    latitude: 10.97,
    longitude: 106.49,
    parameters: { area: "500", legal_status: "so-hong" },
    createdAt: new Date(Date.now() - 200 * day),
  });
  const premium = await createProperty(db, {
    userId: owner.id,
    categorySlug: "biet-thu",
    title: "Biệt thự cao cấp Phú Mỹ Hưng",
    wardName: "Phường Tân Mỹ",
    price: 30_000_000_000,
    isPremium: true,
    latitude: 10.729,
    longitude: 106.719,
    createdAt: new Date(Date.now() - 3 * day),
  });
  // Listings that must never be public; each says "Sunrise" so a search would find it.
  await createProperty(db, { title: "Sunrise chờ duyệt", requestStatus: "pending" });
  await createProperty(db, { title: "Sunrise bị từ chối", requestStatus: "rejected" });
  await createProperty(db, { title: "Sunrise tạm ẩn", status: "inactive" });
  await createProperty(db, { title: "Sunrise đã bán", status: "sold" });
  await createProperty(db, { title: "Sunrise hết hạn", expiresAt: new Date(Date.now() - day) });
  await addFavourite(db, visitor.id, rental.id);
  return { owner, renter, visitor, sunrise, house, rental, farLand, premium };
}

/** The seeded city's users and listings, with the test context that holds them. */
export type PropertyCity = Awaited<ReturnType<typeof seedPropertyCity>> & { ctx: TestContext };

/**
 * Opens a test context and seeds the city in it before the file's tests (`beforeAll`), and closes
 * it after them (`afterAll`). The object returned is filled in by `beforeAll`: read it inside a
 * test or hook, not at the top level of a file or `describe`.
 */
export function usePropertyCity(): PropertyCity {
  const city = {} as PropertyCity;
  beforeAll(async () => {
    city.ctx = await createTestContext();
    Object.assign(city, await seedPropertyCity(city.ctx.services.db));
  });
  afterAll(() => city.ctx.close());
  return city;
}

/** The ids of a list answer's listings, in its order. */
export const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);
