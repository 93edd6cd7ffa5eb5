import { doublePrecision, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/*
 * Counts of public listings (`properties.is_public`) that every listing page and the
 * reference calls show, kept current by triggers on properties and property_facilities
 * (db/migrations/0015_listing-counts.sql, 0021_owner-listing-counts.sql); the application only reads them. A key whose
 * listings all left keeps its row with count 0.
 */

/** Public listings per category. */
export const categoryCounts = pgTable("category_counts", {
  categoryId: integer().primaryKey(),
  count: integer().notNull(),
});

/** Public listings per owner: the agents' listing counts. */
export const ownerListingCounts = pgTable("owner_listing_counts", {
  userId: integer().primaryKey(),
  count: integer().notNull(),
});

/** Public listings per ward, with the sums that give their mean position (listings with a point). */
export const wardCounts = pgTable("ward_counts", {
  wardCode: text().primaryKey(),
  count: integer().notNull(),
  located: integer().notNull(),
  sumLat: numeric().notNull(),
  sumLng: numeric().notNull(),
});

/** Public listings recording each distance to each facility: the count and the largest distance per facility. */
export const facilityDistanceCounts = pgTable(
  "facility_distance_counts",
  {
    facilityId: integer().notNull(),
    distance: doublePrecision().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.distance] })],
);
