import { foldChars } from "../../../lib/format/read-amount.ts";
import { formerDistrictList, namedAreas } from "../search-places.ts";
import { alt, once, type Reading, type UnderstoodQuery } from "./reading.ts";

/**
 * Places: former districts ("Q7", "quận 7", "Q.7", "quan 7", "tp thủ đức"), the 2025 wards
 * and the former ones, well-known areas (Phú Mỹ Hưng, Thảo Điền …; search-places.ts), and
 * the city's own name, which says nothing (every listing is in it).
 */

export interface SearchVocabulary {
  /** The city's 2025 wards. */
  wards: { code: string; name: string; slug: string }[];
}

const cityWords = [
  "thanh pho ho chi minh",
  "tp ho chi minh",
  "tp. ho chi minh",
  "ho chi minh city",
  "ho chi minh",
  "tphcm",
  "tp hcm",
  "tp.hcm",
  "hcmc",
  "hcm",
  "sai gon",
  "saigon",
  "sg",
  "viet nam",
  "vietnam",
];

/** "Quận 7" → "7"; "Quận Gò Vấp" → "go vap"; "TP Thủ Đức" → "thu duc": the name people type alone. */
const baseName = (name: string) =>
  foldChars(name)
    .replace(/^(?:quan|huyen|tp|thanh pho|thi xa|phuong|xa|dac khu)\s+/, "")
    .trim();

const districtByBase = new Map(formerDistrictList.map((d) => [baseName(d.vi), d.slug]));

/** Numbered districts: "Q7", "Q.7", "quận 7", "quan7", "district 7", "D7", "dist. 7" (read before prices: "q7 5 tỷ" is no range). */
export function readNumberedDistricts(r: Reading, q: UnderstoodQuery): void {
  const districts = districtByBase;
  r.take(
    String.raw`(?:quan|q|district|dist|d)\.?\s*(\d{1,2})`,
    (m, q2) => {
      const slug = districts.get(m[1]!);
      return slug !== undefined && once(q2, "district", slug);
    },
    q,
  );
}

const areas = new Map<string, string>();
for (const a of namedAreas) for (const n of [a.name, ...(a.aliases ?? [])]) areas.set(foldChars(n), a.slug);
const areaPattern = String.raw`(?:khu|khu do thi|kdt|phuong|p\.)?\s*(${alt([...areas.keys()])})`;
const named = [...districtByBase.keys()].filter((k) => !/^\d+$/.test(k));
const namedDistrictPattern = String.raw`(?:quan|q\.?|huyen|h\.|thanh pho|tp\.?|thi xa|tx|district|dist\.?)\s*(${alt(named)})|(${alt(named)})\s+(?:district|city)|(${alt(named)})`;
const cityPattern = alt(cityWords);

/** What a vocabulary's wards give the rules, built once per vocabulary (the app keeps one per database). */
const wardRules = new WeakMap<SearchVocabulary, { wardsByBase: Map<string, string>; wardNames: string; bare: string }>();

function wardRulesOf(vocabulary: SearchVocabulary) {
  let rules = wardRules.get(vocabulary);
  if (!rules) {
    const wardsByBase = new Map(vocabulary.wards.map((w) => [baseName(w.name), w.slug]));
    // A ward by its name alone, unless a former district or the city goes by that name.
    const bare = [...wardsByBase.keys()].filter((k) => !districtByBase.has(k) && !cityWords.includes(k));
    rules = { wardsByBase, wardNames: alt([...wardsByBase.keys()]), bare: bare.length ? `(${alt(bare)})` : "" };
    wardRules.set(vocabulary, rules);
  }
  return rules;
}

export function readPlaces(r: Reading, q: UnderstoodQuery, vocabulary: SearchVocabulary): void {
  const districts = districtByBase;
  const { wardsByBase, wardNames, bare } = wardRulesOf(vocabulary);
  // A ward named as one: "phường Tân Hưng", "P. Tân Hưng", "xã Nhà Bè", "Tan Hung ward".
  if (wardNames) {
    r.take(
      String.raw`(?:phuong|p\.|p|xa|ward)\s*(${wardNames})|(${wardNames})\s+ward`,
      (m, q2) => {
        const slug = wardsByBase.get((m[1] ?? m[2])!.replace(/\s+/g, " "));
        return slug !== undefined && once(q2, "ward", slug);
      },
      q,
    );
  }
  r.take(
    areaPattern,
    (m, q2) => {
      const slug = areas.get(m[1]!.replace(/\s+/g, " "));
      return slug !== undefined && once(q2, "area", slug);
    },
    q,
  );
  r.take(
    namedDistrictPattern,
    (m, q2) => {
      const slug = districts.get((m[1] ?? m[2] ?? m[3])!.replace(/\s+/g, " "));
      return slug !== undefined && once(q2, "district", slug);
    },
    q,
  );
  if (bare) {
    r.take(
      bare,
      (m, q2) => {
        const slug = wardsByBase.get(m[1]!.replace(/\s+/g, " "));
        return slug !== undefined && once(q2, "ward", slug);
      },
      q,
    );
  }
  r.take(cityPattern, () => true, q);
}
