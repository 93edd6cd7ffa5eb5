import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { properties } from "./properties.ts";

/** The kinds of field staff may put on the agent verification form. */
export const verificationFieldKinds = ["text", "textarea", "number", "dropdown", "radio", "checkbox", "file"] as const;
export type VerificationFieldKind = (typeof verificationFieldKinds)[number];

/** One choice of a dropdown, radio or checkbox field; its Vietnamese label is the value sent. */
export interface VerificationFieldOption {
  vi: string;
  en: string;
}

/** A field of the agent verification form, labelled in both languages; a removed field is kept inactive for old answers. */
export const verificationFormFields = pgTable(
  "verification_form_fields",
  {
    id: serial().primaryKey(),
    kind: text().$type<VerificationFieldKind>().notNull(),
    labelVi: text().notNull(),
    labelEn: text().notNull(),
    isRequired: boolean().notNull().default(false),
    options: jsonb().$type<VerificationFieldOption[]>().notNull().default([]),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.isActive, t.sortOrder)],
);

/** A private file (agent papers, listing proof): under `private/`, which /media never serves. */
export interface PrivateFile {
  key: string;
  contentType: string;
  size: number;
  name: string;
  /** What a listing's proof file shows. */
  role?: "certificate" | "photo" | "video";
}

/** One answer of an agent application, with the field's labels as they were when it was sent. */
export interface VerificationAnswer {
  fieldId: number;
  kind: VerificationFieldKind;
  labelVi: string;
  labelEn: string;
  value: string | string[] | null;
  file?: PrivateFile;
}

/** What staff review: an agent's application or an owner's request to verify a listing. */
export const verificationKinds = ["agent", "listing"] as const;
export type VerificationKind = (typeof verificationKinds)[number];
export const verificationRequestStatuses = ["pending", "verified", "failed"] as const;
export type VerificationRequestStatus = (typeof verificationRequestStatuses)[number];

/** What staff may tick when they verify a listing; the public badge names the ones ticked. */
export const listingChecks = ["ownership", "address", "photos", "price"] as const;
export type ListingCheck = (typeof listingChecks)[number];

export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: serial().primaryKey(),
    kind: text().$type<VerificationKind>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer().references(() => properties.id, { onDelete: "cascade" }),
    status: text().$type<VerificationRequestStatus>().notNull().default("pending"),
    answers: jsonb().$type<VerificationAnswer[]>().notNull().default([]),
    files: jsonb().$type<PrivateFile[]>().notNull().default([]),
    checks: jsonb().$type<ListingCheck[]>().notNull().default([]),
    reason: text(),
    decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    /** A verified listing's badge lapses at this moment unless a renewal is verified. */
    verifiedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.kind, t.status, t.createdAt),
    index().on(t.userId),
    index("verification_requests_listing_badge")
      .on(t.propertyId, t.verifiedUntil)
      .where(sql`kind = 'listing' and status = 'verified'`),
    uniqueIndex("verification_requests_one_open_agent")
      .on(t.userId)
      .where(sql`kind = 'agent' and status = 'pending'`),
    uniqueIndex("verification_requests_one_open_listing")
      .on(t.propertyId)
      .where(sql`kind = 'listing' and status = 'pending'`),
  ],
);
