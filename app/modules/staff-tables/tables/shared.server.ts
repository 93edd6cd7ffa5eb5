import { and, eq, ne, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../lib/db.server.ts";
import { AppError } from "../../../lib/errors.ts";
import { slugify } from "../../../lib/slug.ts";
import { sanitizeRichText } from "../../../lib/rich-text/sanitize-rich-text.ts";
import type { StaffInput } from "../staff-table.ts";

/** An optional text field as stored: the trimmed text or null. */
export const textOrNull = (value: StaffInput[string]): string | null => (typeof value === "string" && value !== "" ? value : null);

/** A required text field as stored. */
export const text = (value: StaffInput[string]): string => (typeof value === "string" ? value : "");

/** Translations with the English wording set (or dropped when empty), others kept. */
export function withEnglish(current: unknown, value: StaffInput[string]): Partial<Record<string, string>> {
  const kept = { ...((current as Partial<Record<string, string>> | undefined) ?? {}) };
  if (typeof value === "string" && value !== "") kept.en = value;
  else delete kept.en;
  return kept;
}

/** Object translations ({ en: { title, … } }) with the given English fields set, others kept. */
export function withEnglishFields<T extends Record<string, string | undefined>>(
  current: unknown,
  fields: Record<keyof T & string, StaffInput[string]>,
): Partial<Record<string, T>> {
  const all = { ...((current as Partial<Record<string, T>> | undefined) ?? {}) };
  const en: Record<string, string> = { ...(all.en ?? {}) } as Record<string, string>;
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === "string" && value !== "") en[field] = value;
    else delete en[field];
  }
  if (Object.keys(en).length) all.en = en as T;
  else delete all.en;
  return all;
}

/** The English wording of plain translations, for a form. */
export const englishOf = (translations: unknown): string => (translations as Partial<Record<string, string>> | null)?.en ?? "";

/** A field of object translations in English, for a form. */
export const englishFieldOf = (translations: unknown, field: string): string =>
  (translations as Partial<Record<string, Record<string, string | undefined>>> | null)?.en?.[field] ?? "";

/**
 * The slug a row is saved with: the one typed, else the name's; a slug another row holds is
 * a field error on `slug`.
 */
export async function uniqueSlug(
  db: Pick<Db, "select">,
  table: PgTable,
  columns: { slug: PgColumn; id: PgColumn },
  input: { slug?: unknown; name: unknown },
  id: string | number | null,
): Promise<string> {
  const slug = slugify(typeof input.slug === "string" && input.slug ? input.slug : String(input.name ?? "")).slice(0, 80);
  if (!slug) throw new AppError("VALIDATION", { fields: { slug: "staffSlugInvalid" } });
  const clash: SQL | undefined = and(eq(columns.slug, slug), id === null ? undefined : ne(columns.id, id));
  const [taken] = await db.select({ id: columns.id }).from(table).where(clash).limit(1);
  if (taken) throw new AppError("VALIDATION", { fields: { slug: "staffSlugTaken" } });
  return slug;
}

/** A rich-text field as stored: sanitised; a required one that sanitising empties is a field error. */
export function richText(value: StaffInput[string], field: string, required: boolean): string {
  const clean = typeof value === "string" ? sanitizeRichText(value) : "";
  if (required && !clean) throw new AppError("VALIDATION", { fields: { [field]: "staffFieldRequired" } });
  return clean;
}

/** An icon field as stored: the address of the icon just uploaded, else the row's current one. */
export const iconOf = (value: StaffInput[string], current: unknown): string =>
  typeof value === "string" && value !== "" ? value : typeof current === "string" ? current : "";
