import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { StoredImage } from "./stored-image.ts";
import type { Translations } from "./catalog.ts";

/** An article's translated fields beside the Vietnamese originals: { en: { title, ... } }. */
export type ArticleTranslations = Partial<
  Record<string, { title?: string; summary?: string; body?: string; metaTitle?: string; metaDescription?: string }>
>;
export type FaqTranslations = Partial<Record<string, { question?: string; answer?: string }>>;

export const articleCategories = pgTable("article_categories", {
  id: serial().primaryKey(),
  name: text().notNull(),
  translations: jsonb().$type<Translations>().notNull().default({}),
  slugId: text().notNull().unique(),
  sequence: integer().notNull().default(0),
});

/** Articles (guides, market news); Vietnamese columns, other languages in `translations`. */
export const articles = pgTable(
  "articles",
  {
    id: serial().primaryKey(),
    categoryId: integer().references(() => articleCategories.id, { onDelete: "set null" }),
    title: text().notNull(),
    slugId: text().notNull().unique(),
    summary: text().notNull().default(""),
    /** The rich-text subset (app/lib/rich-text): paragraphs separated by blank lines, headings, lists, links, images. */
    body: text().notNull(),
    image: jsonb().$type<StoredImage>(),
    translations: jsonb().$type<ArticleTranslations>().notNull().default({}),
    metaTitle: text(),
    metaDescription: text(),
    metaKeywords: text(),
    isPromoted: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(true),
    totalViews: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.categoryId), index().on(t.isPublished, t.publishedAt)],
);

export const faqs = pgTable("faqs", {
  id: serial().primaryKey(),
  question: text().notNull(),
  answer: text().notNull(),
  translations: jsonb().$type<FaqTranslations>().notNull().default({}),
  sequence: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});
