import { parseSearchQuery, type UnderstoodQuery } from "../../app/modules/properties/parse-search-query.ts";
import { placeWardCodes } from "../../app/modules/properties/search-places.ts";

/** Which server answers a route: the app under test, or the plain `pg` reference server. */
export type Target = "app" | "reference";

/** One benchmarked route: a name and the paths its requests rotate through. */
export interface BenchRoute {
  name: string;
  target: Target;
  paths: string[];
  /** Asked by a signed-in member (the bench's own account): pages with its session cookie, API calls with its bearer token. */
  asMember?: boolean;
}

/**
 * Two routes measured one right after the other in the same run; `goal` is the least
 * acceptable ratio of the first's req/s to the second's.
 */
export interface BenchPair {
  /** `page-uncached`: the page pairs again, from a server started with PAGE_CACHE_SECONDS=0. */
  group: "search" | "reference" | "page" | "page-uncached";
  route: BenchRoute;
  against: BenchRoute;
  goal: number;
}

/**
 * Free searches as people type them, each read whole into filters by the app's query parser
 * (no words left for the text match): the parsed-search case. Places are the former districts
 * the generated listings lie in (db/seed/demo/places-data.ts).
 */
const parsedSearches = [
  "can ho 2pn q7 duoi 5 ty",
  "căn hộ 2 phòng ngủ quận 1",
  "nha rieng binh thanh duoi 8 ty",
  "cho thuê căn hộ quận 2 dưới 20 triệu",
  "dat nen thu duc tren 100m2",
  "van phong cho thue q3",
  "nhà phố quận 10 trên 10 tỷ",
  "can ho 3pn go vap 3-5 ty",
  "2 bedroom apartment district 7",
  "house for rent tan binh under 20 million",
  "biệt thự thảo điền",
  "can ho phu my hung 2pn",
  "phong tro q12 duoi 5 trieu",
  "nhà riêng phú nhuận sổ hồng",
  "căn hộ 70m2 q4",
  "mat bang kinh doanh quan 5",
  "can ho tan phu duoi 3 ty",
  "apartment for sale binh tan under 4 billion",
  "căn hộ hướng đông nam quận 8",
  "nha q6 duoi 6 ty",
];

/**
 * The get-property-list parameters of what a parsed search reads (the reference server
 * answers them by name, as app/modules/properties/understand-search.server.ts applies them).
 */
function parsedFilters(understood: UnderstoodQuery, categoryIds: Map<string, number>, wardCodes: Map<string, string>): string {
  const u = understood;
  const params = new URLSearchParams();
  if (u.category) params.set("category_id", String(categoryIds.get(u.category)));
  if (u.propertyType) params.set("property_type", u.propertyType);
  if (u.bedrooms !== undefined) params.set("bedrooms", String(u.bedrooms));
  for (const [key, value] of [
    ["min_price", u.minPrice],
    ["max_price", u.maxPrice],
    ["min_area", u.minArea],
    ["max_area", u.maxArea],
  ] as const)
    if (value !== undefined) params.set(key, String(value));
  if (u.ward) params.set("ward_code", wardCodes.get(u.ward)!);
  const codes = placeWardCodes({ district: u.district, area: u.area });
  if (codes) params.set("ward_codes", codes.join(","));
  if (u.direction) params.set("direction", u.direction);
  if (u.legalStatus) params.set("legal_status", u.legalStatus);
  if (u.furnishing) params.set("furnishing", u.furnishing);
  return params.toString();
}

const shuffle = <T>(items: T[]): T[] => {
  // Deterministic order (a fixed multiplicative step), so every run sends the same sequence.
  const out: T[] = [];
  const n = items.length;
  for (let i = 0; i < n; i++) out.push(items[(i * 7919) % n]!);
  return n % 7919 === 0 ? items : out;
};

/** Runs one SQL statement against the benchmarked database and returns its rows. */
export type BenchQuery = <T>(text: string) => Promise<{ rows: T[] }>;

/**
 * The benchmarked pairs, with values picked from the loaded listings and varied over many
 * wards, categories, prices, words and points, so that a cache of one answer cannot stand in
 * for the search.
 */
