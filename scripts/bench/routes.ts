import pg from "pg";

/** One benchmarked route: a name and the paths its requests rotate through. */
export interface BenchRoute {
  name: string;
  /** Whether the route counts against the search budget (false for the baseline). */
  isSearch: boolean;
  paths: string[];
}

/** Picks real values (slugs, a ward, a category, a busy point) from the loaded listings. */
export async function benchRoutes(databaseUrl: string): Promise<BenchRoute[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const public_ = "request_status = 'approved' and status = 'active' and (expires_at is null or expires_at > now())";
    const { rows: slugs } = await client.query<{ slug_id: string }>(
      `select slug_id from properties tablesample system (1) where ${public_} and not is_premium limit 200`,
    );
    const {
      rows: [busy],
    } = await client.query<{ ward_code: string; latitude: number; longitude: number; category_id: number }>(
      `select ward_code, latitude, longitude, category_id from properties where ${public_} and ward_code is not null order by id limit 1 offset 1234`,
    );
    const {
      rows: [cheapest],
    } = await client.query<{ price: string }>(
      `select percentile_disc(0.2) within group (order by price) as price from (select price from properties tablesample system (1) where category_id = $1 and property_type = 'sell') t`,
      [busy!.category_id],
    );
    if (!busy || slugs.length === 0) throw new Error("no public listings to benchmark: generate them first");
    const lat = Number(busy.latitude);
    const lng = Number(busy.longitude);
    const maxPrice = Number(cheapest?.price ?? 3_000_000_000);
    const list = (query: string) => `/api/get-property-list?${query}`;
    const clusters = (minLat: number, maxLat: number, minLng: number, maxLng: number, zoom: number, extra = "") =>
      `/api/get-map-clusters?min_latitude=${minLat}&max_latitude=${maxLat}&min_longitude=${minLng}&max_longitude=${maxLng}&zoom=${zoom}${extra}`;
    return [
      { name: "GET /healthz (static JSON, baseline)", isSearch: false, paths: ["/healthz"] },
      {
        name: "get-property-list, newest",
        isSearch: true,
        paths: [list("limit=20"), list("limit=20&offset=20"), list("limit=20&offset=40")],
      },
      {
        name: "get-property-list, category + type + price",
        isSearch: true,
        paths: [
          list(`category_id=${busy.category_id}&property_type=sell&max_price=${maxPrice}&limit=20`),
          list(`category_id=${busy.category_id}&property_type=sell&min_price=${maxPrice}&sort_by=price_asc&limit=20`),
        ],
      },
      { name: "get-property-list, ward", isSearch: true, paths: [list(`ward_code=${busy.ward_code}&limit=20`)] },
      { name: 'get-property-list, search "quan 7"', isSearch: true, paths: [list(`search=${encodeURIComponent("quan 7")}&limit=20`)] },
      { name: 'get-property-list, search "Quận 7"', isSearch: true, paths: [list(`search=${encodeURIComponent("Quận 7")}&limit=20`)] },
      {
        name: 'get-property-list, search "nguyen hue" / "Nguyễn Huệ"',
        isSearch: true,
        paths: [list(`search=${encodeURIComponent("nguyen hue")}&limit=20`), list(`search=${encodeURIComponent("Nguyễn Huệ")}&limit=20`)],
      },
      {
        name: 'get-property-list, typo "nguyen thi mihn khai"',
        isSearch: true,
        paths: [list(`search=${encodeURIComponent("nguyen thi mihn khai")}&limit=20`)],
      },
      {
        name: "get_nearby_properties, 2 km radius, nearest first",
        isSearch: true,
        paths: [`/api/get_nearby_properties?latitude=${lat}&longitude=${lng}&radius=2&limit=20`],
      },
      {
        name: "get-property-list, map viewport (bbox), 100 markers",
        isSearch: true,
        paths: [
          list(`min_latitude=${lat - 0.01}&max_latitude=${lat + 0.01}&min_longitude=${lng - 0.015}&max_longitude=${lng + 0.015}&limit=100`),
        ],
      },
      {
        name: "get-map-clusters, country (zoom 6, all of Việt Nam)",
        isSearch: true,
        paths: [clusters(8, 23.5, 102, 110, 6), clusters(8, 23.5, 102, 110, 6, "&property_type=rent")],
      },
      {
        name: "get-map-clusters, city (zoom 12)",
        isSearch: true,
        paths: [
          clusters(lat - 0.15, lat + 0.15, lng - 0.22, lng + 0.22, 12),
          clusters(lat - 0.15, lat + 0.15, lng - 0.22, lng + 0.22, 12, `&category_id=${busy.category_id}`),
        ],
      },
      {
        name: "get_property by slug_id (detail, counts a view)",
        isSearch: true,
        paths: slugs.map((s) => `/api/get_property?slug_id=${encodeURIComponent(s.slug_id)}`),
      },
      {
        name: "homepage-data (every home section)",
        isSearch: true,
        paths: [`/api/homepage-data?latitude=${lat}&longitude=${lng}&radius=2`],
      },
    ];
  } finally {
    await client.end();
  }
}
