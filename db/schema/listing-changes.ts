import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { listingStatuses, properties } from "./properties.ts";

/**
 * Every change of a listing's price, status or publicness, written by the properties_changes trigger
 * (db/migrations/0027_listing-changes.sql) whatever door made it (the owner's form or API,
 * an admin's edit, a script), never by the application. The price rows are the listing's
 * price history; the workers that tell watchers read the table in id order from their cursors.
 */
export const propertyChanges = pgTable(
  "property_changes",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** price: a new price; status: a new listing status; public: the listing entered or left the public lists. */
    kind: text().$type<"price" | "status" | "public">().notNull(),
    oldPrice: bigint({ mode: "number" }),
    newPrice: bigint({ mode: "number" }),
    oldStatus: text().$type<(typeof listingStatuses)[number]>(),
    newStatus: text().$type<(typeof listingStatuses)[number]>(),
    /** Whether the listing is public after the change. */
    isPublic: boolean().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_changes_property").on(t.propertyId, t.id)],
);

/** Where each background job that reads a change table has got to (the last id it handled). */
export const jobCursors = pgTable("job_cursors", {
  name: text().primaryKey(),
  lastId: bigint({ mode: "number" }).notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The ward's price band: per ward, category and sell/rent, the median and the 25th–75th
 * percentile of price per m² over the public listings with an area, and how many there were.
 * Rebuilt whole by `refreshWardPriceBands` (a background job), never while answering a page.
 */
export const wardPriceBands = pgTable(
  "ward_price_bands",
  {
    wardCode: text().notNull(),
    categoryId: integer().notNull(),
    propertyType: text().$type<"sell" | "rent">().notNull(),
    /** Whole VND per m². */
    medianPerM2: bigint("median_per_m2", { mode: "number" }).notNull(),
    p25PerM2: bigint("p25_per_m2", { mode: "number" }).notNull(),
    p75PerM2: bigint("p75_per_m2", { mode: "number" }).notNull(),
    sampleSize: integer().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.wardCode, t.categoryId, t.propertyType] })],
);
