import { bigint, boolean, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

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

/**
 * Staff edits of dictionary strings, per language and key, over the dictionary files
 * (app/lib/i18n); an added language's strings live here alone.
 */
export const dictionaryEntries = pgTable(
  "dictionary_entries",
  {
    languageCode: text()
      .notNull()
      .references(() => languages.code, { onDelete: "cascade", onUpdate: "cascade" }),
    key: text().notNull(),
    value: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.languageCode, table.key] })],
);

/**
 * The app processes running on this database, each with its auth secret's fingerprint (an
 * HMAC, never the secret), seen every 30 s and removed on a clean shutdown; a process whose
 * secret differs from a live one's refuses to start (app/lib/auth/secret-fingerprint.server.ts).
 */
export const appProcesses = pgTable("app_processes", {
  id: text().primaryKey(),
  secretFingerprint: text().notNull(),
  seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window request counters shared by every app process. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  windowStart: bigint({ mode: "number" }).notNull(),
  count: integer().notNull(),
});
