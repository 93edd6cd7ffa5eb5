import type { categories, parameters, properties, wards } from "../../schema/index.ts";
import type { StoredImage } from "../../../app/lib/storage/stored-image.ts";
import { slugify } from "../../../app/lib/slug.ts";
import { filterColumnsFromParameters } from "../../../app/modules/properties/filter-columns.ts";
import { listingDescription, listingTitle, type ListingFacts } from "./listing-text.ts";
import { cityName, demoAreas } from "./places-data.ts";
import type { Random } from "./random.ts";

export const demoListingCount = 300;
const day = 86_400_000;

// Category mix of a Vietnamese city portal: slug, share, share for rent, price per m² (triệu, sale), rent per month (triệu).
const mix = [
  { slug: "can-ho-chung-cu", share: 38, rent: 0.4, perM2: [35, 100], monthly: [7, 35], area: [45, 130] },
  { slug: "nha-rieng", share: 20, rent: 0.2, perM2: [70, 200], monthly: [10, 40], area: [35, 120] },
  { slug: "nha-mat-pho", share: 8, rent: 0.35, perM2: [110, 260], monthly: [25, 60], area: [50, 150] },
  { slug: "biet-thu", share: 5, rent: 0.2, perM2: [80, 150], monthly: [35, 60], area: [180, 400] },
  { slug: "dat-nen", share: 8, rent: 0, perM2: [25, 90], monthly: [0, 0], area: [60, 250] },
  { slug: "van-phong", share: 7, rent: 0.85, perM2: [50, 90], monthly: [15, 60], area: [40, 250] },
  { slug: "mat-bang-kinh-doanh", share: 6, rent: 0.8, perM2: [60, 160], monthly: [15, 60], area: [30, 200] },
  { slug: "phong-tro", share: 6, rent: 1, perM2: [0, 0], monthly: [4, 8], area: [15, 35] },
  { slug: "kho-nha-xuong", share: 2, rent: 0.7, perM2: [15, 30], monthly: [30, 60], area: [300, 1500] },
] as const;

const directions = ["dong", "tay", "nam", "bac", "dong-bac", "dong-nam", "tay-bac", "tay-nam"];
const amenities = ["ho-boi", "gym", "bao-ve", "thang-may", "cho-dau-o-to"];

export interface DemoListing {
  row: typeof properties.$inferInsert;
  parameters: { parameterId: number; value: string }[];
  facilities: { facilityId: number; distance: number }[];
  gallery: StoredImage[];
  hasDocument: boolean;
}

