import { amountFromParts, foldChars, numberPattern, readNumber } from "../../lib/format/read-amount.ts";
import { formerDistrictList, namedAreas } from "./search-places.ts";

/**
 * Reading a free search the way people in Vietnam type it ("can ho 2pn q7 duoi 5 ty",
 * "nhà phố quận 1", "2 bedroom apartment district 7") into the filters the listing search
 * already has; the words it does not understand are left as text. Accents are optional:
 * every rule reads the accent-free, lower-case text, and the text left over keeps the
 * letters as typed. Pure: the wards of the city come in as `SearchVocabulary`.
 */

export type Transaction = "sell" | "rent";

/** What a query says, in the listing filters' terms (slugs and option values of db/seed/catalog-data.ts). */
export interface UnderstoodQuery {
  category?: string;
  propertyType?: Transaction;
  bedrooms?: number;
  floors?: number;
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  /** A former district (search-places.ts). */
  district?: string;
  /** A 2025 ward, by slug. */
  ward?: string;
  /** A former ward or well-known area (search-places.ts). */
  area?: string;
  direction?: string;
  legalStatus?: string;
  furnishing?: string;
}

export interface ParsedQuery {
  understood: UnderstoodQuery;
  /** The words left for the text match, as typed (accents kept), single-spaced; "" when none. */
  text: string;
}

export interface SearchVocabulary {
  /** The city's 2025 wards. */
  wards: { code: string; name: string; slug: string }[];
}

/** A bare price is read as this share either side of it ("căn hộ 15 triệu": 12–18 triệu). */
export const priceBand = 0.2;
/** A bare area is read as this share either side of it ("80m2": 68–92 m²). */
export const areaBand = 0.15;

type Handler = (m: RegExpExecArray, q: UnderstoodQuery) => boolean;

/** The text being read: the folded copy the rules match, and which characters a rule has taken. */
class Reading {
  readonly original: string;
  work: string;
  constructor(text: string) {
    this.original = text.normalize("NFC").toLowerCase();
    this.work = foldChars(this.original);
  }
  /** Runs `pattern` (on word boundaries of the folded text) and takes each match its handler accepts. */
  take(pattern: string, handler: Handler, q: UnderstoodQuery): void {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, "gu");
    let m: RegExpExecArray | null;
    while ((m = re.exec(this.work))) {
      if (m[0].trim() === "") {
        re.lastIndex++;
        continue;
      }
      if (handler(m, q)) this.work = this.work.slice(0, m.index) + "\u0000".repeat(m[0].length) + this.work.slice(m.index + m[0].length);
    }
  }
  /** The words no rule took, as typed. */
  rest(): string[] {
    let out = "";
    for (let i = 0; i < this.work.length; i++) out += this.work[i] === "\u0000" ? " " : this.original[i];
    return out.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  }
}

const alt = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|");

/** Sets a field once: a query naming two categories keeps the first and leaves the second as text. */
function once<K extends keyof UnderstoodQuery>(q: UnderstoodQuery, key: K, value: UnderstoodQuery[K]): boolean {
  if (q[key] !== undefined) return false;
  q[key] = value;
  return true;
}

// ---- money ---------------------------------------------------------------------------

/** Units of a price; "m" ("20m") only after a bound word or in a range, where money is meant. */
const priceUnits = "ty|ti|trieu|tr|billions?|bn|b|millions?|mil";
const amountOf = (units: string) =>
  String.raw`(${numberPattern})\s*(${units})(?:\s*(\d{1,3})(?!\s*(?:m2|m|pn|tang|lau|x))\b(?:\s*(trieu|tr)\b)?)?`;
const moneyAmount = amountOf(`${priceUnits}|m`);
const perMonth = String.raw`(?:\s*(?:\/|mot|moi|per|a|\/\s*)\s*(?:thang|th|month|mo))`;
const maxWords = ["duoi", "nho hon", "it hon", "toi da", "khong qua", "max", "under", "below", "less than", "up to", "<", "<="];
const minWords = ["tren", "hon", "lon hon", "tu", "toi thieu", "min", "over", "above", "more than", "from", "at least", ">", ">="];
const aboutWords = ["khoang", "tam", "around", "about", "~", "gia", "price", "gia khoang"];
const rangeWords = String.raw`\s*(?:-|–|~|den|toi|to|and)\s*`;

const money = amountFromParts;

/** Bare thousands-grouped VND ("4.200.000.000"): a price when a million or more. */
const groupedVnd = String.raw`(\d{1,3}(?:[.,]\d{3}){2,})\s*(?:vnd|dong|d)?`;

