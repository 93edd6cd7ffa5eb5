import { bigint, boolean, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Site settings, key → JSON text (kept as text: the drivers disagree on bare JSON strings);
 * `isPublic` ones are served by web-settings.
 */
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: text().notNull(),
  isPublic: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const languages = pgTable("languages", {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  nameInEnglish: text().notNull(),
  isRtl: boolean().notNull().default(false),
  isDefault: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  sequence: integer().notNull().default(0),
});

/** Fixed-window request counters shared by every app process. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  windowStart: bigint({ mode: "number" }).notNull(),
  count: integer().notNull(),
});
