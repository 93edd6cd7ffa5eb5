import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../db/seed/demo/seed-demo.server.ts";
import { rowsOf } from "../../lib/db.server.ts";
import { foldChars } from "../../lib/format/read-amount.ts";
import { placeWardCodes } from "./search-places.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { relevanceQueries, type Expectation } from "./relevance-queries.ts";

/**
 * Precision at 10 of the search on the demo city: for each query of the relevance set, the
 * share of its first ten results (through get_property, as the API and the listing page
 * search) that satisfy what the query asks. Fails below 0.9 overall or 0.8 for any query; a
 * query that the demo city has listings for and that finds none scores 0.
 */

interface Listing {
  id: number;
  category: string;
  property_type: "sell" | "rent";
  price: number;
  area: number | null;
  bedrooms: number | null;
  floors: string | null;
  ward_code: string | null;
  ward_slug: string | null;
  direction: string | null;
  legal_status: string | null;
  furnishing: string | null;
  text: string;
  /** Title, address, ward and description as written, lower-case NFC, "thành phố" taken out. */
  written: string;
}

let ctx: TestContext;
let listings: Map<number, Listing>;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo({ db: ctx.services.db, storage: ctx.services.storage, logger: { info: () => {} } });
  const result = await ctx.services.db.execute(sql`
    select p.id, c.slug_id as category, p.property_type, p.price::float8 as price, p.area::float8 as area, p.bedrooms,
      (select pp.value from property_parameters pp join parameters pa on pa.id = pp.parameter_id
        where pp.property_id = p.id and pa.code = 'floors') as floors,
      p.ward_code, w.slug as ward_slug, p.direction, p.legal_status, p.furnishing,
      concat_ws(' ', p.title, p.address, p.ward_name, p.description) as text
    from properties p join categories c on c.id = p.category_id left join wards w on w.code = p.ward_code
    where p.request_status = 'approved' and p.status = 'active' and (p.expires_at is null or p.expires_at > now())`);
  listings = new Map(
    rowsOf<Listing>(result).map((l) => [l.id, { ...l, price: Number(l.price), text: foldChars(l.text), written: writtenText(l.text) }]),
  );
}, 120_000);
afterAll(() => ctx.close());

/** Text as written, lower-case, without the compound "thành phố" (city), whose "phố" is not a street. */
function writtenText(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/thành phố/g, " ");
}

/** Whether `word` stands whole in `text`. */
const hasWord = (text: string, word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "u").test(text);

/** Whether a listing is what the query asks for. */
function satisfies(l: Listing, e: Expectation): boolean {
  const within = (value: number | null, [min, max]: [number | null, number | null]) =>
    value !== null && (min === null || value >= min) && (max === null || value <= max);
  if (e.category && l.category !== e.category) return false;
  if (e.type && l.property_type !== e.type) return false;
  if (e.bedrooms !== undefined && l.bedrooms !== e.bedrooms) return false;
  if (e.floors !== undefined && Number(l.floors) !== e.floors) return false;
  if (e.price && !within(l.price, e.price)) return false;
  if (e.area && !within(l.area === null ? null : Number(l.area), e.area)) return false;
  if (e.district && !placeWardCodes({ district: e.district })!.includes(l.ward_code ?? "")) return false;
  if (e.place && !placeWardCodes({ area: e.place })!.includes(l.ward_code ?? "")) return false;
  if (e.ward && l.ward_slug !== e.ward) return false;
  if (e.direction && l.direction !== e.direction) return false;
  if (e.legal && l.legal_status !== e.legal) return false;
  if (e.furnishing && l.furnishing !== e.furnishing) return false;
  if (e.words && !e.words.every((w) => hasWord(l.text, w))) return false;
  if (e.exact && !e.exact.every((w) => hasWord(l.written, w))) return false;
  return true;
}

describe("search relevance on the demo city", () => {
  it(`keeps precision@10 at 0.9 overall and 0.8 for each of ${relevanceQueries.length} queries`, async () => {
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(150);
    const scores: { query: string; precision: number; shown: number; relevant: number }[] = [];
    for (const [query, expectation] of relevanceQueries) {
      const relevant = [...listings.values()].filter((l) => satisfies(l, expectation)).length;
      const res = await ctx.api("GET", `get_property?search=${encodeURIComponent(query)}&limit=10`);
      expect(res.status, query).toBe(200);
      const ids: number[] = res.body.data.map((p: { id: number }) => p.id);
      const good = ids.filter((id) => {
        const l = listings.get(id);
        return l !== undefined && satisfies(l, expectation);
      }).length;
      const precision = ids.length === 0 ? (relevant === 0 ? 1 : 0) : good / ids.length;
      scores.push({ query, precision, shown: ids.length, relevant });
    }
    const overall = scores.reduce((sum, s) => sum + s.precision, 0) / scores.length;
    console.info(
      [
        ...scores.map((s) => `${s.precision.toFixed(2)}  ${s.shown}/${s.relevant}  ${s.query}`),
        `overall precision@10: ${overall.toFixed(3)} over ${scores.length} queries`,
      ].join("\n"),
    );
    // A query the demo city has nothing for tests nothing: the set keeps only answerable ones.
    // A query marked `none` asks that nothing be shown where the city has nothing for it.
    const none = new Set(relevanceQueries.filter(([, e]) => e.none).map(([query]) => query));
    expect(scores.filter((s) => (s.relevant === 0) !== none.has(s.query)).map((s) => s.query)).toEqual([]);
    expect(scores.filter((s) => s.precision < 0.8).map((s) => `${s.query}: ${s.precision.toFixed(2)}`)).toEqual([]);
    expect(overall).toBeGreaterThanOrEqual(0.9);
  }, 300_000);
});
