import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { wards } from "./places.ts";

// Tables owned by better-auth (ids are serial numbers: the API's ids are numbers), extended
// with the profile fields of docs/architecture.md, "The API contract". Property names are the adapter's field names.
export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    role: text().notNull().default("user"),
    banned: boolean().notNull().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    phoneNumber: text().unique(),
    phoneNumberVerified: boolean().notNull().default(false),
    logintype: text().notNull().default("email"),
    address: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    aboutMe: text(),
    facebookId: text(),
    twiiterId: text(),
    instagramId: text(),
    youtubeId: text(),
    notification: boolean().notNull().default(true),
    /** E-mail about listings the member follows (a favourite's price drop or sale); the inbox always has them, web push follows `notification`. */
    alertEmail: boolean().notNull().default(true),
    /** The member's ward, picked as listings pick theirs; `city` and `state` then hold its name and its province's. */
    wardCode: text().references(() => wards.code, { onDelete: "set null" }),
    city: text(),
    state: text(),
    country: text(),
    language: text(),
    /**
     * Agent verification (docs/product.md, "States"): initial, pending, verified, failed. The listing gate
     * reads it: "verified" may list; "pending" and "failed" may not.
     */
    verificationStatus: text().$type<"initial" | "pending" | "verified" | "failed">().notNull().default("initial"),
    /** The badge on cards, detail pages and the agent list: follows verificationStatus, never set on its own. */
    isVerifiedAgent: boolean()
      .notNull()
      .generatedAlwaysAs(sql`verification_status = 'verified'`),
  },
  // The staff dashboard counts sign-ups per day.
  (t) => [index().on(t.role), index().on(t.createdAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    impersonatedBy: integer(),
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: serial().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: serial().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.identifier)],
);
