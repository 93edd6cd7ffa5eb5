import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Messages sent from the contact page or the contct_us call (docs/architecture.md, "The API contract": contact message). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull().default(""),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    lang: text().notNull().default("vi"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt)],
);
