import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Mail that follows a change: written in the change's own transaction and delivered after it
 * commits by the mail worker (app/lib/mail/mail-queue.server.ts), retried until it goes.
 * `dedupeKey` makes the same mail for the same change one row, however often it is asked for.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Extra headers, name to value (List-Unsubscribe of an alert). */
    headers: jsonb().$type<Record<string, string>>(),
    dedupeKey: text().unique(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then while it sends; past it, another may take it. */
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due")
      .on(t.nextAttemptAt, t.id)
      .where(sql`sent_at is null`),
  ],
);
