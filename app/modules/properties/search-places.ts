import { slugify } from "../../lib/slug.ts";
import { formerDistricts } from "../../lib/location/former-districts.ts";

/**
 * The places people still search by, beside the 2025 wards: the former districts (each the
 * wards that now cover it), the former wards whose names are still in every address, and the
 * city's well-known areas. Ward codes are those of db/seed/data/vn-admin-units-2025.json.
 */

export interface FormerDistrict {
  /** "quan-7", "tp-thu-duc", "quan-go-vap". */
  slug: string;
  vi: string;
  en: string;
  wardCodes: string[];
}

/**
 * The former districts of TP Thủ Đức, which people name more often than the city they formed
 * in 2021: Quận 2, Quận 9 and Quận Thủ Đức, by the 2025 wards that cover each.
 */
const thuDucParts: FormerDistrict[] = [
  { slug: "quan-2", vi: "Quận 2", en: "District 2", wardCodes: ["70145140", "70145138", "70145137"] },
  { slug: "quan-9", vi: "Quận 9", en: "District 9", wardCodes: ["70145134", "70145135", "70145136", "70145139", "70145133"] },
];

function buildDistricts(): FormerDistrict[] {
  const bySlug = new Map<string, FormerDistrict>();
  for (const [code, former] of Object.entries(formerDistricts)) {
    former.vi.forEach((vi, i) => {
      const slug = slugify(vi);
      const district = bySlug.get(slug) ?? { slug, vi, en: former.en[i] ?? vi, wardCodes: [] };
      district.wardCodes.push(code);
      bySlug.set(slug, district);
    });
  }
  return [...bySlug.values(), ...thuDucParts];
}

export const formerDistrictList: FormerDistrict[] = buildDistricts();
const districtBySlug = new Map(formerDistrictList.map((d) => [d.slug, d]));

export function findFormerDistrict(slug: string): FormerDistrict | undefined {
  return districtBySlug.get(slug);
}

/** A place that is not a 2025 ward or a former district: a former ward or a well-known area, by the wards that cover it. */
export interface NamedArea {
  slug: string;
  name: string;
  /** Other ways people write it, as typed (folded when compared). */
  aliases?: string[];
  wardCodes: string[];
}

/**
 * Well-known areas and former wards whose names the 2025 reform retired but addresses still
 * carry. A former ward whose name a 2025 ward now bears (Tân Phú, Bình Khánh) is left out: the
 * 2025 ward owns the name.
 */
export const namedAreas: NamedArea[] = [
  { slug: "phu-my-hung", name: "Phú Mỹ Hưng", aliases: ["pmh"], wardCodes: ["70113082", "70113083"] },
  { slug: "thao-dien", name: "Thảo Điền", wardCodes: ["70145140"] },
  { slug: "thu-thiem", name: "Thủ Thiêm", wardCodes: ["70145140"] },
  { slug: "sala", name: "Sala", aliases: ["khu do thi sala"], wardCodes: ["70145140"] },
  { slug: "an-loi-dong", name: "An Lợi Đông", wardCodes: ["70145140"] },
  { slug: "vinhomes-central-park", name: "Vinhomes Central Park", aliases: ["vcp", "landmark 81"], wardCodes: ["70129107"] },
  { slug: "vinhomes-grand-park", name: "Vinhomes Grand Park", aliases: ["vgp"], wardCodes: ["70145134"] },
  { slug: "binh-trung-dong", name: "Bình Trưng Đông", wardCodes: ["70145138"] },
  { slug: "binh-trung-tay", name: "Bình Trưng Tây", wardCodes: ["70145138"] },
  { slug: "thanh-my-loi", name: "Thạnh Mỹ Lợi", wardCodes: ["70145137"] },
  { slug: "ben-nghe", name: "Bến Nghé", wardCodes: ["70101063"] },
  { slug: "da-kao", name: "Đa Kao", aliases: ["dakao"], wardCodes: ["70101064"] },
  { slug: "pham-ngu-lao", name: "Phạm Ngũ Lão", wardCodes: ["70101065"] },
  { slug: "nguyen-thai-binh", name: "Nguyễn Thái Bình", wardCodes: ["70101065"] },
  { slug: "co-giang", name: "Cô Giang", wardCodes: ["70101066"] },
  { slug: "nguyen-cu-trinh", name: "Nguyễn Cư Trinh", wardCodes: ["70101066"] },
  { slug: "cau-kho", name: "Cầu Kho", wardCodes: ["70101066"] },
  { slug: "tan-phong", name: "Tân Phong", wardCodes: ["70113082"] },
  { slug: "tan-quy", name: "Tân Quy", wardCodes: ["70113083"] },
  { slug: "tan-kieng", name: "Tân Kiểng", wardCodes: ["70113083"] },
  { slug: "tan-thuan-dong", name: "Tân Thuận Đông", wardCodes: ["70113080"] },
  { slug: "tan-thuan-tay", name: "Tân Thuận Tây", wardCodes: ["70113080"] },
];
const areaBySlug = new Map(namedAreas.map((a) => [a.slug, a]));

export function findNamedArea(slug: string): NamedArea | undefined {
  return areaBySlug.get(slug);
}

/** The wards a former district or named area covers; undefined when the slug names neither. */
export function placeWardCodes(place: { district?: string; area?: string }): string[] | undefined {
  const district = place.district ? findFormerDistrict(place.district)?.wardCodes : undefined;
  const area = place.area ? findNamedArea(place.area)?.wardCodes : undefined;
  if (district && area) return district.filter((code) => area.includes(code));
  return district ?? area;
}
