import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Translations } from "./catalog.ts";
import { wards } from "./places.ts";

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
