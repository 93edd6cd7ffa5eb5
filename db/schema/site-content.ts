import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { categories, type Translations } from "./catalog.ts";
import { wards } from "./places.ts";
import { properties } from "./properties.ts";
import type { StoredImage } from "./stored-image.ts";

/** The home page's sections in staff order; `title` null means the dictionary's title. */
export const homeSections = pgTable("home_sections", {
  key: text().primaryKey(),
  sequence: integer().notNull().default(0),
  title: text(),
  translations: jsonb().$type<Translations>().notNull().default({}),
});

/** The wards staff chose for the home page's "Properties by City" section, in their order. */
export const homeCities = pgTable("home_cities", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  wardCode: text()
    .notNull()
    .unique()
    .references(() => wards.code, { onDelete: "cascade" }),
  sequence: integer().notNull().default(0),
});

export type InfoPageTranslations = Partial<Record<string, { title?: string; body?: string }>>;

/** The about, privacy and terms pages as staff wrote them; the body is the rich-text subset. */
export const infoPages = pgTable("info_pages", {
  key: text().primaryKey(),
  title: text().notNull(),
  body: text().notNull(),
  translations: jsonb().$type<InfoPageTranslations>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A page's SEO text by its key (`homepage`, `all-properties`, … as eBroker's web client names its pages); Vietnamese columns, English in `translations`. */
export type SeoTranslations = Partial<Record<string, { title?: string; description?: string; keywords?: string }>>;

export const seoSettings = pgTable("seo_settings", {
  page: text().primaryKey(),
  title: text(),
  description: text(),
  keywords: text(),
  image: jsonb().$type<StoredImage>(),
  translations: jsonb().$type<SeoTranslations>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The home page's slider: staff-chosen slides in order, each linking to a listing, a category or an address. */
export const homeSlides = pgTable("home_slides", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  image: jsonb().$type<StoredImage>().notNull(),
  link: text(),
  propertyId: integer().references(() => properties.id, { onDelete: "set null" }),
  categoryId: integer().references(() => categories.id, { onDelete: "set null" }),
  sequence: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
