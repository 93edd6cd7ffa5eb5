// The benchmark's floor: a plain node:http + `pg` server answering the benchmarked searches
// with the same rows and the same card JSON as the app (field names, order, envelope), with
// none of the app's machinery (no router, no validation, no rate limit, no compression, no
// sessions). Each statement is a named (prepared) statement; counts per category and ward for
// homepage-data are kept 60 s in the process, and its card sections (every section but nearby)
// PAGE_CACHE_SECONDS (5 s by default), as the app keeps a visitor's.
// With --processes=N it runs N processes on the port, as the app runs its server processes
// (server/processes.ts), so that both sides of a ratio have the machine's cores.
//   DATABASE_URL=… node scripts/bench/reference-server.ts --port=4100 [--processes=2]
import { createHash } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { serveInProcesses } from "../../server/processes.ts";

const port = Number(process.argv.find((a) => a.startsWith("--port="))?.slice(7) ?? 4100);
const processes = Number(process.argv.find((a) => a.startsWith("--processes="))?.slice(12) ?? 1);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 8, options: "-c jit=off" });
// As the app runs its connections (app/lib/db.server.ts): PostgreSQL's JIT compilation off.
const totalCap = 500;
const publicSql = "p.request_status = 'approved' and p.status = 'active' and (p.expires_at is null or p.expires_at > now())";
const cardSelect = `select p.id, p.slug_id, p.title, p.price, p.property_type, p.rentduration, p.category_id,
  c.name as c_name, c.translations as c_translations, c.slug_id as c_slug, c.image as c_image,
  p.address, p.city, p.state, p.country, w.code as w_code, w.name as w_name, w.slug as w_slug,
  p.latitude, p.longitude, p.title_image, p.area, p.bedrooms, p.bathrooms, p.is_premium, p.featured_until,
  p.total_views, p.total_likes, p.created_at, p.updated_at`;
const cardFrom = "from properties p join categories c on c.id = p.category_id left join wards w on w.code = p.ward_code";

