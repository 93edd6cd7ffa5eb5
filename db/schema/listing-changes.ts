import { bigint, boolean, bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { listingStatuses, properties } from "./properties.ts";

/**
 * Every change of a listing's price, status or publicness, written by the properties_changes trigger
 * (db/migrations/0031_listing-changes.sql) whatever door made it (the owner's form or API,
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
