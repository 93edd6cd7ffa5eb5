import { eq, sql, type SQL } from "drizzle-orm";
import {
  articles,
  conversations,
  infoPages,
  messages,
  projectDocuments,
  projectImages,
  projectPlans,
  projects,
  properties,
  propertyDocuments,
  propertyImages,
} from "../../../db/schema/index.ts";
import { rowsOf, type Db } from "../db.server.ts";
import { inlineImagePrefix } from "../rich-text/inline-images.server.ts";
import type { Logger } from "../logger.server.ts";
import type { Storage } from "./storage.ts";

/**
 * Listing and project uploads live under `<area>/u<userId>/`, chat files under
 * `chat/<userId>/` (the conversation's first member); rows name them by key (documents,
 * voice) or key stem (photos: `<key>-<width>.webp`).
 */
const areas = [
  { name: "properties", owner: /^properties\/u(\d+)\// },
  { name: "projects", owner: /^projects\/u(\d+)\// },
  { name: "chat", owner: /^chat\/(\d+)\// },
] as const;

const keyOf = (column: unknown) => sql<string | null>`${column}->>'key'`;

/** The storage keys and photo stems one user's listings or projects point at. */
async function referencedBy(db: Db, area: (typeof areas)[number]["name"], userId: number): Promise<Set<string>> {
  const inChatsOf = (column: unknown) =>
    db
      .select({ key: sql<string | null>`${column}` })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.userOneId, userId));
  const rows: { key: string | null }[][] =
    area === "chat"
      ? await Promise.all([
          inChatsOf(sql`${messages.file}->'image'->>'key'`),
          inChatsOf(sql`${messages.file}->>'key'`),
          inChatsOf(sql`${messages.audio}->>'key'`),
        ])
      : area === "properties"
        ? await Promise.all([
            db
              .select({ key: keyOf(properties.titleImage) })
              .from(properties)
              .where(eq(properties.userId, userId)),
            db
              .select({ key: keyOf(properties.threeDImage) })
              .from(properties)
              .where(eq(properties.userId, userId)),
            db
              .select({ key: keyOf(properties.metaImage) })
              .from(properties)
              .where(eq(properties.userId, userId)),
            db
              .select({ key: keyOf(propertyImages.image) })
              .from(propertyImages)
              .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
              .where(eq(properties.userId, userId)),
            db
              .select({ key: propertyDocuments.key })
              .from(propertyDocuments)
              .innerJoin(properties, eq(properties.id, propertyDocuments.propertyId))
              .where(eq(properties.userId, userId)),
          ])
        : await Promise.all([
            db
              .select({ key: keyOf(projects.image) })
              .from(projects)
              .where(eq(projects.userId, userId)),
            db
              .select({ key: keyOf(projects.metaImage) })
              .from(projects)
              .where(eq(projects.userId, userId)),
            db
              .select({ key: keyOf(projectImages.image) })
              .from(projectImages)
              .innerJoin(projects, eq(projects.id, projectImages.projectId))
              .where(eq(projects.userId, userId)),
            db
              .select({ key: keyOf(projectPlans.image) })
              .from(projectPlans)
              .innerJoin(projects, eq(projects.id, projectPlans.projectId))
              .where(eq(projects.userId, userId)),
            db
              .select({ key: projectPlans.document })
              .from(projectPlans)
              .innerJoin(projects, eq(projects.id, projectPlans.projectId))
              .where(eq(projects.userId, userId)),
            db
              .select({ key: projectDocuments.key })
              .from(projectDocuments)
              .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
              .where(eq(projects.userId, userId)),
          ]);
  return new Set(rows.flat().flatMap((row) => (row.key ? [row.key] : [])));
}

/** Staff content files: article title photos, and the inline photos of articles and info pages. */
const contentPrefixes = ["content/articles/", `${inlineImagePrefix}/`];

/** The content keys and photo stems rows point at: article photos, and inline photos named in any rich text. */
async function referencedContent(db: Db): Promise<Set<string>> {
  const inline = (text: unknown) => sql<string>`(regexp_matches(${text}, ${`${inlineImagePrefix}/[0-9a-f-]{36}`}, 'g'))[1]`;
  const rows: { key: string | null }[][] = await Promise.all([
    db.select({ key: keyOf(articles.image) }).from(articles),
    db.select({ key: inline(sql`${articles.body} || ' ' || ${articles.translations}::text`) }).from(articles),
    db.select({ key: inline(sql`${infoPages.body} || ' ' || ${infoPages.translations}::text`) }).from(infoPages),
  ]);
  return new Set(rows.flat().flatMap((row) => (row.key ? [row.key] : [])));
}

/**
 * Every other kind of stored file, by its folder: bank-transfer receipts, agent verification
 * papers and listing proof (private), profile photos, brand images, staff-table icons and
 * photos, and staff notifications' pictures. Rows name them by key or by public URL.
 */
const otherPrefixes = [
  // app/modules/payments/upload-bank-receipt.server.ts (receiptKeyPrefix)
  "private/receipts/",
  "private/verification/",
  "private/listing-proof/",
  "users/",
  "branding/",
  "icons/",
  "notifications/",
  "content/",
] as const;

/** Small tables whose rows (any column) may name a stored file: each is read whole, as text. */
const smallTables = [
  "settings",
  "categories",
  "parameters",
  "facilities",
  "article_categories",
  "articles",
  "faqs",
  "home_sections",
  "home_cities",
  "info_pages",
  "report_reasons",
  "packages",
  "advertisements",
  "verification_form_fields",
  "verification_requests",
  "notification_sends",
] as const;

/** Storage keys as rows write them (alone or inside a /media or S3 URL, a JSON value). */
const mentionPattern = `(?:${otherPrefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})[A-Za-z0-9/_.-]+`;

/** A key without its photo width or extension: a row naming `a/b-640.webp` or `a/b` keeps `a/b-320.webp`. */
const stemOf = (key: string) => key.replace(/-\d+\.webp$/, "").replace(/\.[a-z0-9]+$/i, "");

/** The stems of every file of `otherPrefixes` that a row names. */
async function referencedElsewhere(db: Db): Promise<Set<string>> {
  const mentions = (text: SQL, from: SQL) =>
    db.execute(sql`select distinct (regexp_matches(${text}, ${mentionPattern}, 'g'))[1] as key from ${from}`);
  const results = await Promise.all([
    ...smallTables.map((table) => mentions(sql`t::text`, sql`${sql.identifier(table)} t`)),
    // Large tables: only the column that can name a file.
    mentions(sql`image`, sql`users where image is not null`),
    mentions(sql`image`, sql`notifications where image is not null`),
    mentions(sql`receipt_file`, sql`payment_transactions where receipt_file is not null`),
  ]);
  return new Set(results.flatMap((result) => rowsOf<{ key: string }>(result).map((row) => stemOf(row.key))));
}

/**
 * Removes listing, project, chat, staff content and every other kind of file no row points at: those a write stored before its
 * transaction was cut short (a crash between the files and the commit), those a committed
 * write released but could not remove, chat files whose conversation went with a
 * deleted listing or account, and inline photos uploaded into a text that was never saved. Files younger than `graceMs` are left alone, since
 * another process may be about to commit them.
 */
export async function sweepOrphanUploads(
  services: { db: Db; storage: Storage; logger: Pick<Logger, "info" | "warn"> },
  options: { graceMs: number; now?: Date } = { graceMs: 10 * 60_000 },
): Promise<{ scanned: number; removed: string[] }> {
  const { db, storage } = services;
  const removed: string[] = [];
  let scanned = 0;
  if (!storage.list) return { scanned, removed };
  const cutoff = (options.now ?? new Date()).getTime() - options.graceMs;
  for (const area of areas) {
    const byUser = new Map<number, string[]>();
    for (const file of await storage.list(`${area.name}/`)) {
      scanned += 1;
      const match = area.owner.exec(file.key);
      if (!match || file.modifiedAt.getTime() > cutoff) continue;
      const userId = Number(match[1]);
      byUser.set(userId, [...(byUser.get(userId) ?? []), file.key]);
    }
    for (const [userId, keys] of byUser) {
      const referenced = await referencedBy(db, area.name, userId);
      for (const key of keys) {
        const stem = key.replace(/-\d+\.webp$/, "");
        if (referenced.has(key) || referenced.has(stem)) continue;
        await storage.delete(key);
        removed.push(key);
      }
    }
  }
  const contentKeys: string[] = [];
  for (const prefix of contentPrefixes) {
    for (const file of await storage.list(prefix)) {
      scanned += 1;
      if (file.modifiedAt.getTime() <= cutoff) contentKeys.push(file.key);
    }
  }
  if (contentKeys.length) {
    const referenced = await referencedContent(db);
    for (const key of contentKeys) {
      if (referenced.has(key) || referenced.has(key.replace(/-\d+\.webp$/, ""))) continue;
      await storage.delete(key);
      removed.push(key);
    }
  }
  const otherKeys: string[] = [];
  for (const prefix of otherPrefixes) {
    for (const file of await storage.list(prefix)) {
      // Article photos and inline photos are decided above.
      if (contentPrefixes.some((handled) => file.key.startsWith(handled))) continue;
      scanned += 1;
      if (file.modifiedAt.getTime() <= cutoff) otherKeys.push(file.key);
    }
  }
  if (otherKeys.length) {
    const referenced = await referencedElsewhere(db);
    for (const key of otherKeys) {
      if (referenced.has(stemOf(key))) continue;
      await storage.delete(key);
      removed.push(key);
    }
  }
  if (removed.length) services.logger.warn({ removed: removed.length, scanned }, "removed orphaned uploads");
  return { scanned, removed };
}
