import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { StoredImage } from "./stored-image.ts";
import { users } from "./auth.ts";
import { categories } from "./catalog.ts";
import { wards } from "./places.ts";
import { listingStatuses, requestStatuses } from "./properties.ts";

export const projectTypes = ["upcoming", "under_construction"] as const;
export type ProjectType = (typeof projectTypes)[number];

/** A development project (docs/architecture.md, "The API contract": project); same lifecycle as a listing (docs/product.md, "States"). */
export const projects = pgTable(
  "projects",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull(),
    slugId: text().notNull().unique(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    type: text().$type<ProjectType>().notNull(),
    location: text().notNull().default(""),
    wardCode: text().references(() => wards.code),
    wardName: text().notNull().default(""),
    city: text().notNull().default(""),
    state: text().notNull().default(""),
    country: text().notNull().default("Việt Nam"),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    image: jsonb().$type<StoredImage>(),
    videoLink: text(),
    metaTitle: text(),
    metaDescription: text(),
    metaKeywords: text(),
    metaImage: jsonb().$type<StoredImage>(),
    status: text().$type<(typeof listingStatuses)[number]>().notNull().default("active"),
    requestStatus: text().$type<(typeof requestStatuses)[number]>().notNull().default("pending"),
    rejectReason: text(),
    featuredUntil: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    totalViews: integer().notNull().default(0),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`immutable_unaccent(lower(title || ' ' || ward_name || ' ' || location || ' ' || city))`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.categoryId),
    index("projects_public_recent").on(t.requestStatus, t.status, t.createdAt),
    index("projects_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("projects_earth").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/** Floor plans: a title and a document (image or PDF) each. */
export const projectPlans = pgTable(
  "project_plans",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text().notNull(),
    /** Storage key of the plan file. */
    document: text().notNull(),
    image: jsonb().$type<StoredImage>(),
    sequence: integer().notNull().default(0),
  },
  (t) => [index().on(t.projectId)],
);

export const projectDocuments = pgTable(
  "project_documents",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    key: text().notNull(),
    name: text().notNull(),
    size: integer().notNull().default(0),
  },
  (t) => [index().on(t.projectId)],
);

export const projectImages = pgTable(
  "project_images",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    image: jsonb().$type<StoredImage>().notNull(),
    sequence: integer().notNull().default(0),
    isPublic: boolean().notNull().default(true),
  },
  (t) => [index().on(t.projectId, t.sequence)],
);