function query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const name = `r${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
  return pool.query<T>({ name, text, values }).then((r) => r.rows);
}

type Row = Record<string, any>;

function card(r: Row, now: number) {
  const image = r.title_image as { key: string; width: number; height: number; widths: number[] } | null;
  const url = (w: number) => `/media/${image!.key}-${w}.webp`;
  const area = r.area === null ? null : Number(r.area);
  const price = Number(r.price);
  return {
    id: r.id,
    slug_id: r.slug_id,
    title: r.title,
    price,
    property_type: r.property_type,
    rentduration: r.rentduration,
    category_id: r.category_id,
    category: { id: r.category_id, category: r.c_name, slug_id: r.c_slug, image: r.c_image },
    address: r.address,
    city: r.city,
    state: r.state,
    country: r.country,
    ward: r.w_code ? { code: r.w_code, name: r.w_name, slug: r.w_slug } : null,
    latitude: r.latitude,
    longitude: r.longitude,
    title_image: image ? url(image.widths.find((w) => w >= 800) ?? image.widths.at(-1) ?? 800) : null,
    title_image_width: image?.width ?? null,
    title_image_height: image?.height ?? null,
    title_image_srcset: image ? image.widths.map((w) => `${url(w)} ${w}w`).join(", ") : null,
    area,
    price_per_m2: area && area > 0 ? Math.round(price / area) : null,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    is_premium: r.is_premium,
    is_promoted: r.featured_until !== null && (r.featured_until as Date).getTime() > now,
    is_favourite: false,
    total_views: r.total_views,
    total_likes: r.total_likes,
    distance: r.distance === undefined || r.distance === null ? null : Math.round(Number(r.distance) * 100) / 100,
    created_at: (r.created_at as Date).toISOString(),
    updated_at: (r.updated_at as Date).toISOString(),
  };
}

const cards = (rows: Row[]) => {
  const now = Date.now();
  return rows.map((r) => card(r, now));
};

/** The full-text query of a search, as the app writes it (every word, the last as a prefix). */
function tsquery(search: string): string {
  const words = search
    .trim()
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.map((w, i) => (i === words.length - 1 && w.length > 1 && /\p{L}/u.test(w) ? `${w}:*` : w)).join(" & ");
}

async function cappedCount(where: string, values: unknown[], order = ""): Promise<number> {
  const rows = await query<{ n: number }>(
    `select count(*)::int as n from (select 1 from properties p where ${where} ${order ? `order by ${order}` : ""} limit ${totalCap}) m`,
    values,
  );
  return rows[0]!.n;
}

async function propertyList(q: URLSearchParams): Promise<{ data: unknown; total: number }> {
  const limit = Number(q.get("limit") ?? 10);
  const offset = Number(q.get("offset") ?? 0);
  const conditions = [publicSql];
  const values: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(sql(`$${values.length}`));
  };
  if (q.get("category_id")) add((n) => `p.category_id = ${n}`, Number(q.get("category_id")));
  if (q.get("property_type")) add((n) => `p.property_type = ${n}`, q.get("property_type"));
  if (q.get("min_price")) add((n) => `p.price >= ${n}`, Number(q.get("min_price")));
  if (q.get("max_price")) add((n) => `p.price <= ${n}`, Number(q.get("max_price")));
  if (q.get("ward_code")) add((n) => `p.ward_code = ${n}`, q.get("ward_code"));
  // A parsed search's former district or well-known area: the wards that cover it.
  if (q.get("ward_codes")) add((n) => `p.ward_code = any(${n}::text[])`, q.get("ward_codes")!.split(","));
  // The filter panel's other fields, as the app states them (app/modules/properties/property-filters.server.ts).
  if (q.get("min_area")) add((n) => `p.area >= ${n}`, Number(q.get("min_area")));
  if (q.get("max_area")) add((n) => `p.area <= ${n}`, Number(q.get("max_area")));
  for (const rooms of ["bedrooms", "bathrooms"]) {
    const value = q.get(rooms);
    if (value && Number(value) >= 5) conditions.push(`p.${rooms} >= 5`);
    else if (value) add((n) => `p.${rooms} = ${n}`, Number(value));
  }
  for (const [param, column] of [
    ["direction", "direction"],
    ["legal_status", "legal_status"],
    ["furnishing", "furnishing"],
  ] as const)
    if (q.get(param)) add((n) => `p.${column} = ${n}`, q.get(param));
  const facility = q.get("facility_id");
  if (facility) {
    values.push(Number(facility));
    let condition = `exists (select 1 from property_facilities f where f.property_id = p.id and f.facility_id = $${values.length}`;
    if (q.get("facility_distance")) {
      values.push(Number(q.get("facility_distance")));
      condition += ` and f.distance <= $${values.length}`;
    }
    conditions.push(`${condition})`);
  }
  const search = q.get("search")?.trim();
  if (search) add((n) => `p.search_document @@ to_tsquery('simple'::regconfig, immutable_unaccent(${n}))`, tsquery(search));
  const box = ["min_latitude", "max_latitude", "min_longitude", "max_longitude"].map((k) => q.get(k));
  const hasBox = box.every((v) => v !== null);
  const newest = "p.created_at desc, p.id desc";
  const where = () => conditions.join(" and ");
  if (hasBox) {
    const [minLat, maxLat, minLng, maxLng] = box.map(Number);
    const indexed = `point(p.longitude, p.latitude) <@ box(point(${minLng}::float8, ${minLat}::float8), point(${maxLng}::float8, ${maxLat}::float8))`;
    const total = await cappedCount(`${where()} and ${indexed}`, values);
    const geo =
      total >= totalCap
        ? `(p.latitude between ${minLat}::float8 and ${maxLat}::float8 and p.longitude between ${minLng}::float8 and ${maxLng}::float8)`
        : indexed;
    const rows = await query(
      `${cardSelect} ${cardFrom} where ${where()} and ${geo} order by ${newest} limit ${limit} offset ${offset}`,
      values,
    );
    return { data: cards(rows), total };
  }
  if (search) {
    const total = await cappedCount(where(), values);
    const rank = `ts_rank(p.search_document, to_tsquery('simple'::regconfig, immutable_unaccent($${values.indexOf(tsquery(search)) + 1}))) desc, `;
    const order = total < totalCap ? `${rank}${newest}` : newest;
    const rows = await query(`${cardSelect} ${cardFrom} where ${where()} order by ${order} limit ${limit} offset ${offset}`, values);
    return { data: cards(rows), total };
  }
  const explicitOrders: Record<string, string> = {
    newest,
    oldest: "p.created_at asc, p.id asc",
    price_asc: "p.price asc, p.id desc",
    price_desc: "p.price desc, p.id desc",
    most_viewed: "p.total_views desc, p.id desc",
    most_liked: "p.total_likes desc, p.id desc",
  };
  const sortBy = q.get("sort_by");
  if (sortBy && explicitOrders[sortBy]) {
    const order = explicitOrders[sortBy];
    const [rows, total] = await Promise.all([
      query(`${cardSelect} ${cardFrom} where ${where()} order by ${order} limit ${limit} offset ${offset}`, values),
      cappedCount(where(), values, order),
    ]);
    return { data: cards(rows), total };
  }
  // Newest with running features first, as the app orders the default list.
  const featured = await query(
    `${cardSelect} ${cardFrom} where ${where()} and p.featured_until > now() order by p.featured_until desc, ${newest} limit 50`,
    values,
  );
  const top = featured.slice(offset, offset + limit);
  const restLimit = limit - top.length;
  const restOffset = Math.max(0, offset - featured.length);
  const ids = featured.map((r) => r.id);
  const [rest, total] = await Promise.all([
    restLimit > 0
      ? query(
          `${cardSelect} ${cardFrom} where ${where()} and not (p.id = any($${values.length + 1}::int[])) order by ${newest} limit ${restLimit} offset ${restOffset}`,
          [...values, ids],
        )
      : Promise.resolve([]),
    cappedCount(where(), values, newest),
  ]);
  return { data: cards([...top, ...rest]), total };
}

async function nearby(q: URLSearchParams, limit = Number(q.get("limit") ?? 10), count = true) {
  const lat = Number(q.get("latitude"));
  const lng = Number(q.get("longitude"));
  const radius = Number(q.get("radius") ?? 5);
  const centre = "ll_to_earth($1::float8, $2::float8)";
  const distance = `(earth_distance(${centre}, ll_to_earth(p.latitude, p.longitude)) / 1000.0)`;
  const where = `${publicSql} and earth_box(${centre}, $3::float8) @> ll_to_earth(p.latitude, p.longitude) and ${distance} <= $4::float8`;
  const values = [lat, lng, radius * 1000, radius];
  const order = `ll_to_earth(p.latitude, p.longitude) <-> ${centre}`;
  const [rows, total] = await Promise.all([
    query(`${cardSelect}, ${distance} as distance ${cardFrom} where ${where} order by ${order} limit ${limit}`, values),
    count ? cappedCount(where, values, order) : Promise.resolve(0),
  ]);
  return { data: cards(rows), total };
}

let aggregates: { until: number; value: Promise<{ categories: Row[]; wards: Row[] }> } | null = null;
function homeAggregates() {
  if (aggregates && aggregates.until > Date.now()) return aggregates.value;
  const value = Promise.all([
    query(
      `select c.id, c.name as category, c.slug_id, c.image, c.sequence, n.n::int as properties_count
       from categories c join (select category_id, count(*) n from properties p where ${publicSql} group by category_id) n on n.category_id = c.id
       where c.is_active order by c.sequence, c.id limit 20`,
      [],
    ),
    query(
      `select w.code, w.name as city, w.slug, n.n::int as count, n.lat as latitude, n.lng as longitude
       from wards w join (select ward_code, count(*) n, avg(latitude) lat, avg(longitude) lng from properties p where ${publicSql} group by ward_code) n on n.ward_code = w.code
       order by n.n desc, w.name limit 8`,
      [],
    ),
  ]).then(([categories, wards]) => ({ categories, wards }));
  aggregates = { until: Date.now() + 60_000, value };
  return value;
}

/** Seconds the card sections of homepage-data are kept, as the app keeps a visitor's (its PAGE_CACHE_SECONDS). */
const visitorSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 5);
type Sections = { featured: unknown[]; liked: unknown[]; premium: unknown[]; recommended: unknown[] };
let kept: { until: number; value: Promise<Sections> } | null = null;

/** homepage-data's sections other than nearby, the same for every point. */
function pointFreeSections(): Promise<Sections> {
  if (kept && kept.until > Date.now()) return kept.value;
  const section = (where: string, order: string) =>
    query(`${cardSelect} ${cardFrom} where ${publicSql} ${where} order by ${order} limit 8`, []);
  // Premium: running features first (by their end, then newest), then the others newest first.
  const premium = async () => {
    const running = await section("and p.is_premium and p.featured_until > now()", "p.featured_until desc, p.created_at desc, p.id desc");
    if (running.length >= 8) return running;
    const others = await section("and p.is_premium and not coalesce(p.featured_until > now(), false)", "p.created_at desc, p.id desc");
    return [...running, ...others].slice(0, 8);
  };
  const value = Promise.all([
    section("and p.featured_until > now()", "p.created_at desc, p.id desc"),
    section("", "p.total_likes desc, p.id desc"),
    premium(),
    section("", "p.total_views desc, p.id desc"),
  ]).then(([featured, liked, premiumRows, recommended]) => ({
    featured: cards(featured),
    liked: cards(liked),
    premium: cards(premiumRows),
    recommended: cards(recommended),
  }));
  if (visitorSeconds > 0) kept = { until: Date.now() + visitorSeconds * 1000, value };
  return value;
}

async function homepage(q: URLSearchParams) {
  const [sections, near, agg] = await Promise.all([
    pointFreeSections(),
    q.get("latitude") ? nearby(q, 8, false).then((r) => r.data) : Promise.resolve([]),
    homeAggregates(),
  ]);
  return {
    data: {
      featured_properties: sections.featured,
      categories: agg.categories,
      agents_list: [],
      most_liked_properties: sections.liked,
      properties_by_cities: agg.wards,
      nearby_properties: near,
      premium_properties: sections.premium,
      recommended_properties: sections.recommended,
      projects: [],
      articles: [],
      faqs: [],
    },
  };
}

const handlers: Record<string, (q: URLSearchParams) => Promise<{ data: unknown; total?: number }>> = {
  "/api/get-property-list": propertyList,
  "/api/get_nearby_properties": (q) => nearby(q),
  "/api/homepage-data": homepage,
};

// Several processes on the port, started and watched as the app's are (server/processes.ts).
await serveInProcesses(processes, async () => {
  http
    .createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", "http://reference");
      const handler = handlers[url.pathname];
      if (!handler) {
        res.writeHead(404).end();
        return;
      }
      try {
        const result = await handler(url.searchParams);
        const body = JSON.stringify({ error: false, message: "Lấy dữ liệu thành công", ...result });
        res.writeHead(200, { "content-type": "application/json" }).end(body);
      } catch (error) {
        res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
      }
    })
    .listen(port, "127.0.0.1", () => console.info(`reference server on ${port}`));
});
