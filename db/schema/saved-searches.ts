import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { properties } from "./properties.ts";

/** instant, daily or weekly (app/modules/saved-searches/saved-search-schema.ts). */
type SavedSearchFrequency = "instant" | "daily" | "weekly";

/** What an alert tells about one listing: a new match, a price cut on a match, a match sold or rented. */
export const savedSearchAlertKinds = ["new", "price_drop", "sold", "rented"] as const;
export type SavedSearchAlertKind = (typeof savedSearchAlertKinds)[number];

/**
 * A member's saved search: the results page's own address (path and query: filters, text, the
 * map viewport) and the filters that address means, read once when saved through the page's
 * own reading (app/modules/saved-searches/saved-search-filters.server.ts), so the matching job
 * never re-reads the text. Alerts go by e-mail and/or the site's notifications (web push).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** Site path and query of the results page, e.g. "/properties?search=c%C4%83n+h%E1%BB%99&bedrooms=2". */
    url: text().notNull(),
    /** The filters the address means (PropertyFilters of app/modules/properties/property-filters.server.ts). */
    filters: jsonb().$type<Record<string, unknown>>().notNull(),
    frequency: text().$type<SavedSearchFrequency>().notNull().default("instant"),
    byEmail: boolean().notNull().default(true),
    byPush: boolean().notNull().default(false),
    paused: boolean().notNull().default(false),
    lastVisitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the last daily or weekly digest went; null before the first. */
    lastDigestAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_searches_user").on(t.userId, t.id)],
);

/**
 * What a saved search has told or will tell: one row per search, listing and kind, so a listing
 * is never sent twice for one search. `sentAt` is null while the row waits for a digest.
 */
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text().$type<SavedSearchAlertKind>().notNull(),
    /** Whole VND: the price before a cut. */
    oldPrice: bigint({ mode: "number" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId, t.kind] }),
    index("saved_search_alerts_waiting")
      .on(t.savedSearchId)
      .where(sql`sent_at is null`),
    index("saved_search_alerts_property").on(t.propertyId),
  ],
);