export async function benchPairs(client: { query: BenchQuery }): Promise<BenchPair[]> {
  const public_ = "request_status = 'approved' and status = 'active' and (expires_at is null or expires_at > now())";
  const { rows: slugs } = await client.query<{ slug_id: string }>(
    `select slug_id from properties where ${public_} and not is_premium order by id % 97, id limit 200`,
  );
  const { rows: wards } = await client.query<{ code: string; slug: string; name: string; latitude: number; longitude: number }>(
    `select w.code, w.slug, w.name, avg(p.latitude)::float8 as latitude, avg(p.longitude)::float8 as longitude
       from properties p join wards w on w.code = p.ward_code where ${public_.replace(/(request_status|status|expires_at)/g, "p.$1")}
       group by w.code, w.slug, w.name order by count(*) desc, w.code limit 40`,
  );
  const { rows: categories } = await client.query<{ id: number; slug_id: string }>(
    "select id, slug_id from categories where is_active order by sequence, id",
  );
  const { rows: prices } = await client.query<{ price: string }>(
    `select percentile_disc(array[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) within group (order by price) as price
       from (select price from properties where property_type = 'sell' and ${public_} order by id limit 20000) t`,
  );
  const { rows: facilities } = await client.query<{ facility_id: number }>(
    "select facility_id from property_facilities group by facility_id order by count(*) desc, facility_id limit 4",
  );
  const { rows: cityWards } = await client.query<{ code: string; name: string; slug: string }>(
    "select code, name, slug from wards where province_code = '29'",
  );
  if (slugs.length === 0 || wards.length === 0) throw new Error("no public listings to benchmark: generate them first");
  const priceSteps = (prices[0]?.price as unknown as string[] | undefined)?.map(Number) ?? [3_000_000_000];
  const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase();
  // Ward names without their "Phường"/"Xã" prefix: the words people type.
  const wardWords = wards.map((w) => w.name.replace(/^(Phường|Xã|Thị trấn)\s+/u, ""));
  const accented = shuffle(wardWords).slice(0, 20);
  const unaccented = shuffle([...wardWords.map(plain), "quan 7", "nguyen hue", "can ho", "nha rieng", "van phong"]).slice(0, 24);
  const enc = encodeURIComponent;
  const list = (query: string) => `/api/get-property-list?${query}`;
  const combos = categories.flatMap((c, i) =>
    priceSteps.map((p, j) => ({ category: c, type: (i + j) % 3 === 0 ? "rent" : "sell", price: p })),
  );
  const filtered = shuffle(combos).slice(0, 40);
  const boxes = wards.map((w) => ({ lat: w.latitude, lng: w.longitude }));
  const viewport = (b: { lat: number; lng: number }) =>
    `min_latitude=${(b.lat - 0.01).toFixed(5)}&max_latitude=${(b.lat + 0.01).toFixed(5)}&min_longitude=${(b.lng - 0.015).toFixed(5)}&max_longitude=${(b.lng + 0.015).toFixed(5)}`;
  const priceFor = (c: (typeof filtered)[number]) => (c.type === "rent" ? Math.round(c.price / 100) : c.price);
  const pageSize = 12;
  const pageOffsets = [0, pageSize, 2 * pageSize, 3 * pageSize];
  const listOffsets = Array.from({ length: 100 }, (_, i) => i * pageSize);

  const search = (name: string, paths: string[], goal = 0.6): BenchPair => ({
    group: "search",
    route: { name, target: "app", paths },
    against: { name: "reference", target: "reference", paths },
    goal,
  });
  const webSettings: BenchRoute = { name: "web-settings", target: "app", paths: ["/api/web-settings"] };
  const reference = (name: string, paths: string[]): BenchPair => ({
    group: "reference",
    route: { name, target: "app", paths },
    against: webSettings,
    goal: 0.5,
  });
  // Goal: every page at least half its API call's throughput, on cache misses too.
  const page = (name: string, paths: string[], apiName: string, apiPaths: string[], asMember = false): BenchPair => ({
    group: "page",
    route: { name, target: "app", paths, asMember },
    against: { name: apiName, target: "app", paths: apiPaths, asMember },
    goal: 0.5,
  });
  const newestPaths = [0, 12, 24, 36].map((o) => list(`limit=20&offset=${o}`));
  // A price range: between two of the price steps, narrow (neighbours) or broad (a wide span).
  const ranges = filtered.map((c, i) => {
    const low = priceSteps[i % Math.max(1, priceSteps.length - 1)] ?? c.price;
    const high = priceSteps[Math.min(priceSteps.length - 1, (i % Math.max(1, priceSteps.length - 1)) + (i % 3 === 0 ? 1 : 5))] ?? c.price;
    const scale = c.type === "rent" ? 100 : 1;
    return { ...c, min: Math.round(low / scale), max: Math.round(high / scale) };
  });
  const categoryType = (c: (typeof filtered)[number]) => `category_id=${c.category.id}&property_type=${c.type}`;
  // Every other field of the filter panel (app/components/properties/filter-panel.tsx), each with a
  // category and type, as people narrow a list: areas (one bound, both), rooms, direction, legal
  // status, furnishing, a facility within a distance, and several fields at once.
  const panelFields = [
    "min_area=60",
    "max_area=90",
    "min_area=50&max_area=120",
    "bedrooms=2",
    "bedrooms=5",
    "bathrooms=2",
    "direction=dong-nam",
    "legal_status=so-hong",
    "furnishing=day-du",
    ...facilities.map((f) => `facility_id=${f.facility_id}&facility_distance=2`),
    "bedrooms=3&bathrooms=2&legal_status=so-hong",
    "min_area=50&max_area=120&bedrooms=2&direction=nam&furnishing=co-ban",
  ];
  const panel = filtered.map((c, i) => `${categoryType(c)}&${panelFields[i % panelFields.length]}`);
  const vocabulary = { wards: cityWards };
  const parsed = parsedSearches.map((text) => {
    const { understood, text: rest } = parseSearchQuery(text, vocabulary);
    if (rest) throw new Error(`the parsed-search case "${text}" leaves "${rest}" for the text match`);
    return {
      text,
      filters: parsedFilters(
        understood,
        new Map(categories.map((c) => [c.slug_id, c.id])),
        new Map(cityWards.map((w) => [w.slug, w.code])),
      ),
    };
  });
  const orders = ["newest", "oldest", "price_asc", "price_desc", "most_viewed", "most_liked"];
  return [
    search("get-property-list, newest (4 pages)", newestPaths),
    search(
      `get-property-list, ward (${wards.length} wards)`,
      wards.map((w) => list(`ward_code=${w.code}&limit=20`)),
    ),
    search(
      `get-property-list, category + type + price (${filtered.length} combinations)`,
      filtered.map((c, i) =>
        list(
          i % 2 === 0
            ? `category_id=${c.category.id}&property_type=${c.type}&max_price=${priceFor(c)}&limit=20`
            : `category_id=${c.category.id}&property_type=${c.type}&min_price=${priceFor(c)}&sort_by=price_asc&limit=20`,
        ),
      ),
    ),
    search(
      `get-property-list, category + type + price range (${ranges.length} combinations)`,
      ranges.map((c) => list(`${categoryType(c)}&min_price=${c.min}&max_price=${c.max}&limit=20`)),
    ),
    search(
      `get-property-list, the filter panel's other fields (${panel.length} combinations)`,
      panel.map((q) => list(`${q}&limit=20`)),
    ),
    search(
      `get-property-list, every order of category + type + price range (${ranges.length})`,
      ranges.map((c, i) => list(`${categoryType(c)}&min_price=${c.min}&max_price=${c.max}&sort_by=${orders[i % orders.length]}&limit=20`)),
    ),
    search(
      `get-property-list, text without diacritics (${unaccented.length} words)`,
      unaccented.map((w) => list(`search=${enc(w)}&limit=20`)),
    ),
    search(
      `get-property-list, text with diacritics (${accented.length} words)`,
      accented.map((w) => list(`search=${enc(w)}&limit=20`)),
    ),
    // A free search read into filters by the app, against the reference answering those filters by name.
    {
      group: "search",
      route: {
        name: `get-property-list, parsed search (${parsed.length} queries)`,
        target: "app",
        paths: parsed.map((p) => list(`search=${enc(p.text)}&limit=20`)),
      },
      against: { name: "reference, the same filters", target: "reference", paths: parsed.map((p) => list(`${p.filters}&limit=20`)) },
      goal: 0.6,
    },
    search(
      `get_nearby_properties, 3 km (${boxes.length} points)`,
      boxes.map((b) => `/api/get_nearby_properties?latitude=${b.lat.toFixed(5)}&longitude=${b.lng.toFixed(5)}&radius=3&limit=20`),
    ),
    search(
      `get-property-list, map viewport (${boxes.length} boxes)`,
      boxes.map((b) => list(`${viewport(b)}&limit=100`)),
    ),
    search(
      `homepage-data (${boxes.length} points)`,
      boxes.map((b) => `/api/homepage-data?latitude=${b.lat.toFixed(5)}&longitude=${b.lng.toFixed(5)}&radius=2`),
      0.3,
    ),
    reference("get_categories", ["/api/get_categories?limit=100"]),
    reference("get_facilities", ["/api/get_facilities?limit=100"]),
    reference("get-cities-data", ["/api/get-cities-data?limit=50"]),
    reference("get-facilities-for-filter", ["/api/get-facilities-for-filter"]),
    // Pages over hundreds of distinct URLs (list pages, searches × pages, filters × pages, wards ×
    // pages, 200 listings), so that few repeat within the page cache's lifetime: real traffic over
    // many listings is mostly misses. Each API pair rotates over the same pages' data.
    page(
      `/properties (${listOffsets.length} pages)`,
      listOffsets.map((o) => (o ? `/properties?offset=${o}` : "/properties")),
      "get-property-list, same page",
      listOffsets.map((o) => list(`limit=${pageSize}&offset=${o}`)),
    ),
    page(
      `/properties?search=… (${unaccented.length} words × ${pageOffsets.length} pages)`,
      unaccented.flatMap((w) => pageOffsets.map((o) => `/properties?search=${enc(w)}${o ? `&offset=${o}` : ""}`)),
      "get-property-list?search=…",
      unaccented.flatMap((w) => pageOffsets.map((o) => list(`search=${enc(w)}&limit=${pageSize}&offset=${o}`))),
    ),
    page(
      `/properties?category=…&property_type=…&max_price=… (${filtered.length} × ${pageOffsets.length} pages)`,
      filtered.flatMap((c) =>
        pageOffsets.map(
          (o) => `/properties?category=${c.category.slug_id}&property_type=${c.type}&max_price=${priceFor(c)}${o ? `&offset=${o}` : ""}`,
        ),
      ),
      "get-property-list, same filters",
      filtered.flatMap((c) =>
        pageOffsets.map((o) =>
          list(`category_id=${c.category.id}&property_type=${c.type}&max_price=${priceFor(c)}&limit=${pageSize}&offset=${o}`),
        ),
      ),
    ),
    page(
      `/properties/ward/… (${wards.length} wards × ${pageOffsets.length} pages)`,
      wards.flatMap((w) => pageOffsets.map((o) => `/properties/ward/${w.slug}${o ? `?offset=${o}` : ""}`)),
      "get-property-list?ward_code=…",
      wards.flatMap((w) => pageOffsets.map((o) => list(`ward_code=${w.code}&limit=${pageSize}&offset=${o}`))),
    ),
    page(
      `/properties-details/… (${slugs.length} listings)`,
      slugs.map((s) => `/properties-details/${enc(s.slug_id)}`),
      "get_property?slug_id=…",
      slugs.map((s) => `/api/get_property?slug_id=${enc(s.slug_id)}`),
    ),
    page("/", ["/"], "homepage-data", ["/api/homepage-data"]),
    // The map page lists the listings in its view: over the bench's viewports × pages, against the
    // same viewport's page of the API (the map's own first view is one URL, and its search a viewport's).
    page(
      `/map?min_latitude=… (${boxes.length} viewports × ${pageOffsets.length} pages)`,
      boxes.flatMap((b) => pageOffsets.map((o) => `/map?${viewport(b)}${o ? `&offset=${o}` : ""}`)),
      "get-property-list, same viewport",
      boxes.flatMap((b) => pageOffsets.map((o) => list(`${viewport(b)}&limit=${pageSize}&offset=${o}`))),
    ),
    // A signed-in member's pages are never kept by the page cache: each is rendered for them
    // (their header, favourites, unread counts), against the same calls made with their token.
    page(
      `(member) /properties (${listOffsets.length} pages)`,
      listOffsets.map((o) => (o ? `/properties?offset=${o}` : "/properties")),
      "get-property-list, same page, as the member",
      listOffsets.map((o) => list(`limit=${pageSize}&offset=${o}`)),
      true,
    ),
    page(
      `(member) /properties-details/… (${slugs.length} listings)`,
      slugs.map((s) => `/properties-details/${enc(s.slug_id)}`),
      "get_property?slug_id=…, as the member",
      slugs.map((s) => `/api/get_property?slug_id=${enc(s.slug_id)}`),
      true,
    ),
    page("(member) /", ["/"], "homepage-data, as the member", ["/api/homepage-data"], true),
  ];
}
