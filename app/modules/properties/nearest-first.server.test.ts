import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { properties } from "../../../db/schema/index.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { testDatabaseKind } from "../../../tests/support/test-db.ts";
import { NamedStatementClient } from "../../lib/pg-named-statements.server.ts";
import { totalCap } from "./match-count.server.ts";
import { searchProperties } from "./search-properties.server.ts";

// A dense neighbourhood: 1,500 listings within ~1.5 km of a point, far more than PostgreSQL
// expects a radius's box to hold (0.1 % of the table, whatever the radius).
const centre = { latitude: 10.7769, longitude: 106.7009 };
const dense = 1_500;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  const first = await createProperty(db, { title: "Nhà gần tâm", ...centre });
  const rows = Array.from({ length: dense - 1 }, (_, i) => ({
    categoryId: first.categoryId,
    wardCode: first.wardCode,
    wardName: first.wardName,
    description: first.description,
    propertyType: first.propertyType,
    price: first.price,
    address: first.address,
    city: first.city,
    state: first.state,
    requestStatus: first.requestStatus,
    status: first.status,
    title: `Nhà lân cận ${i}`,
    slugId: `nha-lan-can-${first.id}-${i}`,
    // A spiral outwards: listing i is about i metres from the centre, no two at the same distance.
    latitude: centre.latitude + Math.sin(i) * i * 0.000009,
    longitude: centre.longitude + Math.cos(i) * i * 0.000009,
  }));
  await db.insert(properties).values(rows);
  await db.execute(sql`analyze properties`);
  if (testDatabaseKind() === "postgres") {
    // As in an installed database: autovacuum analyses a table only after 50 changed rows, so the
    // nine seeded categories are never analysed and PostgreSQL assumes the table holds 300 rows.
    await db.execute(sql`delete from pg_statistic where starelid = 'categories'::regclass`);
    await db.execute(sql`update pg_class set reltuples = -1, relpages = 0 where oid = 'categories'::regclass`);
  }
});
afterAll(() => ctx.close());

const nearest = (offset: number) =>
  searchProperties(ctx.services, { filters: { near: { ...centre, radiusKm: 3 } }, limit: 20, offset, lang: "vi" });

describe("listings nearest first in a dense area", () => {
  it("pages nearest first, each listing once, with the total capped", async () => {
    const pages = [await nearest(0), await nearest(20), await nearest(40)];
    const items = pages.flatMap((p) => p.items);
    expect(items).toHaveLength(60);
    expect(new Set(items.map((p) => p.id)).size).toBe(60);
    const distances = items.map((p) => p.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(items[0]!.title).toBe("Nhà gần tâm");
    for (const page of pages) expect(page.total).toBe(totalCap);
  });

  // The plan is PostgreSQL's: PGlite runs the same statement without named statements.
  it.skipIf(testDatabaseKind() !== "postgres")("joins only the page's listings to their category and ward", async () => {
    const sent: { text: string; values: unknown[] }[] = [];
    const original = NamedStatementClient.prototype.query;
    const spy = vi.spyOn(NamedStatementClient.prototype, "query").mockImplementation(function (
      this: NamedStatementClient,
      ...args: unknown[]
    ) {
      const [config, values] = args;
      const text = typeof config === "string" ? config : (config as { text?: string }).text;
      const params = Array.isArray(values) ? values : (config as { values?: unknown[] }).values;
      if (text) sent.push({ text, values: params ?? [] });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    });
    try {
      await nearest(0);
    } finally {
      spy.mockRestore();
    }
    const page = sent.find((s) => s.text.includes("<->") && s.text.includes('"categories"'));
    expect(page).toBeDefined();
    const pool = (ctx.services.db as unknown as { $client: { query: NamedStatementClient["query"] } }).$client;
    const [{ "QUERY PLAN": plan }] = (await pool.query(`explain (analyze, format json) ${page!.text}`, page!.values)).rows as [
      { "QUERY PLAN": [{ Plan: PlanNode }] },
    ];
    const joins: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      if (/Join|Nested Loop/.test(node["Node Type"])) joins.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan[0].Plan);
    expect(joins.length).toBeGreaterThan(0);
    // Before: every listing in the box (1,500) joined, then sorted; now the page's 20.
    for (const join of joins) expect(join["Actual Rows"] * join["Actual Loops"]).toBeLessThanOrEqual(20);
  });
});

interface PlanNode {
  "Node Type": string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}