function readPrices(r: Reading, q: UnderstoodQuery): void {
  const rentIfMonthly = (m: RegExpExecArray) => {
    if (/(thang|th|month|mo)$/.test(m[0].trim())) once(q, "propertyType", "rent");
  };
  // "3-5 tỷ", "3 đến 5 tỷ", "từ 3 đến 5 tỷ", "between 10 and 20 million", "3 tỷ - 4 tỷ 5"
  r.take(
    String.raw`(?:(?:tu|from|between|gia)\s+)?(${numberPattern})\s*(${priceUnits})?${rangeWords}${moneyAmount}${perMonth}?`,
    (m, q2) => {
      const high = money(m[3]!, m[4], m[5], m[6]);
      const low = money(m[1]!, m[2] ?? m[4]);
      if (high === null || low === null || q2.minPrice !== undefined || q2.maxPrice !== undefined) return false;
      q2.minPrice = Math.min(low, high);
      q2.maxPrice = Math.max(low, high);
      rentIfMonthly(m);
      return true;
    },
    q,
  );
  r.take(
    String.raw`(?:gia\s+)?(${alt(maxWords)}|${alt(minWords)})\s*(?:gia\s+)?${moneyAmount}${perMonth}?`,
    (m, q2) => {
      const value = money(m[2]!, m[3], m[4], m[5]);
      if (value === null) return false;
      const isMax = maxWords.includes(m[1]!.replace(/\s+/g, " "));
      if (!once(q2, isMax ? "maxPrice" : "minPrice", value)) return false;
      rentIfMonthly(m);
      return true;
    },
    q,
  );
  r.take(
    String.raw`(?:(?:${alt(aboutWords)})\s*)?${amountOf(priceUnits)}${perMonth}?`,
    (m, q2) => {
      const value = money(m[1]!, m[2], m[3], m[4]);
      if (value === null || q2.minPrice !== undefined || q2.maxPrice !== undefined) return false;
      q2.minPrice = Math.round(value * (1 - priceBand));
      q2.maxPrice = Math.round(value * (1 + priceBand));
      rentIfMonthly(m);
      return true;
    },
    q,
  );
  r.take(
    groupedVnd,
    (m, q2) => {
      const value = readNumber(m[1]!);
      if (value === null || value < 1_000_000 || q2.minPrice !== undefined || q2.maxPrice !== undefined) return false;
      q2.minPrice = Math.round(value * (1 - priceBand));
      q2.maxPrice = Math.round(value * (1 + priceBand));
      return true;
    },
    q,
  );
}

// ---- area, rooms, floors ---------------------------------------------------------------

const areaUnit = String.raw`(?:m2|m\s*2|m\^2|met vuong|sqm|sq\.?\s*m|square met(?:er|re)s?)`;

function readAreas(r: Reading, q: UnderstoodQuery): void {
  const num = (s: string) => readNumber(s);
  r.take(
    String.raw`(?:(?:tu|from|between|dien tich|dt)\s+)?(${numberPattern})\s*(?:${areaUnit})?${rangeWords}(${numberPattern})\s*${areaUnit}`,
    (m, q2) => {
      const [a, b] = [num(m[1]!), num(m[2]!)];
      if (a === null || b === null || q2.minArea !== undefined || q2.maxArea !== undefined) return false;
      q2.minArea = Math.min(a, b);
      q2.maxArea = Math.max(a, b);
      return true;
    },
    q,
  );
  r.take(
    String.raw`(?:dien tich\s+|dt\s+)?(${alt(maxWords)}|${alt(minWords)})\s*(?:dien tich\s+)?(${numberPattern})\s*${areaUnit}`,
    (m, q2) => {
      const value = num(m[2]!);
      if (value === null) return false;
      return once(q2, maxWords.includes(m[1]!.replace(/\s+/g, " ")) ? "maxArea" : "minArea", value);
    },
    q,
  );
  const around = (q2: UnderstoodQuery, value: number) => {
    if (q2.minArea !== undefined || q2.maxArea !== undefined || value <= 0) return false;
    q2.minArea = Math.round(value * (1 - areaBand) * 10) / 10;
    q2.maxArea = Math.round(value * (1 + areaBand) * 10) / 10;
    return true;
  };
  // "5x20", "5 x 20m", "5m x 20m": frontage × depth.
  r.take(
    String.raw`(?:dien tich\s+|dt\s+)?(\d+(?:[.,]\d)?)\s*m?\s*[x×*]\s*(\d+(?:[.,]\d)?)\s*(?:m\b|${areaUnit})?`,
    (m, q2) => {
      const [a, b] = [num(m[1]!), num(m[2]!)];
      return a !== null && b !== null && around(q2, a * b);
    },
    q,
  );
  r.take(
    String.raw`(?:(?:dien tich|dt|khoang|around|about)\s+)?(${numberPattern})\s*${areaUnit}`,
    (m, q2) => {
      const value = num(m[1]!);
      return value !== null && around(q2, value);
    },
    q,
  );
}

const countWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, mot: 1, hai: 2 };
const count = String.raw`(\d{1,2}|${Object.keys(countWords).join("|")})`;
const countOf = (s: string) => countWords[s] ?? Number(s);

function readRooms(r: Reading, q: UnderstoodQuery): void {
  r.take(
    String.raw`${count}\s*-?\s*(?:pn|phong ngu|phong|br|bdr|bed|beds|bedrooms?|bed rooms?)`,
    (m, q2) => {
      const n = countOf(m[1]!);
      return n >= 1 && n <= 20 && once(q2, "bedrooms", n);
    },
    q,
  );
  // Southern usage: "1 trệt 2 lầu" and "2 lầu" are three storeys; "3 tầng" is three.
  r.take(String.raw`(\d{1,2})\s*tret\s*(\d{1,2})\s*lau`, (m, q2) => once(q2, "floors", Number(m[1]) + Number(m[2])), q);
  r.take(
    String.raw`${count}\s*[-]?\s*(tang|storeys?|stor(?:y|ies)|floors?|lau)`,
    (m, q2) => {
      const n = countOf(m[1]!) + (m[2] === "lau" ? 1 : 0);
      return n >= 1 && n <= 60 && once(q2, "floors", n);
    },
    q,
  );
}

// ---- words -----------------------------------------------------------------------------

function phraseRule(r: Reading, q: UnderstoodQuery, key: keyof UnderstoodQuery, table: [string[], string][]): void {
  const byPhrase = new Map<string, string>();
  for (const [phrases, value] of table) for (const p of phrases) byPhrase.set(p, value);
  r.take(
    `(${alt([...byPhrase.keys()])})`,
    (m, q2) => {
      const value = byPhrase.get(m[1]!.replace(/\s+/g, " ").replace(/-/g, " "));
      return value !== undefined && once(q2, key, value as never);
    },
    q,
  );
}

const transactions: [string[], Transaction][] = [
  [
    ["cho thue", "can thue", "can cho thue", "thue", "for rent", "to rent", "rent", "rental", "rentals", "renting", "to let", "lease"],
    "rent",
  ],
  [["can ban", "ban gap", "can mua", "mua", "for sale", "sale", "sell", "selling", "buy", "to buy"], "sell"],
];

const categoryWords: [string[], string][] = [
  [
    [
      "can ho chung cu",
      "can ho",
      "chung cu",
      "cc",
      "can ho cao cap",
      "apartment",
      "apartments",
      "condo",
      "condominium",
      "flat",
      "flats",
      "penthouse",
    ],
    "can-ho-chung-cu",
  ],
  [
    ["nha mat pho", "nha mat tien", "mat pho", "mat tien", "nha pho", "townhouse", "town house", "shophouse", "street front house"],
    "nha-mat-pho",
  ],
  [["nha rieng", "nha hem", "nha trong hem", "nha nguyen can", "hem", "nha", "house", "houses", "home"], "nha-rieng"],
  [["biet thu", "villa", "villas"], "biet-thu"],
  [["dat nen", "dat tho cu", "lo dat", "dat", "lo", "land", "plot", "plots"], "dat-nen"],
  [["van phong", "office", "offices", "office space"], "van-phong"],
  [["mat bang kinh doanh", "mat bang", "retail space", "shop space", "commercial space", "premises", "retail"], "mat-bang-kinh-doanh"],
  [["phong tro", "nha tro", "tro", "room", "rooms", "boarding room"], "phong-tro"],
  [["kho nha xuong", "kho xuong", "nha xuong", "xuong", "kho", "warehouse", "warehouses", "factory", "workshop"], "kho-nha-xuong"],
];

const legalStatuses: [string[], string][] = [
  [["so hong", "so hong rieng", "so do", "so rieng", "so hong chinh chu", "pink book", "red book", "title deed"], "so-hong"],
  [["hop dong mua ban", "hdmb"], "hop-dong-mua-ban"],
  [["dang cho so", "cho so"], "dang-cho-so"],
  [["giay tay", "giay to tay"], "giay-tay"],
];

const furnishings: [string[], string][] = [
  [["full noi that", "noi that day du", "day du noi that", "full nt", "fully furnished", "furnished"], "day-du"],
  [["noi that co ban", "basic furniture", "partly furnished", "semi furnished"], "co-ban"],
  [["nha trong", "khong noi that", "unfurnished"], "khong"],
];

const directionWords: Record<string, string> = {
  "dong nam": "dong-nam",
  "dong bac": "dong-bac",
  "tay nam": "tay-nam",
  "tay bac": "tay-bac",
  dong: "dong",
  tay: "tay",
  nam: "nam",
  bac: "bac",
  "south east": "dong-nam",
  southeast: "dong-nam",
  "north east": "dong-bac",
  northeast: "dong-bac",
  "south west": "tay-nam",
  southwest: "tay-nam",
  "north west": "tay-bac",
  northwest: "tay-bac",
  east: "dong",
  west: "tay",
  south: "nam",
  north: "bac",
};

