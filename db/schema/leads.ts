import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { categories } from "./catalog.ts";
import { properties } from "./properties.ts";

export const leadKinds = ["inquiry", "requirement", "contact"] as const;
export const leadStates = ["new", "in_progress", "done"] as const;
export const leadRoutes = ["owner", "staff"] as const;
export const requirementPurposes = ["buy", "rent"] as const;
export const requirementTimelines = ["immediately", "within_1_month", "within_3_months", "within_6_months", "just_looking"] as const;

/**
 * A lead: an inquiry about a listing (docs/architecture.md, "The API contract": enquiry or lead) or a
 * find-my-property request (docs/product.md, "Who uses it"). `routedTo` says who answers it: the listing's
 * owner (paid package) or the staff (free package, and every find-my-property request).
 * The requirement columns are set for requests only; budgets are whole VND.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial().primaryKey(),
    kind: text().$type<(typeof leadKinds)[number]>().notNull(),
    propertyId: integer().references(() => properties.id, { onDelete: "set null" }),
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    routedTo: text().$type<(typeof leadRoutes)[number]>().notNull(),
    senderId: integer().references(() => users.id, { onDelete: "set null" }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull().default(""),
    lang: text().notNull().default("vi"),
    state: text().$type<(typeof leadStates)[number]>().notNull().default("new"),
    assigneeId: integer().references(() => users.id, { onDelete: "set null" }),
    purpose: text().$type<(typeof requirementPurposes)[number]>(),
    categoryId: integer().references(() => categories.id, { onDelete: "set null" }),
    provinceCode: text(),
    wardCodes: jsonb().$type<string[]>(),
    budgetMin: bigint({ mode: "number" }),
    budgetMax: bigint({ mode: "number" }),
    bedrooms: integer(),
    timeline: text().$type<(typeof requirementTimelines)[number]>(),
    stateChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.routedTo, t.state, t.createdAt),
    index().on(t.ownerId, t.createdAt),
    index().on(t.propertyId),
    // The staff dashboard counts leads per day.
    index().on(t.createdAt),
  ],
);

/** Reasons a listing can be reported for, kept by staff; `translations.en` is the English wording. */
export const reportReasons = pgTable("report_reasons", {
  id: serial().primaryKey(),
  /** Stable code the seed uses. */
  code: text().unique(),
  reason: text().notNull(),
  translations: jsonb().$type<Partial<Record<string, string>>>().notNull().default({}),
  isActive: boolean().notNull().default(true),
  sequence: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const reportStatuses = ["open", "dismissed", "actioned"] as const;

/** A user's report of a listing (docs/architecture.md, "The API contract": report); one open report per user and listing. */
export const reports = pgTable(
  "reports",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reasonId: integer().references(() => reportReasons.id, { onDelete: "set null" }),
    otherMessage: text(),
    status: text().$type<(typeof reportStatuses)[number]>().notNull().default("open"),
    handledById: integer().references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reports_one_open")
      .on(t.userId, t.propertyId)
      .where(sql`status = 'open'`),
    index().on(t.status, t.createdAt),
    index().on(t.propertyId),
  ],
);
