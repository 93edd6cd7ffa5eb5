import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Subscription packages (docs/product.md, "Packages"). The four limited features carry a number of
 * units (null: the package does not include the feature) unless `unlimited` names them;
 * the other three are flags. Money is whole VND.
 */
export const packages = pgTable("packages", {
  id: serial().primaryKey(),
  /** Stable code the seed and tests use ("free", "basic", "pro"). */
  code: text().notNull().unique(),
  name: text().notNull(),
  translations: jsonb().$type<Partial<Record<string, string>>>().notNull().default({}),
  price: bigint({ mode: "number" }).notNull().default(0),
  durationDays: integer().notNull(),
  propertyListLimit: integer(),
  propertyFeatureLimit: integer(),
  projectListLimit: integer(),
  projectFeatureLimit: integer(),
  mortgageCalculatorDetail: boolean().notNull().default(false),
  premiumProperties: boolean().notNull().default(false),
  projectAccess: boolean().notNull().default(false),
  /** The limited features (property_list, …) the package includes without a limit. */
  unlimited: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean().notNull().default(true),
  sequence: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A package a user holds for a period, with the units of each limited feature used so far. */
export const userPackages = pgTable(
  "user_packages",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    propertyListUsed: integer().notNull().default(0),
    propertyFeatureUsed: integer().notNull().default(0),
    projectListUsed: integer().notNull().default(0),
    projectFeatureUsed: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.endsAt)],
);
