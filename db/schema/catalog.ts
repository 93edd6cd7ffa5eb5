import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

export const parameterTypes = ["text", "textarea", "number", "dropdown", "radio", "checkbox", "file"] as const;
export type ParameterType = (typeof parameterTypes)[number];

/** Bilingual text stored beside the Vietnamese original: { en: "…" }. */
export type Translations = Partial<Record<string, string>>;

export const categories = pgTable(
  "categories",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    translations: jsonb().$type<Translations>().notNull().default({}),
    slugId: text().notNull().unique(),
    image: text().notNull().default(""),
    sequence: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    metaTitle: text(),
    metaDescription: text(),
    metaKeywords: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("categories_name_trgm").using("gin", sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`)],
);

/** Admin-defined listing fields; `code` is stable so the Vietnamese market's key fields can be filtered. */
export const parameters = pgTable("parameters", {
  id: serial().primaryKey(),
  code: text().unique(),
  name: text().notNull(),
  translations: jsonb().$type<Translations>().notNull().default({}),
  typeOfParameter: text().$type<ParameterType>().notNull(),
  typeValues: jsonb().$type<{ value: string; label: string; labelEn?: string }[]>().notNull().default([]),
  unit: text(),
  image: text().notNull().default(""),
  isRequired: boolean().notNull().default(false),
});

export const categoryParameters = pgTable(
  "category_parameters",
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    parameterId: integer()
      .notNull()
      .references(() => parameters.id, { onDelete: "cascade" }),
    sequence: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.parameterId] })],
);

/** "Outdoor facilities": school, hospital, market … each listing stores a distance to it. */
export const facilities = pgTable("facilities", {
  id: serial().primaryKey(),
  name: text().notNull(),
  translations: jsonb().$type<Translations>().notNull().default({}),
  image: text().notNull().default(""),
  sequence: integer().notNull().default(0),
});
