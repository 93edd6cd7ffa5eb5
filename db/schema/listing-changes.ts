import { bigint, bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { listingStatuses, properties } from "./properties.ts";

/**
 * Every change of a listing's price or status, written by the properties_changes trigger
 * (db/migrations/0031_listing-changes.sql) whatever door made it (the owner's form or API,
 * an admin's edit, a script), never by the application. The price rows are the listing's
 * price history; the worker that tells watchers reads the table in id order from its cursor.
 */
export const propertyChanges = pgTable(
  "property_changes",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text().$type<"price" | "status">().notNull(),
    oldPrice: bigint({ mode: "number" }),
    newPrice: bigint({ mode: "number" }),
    oldStatus: text().$type<(typeof listingStatuses)[number]>(),
    newStatus: text().$type<(typeof listingStatuses)[number]>(),
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
