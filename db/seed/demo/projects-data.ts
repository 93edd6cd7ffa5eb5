import type { categories, projects, wards } from "../../schema/index.ts";
import type { StoredImage } from "../../../app/lib/storage/stored-image.ts";
import { slugify } from "../../../app/lib/slug.ts";
import { cityName, demoAreas, type DemoArea } from "./places-data.ts";
import type { Random } from "./random.ts";

const names = [
  "The Riverside Residence",
  "Saigon Garden Tower",
  "Green Park Thủ Đức",
  "Sky Harbour Quận 7",
  "Lotus Villas An Khánh",
  "Central Point Phú Nhuận",
  "Ánh Dương Residence",
  "Bến Nghé Office Park",
  "Hoa Sen Apartments",
  "Moonlight Garden Bình Tân",
  "Sunny Hill Gò Vấp",
  "Western Gate Quận 6",
  "The Crest Bình Thạnh",
  "Metro Star Thủ Đức",
  "Golden Lake Tân Phú",
  "Vạn Phúc Riverside",
  "Nam Sài Gòn Villas",
  "Parkview Tân Bình",
  "Harbor Shophouse Quận 4",
  "Cát Lái Logistics Park",
];

export interface DemoProject {
  row: typeof projects.$inferInsert;
  gallery: StoredImage[];
}

/** Places some project names give by an older or informal name, and the area they lie in. */
const placeAliases: Record<string, string> = { "Bến Nghé": "Quận 1", "Vạn Phúc": "Thủ Đức", "Nam Sài Gòn": "Quận 7" };

/**
 * The area and ward a project's name says ("Sky Harbour Quận 7" lies in a Quận 7 ward,
 * "Cát Lái Logistics Park" in Phường Cát Lái); null when the name names no place.
 */
export function placeInName(title: string): { area: DemoArea; ward: string | null } | null {
  for (const area of demoAreas) {
    const ward = area.wards.find((w) => title.includes(w.replace(/^Phường /, "")));
    if (ward) return { area, ward };
  }
  const hasName = (district: string) => title.endsWith(district) || title.includes(`${district} `);
  const district =
    demoAreas.find((area) => hasName(area.district))?.district ??
    Object.entries(placeAliases).find(([alias]) => title.includes(alias))?.[1];
  const area = demoAreas.find((a) => a.district === district);
  return area ? { area, ward: null } : null;
}

/** About twenty projects spread over the demo areas, each in the place its name gives. */
export function buildProjects(
  r: Random,
  ctx: {
    agents: number[];
    wardByName: Map<string, typeof wards.$inferSelect>;
    categoryBySlug: Map<string, typeof categories.$inferSelect>;
    photos: StoredImage[];
  },
): DemoProject[] {
  return names.map((title, i) => {
    const named = placeInName(title);
    const area = named?.area ?? demoAreas[(i * 7) % demoAreas.length]!;
    const drawn = r.pick(area.wards);
    const wardName = named?.ward ?? drawn;
    const ward = ctx.wardByName.get(wardName);
    const slug = /villa/i.test(title)
      ? "biet-thu"
      : /office/i.test(title)
        ? "van-phong"
        : /shophouse/i.test(title)
          ? "nha-mat-pho"
          : /logistics/i.test(title)
            ? "kho-nha-xuong"
            : "can-ho-chung-cu";
    const photoStart = r.int(0, ctx.photos.length - 1);
    const gallery = Array.from({ length: 4 }, (_, k) => ctx.photos[(photoStart + k * 7) % ctx.photos.length]!);
    const createdAt = new Date(Date.now() - r.int(5, 300) * 86_400_000);
    return {
      row: {
        userId: ctx.agents[ctx.agents.length - 1 - (i % 3)]!,
        title,
        description: `${title} tọa lạc tại ${wardName} (${area.district} cũ), ${r.int(2, 6)} block cao ${r.int(15, 40)} tầng với ${r.int(300, 2500)} căn. Tiện ích: hồ bơi, công viên nội khu, trường mầm non, trung tâm thương mại. Dự kiến bàn giao năm ${2026 + r.int(0, 3)}.`,
        slugId: slugify(title),
        categoryId: ctx.categoryBySlug.get(slug)!.id,
        type: r.chance(0.45) ? "upcoming" : "under_construction",
        // The ward is its own field (shown beside the location), so the location names the street only.
        location: `${r.pick(area.streets)} (${area.district} cũ)`,
        wardCode: ward?.code ?? null,
        wardName: ward?.name ?? "",
        city: cityName,
        state: cityName,
        latitude: area.centre[0] + r.gauss() * 0.006,
        longitude: area.centre[1] + r.gauss() * 0.006,
        image: gallery[0]!,
        metaTitle: title,
        metaDescription: `Dự án ${title} tại ${wardName}, ${cityName}: mặt bằng, pháp lý, tiến độ.`,
        status: "active",
        requestStatus: i === names.length - 1 ? "pending" : "approved",
        featuredUntil: i % 5 === 0 ? new Date(Date.now() + 20 * 86_400_000) : null,
        totalViews: r.int(20, 3000),
        createdAt,
        updatedAt: createdAt,
      },
      gallery,
    };
  });
}
