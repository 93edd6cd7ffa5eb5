import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { userPackages } from "./packages.ts";
import { projects } from "./projects.ts";
import { properties, requestStatuses } from "./properties.ts";

/** Users who marked themselves interested in a listing (interested_users); its owner sees them. */
export const propertyInterests = pgTable(
  "property_interests",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index().on(t.propertyId)],
);

export const featureTargets = ["property", "project"] as const;
export type FeatureTarget = (typeof featureTargets)[number];

/**
 * A request to feature a listing or project (store_advertisement). It spends one feature
 * unit of `userPackageId`; once approved the target is featured until that package ends.
 */
export const advertisements = pgTable(
  "advertisements",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    featureFor: text().$type<FeatureTarget>().notNull(),
    propertyId: integer().references(() => properties.id, { onDelete: "cascade" }),
    projectId: integer().references(() => projects.id, { onDelete: "cascade" }),
    /** The package whose unit paid for it; null for staff. */
    userPackageId: integer().references(() => userPackages.id, { onDelete: "set null" }),
    status: text().$type<(typeof requestStatuses)[number]>().notNull().default("pending"),
    rejectReason: text(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.status, t.createdAt), index().on(t.propertyId), index().on(t.projectId)],
);

/** Every staff moderation decision: who, when, what, and the status before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    /** "property.approve", "project.reject", "advertisement.approve", … */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: integer().notNull(),
    beforeStatus: text(),
    afterStatus: text(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.entityType, t.entityId), index().on(t.createdAt)],
);