export interface ListingContext {
  agents: number[];
  wardByName: Map<string, typeof wards.$inferSelect>;
  categoryBySlug: Map<string, typeof categories.$inferSelect>;
  parameterCodesByCategory: Map<number, string[]>;
  parameterByCode: Map<string, typeof parameters.$inferSelect>;
  facilityIds: number[];
  photos: StoredImage[];
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function pickCategory(r: Random) {
  let roll = r.int(1, 100);
  for (const m of mix) {
    roll -= m.share;
    if (roll <= 0) return m;
  }
  return mix[0];
}

/** The demo listings, clustered around each ward's centre, in a fixed order for a seed. */
/**
 * Listings in one ward and category, for sale: enough for the ward's price band to show (the
 * city's listings spread too thin for any one band).
 */
export interface ListingCluster {
  count: number;
  district: string;
  ward: string;
  categorySlug: (typeof mix)[number]["slug"];
  /** Slugs already taken, and the number their suffixes start from. */
  slugs: Set<string>;
  firstIndex: number;
}

export function buildListings(r: Random, ctx: ListingContext, cluster?: ListingCluster): DemoListing[] {
  const out: DemoListing[] = [];
  const slugs = cluster?.slugs ?? new Set<string>();
  for (let n = 0; n < (cluster?.count ?? demoListingCount); n++) {
    const i = n + (cluster?.firstIndex ?? 0);
    const m = cluster ? mix.find((c) => c.slug === cluster.categorySlug)! : pickCategory(r);
    const category = ctx.categoryBySlug.get(m.slug)!;
    const areaInfo = cluster ? demoAreas.find((a) => a.district === cluster.district)! : demoAreas[i % demoAreas.length]!;
    const wardName = cluster ? cluster.ward : r.pick(areaInfo.wards);
    const ward = ctx.wardByName.get(wardName);
    const wardIndex = areaInfo.wards.indexOf(wardName);
    // Each ward sits a little off its old district's centre; listings scatter around it.
    const wardLat = areaInfo.centre[0] + Math.sin(wardIndex * 2.1) * 0.008;
    const wardLng = areaInfo.centre[1] + Math.cos(wardIndex * 2.1) * 0.008;
    const latitude = clamp(wardLat + r.gauss() * 0.004, 10.7, 10.88);
    const longitude = clamp(wardLng + r.gauss() * 0.004, 106.6, 106.8);
    const sell = cluster ? true : !r.chance(m.rent);
    const area = r.int(m.area[0], m.area[1]);
    const price = sell
      ? clamp(Math.round((area * r.int(m.perM2[0], m.perM2[1]) * areaInfo.level) / 100) * 100, 1_500, 30_000) * 1_000_000
      : clamp(Math.round(r.int(m.monthly[0], m.monthly[1]) * (0.8 + areaInfo.level * 0.2) * 2) / 2, 4, 60) * 1_000_000;
    const codes = ctx.parameterCodesByCategory.get(category.id) ?? [];
    const floors = m.slug === "nha-rieng" || m.slug === "nha-mat-pho" ? r.int(2, 5) : m.slug === "biet-thu" ? r.int(2, 3) : 1;
    const bedrooms =
      m.slug === "phong-tro" ? 1 : floors > 1 ? clamp(floors + r.int(0, 2), 2, 8) : clamp(Math.round(area / 35) + r.int(-1, 1), 1, 5);
    const furnishing = r.pick(["day-du", "co-ban", "khong"]);
    const answers: Record<string, string> = {
      area: String(area),
      bedrooms: String(bedrooms),
      bathrooms: String(clamp(bedrooms - r.int(0, 1), 1, 5)),
      floors: String(floors),
      floor_number: String(r.int(2, 35)),
      frontage: String(r.int(4, 12)),
      road_width: String(r.int(3, 20)),
      house_direction: r.pick(directions),
      balcony_direction: r.pick(directions),
      legal_status: r.pick(["so-hong", "so-hong", "so-hong", "hop-dong-mua-ban", "dang-cho-so"]),
      furnishing,
      amenities: JSON.stringify(r.sample(amenities, r.int(1, 4))),
      land_type: "dat-o",
      building_name: r.pick(areaInfo.buildings),
      note: "Xem nhà vào cuối tuần, vui lòng hẹn trước.",
    };
    const used = codes.filter((c) => c in answers);
    const facts: ListingFacts = {
      category: m.slug,
      sell,
      area,
      bedrooms,
      floors,
      street: r.pick(areaInfo.streets),
      building: answers.building_name!,
      ward: wardName,
      district: areaInfo.district,
      furnishing,
      houseDirection: used.includes("house_direction") ? answers.house_direction! : null,
      balconyDirection: used.includes("balcony_direction") ? answers.balcony_direction! : null,
      legalStatus: used.includes("legal_status") ? answers.legal_status! : null,
    };
    const title = listingTitle(r, facts);
    let slug = slugify(title);
    while (slugs.has(slug)) slug = `${slugify(title)}-${i}`;
    slugs.add(slug);
    const createdAt = new Date(Date.now() - r.int(0, 120) * day - r.int(0, 86_399) * 1000);
    const statusRoll = r.int(1, 100);
    const derived = filterColumnsFromParameters(used.map((code) => ({ code, value: answers[code]! })));
    const photoStart = r.int(0, ctx.photos.length - 1);
    const gallery = Array.from({ length: r.int(3, 5) }, (_, k) => ctx.photos[(photoStart + k * 5) % ctx.photos.length]!);
    out.push({
      row: {
        userId: ctx.agents[r.int(0, ctx.agents.length - 1)]!,
        title,
        description: listingDescription(r, facts),
        slugId: slug,
        categoryId: category.id,
        propertyType: sell ? "sell" : "rent",
        rentduration: sell ? null : "monthly",
        price,
        // The ward is its own field (shown beside the address), so the address does not repeat it.
        address: `${r.int(1, 350)} ${facts.street} (${areaInfo.district} cũ)`,
        wardCode: ward?.code ?? null,
        wardName: ward?.name ?? "",
        city: cityName,
        state: cityName,
        country: "Việt Nam",
        latitude,
        longitude,
        titleImage: gallery[0]!,
        metaTitle: title.slice(0, 60),
        metaDescription: `${title}. ${wardName}, ${cityName}.`.slice(0, 160),
        isPremium: r.chance(0.05),
        status: statusRoll <= 2 ? "inactive" : statusRoll <= 4 ? (sell ? "sold" : "rented") : "active",
        requestStatus: statusRoll > 96 ? "pending" : statusRoll > 95 ? "rejected" : "approved",
        rejectReason: statusRoll > 95 && statusRoll <= 96 ? "Ảnh không đúng với bất động sản" : null,
        featuredUntil: r.chance(0.07) ? new Date(Date.now() + r.int(3, 30) * day) : null,
        expiresAt: statusRoll === 5 ? new Date(Date.now() - day) : new Date(Date.now() + r.int(30, 180) * day),
        totalViews: Math.round(r.next() ** 2 * 2500),
        totalLikes: Math.round(r.next() ** 3 * 150),
        ...derived,
        createdAt,
        updatedAt: createdAt,
      },
      parameters: used.map((code) => ({ parameterId: ctx.parameterByCode.get(code)!.id, value: answers[code]! })),
      facilities: r
        .sample(ctx.facilityIds, r.int(3, 6))
        .map((facilityId) => ({ facilityId, distance: Math.round((0.1 + r.next() ** 1.5 * 5) * 10) / 10 })),
      gallery,
      hasDocument: r.chance(0.3),
    });
  }
  return out;
}

/** Well-formed YouTube watch links for the demo listings' video tours (any 11-character id). */
export const demoVideoLinks = [
  "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  "https://www.youtube.com/watch?v=ScMzIvxBSi4",
  "https://www.youtube.com/watch?v=LXb3EKWsInQ",
  "https://www.youtube.com/watch?v=YE7VzlLtp-4",
  "https://www.youtube.com/watch?v=ysz5S6PUM-U",
  "https://www.youtube.com/watch?v=jNQXAC9IVRw",
  "https://www.youtube.com/watch?v=M7lc1UVf-VE",
  "https://www.youtube.com/watch?v=9bZkp7q19f0",
  "https://www.youtube.com/watch?v=kJQP7kiw5Fk",
  "https://www.youtube.com/watch?v=RgKAFK5djSk",
];

/** How many demo listings get a 360° image, and how many a video. */
export const tourCount = 10;

/**
 * Gives the most viewed public, non-premium listings a 360° image (the first `tourCount`,
 * cycling through `panoramas`) and a video (the first, then the next `tourCount − 1`), so
 * the most viewed one shows both. Leaves the random draw of the city untouched.
 */
export function addTours(listings: DemoListing[], panoramas: StoredImage[], now = Date.now()): void {
  const ranked = listings
    .filter(
      ({ row }) =>
        row.status === "active" && row.requestStatus === "approved" && !row.isPremium && (!row.expiresAt || row.expiresAt.getTime() > now),
    )
    .sort((a, b) => (b.row.totalViews ?? 0) - (a.row.totalViews ?? 0));
  ranked.slice(0, tourCount).forEach((l, i) => (l.row.threeDImage = panoramas[i % panoramas.length]!));
  [ranked[0], ...ranked.slice(tourCount, 2 * tourCount - 1)].forEach((l, i) => {
    if (l) l.row.videoLink = demoVideoLinks[i % demoVideoLinks.length]!;
  });
}