function readDirection(r: Reading, q: UnderstoodQuery): void {
  const names = alt(Object.keys(directionWords)).replace(/\\s\+/g, String.raw`[\s-]*`);
  const pick = (m: RegExpExecArray, q2: UnderstoodQuery) => {
    const name = (m[1] ?? m[2])!.replace(/[\s-]+/g, " ");
    const value = directionWords[name] ?? directionWords[name.replace(/ /g, "")];
    return value !== undefined && once(q2, "direction", value);
  };
  r.take(String.raw`(?:(?:ban cong|cua)\s+)?(?:huong|facing)\s+(${names})|(${names})[\s-]+facing`, pick, q);
}

// ---- places ----------------------------------------------------------------------------

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
function readNumberedDistricts(r: Reading, q: UnderstoodQuery): void {
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

function readPlaces(r: Reading, q: UnderstoodQuery, vocabulary: SearchVocabulary): void {
  const districts = districtByBase;
  const wardsByBase = new Map(vocabulary.wards.map((w) => [baseName(w.name), w.slug]));
  // A ward named as one: "phường Tân Hưng", "P. Tân Hưng", "xã Nhà Bè", "Tan Hung ward".
  const wardNames = alt([...wardsByBase.keys()]);
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
  const areas = new Map<string, string>();
  for (const a of namedAreas) for (const n of [a.name, ...(a.aliases ?? [])]) areas.set(foldChars(n), a.slug);
  r.take(
    String.raw`(?:khu|khu do thi|kdt|phuong|p\.)?\s*(${alt([...areas.keys()])})`,
    (m, q2) => {
      const slug = areas.get(m[1]!.replace(/\s+/g, " "));
      return slug !== undefined && once(q2, "area", slug);
    },
    q,
  );
  const named = [...districts.keys()].filter((k) => !/^\d+$/.test(k));
  r.take(
    String.raw`(?:quan|q\.|huyen|h\.|thanh pho|tp\.?|thi xa|tx|district|dist\.?)\s*(${alt(named)})|(${alt(named)})\s+(?:district|city)|(${alt(named)})`,
    (m, q2) => {
      const slug = districts.get((m[1] ?? m[2] ?? m[3])!.replace(/\s+/g, " "));
      return slug !== undefined && once(q2, "district", slug);
    },
    q,
  );
  // A ward by its name alone, unless a former district or the city goes by that name.
  const bare = [...wardsByBase.keys()].filter((k) => !districts.has(k) && !cityWords.includes(k));
  if (bare.length) {
    r.take(
      `(${alt(bare)})`,
      (m, q2) => {
        const slug = wardsByBase.get(m[1]!.replace(/\s+/g, " "));
        return slug !== undefined && once(q2, "ward", slug);
      },
      q,
    );
  }
  r.take(alt(cityWords), () => true, q);
}

/** Words that only join the others ("ở", "tại", "giá", "for", "in"): dropped from the text left over. */
const fillerWords = new Set([
  "o",
  "tai",
  "gia",
  "khu",
  "vuc",
  "khu vuc",
  "can",
  "co",
  "va",
  "voi",
  "cua",
  "for",
  "in",
  "at",
  "with",
  "the",
  "a",
  "an",
  "of",
  "and",
  "near",
  "price",
  "priced",
  "per",
  "month",
  "thang",
  "dong",
  "vnd",
  "m2",
]);

/**
 * Reads `text` into filters and the words left for the text match. Order matters: numbers
 * with units first (so "2pn" is not a price and "q7" not an area), then directions (so
 * "hướng Tây Nam" is not the ward Tây Nam), places (so "Nhà Bè" is not a house), categories.
 */
export function parseSearchQuery(text: string, vocabulary: SearchVocabulary): ParsedQuery {
  const r = new Reading(text);
  const q: UnderstoodQuery = {};
  readRooms(r, q);
  readAreas(r, q);
  readNumberedDistricts(r, q);
  readPrices(r, q);
  readDirection(r, q);
  phraseRule(r, q, "legalStatus", legalStatuses);
  phraseRule(r, q, "furnishing", furnishings);
  readPlaces(r, q, vocabulary);
  phraseRule(r, q, "propertyType", transactions);
  // "bán" alone, but not "ban công" (balcony), "bản vẽ", "bản đồ", "bán kính" (radius).
  r.take(String.raw`ban(?!\s+(?:cong|ve|do|kinh)(?![\p{L}\p{N}]))`, (_m, q2) => once(q2, "propertyType", "sell"), q);
  phraseRule(r, q, "category", categoryWords);
  const words = r.rest().filter((w) => !fillerWords.has(foldChars(w)));
  return { understood: q, text: words.join(" ") };
}
