import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { properties } from "./properties.ts";

/**
 * A user's personalised-feed preference (docs/architecture.md, "The API contract"): one row per user. Empty id lists and
 * null bounds mean "any".
 */
export const personalisedInterests = pgTable("personalised_interests", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  categoryIds: integer().array().notNull().default([]),
  facilityIds: integer().array().notNull().default([]),
  /** Whole VND. */
  minPrice: bigint({ mode: "number" }),
  maxPrice: bigint({ mode: "number" }),
  propertyType: text().$type<"sell" | "rent">(),
  city: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which listings a signed-in user opened and how often: a signal for their recommendations.
 * Written in batches with the listing view counts (app/modules/properties/view-counter.server.ts).
 */
export const propertyViews = pgTable(
  "property_views",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    views: integer().notNull().default(1),
    lastViewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index().on(t.propertyId)],
);
