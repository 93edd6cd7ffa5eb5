import { index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { properties } from "./properties.ts";
import type { StoredImage } from "./stored-image.ts";

/**
 * One-time codes sent by SMS or e-mail. Only an HMAC of the code is stored; a code is
 * single-use (consumedAt) and expires; `verifiedAt` marks a phone code proven by
 * verify-otp that user_signup may still spend once.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial().primaryKey(),
    channel: text().notNull(),
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.channel, t.target)],
);

/**
 * The values a notification's dictionary keys take: a plain value, or a name given per
 * language ({ vi: "Gói Cơ bản", en: "Basic" }) that reads in the reader's language.
 */
export type NotificationParams = Record<string, string | number | Record<string, string>>;

/** The inbox of the notifications screen. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull().default("general"),
    /**
     * The text as sent: staff-written notifications and rows stored before keys, as written; for
     * a system notification, its rendering in the recipient's language when sent (web push).
     */
    title: text().notNull(),
    body: text().notNull().default(""),
    /** A system notification's meaning: dictionary keys rendered in the reader's language at read time. */
    titleKey: text(),
    bodyKey: text(),
    params: jsonb().$type<NotificationParams>(),
    url: text(),
    /** The picture shown with it (a media URL), when staff sent one. */
    image: text(),
    /** The staff send it came from, if any. */
    sendId: integer().references((): AnyPgColumn => notificationSends.id, { onDelete: "set null" }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.sendId)],
);

export const notificationAudiences = ["all", "users"] as const;
export const pushStates = ["pending", "sending", "done"] as const;

/**
 * One staff send: to everyone or to chosen users, optionally about a listing. Its inbox rows
 * are written with the send; its web pushes afterwards, outside the request (`pushState`).
 */
export const notificationSends = pgTable(
  "notification_sends",
  {
    id: serial().primaryKey(),
    staffId: integer().references(() => users.id, { onDelete: "set null" }),
    audience: text().$type<(typeof notificationAudiences)[number]>().notNull(),
    /** The chosen users (audience "users"). */
    userIds: integer().array().notNull().default([]),
    propertyId: integer().references(() => properties.id, { onDelete: "set null" }),
    title: text().notNull(),
    body: text().notNull().default(""),
    url: text(),
    /** An uploaded picture (stored under notifications/), or the listing's photo. */
    image: jsonb().$type<StoredImage>(),
    recipients: integer().notNull().default(0),
    pushState: text().$type<(typeof pushStates)[number]>().notNull().default("pending"),
    /** Pushes a push service accepted. */
    pushed: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pushedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * Phones' Firebase Cloud Messaging registration tokens (the apps send them as fcm_id at sign-in),
 * one row per device; distinct from browsers' Web Push subscriptions below.
 */
export const fcmTokens = pgTable(
  "fcm_tokens",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/** Browser push subscriptions (the API's FCM id registration), one row per device. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
