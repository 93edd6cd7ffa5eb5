import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { StoredImage } from "./stored-image.ts";
import { users } from "./auth.ts";
import { properties } from "./properties.ts";

/**
 * A conversation (docs/architecture.md, "The API contract": chat message): two users about one listing, or a user
 * with the site's staff (`withStaff`, the spec's `to_admin`; `userTwoId` is then null).
 * Between two users `userOneId` is the lower id, so each pair and listing has one row.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: serial().primaryKey(),
    userOneId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userTwoId: integer().references(() => users.id, { onDelete: "cascade" }),
    withStaff: boolean().notNull().default(false),
    propertyId: integer().references(() => properties.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_listing").on(t.userOneId, sql`coalesce(${t.userTwoId}, 0)`, sql`coalesce(${t.propertyId}, 0)`),
    index().on(t.userTwoId, t.lastMessageAt),
    index().on(t.userOneId, t.lastMessageAt),
    index("conversations_staff")
      .on(t.lastMessageAt)
      .where(sql`with_staff`),
  ],
);

/** A photo (re-encoded by the image pipeline) or a PDF sent in a chat. */
export type ChatFile = { kind: "image"; image: StoredImage; name: string } | { kind: "document"; key: string; size: number; name: string };

/** A voice message: the recorded bytes as sent (checked by their header), with their length. */
export interface ChatAudio {
  key: string;
  size: number;
  contentType: string;
  /** Length in milliseconds when the container states it. */
  durationMs: number | null;
}

/**
 * One message. `recipientId` is the user it is for; null means the site's staff (a
 * message into a `withStaff` conversation from its user). `senderId` is the person who
 * wrote it, staff included; `fromStaff` marks a message written as the site.
 */
export const messages = pgTable(
  "messages",
  {
    id: serial().primaryKey(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer().references(() => users.id, { onDelete: "set null" }),
    recipientId: integer().references(() => users.id, { onDelete: "cascade" }),
    fromStaff: boolean().notNull().default(false),
    body: text().notNull().default(""),
    file: jsonb().$type<ChatFile>(),
    audio: jsonb().$type<ChatAudio>(),
    readAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.conversationId, t.id),
    index("messages_unread")
      .on(t.recipientId, t.conversationId)
      .where(sql`read_at is null and deleted_at is null`),
    // Who may read a chat file is found from its key (app/modules/chat/find-chat-file.server.ts).
    index("messages_file_key")
      .on(sql`(coalesce(${t.file}->'image'->>'key', ${t.file}->>'key'))`)
      .where(sql`file is not null`),
    index("messages_audio_key")
      .on(sql`(${t.audio}->>'key')`)
      .where(sql`audio is not null`),
  ],
);

/**
 * A block (docs/architecture.md, "The API contract": block): `blockerId` no longer hears from `blockedId`, or from
 * the site's staff when `toAdmin` (then `blockedId` is null).
 */
export const blocks = pgTable(
  "blocks",
  {
    id: serial().primaryKey(),
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer().references(() => users.id, { onDelete: "cascade" }),
    toAdmin: boolean().notNull().default(false),
    reason: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blocks_pair").on(t.blockerId, sql`coalesce(${t.blockedId}, 0)`), index().on(t.blockedId)],
);
