import { index, pgTable, text } from "drizzle-orm/pg-core";

// The 2025 administrative units: two levels, province then ward (no districts).
export const provinces = pgTable("provinces", {
  code: text().primaryKey(),
  name: text().notNull(),
  slug: text().notNull().unique(),
});

export const wards = pgTable(
  "wards",
  {
    code: text().primaryKey(),
    name: text().notNull(),
    provinceCode: text()
      .notNull()
      .references(() => provinces.code),
    slug: text().notNull(),
  },
  (t) => [index().on(t.provinceCode), index().on(t.provinceCode, t.slug)],
);
