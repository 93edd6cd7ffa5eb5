import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { properties } from "./properties.ts";

export const duplicateStatuses = ["open", "merged", "rejected", "allowed"] as const;

/** What made two listings look like one: a near-identical photo, a close pin, area, price, the same owner (a phone number belongs to one account, so the same phone is the same owner). */
export const duplicateReasons = ["photo", "location", "area", "price", "same_owner"] as const;

/**
 * Two listings that look like the same property (docs/architecture.md, "Duplicate listings"),
 * found when the newer one was posted or edited: `propertyId` is the newer, `originalId` the
 * older. Open until a moderator merges them (the newer is hidden as a duplicate of the older),
 * rejects the newer, or allows both.
 */
export const duplicateCandidates = pgTable(
  "duplicate_candidates",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    originalId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reasons: jsonb().$type<(typeof duplicateReasons)[number][]>().notNull(),
    /** 0–100: how sure the match is (docs/architecture.md, "Duplicate listings"). */
    score: integer().notNull(),
    /** Bits between the closest pair of photos; null without a photo match. */
    photoDistance: integer(),
    status: text().$type<(typeof duplicateStatuses)[number]>().notNull().default("open"),
    decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("duplicate_candidates_pair").on(t.propertyId, t.originalId),
    index("duplicate_candidates_status").on(t.status, t.id),
    index().on(t.originalId),
  ],
);
